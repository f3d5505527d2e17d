/// A position in a source file: 1-based line and 1-based column.
///
/// Columns count Unicode scalars, as libyaml does, so a column stays right when
/// multibyte text stands before it.
public struct Mark: Hashable, Comparable, Sendable, CustomStringConvertible {
    // Every node and property keeps marks, so they are stored in 32 bits each.
    private let storedLine: Int32
    private let storedColumn: Int32

    public var line: Int { Int(storedLine) }
    public var column: Int { Int(storedColumn) }

    public init(line: Int, column: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    /// The first character of a file, used for problems that concern a whole file.
    public static let start = Mark(line: 1, column: 1)

    public static func < (lhs: Mark, rhs: Mark) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }

    /// The mark of the byte at `offset` in UTF-8 `bytes`, counting columns in scalars.
    public static func at(offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Mark {
        var position = (line: 1, column: 1)
        for index in 0..<min(offset, bytes.count) { step(&position, past: bytes[index]) }
        return Mark(line: position.line, column: position.column)
    }

    /// Moves a line and column past one UTF-8 byte: a line feed starts a new line;
    /// a continuation byte belongs to the scalar already counted.
    public static func step(_ position: inout (line: Int, column: Int), past byte: UInt8) {
        if byte == 0x0A {
            position = (position.line + 1, 1)
        } else if byte & 0xC0 != 0x80 {
            position.column += 1
        }
    }
}
