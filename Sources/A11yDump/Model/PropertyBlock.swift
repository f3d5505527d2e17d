import A11yFindings

/// The storage of one `PropertyList`: a header, then room for `otherCapacity` plain
/// properties, then room for `flagCapacity` packed flags, in a single heap block.
///
/// Two arrays cost two allocations and two array headers for every node, about 100
/// bytes a node on a uiautomator screen. The block is changed only through a
/// `PropertyList` that holds the only reference to it (`isKnownUniquelyReferenced`),
/// which is why the list may be `Sendable` (the standard library marks every
/// `ManagedBuffer` as not): sharing it between threads is as safe as sharing an array.
final class PropertyBlock: ManagedBuffer<PropertyBlock.Header, UInt64> {
    /// 16 bytes. A node holds each key once, and there are fewer than 256 keys, so
    /// counts of 16 bits are plenty.
    struct Header {
        var otherCount: UInt16 = 0
        var otherCapacity: UInt16
        var flagCount: UInt16 = 0
        var flagCapacity: UInt16
        /// Where the first packed flag stands; the others' marks count from it.
        var baseLine: Int32 = 0
        var baseColumn: Int32 = 0
    }

    /// The block of every empty list. It is never changed: a list changes a block only
    /// when it holds the only reference, and this one is always held here too.
    nonisolated(unsafe) static let empty = make(otherCapacity: 0, flagCapacity: 0)

    /// A block with room for `otherCapacity` plain properties and `flagCapacity` flags.
    /// Its tail is counted in 64-bit words, so that four flags' room costs two words,
    /// not a whole property.
    static func make(otherCapacity: Int, flagCapacity: Int) -> PropertyBlock {
        precondition(otherCapacity >= 0 && flagCapacity >= 0 && otherCapacity + flagCapacity <= Int(UInt16.max),
                     "PropertyBlock: a node holds more properties than there are keys")
        let otherBytes = otherCapacity * MemoryLayout<Property>.stride
        let flagBytes = flagCapacity * MemoryLayout<UInt32>.stride
        let words = (otherBytes + flagBytes + 7) / 8
        let buffer = create(minimumCapacity: words) { _ in
            Header(otherCapacity: UInt16(otherCapacity), flagCapacity: UInt16(flagCapacity))
        }
        let block = unsafeDowncast(buffer, to: PropertyBlock.self)
        block.withUnsafeMutablePointerToElements { words in
            let raw = UnsafeMutableRawPointer(words)
            _ = raw.bindMemory(to: Property.self, capacity: otherCapacity)
            _ = (raw + otherBytes).bindMemory(to: UInt32.self, capacity: flagCapacity)
        }
        return block
    }

    deinit {
        withUnsafeMutablePointers { header, words in
            _ = Self.others(in: words).deinitialize(count: Int(header.pointee.otherCount))
        }
    }

    var otherCount: Int { Int(header.otherCount) }
    var otherCapacity: Int { Int(header.otherCapacity) }
    var flagCount: Int { Int(header.flagCount) }
    var flagCapacity: Int { Int(header.flagCapacity) }
    var unusedRoom: Int { otherCapacity - otherCount + flagCapacity - flagCount }
    var base: PackedFlag.Base { PackedFlag.Base(line: header.baseLine, column: header.baseColumn) }

    func other(at index: Int) -> Property {
        precondition(index >= 0 && index < otherCount, "PropertyBlock: index out of range")
        return withUnsafeMutablePointerToElements { Self.others(in: $0)[index] }
    }

    func flag(at index: Int) -> PackedFlag {
        precondition(index >= 0 && index < flagCount, "PropertyBlock: index out of range")
        return withUnsafeMutablePointerToElements { PackedFlag(bits: flags(in: $0)[index]) }
    }

    /// The value of the plain property of `key`. Keys are compared where they lie, so
    /// that only the value found is copied out, not every property passed on the way.
    func otherValue(of key: DumpKey) -> PropertyValue? {
        withUnsafeMutablePointerToElements { words in
            let others = Self.others(in: words)
            for index in 0..<otherCount where others[index].key == key { return others[index].value }
            return nil
        }
    }

    /// The place among the plain properties of the one of `key`.
    func otherIndex(of key: DumpKey) -> Int? {
        withUnsafeMutablePointerToElements { words in
            let others = Self.others(in: words)
            for index in 0..<otherCount where others[index].key == key { return index }
            return nil
        }
    }

    /// The packed flag whose key is `keyByte`.
    func flag(keyByte: UInt8) -> PackedFlag? {
        withUnsafeMutablePointerToElements { words in
            let flags = flags(in: words)
            for index in 0..<flagCount where PackedFlag(bits: flags[index]).keyByte == keyByte {
                return PackedFlag(bits: flags[index])
            }
            return nil
        }
    }

    // MARK: Changing (only through a list that holds the only reference)

    func appendOther(_ property: Property) {
        precondition(otherCount < otherCapacity, "PropertyBlock: no room")
        withUnsafeMutablePointers { header, words in
            (Self.others(in: words) + Int(header.pointee.otherCount)).initialize(to: property)
            header.pointee.otherCount += 1
        }
    }

    /// Appends `flag`, packed against `base`; the first flag sets the base.
    func appendFlag(_ flag: PackedFlag, base: PackedFlag.Base) {
        precondition(flagCount < flagCapacity, "PropertyBlock: no room")
        withUnsafeMutablePointers { header, words in
            if header.pointee.flagCount == 0 {
                header.pointee.baseLine = base.line
                header.pointee.baseColumn = base.column
            }
            flags(in: words)[Int(header.pointee.flagCount)] = flag.bits
            header.pointee.flagCount += 1
        }
    }

    func updateOthers(_ update: (inout Property) -> Void) {
        withUnsafeMutablePointerToElements { words in
            let others = Self.others(in: words)
            for index in 0..<otherCount { update(&others[index]) }
        }
    }

    /// A new block with the same contents and the given room (at least the contents).
    func copy(otherCapacity: Int, flagCapacity: Int) -> PropertyBlock {
        precondition(otherCapacity >= otherCount && flagCapacity >= flagCount, "PropertyBlock: too little room")
        let copy = PropertyBlock.make(otherCapacity: otherCapacity, flagCapacity: flagCapacity)
        withUnsafeMutablePointers { header, words in
            copy.withUnsafeMutablePointers { copyHeader, copyWords in
                Self.others(in: copyWords).initialize(from: Self.others(in: words), count: Int(header.pointee.otherCount))
                copy.flags(in: copyWords).update(from: flags(in: words), count: Int(header.pointee.flagCount))
                copyHeader.pointee.otherCount = header.pointee.otherCount
                copyHeader.pointee.flagCount = header.pointee.flagCount
                copyHeader.pointee.baseLine = header.pointee.baseLine
                copyHeader.pointee.baseColumn = header.pointee.baseColumn
            }
        }
        return copy
    }

    /// The plain properties, from the start of the tail.
    private static func others(in words: UnsafeMutablePointer<UInt64>) -> UnsafeMutablePointer<Property> {
        UnsafeMutableRawPointer(words).assumingMemoryBound(to: Property.self)
    }

    /// The flags' words, right after the room for plain properties.
    private func flags(in words: UnsafeMutablePointer<UInt64>) -> UnsafeMutablePointer<UInt32> {
        (UnsafeMutableRawPointer(words) + otherCapacity * MemoryLayout<Property>.stride)
            .assumingMemoryBound(to: UInt32.self)
    }
}
