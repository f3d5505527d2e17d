import A11yFindings
import A11yYAML
import A11yDump

/// What the rules say about themselves, read from `Rules/*.yml`: the binary embeds
/// those files (`RuleCatalog.builtIn`, in A11yRules), and `make generate` reads
/// them to write the code, docs and tables that follow from them.
public struct RuleCatalog: Sendable {
    public let rules: [RuleDefinition]
    private let index: [String: Int]

    /// Reads and checks catalog files given as (file name, contents).
    public init(files: [(name: String, text: String)]) throws(RuleCatalogError) {
        var rules: [RuleDefinition] = []
        var firstFile: [String: String] = [:]
        for (name, text) in files.sorted(by: { $0.name < $1.name }) {
            let rule = try Self.parse(name: name, text: text)
            if let first = firstFile[rule.id] {
                throw RuleCatalogError(file: name, mark: .start, problem: .duplicateID(rule.id, firstFile: first))
            }
            firstFile[rule.id] = name
            rules.append(rule)
        }
        self.rules = rules
        index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
    }

    public func rule(_ id: String) -> RuleDefinition? {
        rules.first { $0.id == id }
    }

    private static func parse(name: String, text source: String) throws(RuleCatalogError) -> RuleDefinition {
        func fail(_ mark: Mark, _ problem: RuleCatalogError.Problem) -> RuleCatalogError {
            RuleCatalogError(file: name, mark: mark, problem: problem)
        }
        let documents: [YAMLValue]
        do {
            documents = try YAMLValue.documents(of: Array(source.utf8))
        } catch {
            throw fail(error.mark, .unreadable(InputProblem(error.problem)))
        }
        guard documents.count == 1, let top = documents.first, top.entries != nil else {
            throw fail(.start, .notAMapping)
        }
        func text(_ field: String) throws(RuleCatalogError) -> String {
            guard let value = top[field] else { throw fail(top.mark, .missingField(field)) }
            guard let string = value.string, !string.isEmpty else {
                throw fail(value.mark, .invalidField(field, expected: "text"))
            }
            return string
        }
        func list(_ field: String) throws(RuleCatalogError) -> [YAMLValue] {
            guard let value = top[field] else { throw fail(top.mark, .missingField(field)) }
            guard let items = value.items else { throw fail(value.mark, .invalidField(field, expected: "a list")) }
            return items
        }

        let id = try text("id")
        let stem = name.hasSuffix(".yml") ? String(name.dropLast(4)) : name
        guard id == stem else { throw fail(top["id"]!.mark, .idMismatch(id: id, file: name)) }
        let severityText = try text("severity")
        guard let severity = Severity(rawValue: severityText) else {
            throw fail(top["severity"]!.mark, .invalidField("severity", expected: "error, warning or note"))
        }
        var platforms: [Platform] = []
        for item in try list("platforms") {
            guard let platform = item.string.flatMap(Platform.init(rawValue:)) else {
                throw fail(item.mark, .invalidField("platforms", expected: "a list of ios and android"))
            }
            platforms.append(platform)
        }
        var wcag: [String] = []
        for item in try list("wcag") {
            guard let criterion = item.string, criterion.split(separator: ".").count == 3,
                  criterion.split(separator: ".").allSatisfy({ Int($0) != nil }) else {
                throw fail(item.mark, .invalidField("wcag", expected: "a list of success criteria such as 4.1.2"))
            }
            wcag.append(criterion)
        }
        guard let examples = top["examples"] else { throw fail(top.mark, .missingField("examples")) }
        func exampleList(_ kind: String) throws(RuleCatalogError) -> [RuleExample] {
            guard let items = examples[kind]?.items, !items.isEmpty else {
                throw fail(examples.mark, .missingExamples(kind))
            }
            var result: [RuleExample] = []
            for item in items {
                guard let text = item.string else {
                    throw fail(item.mark, .invalidField("examples", expected: "dumps written as block text (|)"))
                }
                result.append(RuleExample(text: text, mark: item.mark))
            }
            return result
        }
        let component = top["component"]?.string
        var options: [RuleOption] = []
        for item in top["options"]?.items ?? [] {
            options.append(try parseOption(item, fail: fail))
        }
        if let value = top["options"], value.items == nil {
            throw fail(value.mark, .invalidField("options", expected: "a list of options"))
        }
        var rule = RuleDefinition(id: id, title: try text("title"), summary: try text("summary"),
                              rationale: try text("rationale"), severity: severity, platforms: platforms,
                              component: component, aspect: try text("aspect"), wcag: wcag,
                              validExamples: try exampleList("valid"), invalidExamples: try exampleList("invalid"),
                              file: name)
        rule.options = options
        if let value = top["opt-in"] {
            switch value.string {
            case "true": rule.optIn = true
            case "false": rule.optIn = false
            default: throw fail(value.mark, .invalidField("opt-in", expected: "true or false"))
            }
        }
        if let value = top["facts"] {
            guard let items = value.items else {
                throw fail(value.mark, .invalidField("facts", expected: "a list of facts"))
            }
            for item in items {
                guard let fact = item.string.flatMap(RuleFact.init(rawValue:)) else {
                    let known = RuleFact.allCases.map(\.rawValue).joined(separator: ", ")
                    throw fail(item.mark, .invalidField("facts", expected: "a list of \(known)"))
                }
                rule.facts.append(fact)
            }
        }
        return rule
    }

    private static func parseOption(_ item: YAMLValue, fail: (Mark, RuleCatalogError.Problem) -> RuleCatalogError)
        throws(RuleCatalogError) -> RuleOption {
        guard let name = item["name"]?.string, !name.isEmpty else {
            throw fail(item.mark, .invalidField("options", expected: "entries with a name"))
        }
        guard let kind = item["type"]?.string.flatMap(RuleOption.Kind.init(rawValue:)) else {
            throw fail(item.mark, .invalidField("type", expected: "integer, boolean or strings"))
        }
        guard let summary = item["summary"]?.string, !summary.isEmpty else {
            throw fail(item.mark, .invalidField("summary", expected: "text saying what the option does"))
        }
        var option = RuleOption(name: name, kind: kind, defaultValue: .integer(0), minimum: nil, summary: summary)
        if let minimum = item["minimum"] {
            guard let number = minimum.string.flatMap({ Int($0) }) else {
                throw fail(minimum.mark, .invalidField("minimum", expected: "a whole number"))
            }
            option.minimum = number
        }
        guard let defaultYAML = item["default"], let defaultValue = option.value(from: defaultYAML) else {
            throw fail(item.mark, .invalidField("default", expected: option.expectation))
        }
        option.defaultValue = defaultValue
        return option
    }
}
