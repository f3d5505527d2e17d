extension String {
    /// The same text in storage of its own length. Text built by interpolation or
    /// by appending keeps the room it grew into (a 188-byte message sat in 312
    /// bytes); a large screen keeps tens of thousands of messages until they are
    /// reported.
    var compacted: String {
        let count = utf8.count
        // Up to 15 bytes, Swift keeps text inside the value, with nothing allocated.
        guard count > 15 else { return self }
        return String(unsafeUninitializedCapacity: count) { buffer in
            buffer.initialize(fromContentsOf: utf8)
        }
    }
}
