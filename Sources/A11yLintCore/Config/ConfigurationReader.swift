import A11yFindings
import A11yYAML
import A11yDump
import A11ySemantics
import A11yCatalog
import A11yRules
import Foundation

/// Reads `.a11ylint.yml` with our YAML loader. Every mistake is an error with
/// its position: a configuration that is silently half-applied is worse than none.
public struct ConfigurationReader {
    public var catalog: RuleCatalog

    public init(catalog: RuleCatalog = .builtIn) {
        self.catalog = catalog
    }

    static let topKeys = ["version", "rules", "overrides", "exclude", "components", "suppressions", "density", "package"]
    static let overrideKeys = ["files", "rules", "density"]
    static let suppressionKeys = ["rules", "identifier", "resourceId", "nodePath", "files", "reason"]

    /// Reads the file at `path`; globs in it are relative to its folder.
    public func read(path: String, workingDirectory: String) throws(ConfigurationError) -> Configuration {
        let absolute = RelativePath.absolute(path, from: workingDirectory)
        let bytes: [UInt8]
        switch Input.contents(ofFile: absolute) {
        case .success(let read): bytes = read
        case .failure(let problem): throw ConfigurationError(path: path, mark: .start, problem: .unreadable(problem))
        }
        let directory = URL(fileURLWithPath: absolute).deletingLastPathComponent().path
        return try parse(bytes, path: path, directory: directory)
    }

    public func parse(_ bytes: [UInt8], path: String, directory: String) throws(ConfigurationError) -> Configuration {
        let documents: [YAMLValue]
        do {
            documents = try YAMLValue.documents(of: bytes)
        } catch {
            throw ConfigurationError(path: path, mark: error.mark, problem: .unreadable(InputProblem(error.problem)))
        }
        var parser = Parser(path: path, catalog: catalog)
        return try parser.configuration(documents.first, directory: directory)
    }
}

/// One pass over the YAML tree of a configuration file.
private struct Parser {
    let path: String
    let catalog: RuleCatalog

    func fail(_ mark: Mark, _ problem: ConfigurationError.Problem) -> ConfigurationError {
        ConfigurationError(path: path, mark: mark, problem: problem)
    }

    mutating func configuration(_ top: YAMLValue?, directory: String) throws(ConfigurationError) -> Configuration {
        guard let top else { throw fail(.start, .missingVersion) }
        let entries = try mapping(top, key: "the configuration")
        try checkKeys(entries, allowed: ConfigurationReader.topKeys)
        guard let version = top["version"] else { throw fail(top.mark, .missingVersion) }
        guard version.string == String(Configuration.version) else {
            throw fail(version.mark, .unsupportedVersion(version.string ?? "a collection", supported: Configuration.version))
        }
        var configuration = Configuration(directory: directory, path: path)
        if let rules = top["rules"] { configuration.rules = try ruleSettings(rules) }
        if let exclude = top["exclude"] { configuration.exclude = try globs(exclude, key: "exclude") }
        if let components = top["components"] { configuration.components = try componentMap(components) }
        if let density = top["density"] { configuration.density = try self.density(density) }
        if let package = top["package"] {
            guard let name = package.string, !name.isEmpty else {
                throw fail(package.mark, .invalidValue(key: "package", expected: "an Android package name, such as com.example.shop"))
            }
            configuration.package = name
        }
        for item in try list(top["overrides"], key: "overrides") {
            try checkKeys(try mapping(item, key: "an override"), allowed: ConfigurationReader.overrideKeys)
            guard let files = item["files"] else { throw fail(item.mark, .invalidValue(key: "files", expected: "given in every override")) }
            configuration.overrides.append(Configuration.Override(
                files: try globs(files, key: "files"), rules: try item["rules"].map { v throws(ConfigurationError) in try ruleSettings(v) } ?? [:],
                density: try item["density"].map { v throws(ConfigurationError) in try density(v) }))
        }
        for item in try list(top["suppressions"], key: "suppressions") {
            configuration.suppressions.append(try suppression(item))
        }
        return configuration
    }

    // MARK: - Rules

    func ruleSettings(_ value: YAMLValue) throws(ConfigurationError) -> [String: Configuration.RuleSetting] {
        var settings: [String: Configuration.RuleSetting] = [:]
        for entry in try mapping(value, key: "rules") {
            guard let rule = catalog.rule(entry.key) else { throw fail(entry.keyMark, .unknownRule(entry.key)) }
            settings[entry.key] = try ruleSetting(entry.value, rule: rule)
        }
        return settings
    }

    func ruleSetting(_ value: YAMLValue, rule: RuleDefinition) throws(ConfigurationError) -> Configuration.RuleSetting {
        let expected = "off, on, error, warning, note, or a mapping with 'severity' and the rule's options"
        if let text = value.string {
            guard let setting = Self.level(text) else {
                throw fail(value.mark, .invalidValue(key: rule.id, expected: expected))
            }
            return setting
        }
        guard let entries = value.entries else { throw fail(value.mark, .invalidValue(key: rule.id, expected: expected)) }
        var setting = Configuration.RuleSetting(enabled: true)
        for entry in entries {
            if entry.key == "severity" {
                guard let level = entry.value.string.flatMap(Self.level) else {
                    throw fail(entry.value.mark, .invalidValue(key: "severity", expected: "off, error, warning or note"))
                }
                setting = level.applied(over: setting)
                continue
            }
            guard let option = rule.options.first(where: { $0.name == entry.key }) else {
                throw fail(entry.keyMark, .unknownOption(entry.key, rule: rule.id, known: rule.options.map(\.name)))
            }
            guard let optionValue = option.value(from: entry.value) else {
                throw fail(entry.value.mark, .invalidOption(entry.key, rule: rule.id, expected: option.expectation))
            }
            setting.options[entry.key] = optionValue
        }
        return setting
    }

