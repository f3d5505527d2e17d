import A11yFindings
import A11yYAML
import A11yDump
import A11ySemantics

/// Every rule implemented in code, in id order. A test checks that this list
/// and the catalog in `Rules/` name the same rules.
public enum RuleRegistry {
    public static let rules: [any Rule] = [
        ControlNameRule(),
        LabelInNameRule(),
        NameNoRoleWordRule(),
        PageControlHiddenSlidesIndexRule(),
        PageControlIndexRule(),
        PageControlOperableRule(),
        StepperButtonNamesRule(),
        StepperNamesItemAndCountRule(),
        StepperValueRule(),
        TableRowGroupedRule(),
        TableRowNameRule(),
        TableRowRoleRule(),
        TableRowSelectedStateRule(),
        TableRowSingleActionRule(),
    ]

    /// Rules whose findings come from the dump loader rather than a `Rule`.
    public static let loaderRuleIDs = [DumpProblem.invalidValueRule, DumpProblem.missingClassRule,
                                       DumpProblem.unknownKeyRule]

    public static var allIDs: [String] { (rules.map(\.id) + loaderRuleIDs).sorted() }
}
