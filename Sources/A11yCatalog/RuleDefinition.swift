import A11yFindings
import A11yYAML
import A11yDump

/// Everything the catalog says about one rule: metadata, docs and examples.
public struct RuleDefinition: Sendable {
    public var id: String
    public var title: String
    public var summary: String
    /// Markdown: why the rule matters and how to fix what it reports.
    public var rationale: String
    public var severity: Severity
    public var platforms: [Platform]
    /// The component the criterion is about, or nil for rules that apply to all.
    public var component: String?
    /// Which part of the criterion: name, role, grouping, state, focus or value.
    public var aspect: String
    /// WCAG success criteria, e.g. "4.1.2".
    public var wcag: [String]
    /// Settings the configuration may change, with their defaults.
    public var options: [RuleOption] = []
    /// Whether the rule runs only when a configuration turns it on (`opt-in: true`):
    /// rules whose findings on real screens are not yet right often enough to be on by default.
    public var optIn = false
    /// The facts of the screen the rule's findings rest on (`facts:`), each a
    /// `RuleFact`; a dump that does not record one leaves the rule silent or saying so.
    public var facts: [RuleFact] = []
    public var validExamples: [RuleExample]
    public var invalidExamples: [RuleExample]
    /// The catalog file the rule came from.
    public var file: String

    /// The rule's id in PascalCase, for SARIF's `name`.
    public var pascalName: String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
