import A11yFindings
import A11yYAML
import A11yDump
import A11ySemantics
import A11yCatalog
import A11yRules
import Foundation

/// Reads `.a11ylint.yml` with our YAML loader. Every mistake is an error with
/// its position: a configuration that is silently half-applied is worse than none.
/// All the mistakes of a file are reported together, so one run shows what to fix.
public struct ConfigurationReader {
    public var catalog: RuleCatalog

    public init(catalog: RuleCatalog = .builtIn) {
        self.catalog = catalog
    }

    static let topKeys = ["version", "rules", "overrides", "exclude", "components", "suppressions", "density", "package"]
    static let overrideKeys = ["files", "rules", "density"]
    static let suppressionKeys = ["rules", "identifier", "resourceId", "nodePath", "node", "files", "reason"]

    /// Reads the file at `path`; globs in it are relative to its folder.
    public func read(path: String, workingDirectory: String) throws(ConfigurationErrors) -> Configuration {
        let absolute = RelativePath.absolute(path, from: workingDirectory)
        let bytes: [UInt8]
        switch Input.contents(ofFile: absolute) {
        case .success(let read): bytes = read
        case .failure(let problem):
            throw ConfigurationErrors([ConfigurationError(path: path, mark: .start, problem: .unreadable(problem))])
        }
        let directory = URL(fileURLWithPath: absolute).deletingLastPathComponent().path
        return try parse(bytes, path: path, directory: directory)
    }

    public func parse(_ bytes: [UInt8], path: String, directory: String) throws(ConfigurationErrors) -> Configuration {
        let documents: [YAMLValue]
        do {
            documents = try YAMLValue.documents(of: bytes)
        } catch {
            throw ConfigurationErrors([ConfigurationError(path: path, mark: error.mark, problem: .unreadable(InputProblem(error.problem)))])
        }
        let parser = Parser(path: path, catalog: catalog)
        let configuration = parser.configuration(documents.first, directory: directory)
        guard parser.errors.isEmpty else { throw ConfigurationErrors(parser.errors) }
        return configuration
    }
}

/// One pass over the YAML tree of a configuration file. A mistake is recorded and
/// the pass goes on with the next setting, so every mistake is found at once.
private final class Parser {
    let path: String
    let catalog: RuleCatalog
    private(set) var errors: [ConfigurationError] = []

    init(path: String, catalog: RuleCatalog) {
        self.path = path
        self.catalog = catalog
    }

    func fail(_ mark: Mark, _ problem: ConfigurationError.Problem) -> ConfigurationError {
        ConfigurationError(path: path, mark: mark, problem: problem)
    }

    /// Runs one step, recording its mistake instead of stopping the pass; nil on a mistake.
    func attempt<T>(_ step: () throws(ConfigurationError) -> T) -> T? {
        do {
            return try step()
        } catch {
            errors.append(error)
            return nil
        }
    }

    func configuration(_ top: YAMLValue?, directory: String) -> Configuration {
        var configuration = Configuration(directory: directory, path: path)
        guard let top else {
            errors.append(fail(.start, .missingVersion))
            return configuration
        }
        guard let entries = attempt({ () throws(ConfigurationError) in try mapping(top, key: "the configuration") }) else {
            return configuration
        }
        checkKeys(entries, allowed: ConfigurationReader.topKeys)
        if let version = top["version"] {
            if version.string != String(Configuration.version) {
                errors.append(fail(version.mark, .unsupportedVersion(version.string ?? "a collection", supported: Configuration.version)))
            }
        } else {
            errors.append(fail(top.mark, .missingVersion))
        }
        if let rules = top["rules"] { configuration.rules = ruleSettings(rules) }
        if let exclude = top["exclude"] {
            configuration.exclude = attempt { () throws(ConfigurationError) in try globs(exclude, key: "exclude") } ?? []
        }
        if let components = top["components"] { configuration.components = componentMap(components) }
        if let density = top["density"] {
            configuration.density = attempt { () throws(ConfigurationError) in try self.density(density) }
        }
        if let package = top["package"] {
            if let name = package.string, !name.isEmpty {
                configuration.package = name
            } else {
                errors.append(fail(package.mark, .invalidValue(key: "package", expected: "an Android package name, such as com.example.shop")))
            }
        }
        for item in attempt({ () throws(ConfigurationError) in try list(top["overrides"], key: "overrides") }) ?? [] {
            if let override = self.override(item) { configuration.overrides.append(override) }
        }
        for item in attempt({ () throws(ConfigurationError) in try list(top["suppressions"], key: "suppressions") }) ?? [] {
            if let suppression = attempt({ () throws(ConfigurationError) in try self.suppression(item) }) {
                configuration.suppressions.append(suppression)
            }
        }
        return configuration
    }

