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
        // Nodes carry a handful of keys, so a scan beats hashing.
        properties.first { $0.key == key }
    }

    public func string(_ key: DumpKey) -> String? {
        if case .string(let value)? = self[key]?.value { return value }
        return nil
    }

    public func bool(_ key: DumpKey) -> Bool? {
        if case .bool(let value)? = self[key]?.value { return value }
        return nil
    }

    public func integer(_ key: DumpKey) -> Int? {
        if case .integer(let value)? = self[key]?.value { return value }
        return nil
    }

    public func number(_ key: DumpKey) -> Double? {
        switch self[key]?.value {
        case .number(let value)?: return value
        case .integer(let value)?: return Double(value)
        default: return nil
        }
    }

    public func strings(_ key: DumpKey) -> [String] {
        if case .strings(let value)? = self[key]?.value { return value }
        return []
    }

    public func record(_ key: DumpKey) -> [String: PropertyValue.Scalar]? {
        if case .record(let value)? = self[key]?.value { return value }
        return nil
    }

    /// `frame` or `bounds`, whichever the dump gives.
    public var rect: Rect? {
        if case .rect(let value)? = (self[.frame] ?? self[.bounds])?.value { return value }
        return nil
    }
}
