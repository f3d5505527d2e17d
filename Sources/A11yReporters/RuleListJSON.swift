import A11yFindings
import A11yCatalog
import A11yLintCore

/// `a11ylint rules --format json`: the rules as data, for tools that configure
/// a11ylint or show its rules (docs/json-report.md, "rules --format json"). Each
/// rule with what a configuration may change: whether it runs by default, its
/// severity, its options with their types and defaults.
public enum RuleListJSON {
    public static let formatVersion = 1

    public static func encode(_ catalog: RuleCatalog) -> String {
        SortedJSON.encode(Document(version: formatVersion, tool: Tool(name: ToolInfo.name, version: ToolInfo.version),
                                   rules: catalog.rules.map(Rule.init)))
    }

    struct Document: Encodable {
        var version: Int
        var tool: Tool
        var rules: [Rule]
    }

    struct Tool: Encodable {
        var name: String
        var version: String
    }

    struct Rule: Encodable {
        var id: String
        var title: String
        var summary: String
        /// The severity it reports at unless a configuration says otherwise.
        var severity: String
        /// Whether it runs only when a configuration turns it on.
        var optIn: Bool
        var platforms: [String]
        /// The component it is about; absent for rules about any element or the dump.
        var component: String?
        var aspect: String
        var wcag: [String]
        var options: [Option]

        init(_ rule: RuleDefinition) {
            id = rule.id
            title = rule.title
            summary = rule.summary
            severity = rule.severity.rawValue
            optIn = rule.optIn
            platforms = rule.platforms.map(\.rawValue)
            component = rule.component
            aspect = rule.aspect
            wcag = rule.wcag
            options = rule.options.map(Option.init)
        }
    }

    struct Option: Encodable {
        var name: String
        /// `integer`, `boolean` or `strings` (a list of texts).
        var type: String
        /// The value the rule runs with unless a configuration sets it, as a JSON
        /// number, boolean or list of strings.
        var `default`: Value
        var minimum: Int?
        var summary: String

        init(_ option: RuleOption) {
            name = option.name
            type = option.kind.rawValue
            `default` = Value(option.defaultValue)
            minimum = option.minimum
            summary = option.summary
        }
    }

    /// An option value written as the JSON type it stands for.
    struct Value: Encodable {
        var value: RuleOptionValue

        init(_ value: RuleOptionValue) {
            self.value = value
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            switch value {
            case .integer(let number): try container.encode(number)
            case .boolean(let flag): try container.encode(flag)
            case .strings(let texts): try container.encode(texts)
            }
        }
    }
}
