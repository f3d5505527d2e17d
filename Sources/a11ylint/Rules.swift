import A11yFindings
import A11yDump
import A11ySemantics
import A11yCatalog
import A11yRules
import A11yLintCore
import A11yReporters
import ArgumentParser

extension A11yLint {
    struct Rules: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the rules: id, severity, platforms and title.",
            discussion: """
            Rules marked opt-in run only when a configuration turns them on (rules: {ID: on}). \
            --format json writes each rule with its component, default severity, whether it is opt-in, \
            summary and options (type and default); docs/json-report.md describes it.
            """)

        @Option(name: .customLong("format"), help: "text (one line a rule) or json.")
        var format: ListFormat = .text

        enum ListFormat: String, ExpressibleByArgument, CaseIterable {
            case text, json
        }

        func run() throws {
            let console = Console.standard
            if format == .json {
                console.write(RuleListJSON.encode(RuleCatalog.builtIn))
                return
            }
            let rules = RuleCatalog.builtIn.rules
            let width = rules.map(\.id.count).max() ?? 0
            for rule in rules {
                let platforms = rule.platforms.map(\.rawValue).joined(separator: ",")
                console.out(rule.id.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                      + rule.severity.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
                      + platforms.padding(toLength: 13, withPad: " ", startingAt: 0) + rule.title
                      + (rule.optIn ? " (opt-in)" : ""))
            }
        }
    }

    struct Explain: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Explain one rule, with examples that pass and fail.")

        @Argument(help: "The rule id, as shown by 'a11ylint rules'.")
        var id: String

        func validate() throws {
            guard RuleCatalog.builtIn.rule(id) != nil else {
                let hint = RuleCatalog.builtIn.suggestion(for: id).map { " Did you mean '\($0)'?" } ?? ""
                throw ValidationError("Unknown rule '\(TerminalText.safe(id))'.\(hint) Run 'a11ylint rules' to list the rules.")
            }
        }

        func run() throws {
            guard let rule = RuleCatalog.builtIn.rule(id) else { throw ExitCode(64) }
            Console.standard.out(RuleDocumentation.text(rule))
        }
    }
}
