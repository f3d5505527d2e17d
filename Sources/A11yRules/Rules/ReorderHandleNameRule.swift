import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// A reorder handle that is a focus stop says which row it moves, not only that it
/// is a handle: on a list of handles all called "Drag handle" the user cannot
/// tell which one belongs to which row.
struct ReorderHandleNameRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        var violations: [Violation] = []
        for handle in model.nodes(Self.component) where model.isStop(handle) && model.isJudged(handle) {
            let name = model.name(of: handle)
            // An unnamed handle is control-name's and image-name's finding.
            guard !SpokenText.isEffectivelyEmpty(name), ReorderHandle.nameIsBare(name) else { continue }
            let fix = model.platform == .ios
                ? "give the row a label (UIKit then names its control 'Reorder' and the row's label) or set the "
                    + "handle's accessibilityLabel to name the row"
                : "set the handle's content description to name the row ('Reorder Milk') and give the row move "
                    + "actions ('Move up', 'Move down')"
            violations.append(Violation(handle, """
                Reorder handle is named only '\(name)': every row's handle sounds the same, so a screen-reader user \
                cannot tell which row it moves; \(fix).
                """))
        }
        return violations
    }
}
