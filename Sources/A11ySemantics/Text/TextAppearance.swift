import A11yDump
import Foundation

/// How a node's text looks, from the colours and size the dump declares: what
/// the contrast of text is judged on. Worked out when asked: most dumps declare
/// no colours, and then no node has an appearance.
public struct TextAppearance: Sendable, Equatable {
    /// The text's colour as declared (it may be translucent).
    public var textColor: Color
    /// The opaque colour the text stands on: the node's own background, else the
    /// nearest ancestor's, with translucent ones blended over those below them.
    public var background: Color
    /// The text's colour as seen: blended over the background when translucent.
    public var seenTextColor: Color { textColor.over(background) }
    /// The size in points (iOS) or sp (Android); nil when the dump does not say.
    public var size: Double?
    public var isBold: Bool

    /// WCAG's large text: 18 pt or more, or 14 pt or more in bold. Nil when the
    /// size is not known.
    public var isLarge: Bool? {
        size.map { $0 >= 18 || ($0 >= 14 && isBold) }
    }

    /// The contrast ratio between the seen text colour and the background, from 1 to 21.
    public var contrastRatio: Double {
        seenTextColor.contrastRatio(with: background)
    }
}

extension ScreenModel {
    /// How the node's text looks; nil when it shows no text, declares no text
    /// colour, is not drawn (it or an ancestor `isHidden`), or nothing opaque is
    /// known to be behind it.
    public func textAppearance(of node: SemanticNode) -> TextAppearance? {
        guard node.visibleText != nil, let textColor = node.dumped.string(.textColor).flatMap(Color.init(hex:)),
              !isNotDrawn(node), let background = background(behind: node) else { return nil }
        return TextAppearance(textColor: textColor, background: background, size: node.dumped.number(.textSize),
                              isBold: node.dumped.bool(.bold) ?? false)
    }

    /// Whether UIKit draws nothing of the node: it or an ancestor is hidden.
    private func isNotDrawn(_ node: SemanticNode) -> Bool {
        var current: SemanticNode? = node
        while let layer = current {
            if layer.dumped.bool(.isHidden) == true { return true }
            current = parent(of: layer)
        }
        return false
    }

    /// The colour the node's own background declares, if any.
    public func backgroundColor(of node: SemanticNode) -> Color? {
        node.dumped.string(.backgroundColor).flatMap(Color.init(hex:))
    }

    /// The opaque colour seen behind the node's content: its own background and
    /// its ancestors', nearest first, blended down to the first opaque one; nil
    /// when none is opaque (what lies beneath is not known).
    public func background(behind node: SemanticNode) -> Color? {
        var layers: [Color] = []
        var current: SemanticNode? = node
        while let layer = current {
            if let color = backgroundColor(of: layer) {
                if color.isOpaque {
                    return layers.reversed().reduce(color) { below, above in above.over(below) }
                }
                if color.alpha > 0 { layers.append(color) }
            }
            current = parent(of: layer)
        }
        return nil
    }
}

extension Color {
    /// WCAG 2's relative luminance: each sRGB channel linearised with the sRGB
    /// transfer function (not a plain 2.2 gamma), weighted for the eye.
    public var relativeLuminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2's contrast ratio with another colour: (lighter + 0.05) / (darker + 0.05).
    public func contrastRatio(with other: Color) -> Double {
        let (one, two) = (relativeLuminance, other.relativeLuminance)
        return (max(one, two) + 0.05) / (min(one, two) + 0.05)
    }
}
