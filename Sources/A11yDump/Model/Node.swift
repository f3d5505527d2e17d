import A11yFindings
import A11yYAML

/// One element of a dumped accessibility hierarchy.
public struct Node: Equatable, Sendable {
    /// The UIKit, SwiftUI, XCUITest, Android or Compose class name; empty when the dump omits it.
    public var className: String
    /// Where the node's first key stands: findings about the node land here.
    public var mark: Mark
    /// The node's keys in file order, each valid for the dump's platform.
    public var properties: [Property]
    public var children: [Node]

    public init(className: String, mark: Mark, properties: [Property] = [], children: [Node] = []) {
        self.className = className
        self.mark = mark
        self.properties = properties
        self.children = children
    }

    public subscript(key: DumpKey) -> Property? {
        index(of: key).map { properties[$0] }
    }

    // The accessors below look the key up by index and copy out only the value
    // they return: rules call them for every node, and copying whole properties
    // (with their strings) showed in profiles.

    /// Nodes carry a handful of keys, so a scan beats hashing.
    private func index(of key: DumpKey) -> Int? {
        var index = 0
        while index < properties.count {
            if properties[index].key == key { return index }
            index += 1
        }
        return nil
    }

    public func has(_ key: DumpKey) -> Bool {
        index(of: key) != nil
    }

    public func string(_ key: DumpKey) -> String? {
        guard let index = index(of: key), case .string(let value) = properties[index].value else { return nil }
        return value
    }

    public func bool(_ key: DumpKey) -> Bool? {
        guard let index = index(of: key), case .bool(let value) = properties[index].value else { return nil }
        return value
    }

    public func integer(_ key: DumpKey) -> Int? {
        guard let index = index(of: key), case .integer(let value) = properties[index].value else { return nil }
        return value
    }

    public func number(_ key: DumpKey) -> Double? {
        guard let index = index(of: key) else { return nil }
        switch properties[index].value {
        case .number(let value): return value
        case .integer(let value): return Double(value)
        default: return nil
        }
    }

    public func strings(_ key: DumpKey) -> [String] {
        guard let index = index(of: key), case .strings(let value) = properties[index].value else { return [] }
        return value
    }

    public func record(_ key: DumpKey) -> [String: PropertyValue.Scalar]? {
        guard let index = index(of: key), case .record(let value) = properties[index].value else { return nil }
        return value
    }

    /// `frame` or `bounds`, whichever the dump gives.
    public var rect: Rect? {
        if case .rect(let value)? = (self[.frame] ?? self[.bounds])?.value { return value }
        return nil
    }
}
