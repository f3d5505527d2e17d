import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// The screen's visible title (navigation bar, toolbar, top app bar) is a heading.
struct ScreenTitleHeadingRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        guard model.recordsHeadings, let title = model.screenTitle(), !model.isHeading(title) else { return [] }
        // A title the reader cannot reach is not heard at all: that is another problem.
        guard model.stop(on: title.node) != nil
            || model.ancestors(of: title.node).contains(where: { model.stop(on: $0) != nil }) else { return [] }
        let bar: String
        switch title.bar {
        case .navigationBar: bar = "navigation bar"
        case .toolbar: bar = "toolbar"
        case .topAppBar: bar = "top app bar"
        }
        return [Violation(title.node, """
            Screen title '\(title.text)' in the \(bar) is not a heading; heading navigation cannot jump to it \
            and the screen reader does not say 'heading' when it lands there.
            """)]
    }
}
