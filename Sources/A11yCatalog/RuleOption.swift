import A11yFindings
import A11yYAML
import A11yDump

/// A setting a rule takes from the configuration, declared in its catalog file
/// with a type, a default and a line of documentation.
public struct RuleOption: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        case integer
        case boolean
        case strings
    }

    public var name: String
    public var kind: Kind
    public var defaultValue: RuleOptionValue
    /// The smallest value an integer option takes.
    public var minimum: Int?
    public var summary: String

    /// What a valid value looks like, for error messages and docs.
    public var expectation: String {
        switch kind {
        case .integer: return minimum.map { "a whole number of at least \($0)" } ?? "a whole number"
        case .boolean: return "true or false"
        case .strings: return "a list of texts"
        }
    }

    /// Reads a value of this option's kind, or nil when it has another shape.
    public func value(from yaml: YAMLValue) -> RuleOptionValue? {
        switch kind {
        case .integer:
            guard let text = yaml.string, let number = Int(text), number >= (minimum ?? Int.min) else { return nil }
            return .integer(number)
        case .boolean:
            guard let text = yaml.string, text == "true" || text == "false" else { return nil }
            return .boolean(text == "true")
        case .strings:
            guard let items = yaml.items else { return nil }
            var texts: [String] = []
            for item in items {
                guard let text = item.string else { return nil }
                texts.append(text)
            }
            return .strings(texts)
        }
    }
}

public enum RuleOptionValue: Sendable, Equatable, CustomStringConvertible {
    case integer(Int)
    case boolean(Bool)
    case strings([String])

    public var description: String {
        switch self {
        case .integer(let number): return String(number)
        case .boolean(let flag): return String(flag)
        case .strings(let texts): return "[" + texts.joined(separator: ", ") + "]"
        }
    }
}

/// The option values one rule runs with: the catalog's defaults with the
/// configuration's choices on top.
public struct RuleOptions: Sendable, Equatable {
    public var values: [String: RuleOptionValue]

    public init(_ values: [String: RuleOptionValue] = [:]) {
        self.values = values
    }

    public init(defaultsOf rule: RuleDefinition) {
        values = Dictionary(uniqueKeysWithValues: rule.options.map { ($0.name, $0.defaultValue) })
    }

    public func integer(_ name: String) -> Int? {
        if case .integer(let number)? = values[name] { return number }
        return nil
    }

    public func boolean(_ name: String) -> Bool? {
        if case .boolean(let flag)? = values[name] { return flag }
        return nil
    }

    public func strings(_ name: String) -> [String] {
        if case .strings(let texts)? = values[name] { return texts }
        return []
    }
}
