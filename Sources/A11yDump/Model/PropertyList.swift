import A11yFindings

/// A node's properties, in the order the dump gives them.
///
/// Most keys of an Android node are flags (`clickable`, `checked`, `enabled`, …: a
/// uiautomator node writes nine of them), and a `Property` takes 32 bytes, most of it
/// room for a string. On a large uiautomator screen the properties were half the
/// memory of a lint. So a flag is packed into one 64-bit word (`PackedFlag`) with its
/// key, value, place in the order and where its value stands; the rest are kept as
/// they are. A uiautomator node's properties take 240 bytes instead of 448.
///
/// Reading, iterating and comparing behave as for an array of `Property`;
/// `PropertyListTests` checks that against one. Like a node, the list holds each key
/// at most once (the loaders skip a repeated key), and a key's value always has the
/// key's type.
public struct PropertyList: Sendable {
    /// Every property not packed as a flag, in order.
    private var others: [Property] = []
    /// Empty when no flag is packed; else the line the flags' marks count from,
    /// then one word per packed flag, in order.
    private var flagWords: [UInt64] = []

    public init() {}

    public init(_ properties: some Collection<Property>) {
        var flagCount = 0
        for property in properties {
            if case .bool = property.value { flagCount += 1 }
        }
        // As much room as the node needs: nodes are many and kept for the whole lint.
        others.reserveCapacity(properties.count - flagCount)
        if flagCount > 0 { flagWords.reserveCapacity(flagCount + 1) }
        for property in properties { append(property) }
        trimCapacity()
    }

    private var flagCount: Int { Swift.max(flagWords.count - 1, 0) }
    private var baseLine: Int32 { flagWords.isEmpty ? 0 : Int32(truncatingIfNeeded: flagWords[0]) }

    private func flag(at index: Int) -> PackedFlag {
        PackedFlag(word: flagWords[index + 1])
    }

    // MARK: Reading by key

    /// The property of `key`, or nil when the node has none.
    public func property(_ key: DumpKey) -> Property? {
        var index = 0
        while index < flagCount {
            let flag = flag(at: index)
            if flag.key == key { return flag.property(baseLine: baseLine) }
            index += 1
        }
        return others.first { $0.key == key }
    }

    /// The flag of `key`, or nil when the node has none (or the key holds no flag).
    public func flag(_ key: DumpKey) -> Bool? {
        let byte = PackedFlag.byte(of: key)
        var index = 1
        while index < flagWords.count {
            let flag = PackedFlag(word: flagWords[index])
            if flag.keyByte == byte { return flag.value }
            index += 1
        }
        guard case .bool(let value)? = storedValue(key) else { return nil }
        return value
    }

    /// The value of `key` when it is not packed as a flag (texts, numbers, lists,
    /// frames, and a flag whose mark did not fit a word); nil when there is none.
    public func storedValue(_ key: DumpKey) -> PropertyValue? {
        // Nodes carry a handful of keys, so a scan beats hashing; only the value is copied out.
        var index = 0
        while index < others.count {
            if others[index].key == key { return others[index].value }
            index += 1
        }
        return nil
    }

    public func has(_ key: DumpKey) -> Bool {
        let byte = PackedFlag.byte(of: key)
        return flagWords.dropFirst().contains { PackedFlag(word: $0).keyByte == byte } || others.contains { $0.key == key }
    }

    // MARK: Changing

    public mutating func append(_ property: Property) {
        if case .bool(let value) = property.value {
            if flagWords.isEmpty {
                flagWords.append(UInt64(UInt32(bitPattern: Int32(clamping: property.valueMark.line))))
            }
            if let word = PackedFlag.word(key: property.key, value: value, mark: property.valueMark, place: count,
                                          baseLine: baseLine) {
                flagWords.append(word)
                return
            }
        }
        others.append(property)
    }

    public mutating func insert(_ property: Property, at position: Int) {
        precondition(position >= 0 && position <= count, "PropertyList.insert: position out of range")
        var properties = Array(self)
        properties.insert(property, at: position)
        self = PropertyList(properties)
    }

    /// Changes in place each value that is not a flag (texts, numbers, lists, frames).
    public mutating func updateNonFlagValues(_ update: (inout PropertyValue) -> Void) {
        for index in others.indices {
            if case .bool = others[index].value { continue }
            update(&others[index].value)
        }
    }

