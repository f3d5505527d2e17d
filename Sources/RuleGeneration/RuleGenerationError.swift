import A11yCatalog

/// Why `make generate` cannot write its files. All wording lives here.
public enum RuleGenerationError: Error, Equatable, CustomStringConvertible {
    /// A rule file is not a valid catalog entry.
    case catalog(RuleCatalogError)
    /// A rule id or option name that does not make a Swift name by the convention.
    case notKebabCase(file: String, name: String)
    /// README.md lacks the comments that frame the generated rule table.
    case missingTableMarkers(file: String)

    public var description: String {
        switch self {
        case .catalog(let error):
            return "Rules/" + error.description
        case .notKebabCase(let file, let name):
            return "\(file): error: '\(name)' must be lowercase words joined by hyphens (such as max-actions), "
                + "so that it makes a Swift name"
        case .missingTableMarkers(let file):
            return "\(file): error: the rule table must sit between the lines \(ReadmeRuleTable.begin) "
                + "and \(ReadmeRuleTable.end)"
        }
    }
}
