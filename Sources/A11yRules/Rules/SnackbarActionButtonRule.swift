import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// A snackbar's action is a button: TalkBack says "button" after its name.
/// An action with no name is `control-name`'s, so only the role is judged here.
struct SnackbarActionButtonRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        var violations: [Violation] = []
        for action in StatusMessage.snackbarActions(in: model) where !model.isHidden(action) && model.isJudged(action) {
            guard model.visibility(of: action) != .offScreen, let stop = model.stop(on: action),
                  stop.announcement.role.isEmpty else { continue }
            let said = stop.announcement.utterance
            violations.append(Violation(action, """
                Snackbar action \(model.label(action)) is not a button: TalkBack says '\(said)' with no role, so \
                the user does not learn that it acts on the message; use a Button (Snackbar.setAction, Compose \
                TextButton) or give the view the button role (Compose Role.Button, an accessibility delegate's \
                Button class name).
                """))
        }
        return violations
    }
}
