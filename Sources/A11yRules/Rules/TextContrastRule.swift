import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics
import Foundation

/// Text reaches WCAG's contrast ratio against the background the dump declares behind it.
struct TextContrastRule: PlainRule {
    /// WCAG 1.4.3's ratios for normal and for large text.
    static let normalRatio = 4.5
    static let largeRatio = 3.0

    func check(_ model: ScreenModel) -> [Violation] {
        var violations: [Violation] = []
        for node in model.nodes {
            guard let appearance = model.textAppearance(of: node), model.visibility(of: node) != .offScreen,
                  !isInactive(node, in: model) else { continue }
            // Unknown size: the text may be large, so only what fails as large text is sure.
            let required = appearance.isLarge == false ? Self.normalRatio : Self.largeRatio
            let ratio = appearance.contrastRatio
            // Compared as shown (two decimals), so a message never says "4.50:1 is below 4.5:1".
            guard (ratio * 100).rounded(.down) / 100 < required else { continue }
            let size: String
            switch appearance.isLarge {
            case true?: size = "large text (\(Self.number(appearance.size ?? 0)) pt\(appearance.isBold ? " bold" : ""))"
            case false?: size = "text of \(Self.number(appearance.size ?? 0)) pt\(appearance.isBold ? " bold" : "")"
            case nil: size = "text of unknown size, even if large,"
            }
            let colour = appearance.textColor == appearance.seenTextColor
                ? appearance.textColor.hex : "\(appearance.textColor.hex) (seen as \(appearance.seenTextColor.hex))"
            violations.append(Violation(node, """
                Text '\(node.visibleText ?? "")' in \(colour) on \(appearance.background.hex) has a contrast ratio \
                of \(String(format: "%.2f", ratio)):1; \(size) needs \(Self.number(required)):1.
                """))
        }
        return violations
    }

    /// WCAG sets no contrast for the text of an inactive control: a disabled
    /// control, or text inside one.
    private func isInactive(_ node: SemanticNode, in model: ScreenModel) -> Bool {
        var current: SemanticNode? = node
        while let layer = current {
            let traits = model.traits(of: layer)
            if traits.enabled == .no && (traits.isControl || layer === node) { return true }
            current = model.parent(of: layer)
        }
        return false
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%g", value)
    }
}
