import A11yFindings
import A11yYAML
import A11yDump

/// Renders a rule's catalog entry as Markdown (docs/rules/<id>.md) or plain text (`explain`).
public enum RuleDocumentation {
    public static func markdown(_ rule: RuleDefinition) -> String {
        var lines = [
            "<!-- GENERATED FILE. DO NOT EDIT! Written by `make generate` from Rules/\(rule.file). -->",
            "# \(rule.id)", "", "**\(rule.title)**: \(rule.summary).", "",
            "| | |", "|---|---|",
            "| Severity | \(rule.severity.rawValue) |",
            "| On by default | \(rule.optIn ? "no: opt-in (`rules: {\(rule.id): on}`)" : "yes") |",
            "| Platforms | \(rule.platforms.map(\.displayName).joined(separator: ", ")) |",
        ]
        if let component = rule.component { lines.append("| Component | \(component) |") }
        lines.append("| Criterion | \(rule.aspect) |")
        if !rule.wcag.isEmpty { lines.append("| WCAG | \(rule.wcag.joined(separator: ", ")) |") }
        if !rule.facts.isEmpty {
            lines.append("| Rests on | \(rule.facts.map(\.summary).joined(separator: "; ")) |")
        }
        lines += ["", "## Why", "", rule.rationale.trimmingTrailingWhitespace, ""]
        if !rule.options.isEmpty {
            lines += ["## Options", "", "Set in `.a11ylint.yml` under `rules: {\(rule.id): {option: value}}`.", "",
                      "| option | type | default | what it does |", "|---|---|---|---|"]
            for option in rule.options {
                lines.append("| `\(option.name)` | \(option.expectation) | `\(option.defaultValue)` | \(option.summary) |")
            }
            lines.append("")
        }
        lines += examples("Passes", rule.validExamples)
        lines += examples("Fails", rule.invalidExamples, note: "`↓` marks where each finding is reported.")
        return lines.joined(separator: "\n")
    }

    private static func examples(_ title: String, _ list: [RuleExample], note: String? = nil) -> [String] {
        var lines = ["## \(title)", ""]
        if let note { lines += [note, ""] }
        for example in list {
            lines += ["```yaml", example.text.trimmingTrailingWhitespace, "```", ""]
        }
        return lines
    }

    /// The index page, docs/rules/README.md.
    public static func index(_ rules: [RuleDefinition]) -> String {
        var lines = ["<!-- GENERATED FILE. DO NOT EDIT! Written by `make generate` from Rules/. -->", "# Rules", "",
                     "| rule | severity | platforms | summary |", "|---|---|---|---|"]
        for rule in rules {
            lines.append("| [\(rule.id)](\(rule.id).md) | \(rule.severity.rawValue)\(rule.optIn ? " (opt-in)" : "") | "
                + "\(rule.platforms.map(\.displayName).joined(separator: ", ")) | \(rule.summary) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Plain text for `a11ylint explain`.
    public static func text(_ rule: RuleDefinition) -> String {
        let optIn = rule.optIn ? "; opt-in" : ""
        var lines = ["\(rule.id) (\(rule.severity.rawValue); \(rule.platforms.map(\.displayName).joined(separator: ", "))\(optIn))",
                     "\(rule.title): \(rule.summary).", ""]
        var facts: [String] = []
        if let component = rule.component { facts.append("component: \(component)") }
        facts.append("criterion: \(rule.aspect)")
        if !rule.wcag.isEmpty { facts.append("WCAG: \(rule.wcag.joined(separator: ", "))") }
        if !rule.facts.isEmpty { facts.append("rests on: \(rule.facts.map(\.summary).joined(separator: ", "))") }
        lines += [facts.joined(separator: "; "), "", rule.rationale.trimmingTrailingWhitespace, ""]
        if !rule.options.isEmpty {
            lines.append("Options:")
            for option in rule.options {
                lines.append("    \(option.name): \(option.expectation), default \(option.defaultValue). \(option.summary)")
            }
            lines.append("")
        }
        for (title, list) in [("Passes:", rule.validExamples), ("Fails (↓ marks each finding):", rule.invalidExamples)] {
            lines.append(title)
            for example in list {
                lines += example.text.trimmingTrailingWhitespace.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { "    " + $0 }
                lines.append("")
            }
        }
        return lines.joined(separator: "\n")
    }
}

extension String {
    public var trimmingTrailingWhitespace: String {
        var copy = self
        while let last = copy.last, last.isWhitespace { copy.removeLast() }
        return copy
    }
}
