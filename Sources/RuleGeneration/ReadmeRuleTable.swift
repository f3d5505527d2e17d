import A11yCatalog

/// The rule table in README.md, between two marker comments; the rest of the
/// README is written by hand.
enum ReadmeRuleTable {
    static let path = "README.md"
    static let begin = "<!-- BEGIN RULE TABLE: written by `make generate` from Rules/*.yml -->"
    static let end = "<!-- END RULE TABLE -->"

    /// The README with the table between the markers replaced.
    static func splice(_ catalog: RuleCatalog, into readme: String) throws(RuleGenerationError) -> String {
        guard let start = readme.range(of: begin), let stop = readme.range(of: end, range: start.upperBound..<readme.endIndex)
        else { throw .missingTableMarkers(file: path) }
        return String(readme[..<start.upperBound]) + "\n" + table(catalog) + String(readme[stop.lowerBound...])
    }

    static func table(_ catalog: RuleCatalog) -> String {
        var lines = ["| rule | severity | component | what it checks |", "|---|---|---|---|"]
        for rule in catalog.rules {
            let component = rule.component ?? (RuleGenerator.isLoaderRule(rule) ? "the dump" : "any")
            lines.append("| [`\(rule.id)`](docs/rules/\(rule.id).md) | \(rule.severity.rawValue)\(rule.optIn ? " (opt-in)" : "") | \(component) "
                + "| \(rule.summary). |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
