import A11yFindings

/// A node's properties, in the order the dump gives them.
///
/// Most keys of an Android node are flags (`clickable`, `checked`, `enabled`, …: a
/// uiautomator node writes nine of them), and a `Property` takes 32 bytes, most of it
/// room for a string. On a large uiautomator screen the properties were half the
/// memory of a lint. So a flag is packed into 32 bits (`PackedFlag`) with its key,
/// value, place in the order and where its value stands, and a list keeps everything
/// in one heap block (`PropertyBlock`): a uiautomator node with nine flags and three
/// other values takes 168 bytes (32 of header, 32 per value, 4 per flag), where an
/// array of `Property` took 416 and two arrays 240.
///
/// Reading, iterating and comparing behave as for an array of `Property`;
/// `PropertyListTests` checks that against one. Like a node, the list holds each key
/// at most once (the loaders skip a repeated key), and a key's value always has the
/// key's type. It is as `Sendable` as an array: see `PropertyBlock`.
public struct PropertyList: @unchecked Sendable {
    /// The shared empty block while the list is empty. Never nil: reading through an
    /// optional reference costs a retain and a release on every read, and nodes are
    /// read millions of times in a lint.
    private var block = PropertyBlock.empty

    public init() {}

    public init(_ properties: some Collection<Property>) {
        guard !properties.isEmpty else { return }
        var flagCount = 0
        for property in properties {
            if case .bool = property.value { flagCount += 1 }
        }
        // As much room as the node needs: nodes are many and kept for the whole lint.
        block = PropertyBlock.make(otherCapacity: properties.count - flagCount, flagCapacity: flagCount)
        for property in properties { append(property) }
        trimCapacity()
    }

    private var flagCount: Int { block.flagCount }
    private var otherCount: Int { block.otherCount }

    // MARK: Reading by key

    /// The property of `key`, or nil when the node has none.
    public func property(_ key: DumpKey) -> Property? {
        if let flag = block.flag(keyByte: PackedFlag.byte(of: key)) { return flag.property(base: block.base) }
        return block.otherIndex(of: key).map(block.other(at:))
    }

    /// The flag of `key`, or nil when the node has none (or the key holds no flag).
    public func flag(_ key: DumpKey) -> Bool? {
        if let flag = block.flag(keyByte: PackedFlag.byte(of: key)) { return flag.value }
        guard case .bool(let value)? = block.otherValue(of: key) else { return nil }
        return value
    }

    /// The value of `key` when it is not packed as a flag (texts, numbers, lists,
    /// frames, and a flag whose mark did not fit); nil when there is none.
    public func storedValue(_ key: DumpKey) -> PropertyValue? {
        block.otherValue(of: key)
    }

    public func has(_ key: DumpKey) -> Bool {
        block.flag(keyByte: PackedFlag.byte(of: key)) != nil || block.otherIndex(of: key) != nil
    }

    // MARK: Changing

    public mutating func append(_ property: Property) {
        let place = count
        if case .bool(let value) = property.value {
            let base = flagCount > 0 ? block.base : PackedFlag.Base(property.valueMark)
            if let base, let flag = PackedFlag(key: property.key, value: value, mark: property.valueMark, place: place,
                                               base: base) {
                makeRoom(others: 0, flags: 1)
                block.appendFlag(flag, base: base)
                return
            }
        }
        makeRoom(others: 1, flags: 0)
        block.appendOther(property)
    }

    public mutating func insert(_ property: Property, at position: Int) {
        precondition(position >= 0 && position <= count, "PropertyList.insert: position out of range")
        var properties = Array(self)
        properties.insert(property, at: position)
        self = PropertyList(properties)
    }

    /// Changes in place each value that is not a flag (texts, numbers, lists, frames).
    public mutating func updateNonFlagValues(_ update: (inout PropertyValue) -> Void) {
        guard otherCount > 0 else { return }
        makeRoom(others: 0, flags: 0)
        block.updateOthers { property in
            if case .bool = property.value { return }
            update(&property.value)
        }
    }

    /// Makes room for `count` more properties of either kind; `trimCapacity()` gives back what is left over.
    public mutating func reserveCapacity(_ count: Int) {
        makeRoom(others: count, flags: count)
    }

    /// Gives back room that appending left unused.
    public mutating func trimCapacity() {
        guard block.unusedRoom > 0 else { return }
        block = count == 0 ? .empty : block.copy(otherCapacity: block.otherCount, flagCapacity: block.flagCount)
    }

    /// Room reserved and not used, for tests.
    var unusedRoom: Int { block.unusedRoom }

    /// Which block holds the list, for tests of copy-on-write.
    var blockIdentity: ObjectIdentifier { ObjectIdentifier(block) }

    /// How many flags are packed into 32 bits, for tests.
    var packedFlagCount: Int { flagCount }

