import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// An interactive row says it can be activated: a button or link trait on iOS,
/// clickable or a click action on Android.
struct TableRowRoleRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        var violations: [Violation] = []
        for row in model.nodes(Self.component) where model.isStop(row) && !TableRow.hasActivationRole(row, in: model) {
            // What the row shows: an accessory (iOS) or an arrow image inside it.
            if let accessory = TableRow.accessory(of: row)?.kind {
                guard !model.traits(of: row).isHeading, accessory.isInteractive else { continue }
                violations.append(Violation(row, """
                    Table row\(model.named(row)) shows a \(Self.describe(accessory)) but has no button or link \
                    trait, so VoiceOver does not say it can be activated.
                    """))
            } else if let chevron = TableRow.arrow(in: row, of: model) {
                violations.append(Violation(row, """
                    Table row\(model.named(row)) shows a navigation arrow \
                    (\(model.label(chevron))) but is not clickable and has no click action, \
                    so TalkBack does not say it can be activated.
                    """))
            }
        }
        return violations
    }

    private static func describe(_ accessory: TableRow.Accessory) -> String {
        switch accessory {
        case .checkmark: return "checkmark"
        case .disclosureIndicator: return "disclosure indicator"
        default: return "detail button"
        }
    }
}
