import A11yFindings

/// UTF-16 and UTF-32 text that starts with a byte-order mark, as Windows tools
/// and `iconv -t UTF-16` write it, turned into the UTF-8 every reader takes.
///
/// The loader does this before it tells formats apart, so a dump in any format
/// reads the same in these encodings as in UTF-8, and lines and columns count the
/// characters of the text, not its bytes. Text without a byte-order mark is left
/// alone: it is UTF-8, or a legacy encoding the XML reader deals with.
enum WideEncoding: String, Equatable {
    case utf16LittleEndian = "UTF-16LE"
    case utf16BigEndian = "UTF-16BE"
    case utf32LittleEndian = "UTF-32LE"
    case utf32BigEndian = "UTF-32BE"

    /// The encoding the byte-order mark at the start names, if there is one. UTF-32
    /// is asked first: its little-endian mark begins with UTF-16's.
    static func named(byMarkOf bytes: UnsafeBufferPointer<UInt8>) -> WideEncoding? {
        let head = Array(bytes.prefix(4))
        if head == [0xFF, 0xFE, 0x00, 0x00] { return .utf32LittleEndian }
        if head == [0x00, 0x00, 0xFE, 0xFF] { return .utf32BigEndian }
        if head.starts(with: [0xFF, 0xFE]) { return .utf16LittleEndian }
        if head.starts(with: [0xFE, 0xFF]) { return .utf16BigEndian }
        return nil
    }

    /// Where decoding stopped: the text is not in the encoding its mark names from there on.
    struct Failure: Error {
        /// The position of the first character that could not be read, in the text read so far.
        var mark: Mark
    }

    /// The text after the byte-order mark, as UTF-8 without a mark.
    func utf8(_ bytes: UnsafeBufferPointer<UInt8>) throws(Failure) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        switch self {
        case .utf16LittleEndian, .utf16BigEndian:
            var units = CodeUnits<UInt16>(bytes: bytes, from: 2, bigEndian: self == .utf16BigEndian)
            var decoder = UTF16()
            while true {
                switch decoder.decode(&units) {
                case .scalarValue(let scalar): Self.append(scalar, to: &output)
                case .emptyInput where !units.endsInsideAUnit: return output
                case .emptyInput, .error: throw Failure(mark: Self.end(of: output))
                }
            }
        case .utf32LittleEndian, .utf32BigEndian:
            var units = CodeUnits<UInt32>(bytes: bytes, from: 4, bigEndian: self == .utf32BigEndian)
            while let unit = units.next() {
                guard let scalar = Unicode.Scalar(unit) else { throw Failure(mark: Self.end(of: output)) }
                Self.append(scalar, to: &output)
            }
            if units.endsInsideAUnit { throw Failure(mark: Self.end(of: output)) }
            return output
        }
    }

    private static func append(_ scalar: Unicode.Scalar, to output: inout [UInt8]) {
        output.append(contentsOf: UTF8.encode(scalar)!)
    }

    /// The position just after the text read so far, where the unreadable character stands.
    private static func end(of output: [UInt8]) -> Mark {
        output.withUnsafeBufferPointer { Mark.at(offset: $0.count, in: $0) }
    }
}

/// The bytes as code units of one width and byte order, one after the other.
private struct CodeUnits<Unit: FixedWidthInteger & UnsignedInteger>: IteratorProtocol {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset: Int
    let bigEndian: Bool

    init(bytes: UnsafeBufferPointer<UInt8>, from offset: Int, bigEndian: Bool) {
        self.bytes = bytes
        self.offset = offset
        self.bigEndian = bigEndian
    }

    /// Whether bytes are left over that do not make a whole unit: the file was cut short.
    var endsInsideAUnit: Bool { offset < bytes.count }

    mutating func next() -> Unit? {
        let width = MemoryLayout<Unit>.size
        guard offset + width <= bytes.count else { return nil }
        var unit: Unit = 0
        for index in 0..<width {
            let byte = Unit(bytes[offset + (bigEndian ? index : width - 1 - index)])
            unit = unit << 8 | byte
        }
        offset += width
        return unit
    }
}
