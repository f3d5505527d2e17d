import A11yFindings

/// Turns byte offsets into marks by counting on from the offset asked about
/// last, so that a file read from top to bottom is counted once, not once per mark.
struct MarkCounter {
    let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0
    private var position = (line: 1, column: 1)

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The mark of the byte at `target`; columns count Unicode scalars, as `Mark` says.
    mutating func mark(at target: Int) -> Mark {
        if target < offset {
            (offset, position) = (0, (1, 1))
        }
        while offset < min(target, bytes.count) {
            Mark.step(&position, past: bytes[offset])
            offset += 1
        }
        return Mark(line: position.line, column: position.column)
    }
}
