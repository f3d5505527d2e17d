extension String {
    /// The same text in storage of its own length. Text built by interpolation or
    /// by appending keeps the room it grew into (a 188-byte message sat in 312
    /// bytes); a large screen keeps tens of thousands of messages until they are
    /// reported.
    public var compacted: String {
        let count = utf8.count
        // Up to 15 bytes, Swift keeps text inside the value, with nothing allocated.
        guard count > 15 else { return self }
        return String(unsafeUninitializedCapacity: count) { buffer in
            buffer.initialize(fromContentsOf: utf8)
        }
    }
}

extension String {
    /// The parts one after the other, copied once into storage of exactly their
    /// length: appending part by part grows the text (and copies it) as it goes,
    /// and costs several times as much for text that findings keep.
    public init(concatenating parts: [String]) {
        var count = 0
        for part in parts { count += part.utf8.count }
        self.init(unsafeUninitializedCapacity: count) { buffer in
            var filled = 0
            for var part in parts {
                part.withUTF8 { bytes in
                    guard let base = bytes.baseAddress else { return }
                    (buffer.baseAddress! + filled).update(from: base, count: bytes.count)
                    filled += bytes.count
                }
            }
            return filled
        }
    }
}
