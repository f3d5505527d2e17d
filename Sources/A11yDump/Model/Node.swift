import A11yFindings
import A11yYAML

/// One element of a dumped accessibility hierarchy.
public struct Node: Equatable, Sendable {
    /// The UIKit, SwiftUI, XCUITest, Android or Compose class name; empty when the dump omits it.
    public var className: String
    /// Where the node's first key stands: findings about the node land here.
    public var mark: Mark
    /// The node's keys in file order, each valid for the dump's platform.
    public var properties: PropertyList
    public var children: [Node]

    public init(className: String, mark: Mark, properties: [Property] = [], children: [Node] = []) {
        self.className = className
        self.mark = mark
        self.properties = PropertyList(properties)
        self.children = children
    }

    public subscript(key: DumpKey) -> Property? {
        properties.property(key)
    }

    // The accessors below copy out only the value they return: rules call them for
    // every node, and copying whole properties (with their strings) showed in profiles.

    public func has(_ key: DumpKey) -> Bool {
        properties.has(key)
    }

    public func string(_ key: DumpKey) -> String? {
        guard case .string(let value)? = properties.storedValue(key) else { return nil }
        return value
    }

    public func bool(_ key: DumpKey) -> Bool? {
        properties.flag(key)
    }

    public func integer(_ key: DumpKey) -> Int? {
        guard case .integer(let value)? = properties.storedValue(key) else { return nil }
        return value
    }

    public func number(_ key: DumpKey) -> Double? {
        switch properties.storedValue(key) {
        case .number(let value)?: return value
        case .integer(let value)?: return Double(value)
        default: return nil
        }
    }

    public func strings(_ key: DumpKey) -> [String] {
        guard case .strings(let value)? = properties.storedValue(key) else { return [] }
        return value
    }

    public func record(_ key: DumpKey) -> [String: PropertyValue.Scalar]? {
        guard case .record(let value)? = properties.storedValue(key) else { return nil }
        return value
    }

    /// `frame` or `bounds`, whichever the dump gives.
    public var rect: Rect? {
        if case .rect(let value)? = properties.storedValue(.frame) ?? properties.storedValue(.bounds) { return value }
        return nil
    }
}
