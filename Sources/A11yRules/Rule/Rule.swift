import A11yFindings
import A11yYAML
import A11yDump
import A11ySemantics

/// A check over one screen as the screen reader sees it. Rules return
/// violations; they never print or throw.
public protocol Rule: Sendable {
    /// The stable kebab-case id, which is also the name of the rule's catalog file.
    var id: String { get }
    /// Checks with the options the configuration chose, over the catalog's defaults.
    func check(_ model: ScreenModel, options: RuleOptions) -> [Violation]
}

/// Most rules take no options.
protocol PlainRule: Rule {
    func check(_ model: ScreenModel) -> [Violation]
}

extension PlainRule {
    public func check(_ model: ScreenModel, options: RuleOptions) -> [Violation] {
        check(model)
    }
}
