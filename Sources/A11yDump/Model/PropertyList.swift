import A11yFindings

/// A node's properties, in the order the dump gives them.
///
/// Most keys of an Android node are flags (`clickable`, `checked`, `enabled`, …: a
/// uiautomator node writes nine of them), and a `Property` takes 32 bytes, most of it
/// room for a string. Flags are therefore kept apart, in 12 bytes each with their
/// place in the order: on a large uiautomator screen the properties were half the
/// memory of a lint, and this takes a third off them. Reading, iterating and
/// comparing behave as for an array of `Property`; `PropertyListTests` checks that
/// against one. Like a node, the list holds each key at most once (the loaders skip
/// a repeated key), and a key's value always has the key's type.
public struct PropertyList: Equatable, Sendable {
    /// Every property whose value is not a flag, in order.
    private var others: [Property] = []
    /// Every flag, in order, with its place among all the properties.
    private var flags: [Flag] = []

    /// A property whose value is `.bool`.
    private struct Flag: Equatable, Sendable {
        var mark: Mark
        var key: DumpKey
        var value: Bool
        /// Its index in the whole list. A node holds each key once, and there are far
        /// fewer keys than 16 bits count.
        var place: UInt16

        var property: Property { Property(key: key, value: .bool(value), valueMark: mark) }
    }

    public init() {}

    public init(_ properties: some Collection<Property>) {
        var flagCount = 0
        for property in properties {
            if case .bool = property.value { flagCount += 1 }
        }
        // Exactly as much room as the node needs: nodes are many and kept for the whole lint.
        others.reserveCapacity(properties.count - flagCount)
        flags.reserveCapacity(flagCount)
        for property in properties { append(property) }
    }

    // MARK: Reading by key

    /// The property of `key`, or nil when the node has none.
    public func property(_ key: DumpKey) -> Property? {
        if let flag = flags.first(where: { $0.key == key }) { return flag.property }
        return others.first { $0.key == key }
    }

    /// The flag of `key`, or nil when the node has none (or the key holds no flag).
    public func flag(_ key: DumpKey) -> Bool? {
        var index = 0
        while index < flags.count {
            if flags[index].key == key { return flags[index].value }
            index += 1
        }
        return nil
    }

    /// The value of `key` when it is not a flag; nil when the node has none.
    public func nonFlagValue(_ key: DumpKey) -> PropertyValue? {
        // Nodes carry a handful of keys, so a scan beats hashing; only the value is copied out.
        var index = 0
        while index < others.count {
            if others[index].key == key { return others[index].value }
            index += 1
        }
        return nil
    }

    public func has(_ key: DumpKey) -> Bool {
        flags.contains { $0.key == key } || others.contains { $0.key == key }
    }

    // MARK: Changing

    public mutating func append(_ property: Property) {
        if case .bool(let value) = property.value {
            flags.append(Flag(mark: property.valueMark, key: property.key, value: value, place: UInt16(count)))
        } else {
            others.append(property)
        }
    }

    public mutating func insert(_ property: Property, at position: Int) {
        precondition(position >= 0 && position <= count, "PropertyList.insert: position out of range")
        let flagsBefore = flags.prefix { Int($0.place) < position }.count
        for index in flagsBefore..<flags.count { flags[index].place += 1 }
        if case .bool(let value) = property.value {
            flags.insert(Flag(mark: property.valueMark, key: property.key, value: value, place: UInt16(position)),
                         at: flagsBefore)
        } else {
            others.insert(property, at: position - flagsBefore)
        }
    }

    /// Changes in place each value that is not a flag (texts, numbers, lists, frames).
    public mutating func updateNonFlagValues(_ update: (inout PropertyValue) -> Void) {
        for index in others.indices { update(&others[index].value) }
    }

    /// Makes room for `count` more properties of either kind; `trimCapacity()` gives back what is left over.
    public mutating func reserveCapacity(_ count: Int) {
        others.reserveCapacity(others.count + count)
        flags.reserveCapacity(flags.count + count)
    }

    /// Gives back room that appending left unused.
    public mutating func trimCapacity() {
        others = Self.exactCopy(others)
        flags = Self.exactCopy(flags)
    }

    /// Room reserved and not used, for tests.
    var unusedRoom: Int { others.capacity - others.count + flags.capacity - flags.count }

    /// `array` in a buffer of its own size. (`Array(array)` would share the buffer, room and all.)
    private static func exactCopy<Element>(_ array: [Element]) -> [Element] {
        guard array.capacity > array.count else { return array }
        return Array(unsafeUninitializedCapacity: array.count) { buffer, count in
            count = buffer.initialize(fromContentsOf: array)
        }
    }

    /// Where `position` lies: in `flags`, or in `others` at the index given.
    private func locate(_ position: Int) -> (isFlag: Bool, index: Int) {
        var flagsBefore = 0
        while flagsBefore < flags.count, Int(flags[flagsBefore].place) <= position {
            if Int(flags[flagsBefore].place) == position { return (true, flagsBefore) }
            flagsBefore += 1
        }
        return (false, position - flagsBefore)
    }
}

extension PropertyList: RandomAccessCollection, MutableCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { others.count + flags.count }

    public subscript(position: Int) -> Property {
        get {
            precondition(position >= 0 && position < count, "PropertyList: index out of range")
            let place = locate(position)
            return place.isFlag ? flags[place.index].property : others[place.index]
        }
        set {
            precondition(position >= 0 && position < count, "PropertyList: index out of range")
            let place = locate(position)
            switch (place.isFlag, newValue.value) {
            case (true, .bool(let value)):
                flags[place.index] = Flag(mark: newValue.valueMark, key: newValue.key, value: value,
                                          place: UInt16(position))
            case (false, .bool(let value)):
                others.remove(at: place.index)
                flags.insert(Flag(mark: newValue.valueMark, key: newValue.key, value: value, place: UInt16(position)),
                             at: position - place.index)
            case (true, _):
                flags.remove(at: place.index)
                others.insert(newValue, at: position - place.index)
            case (false, _):
                others[place.index] = newValue
            }
        }
    }

    public func makeIterator() -> Iterator {
        Iterator(list: self)
    }

    /// Walks both stores side by side, in one pass.
    public struct Iterator: IteratorProtocol {
        let list: PropertyList
        var position = 0
        var nextFlag = 0
        var nextOther = 0

        public mutating func next() -> Property? {
            defer { position += 1 }
            if nextFlag < list.flags.count, Int(list.flags[nextFlag].place) == position {
                nextFlag += 1
                return list.flags[nextFlag - 1].property
            }
            guard nextOther < list.others.count else { return nil }
            nextOther += 1
            return list.others[nextOther - 1]
        }
    }
}

extension PropertyList: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Property...) {
        self.init(elements)
    }
}