    /// Makes the block this list's own, with room for `others` more plain properties and
    /// `flags` more packed flags. A full region grows to twice its size, as an array's would.
    private mutating func makeRoom(others: Int, flags: Int) {
        // Asked before `current` holds the block, which would make it shared. The
        // shared empty block is never its list's own.
        let isOwn = isKnownUniquelyReferenced(&block)
        let current = block
        let otherNeed = current.otherCount + others
        let flagNeed = current.flagCount + flags
        if isOwn, otherNeed <= current.otherCapacity, flagNeed <= current.flagCapacity { return }
        let otherCapacity = otherNeed <= current.otherCapacity ? current.otherCapacity : Swift.max(otherNeed, 2 * current.otherCount)
        let flagCapacity = flagNeed <= current.flagCapacity ? current.flagCapacity : Swift.max(flagNeed, 2 * current.flagCount)
        block = current.copy(otherCapacity: otherCapacity, flagCapacity: flagCapacity)
    }
}

extension PropertyList: RandomAccessCollection, MutableCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { otherCount + flagCount }

    public subscript(position: Int) -> Property {
        get {
            precondition(position >= 0 && position < count, "PropertyList: index out of range")
            var flagsBefore = 0
            while flagsBefore < block.flagCount {
                let flag = block.flag(at: flagsBefore)
                if flag.place == position { return flag.property(base: block.base) }
                if flag.place > position { break }
                flagsBefore += 1
            }
            return block.other(at: position - flagsBefore)
        }
        set {
            var properties = Array(self)
            properties[position] = newValue
            self = PropertyList(properties)
        }
    }

    public func makeIterator() -> Iterator {
        Iterator(block: block)
    }

    /// Walks the flags and the other properties side by side, in one pass.
    public struct Iterator: IteratorProtocol {
        let block: PropertyBlock
        var position = 0
        var nextFlag = 0
        var nextOther = 0

        public mutating func next() -> Property? {
            defer { position += 1 }
            if nextFlag < block.flagCount {
                let flag = block.flag(at: nextFlag)
                if flag.place == position {
                    nextFlag += 1
                    return flag.property(base: block.base)
                }
            }
            guard nextOther < block.otherCount else { return nil }
            nextOther += 1
            return block.other(at: nextOther - 1)
        }
    }
}

extension PropertyList: Equatable {
    /// Equal when the properties are: the same properties appended in another way may be stored differently.
    public static func == (lhs: PropertyList, rhs: PropertyList) -> Bool {
        if lhs.block === rhs.block { return true }
        return lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }
}

extension PropertyList: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Property...) {
        self.init(elements)
    }
}

/// A flag in 32 bits. From the lowest bit: its value's column as an offset from the
/// list's first packed flag (11 bits, signed), its line as an offset from that flag's
/// line (5 bits), its key (8 bits), its value (1 bit) and its place in the list (7
/// bits). A uiautomator node writes its flags side by side on one line, a YAML node one
/// under another in the same column, so both fit; a flag that does not (far from the
/// first, or a place past 127) is kept as a plain property.
struct PackedFlag {
    /// Where the list's first packed flag stands.
    struct Base: Equatable {
        let line: Int32
        let column: Int32
    }

    let bits: UInt32

    init(bits: UInt32) {
        self.bits = bits
    }

    init?(key: DumpKey, value: Bool, mark: Mark, place: Int, base: Base) {
        let lineOffset = mark.line - Int(base.line)
        let columnOffset = mark.column - Int(base.column)
        guard place < 128, (0..<32).contains(lineOffset), (-1024..<1024).contains(columnOffset) else { return nil }
        bits = UInt32(columnOffset & 0x7FF)
            | UInt32(lineOffset) << 11
            | UInt32(Self.byte(of: key)) << 16
            | (value ? 1 : 0) << 24
            | UInt32(place) << 25
    }

    /// The key as a byte. `DumpKey` has fewer than 256 cases and no payload, so it is
    /// stored as one byte; `PropertyListTests` checks every case goes there and back.
    static func byte(of key: DumpKey) -> UInt8 {
        unsafeBitCast(key, to: UInt8.self)
    }

    var keyByte: UInt8 { UInt8(truncatingIfNeeded: bits >> 16) }
    var key: DumpKey { unsafeBitCast(keyByte, to: DumpKey.self) }
    var value: Bool { (bits >> 24) & 1 == 1 }
    var place: Int { Int(bits >> 25) }

    func property(base: Base) -> Property {
        // Shifting the 11 bits to the top and back spreads the sign.
        let columnOffset = Int32(bitPattern: bits << 21) >> 21
        let lineOffset = Int32((bits >> 11) & 0x1F)
        return Property(key: key, value: .bool(value),
                        valueMark: Mark(line: Int(base.line) + Int(lineOffset), column: Int(base.column) + Int(columnOffset)))
    }
}

extension PackedFlag.Base {
    init?(_ mark: Mark) {
        guard let line = Int32(exactly: mark.line), let column = Int32(exactly: mark.column) else { return nil }
        self.init(line: line, column: column)
    }
}
