import A11yFindings

/// Turns byte offsets into marks by counting on from the offset asked about
/// last, so that a file read from top to bottom is counted once, not once per mark.
struct MarkCounter {
    let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0
    private var line = 1
    private var column = 1

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The mark of the byte at `target`; columns count Unicode scalars, as `Mark` says.
    mutating func mark(at target: Int) -> Mark {
        if target < offset {
            (offset, line, column) = (0, 1, 1)
        }
        let end = min(target, bytes.count)
        while offset < end {
            let byte = bytes[offset]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            offset += 1
        }
        return Mark(line: line, column: column)
    }
}