    /// Makes room for `count` more properties of either kind; `trimCapacity()` gives back what is left over.
    public mutating func reserveCapacity(_ count: Int) {
        others.reserveCapacity(others.count + count)
        flagWords.reserveCapacity(flagWords.count + count + 1)
    }

    /// Gives back room that appending left unused.
    public mutating func trimCapacity() {
        others = Self.exactCopy(others)
        flagWords = Self.exactCopy(flagWords)
    }

    /// Room reserved and not used, for tests.
    var unusedRoom: Int { others.capacity - others.count + flagWords.capacity - flagWords.count }

    /// `array` in a buffer of its own size. (`Array(array)` would share the buffer, room and all.)
    private static func exactCopy<Element>(_ array: [Element]) -> [Element] {
        guard array.capacity > array.count else { return array }
        return Array(unsafeUninitializedCapacity: array.count) { buffer, count in
            count = buffer.initialize(fromContentsOf: array)
        }
    }
}

extension PropertyList: RandomAccessCollection, MutableCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { others.count + flagCount }

    public subscript(position: Int) -> Property {
        get {
            precondition(position >= 0 && position < count, "PropertyList: index out of range")
            var flagsBefore = 0
            while flagsBefore < flagCount {
                let flag = flag(at: flagsBefore)
                if flag.place == position { return flag.property(baseLine: baseLine) }
                if flag.place > position { break }
                flagsBefore += 1
            }
            return others[position - flagsBefore]
        }
        set {
            var properties = Array(self)
            properties[position] = newValue
            self = PropertyList(properties)
        }
    }

    public func makeIterator() -> Iterator {
        Iterator(list: self)
    }

    /// Walks the flags and the other properties side by side, in one pass.
    public struct Iterator: IteratorProtocol {
        let list: PropertyList
        var position = 0
        var nextFlag = 0
        var nextOther = 0

        public mutating func next() -> Property? {
            defer { position += 1 }
            if nextFlag < list.flagCount {
                let flag = list.flag(at: nextFlag)
                if flag.place == position {
                    nextFlag += 1
                    return flag.property(baseLine: list.baseLine)
                }
            }
            guard nextOther < list.others.count else { return nil }
            nextOther += 1
            return list.others[nextOther - 1]
        }
    }
}

extension PropertyList: Equatable {
    /// Equal when the properties are: the same properties appended in another way may be stored differently.
    public static func == (lhs: PropertyList, rhs: PropertyList) -> Bool {
        if lhs.others == rhs.others, lhs.flagWords == rhs.flagWords { return true }
        return lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }
}

extension PropertyList: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Property...) {
        self.init(elements)
    }
}

/// A flag in one 64-bit word. From the lowest bit: the column of its value (32 bits),
/// its line as an offset from the list's first flag (16 bits, signed), its key (8
/// bits), its value (1 bit) and its place in the list (7 bits). A flag that does not
/// fit (a line more than 32,767 away, a place past 127) is kept as a plain property.
private struct PackedFlag {
    let word: UInt64

    static func word(key: DumpKey, value: Bool, mark: Mark, place: Int, baseLine: Int32) -> UInt64? {
        let offset = mark.line - Int(baseLine)
        guard place < 128, let lineOffset = Int16(exactly: offset) else { return nil }
        return UInt64(UInt32(bitPattern: Int32(clamping: mark.column)))
            | UInt64(UInt16(bitPattern: lineOffset)) << 32
            | UInt64(byte(of: key)) << 48
            | (value ? 1 : 0) << 56
            | UInt64(place) << 57
    }

    /// The key as a byte. `DumpKey` has fewer than 256 cases and no payload, so it is
    /// stored as one byte; `PropertyListTests` checks every case goes there and back.
    static func byte(of key: DumpKey) -> UInt8 {
        unsafeBitCast(key, to: UInt8.self)
    }

    var keyByte: UInt8 { UInt8(truncatingIfNeeded: word >> 48) }
    var key: DumpKey { unsafeBitCast(keyByte, to: DumpKey.self) }
    var value: Bool { (word >> 56) & 1 == 1 }
    var place: Int { Int(word >> 57) }

    func property(baseLine: Int32) -> Property {
        let lineOffset = Int16(bitPattern: UInt16(truncatingIfNeeded: word >> 32))
        let column = Int32(bitPattern: UInt32(truncatingIfNeeded: word))
        return Property(key: key, value: .bool(value),
                        valueMark: Mark(line: Int(baseLine) + Int(lineOffset), column: Int(column)))
    }
}
