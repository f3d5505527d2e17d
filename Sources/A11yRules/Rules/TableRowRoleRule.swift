import A11yFindings
import A11yYAML
import A11yDump
import A11ySemantics

/// An interactive row says it can be activated: a button or link trait on iOS,
/// clickable or a click action on Android.
struct TableRowRoleRule: PlainRule {
    let id = "table-row-role"

    func check(_ model: ScreenModel) -> [Violation] {
        var violations: [Violation] = []
        for row in model.nodes(.tableRow) where row.isFocusStop && !model.hasActivationRole(row) {
            switch model.platform {
            case .ios:
                guard !model.iosTraits(row).contains("header"),
                      let accessory = row.node.string(.accessoryType),
                      ScreenModel.interactiveAccessories.contains(accessory) else { continue }
                violations.append(Violation(row, """
                    Table row \(model.label(row)) shows a \(Self.describe(accessory)) but has no button or link \
                    trait, so VoiceOver does not say it can be activated.
                    """))
            case .android:
                guard let chevron = model.descendants(of: row).first(where: Self.isChevron) else { continue }
                violations.append(Violation(row, """
                    Table row \(model.label(row)) shows a navigation arrow \
                    (\(chevron.identifier ?? chevron.simpleClassName)) but is not clickable and has no click action, \
                    so TalkBack does not say it can be activated.
                    """))
            }
        }
        return violations
    }

    private static func describe(_ accessory: String) -> String {
        switch accessory {
        case "checkmark": return "checkmark"
        case "disclosureIndicator": return "disclosure indicator"
        default: return "detail button"
        }
    }

    /// An image whose id or description says it is a chevron or arrow.
    private static func isChevron(_ node: SemanticNode) -> Bool {
        let text = [node.identifier, node.node.string(.contentDescription)].compactMap { $0 }.joined(separator: " ")
            .lowercased()
        return ["chevron", "disclosure", "arrow_right", "arrowright", "arrow_forward", "navigate_next"]
            .contains { text.contains($0) }
    }
}
