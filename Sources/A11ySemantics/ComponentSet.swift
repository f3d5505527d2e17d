import A11yFindings
import A11yYAML
import A11yDump

/// The components a node is, kept in one byte: every node has a set, and most are empty.
public struct ComponentSet: Equatable, Sendable, Sequence, ExpressibleByArrayLiteral {
    private var bits: UInt8 = 0

    public init(arrayLiteral components: Component...) {
        for component in components { insert(component) }
    }

    public var isEmpty: Bool { bits == 0 }

    public func contains(_ component: Component) -> Bool {
        bits & Self.bit(component) != 0
    }

    public mutating func insert(_ component: Component) {
        bits |= Self.bit(component)
    }

    public mutating func remove(_ component: Component) {
        bits &= ~Self.bit(component)
    }

    public func makeIterator() -> IndexingIterator<[Component]> {
        Component.allCases.filter(contains).makeIterator()
    }

    private static func bit(_ component: Component) -> UInt8 {
        switch component {
        case .pageControl: return 1
        case .stepper: return 2
        case .tableRow: return 4
        }
    }
}