    static func level(_ text: String) -> Configuration.RuleSetting? {
        switch text {
        case "off", "false": return Configuration.RuleSetting(enabled: false)
        case "on", "true": return Configuration.RuleSetting(enabled: true)
        default: return Severity(rawValue: text).map { Configuration.RuleSetting(enabled: true, severity: $0) }
        }
    }

    // MARK: - Density

    /// Real screens run from 0.75 (ldpi) to 4 (xxxhdpi); the bound of 10 leaves
    /// room and catches dots per inch written for pixels per dp (440 for 2.75).
    static let densityRange = 0.0 ... 10.0

    func density(_ value: YAMLValue) throws(ConfigurationError) -> Double {
        let number: Double?
        switch value.string.map(ScalarValue.resolvePlain) {
        case .integer(let whole)?: number = Double(whole)
        case .float(let fraction)?: number = fraction
        default: number = nil
        }
        guard let number, number > Self.densityRange.lowerBound, number <= Self.densityRange.upperBound else {
            throw fail(value.mark, .invalidValue(
                key: "density", expected: "a number of Android pixels per dp, above 0 and at most 10 (dots per inch / 160), such as 2.75"))
        }
        return number
    }

    // MARK: - Components and suppressions

    func componentMap(_ value: YAMLValue) throws(ConfigurationError) -> [String: String] {
        var map: [String: String] = [:]
        for entry in try mapping(value, key: "components") {
            guard let text = entry.value.string else {
                throw fail(entry.value.mark, .invalidValue(key: entry.key, expected: "a component name"))
            }
            guard Components.index(named: text) != nil else { throw fail(entry.value.mark, .unknownComponent(text)) }
            map[entry.key] = text
        }
        return map
    }

    func suppression(_ item: YAMLValue) throws(ConfigurationError) -> Suppression {
        try checkKeys(try mapping(item, key: "a suppression"), allowed: ConfigurationReader.suppressionKeys)
        guard let rulesValue = item["rules"] else {
            throw fail(item.mark, .invalidValue(key: "rules", expected: "given in every suppression (rule ids, or '*')"))
        }
        let rules = try texts(rulesValue, key: "rules")
        for (rule, mark) in zip(rules, marks(rulesValue)) where rule != "*" && catalog.rule(rule) == nil {
            throw fail(mark, .unknownRule(rule))
        }
        guard let reasonValue = item["reason"] else { throw fail(item.mark, .missingReason) }
        guard let reason = reasonValue.string?.trimmingCharacters(in: .whitespacesAndNewlines), !reason.isEmpty else {
            throw fail(reasonValue.mark, .missingReason)
        }
        let identifier = try text(item["identifier"], key: "identifier")
        let resourceId = try text(item["resourceId"], key: "resourceId")
        let nodePath = try text(item["nodePath"], key: "nodePath").map { Glob($0, literalBrackets: true) }
        guard identifier != nil || resourceId != nil || nodePath != nil else {
            throw fail(item.mark, .noSuppressionTarget)
        }
        let files = try item["files"].map { v throws(ConfigurationError) in try globs(v, key: "files") } ?? []
        return Suppression(rules: rules, identifier: identifier, resourceId: resourceId, nodePath: nodePath,
                           files: files, reason: reason, mark: item.mark)
    }

    // MARK: - Shapes

    func mapping(_ value: YAMLValue, key: String) throws(ConfigurationError) -> [YAMLEntry] {
        guard let entries = value.entries else {
            if key == "the configuration" { throw fail(value.mark, .notAMapping(found: Self.shape(value))) }
            throw fail(value.mark, .invalidValue(key: key, expected: "a mapping"))
        }
        return entries
    }

    func list(_ value: YAMLValue?, key: String) throws(ConfigurationError) -> [YAMLValue] {
        guard let value else { return [] }
        guard let items = value.items else { throw fail(value.mark, .invalidValue(key: key, expected: "a list")) }
        return items
    }

    func text(_ value: YAMLValue?, key: String) throws(ConfigurationError) -> String? {
        guard let value else { return nil }
        guard let text = value.string, !text.isEmpty else {
            throw fail(value.mark, .invalidValue(key: key, expected: "a non-empty text"))
        }
        return text
    }

    /// One text or a list of texts.
    func texts(_ value: YAMLValue, key: String) throws(ConfigurationError) -> [String] {
        let items = value.items ?? [value]
        var result: [String] = []
        for item in items {
            guard let text = item.string, !text.isEmpty else {
                throw fail(item.mark, .invalidValue(key: key, expected: "a text or a list of texts"))
            }
            result.append(text)
        }
        if result.isEmpty { throw fail(value.mark, .invalidValue(key: key, expected: "a text or a non-empty list of texts")) }
        return result
    }

    func marks(_ value: YAMLValue) -> [Mark] {
        (value.items ?? [value]).map(\.mark)
    }

    func globs(_ value: YAMLValue, key: String) throws(ConfigurationError) -> [Glob] {
        try texts(value, key: key).map { Glob($0) }
    }

    func checkKeys(_ entries: [YAMLEntry], allowed: [String]) throws(ConfigurationError) {
        if let unknown = entries.first(where: { !allowed.contains($0.key) }) {
            throw fail(unknown.keyMark, .unknownKey(unknown.key, allowed: allowed))
        }
    }

    static func shape(_ value: YAMLValue) -> String {
        switch value {
        case .scalar(let text, _): return text.isEmpty ? "nothing" : "a text"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}