    func override(_ item: YAMLValue) -> Configuration.Override? {
        guard let entries = attempt({ () throws(ConfigurationError) in try mapping(item, key: "an override") }) else { return nil }
        checkKeys(entries, allowed: ConfigurationReader.overrideKeys)
        let rules = item["rules"].map { ruleSettings($0) } ?? [:]
        let density = item["density"].flatMap { value in attempt { () throws(ConfigurationError) in try self.density(value) } }
        guard let filesValue = item["files"] else {
            errors.append(fail(item.mark, .invalidValue(key: "files", expected: "given in every override")))
            return nil
        }
        guard let files = attempt({ () throws(ConfigurationError) in try globs(filesValue, key: "files") }) else { return nil }
        return Configuration.Override(files: files, rules: rules, density: density)
    }

    // MARK: - Rules

    func ruleSettings(_ value: YAMLValue) -> [String: Configuration.RuleSetting] {
        var settings: [String: Configuration.RuleSetting] = [:]
        for entry in attempt({ () throws(ConfigurationError) in try mapping(value, key: "rules") }) ?? [] {
            guard let rule = catalog.rule(entry.key) else {
                errors.append(fail(entry.keyMark, .unknownRule(entry.key)))
                continue
            }
            if let setting = ruleSetting(entry.value, rule: rule) { settings[entry.key] = setting }
        }
        return settings
    }

    func ruleSetting(_ value: YAMLValue, rule: RuleDefinition) -> Configuration.RuleSetting? {
        let expected = "off, on, error, warning, note, or a mapping with 'severity' and the rule's options"
        if let text = value.string {
            guard let setting = Self.level(text) else {
                errors.append(fail(value.mark, .invalidValue(key: rule.id, expected: expected)))
                return nil
            }
            return setting
        }
        guard let entries = value.entries else {
            errors.append(fail(value.mark, .invalidValue(key: rule.id, expected: expected)))
            return nil
        }
        var setting = Configuration.RuleSetting(enabled: true)
        for entry in entries {
            if entry.key == "severity" {
                guard let level = entry.value.string.flatMap(Self.level) else {
                    errors.append(fail(entry.value.mark, .invalidValue(key: "severity", expected: "off, error, warning or note")))
                    continue
                }
                setting = level.applied(over: setting)
                continue
            }
            guard let option = rule.options.first(where: { $0.name == entry.key }) else {
                errors.append(fail(entry.keyMark, .unknownOption(entry.key, rule: rule.id, known: rule.options.map(\.name))))
                continue
            }
            guard let optionValue = option.value(from: entry.value) else {
                errors.append(fail(entry.value.mark, .invalidOption(entry.key, rule: rule.id, expected: option.expectation)))
                continue
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

    func componentMap(_ value: YAMLValue) -> [String: String] {
        var map: [String: String] = [:]
        for entry in attempt({ () throws(ConfigurationError) in try mapping(value, key: "components") }) ?? [] {
            guard let text = entry.value.string else {
                errors.append(fail(entry.value.mark, .invalidValue(key: entry.key, expected: "a component name")))
                continue
            }
            guard Components.index(named: text) != nil else {
                errors.append(fail(entry.value.mark, .unknownComponent(text)))
                continue
            }
            map[entry.key] = text
        }
        return map
    }

    func suppression(_ item: YAMLValue) throws(ConfigurationError) -> Suppression {
        checkKeys(try mapping(item, key: "a suppression"), allowed: ConfigurationReader.suppressionKeys)
        guard let rulesValue = item["rules"] else {
            throw fail(item.mark, .invalidValue(key: "rules", expected: "given in every suppression (rule ids, or '*')"))
        }
        let rules = try texts(rulesValue, key: "rules")
        let unknown = zip(rules, marks(rulesValue)).filter { rule, _ in rule != "*" && catalog.rule(rule) == nil }
        // All but the last are recorded; the last is thrown, which drops the suppression.
        for (rule, mark) in unknown.dropLast() { errors.append(fail(mark, .unknownRule(rule))) }
        if let (rule, mark) = unknown.last { throw fail(mark, .unknownRule(rule)) }
        guard let reasonValue = item["reason"] else { throw fail(item.mark, .missingReason) }
        guard let reason = reasonValue.string?.trimmingCharacters(in: .whitespacesAndNewlines), !reason.isEmpty else {
            throw fail(reasonValue.mark, .missingReason)
        }
        let identifier = try text(item["identifier"], key: "identifier")
        let resourceId = try text(item["resourceId"], key: "resourceId")
        let nodePath = try text(item["nodePath"], key: "nodePath").map { Glob($0, literalBrackets: true) }
        let node = try text(item["node"], key: "node")
        guard identifier != nil || resourceId != nil || nodePath != nil || node != nil else {
            throw fail(item.mark, .noSuppressionTarget)
        }
        let files = try item["files"].map { v throws(ConfigurationError) in try globs(v, key: "files") } ?? []
        return Suppression(rules: rules, identifier: identifier, resourceId: resourceId, nodePath: nodePath,
                           node: node, files: files, reason: reason, mark: item.mark)
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

    /// Records every key that is not allowed; the allowed ones are still read.
    func checkKeys(_ entries: [YAMLEntry], allowed: [String]) {
        for unknown in entries where !allowed.contains(unknown.key) {
            errors.append(fail(unknown.keyMark, .unknownKey(unknown.key, allowed: allowed)))
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
