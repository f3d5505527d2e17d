import A11yFindings

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the lines of an XCUITest description (`print(app.debugDescription)`),
/// which Apple does not document. The shape seen in logs:
///
///     Element subtree:
///      →Application, 0x1055a1a70, pid: 44657, label: 'Shop'
///         Window (Main), 0x105562e40, {{0.0, 0.0}, {393.0, 852.0}}
///           Button, 0x105581160, {{272.2, 773.0}, {95.8, 54.0}}, identifier: 'gear', label: 'Settings', Selected
///
/// An element line is an element type (with an optional qualifier in brackets),
/// then, parted by `, `: an address, a frame, `key: value` pairs and bare flags,
/// in any order. Newer Xcode versions leave the address out and add keys
/// (`hitPoint: {x, y}`); unknown keys and flags are read and passed over.
///
/// Values are not escaped: a label may hold `', '` or an apostrophe, so a quoted
/// value ends at the first `'` followed by the end of the line or by `, ` and
/// something that starts an attribute. A value may also hold line breaks; it then
/// runs onto the lines below as long as they are not element lines.
///
/// Offsets are byte offsets into the whole input.
struct XCUIDescriptionScanner {
    let bytes: UnsafeBufferPointer<UInt8>

    /// One thing on an element line after its type, at the offset where it starts
    /// (for a quoted value: the first character inside the quotes).
    enum Segment {
        case frame(x: String, y: String, width: String, height: String)
        case attribute(key: String, value: String)
        case flag(String)
    }

    struct Line {
        /// How far the type name stands from the start of its line, in characters
        /// (the `→` before the described element counts as one): the nesting depth.
        var indent: Int
        var type: String
        var typeOffset: Int
        var segments: [(segment: Segment, offset: Int)]
        /// Where the line ends: its line break, or the end of the input.
        var end: Int
    }

    struct Failure: Error {
        var offset: Int
        var problem: XCUILineProblem
    }

    /// The line that starts the tree in each description.
    static let marker = Array("Element subtree:".utf8)
    /// The lines that start what XCTest prints after the tree; no value runs over them.
    static let sectionStarts = ["Element subtree:", "Path to element:", "Query chain:"].map { Array($0.utf8) }
    /// How many lines one value may run over: far more than any label, and a
    /// bound on how far a broken line makes the scanner look.
    static let maxContinuationLines = 64
    /// Bare words XCTest writes for element states, which end a value before them.
    static let flags = ["Selected", "Disabled", "Keyboard Focused", "Focused"].map { Array($0.utf8) }

    // MARK: - Lines and markers

    /// The offset of the line break that ends the line holding `offset`, or the end of the input.
    func lineEnd(from offset: Int) -> Int {
        guard offset < bytes.count, let base = bytes.baseAddress else { return max(offset, bytes.count) }
        guard let found = memchr(base + offset, 0x0A, bytes.count - offset) else { return bytes.count }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    /// Where the text of the line ending at `end` stops: before a carriage return.
    private func contentEnd(_ end: Int, from start: Int) -> Int {
        end > start && bytes[end - 1] == 0x0D ? end - 1 : end
    }

    /// The start of the line after the next `Element subtree:` line at or after
    /// `offset`. The marker must begin its line and stand alone on it.
    func lineAfterMarker(from offset: Int) -> Int? {
        var start = offset
        if start == 0, starts(with: Self.byteOrderMark, at: 0) {
            start = Self.byteOrderMark.count
        } else if start > 0, start <= bytes.count, bytes[start - 1] != 0x0A {
            start = lineEnd(from: start) + 1
        }
        while start < bytes.count {
            let end = lineEnd(from: start)
            if starts(with: Self.marker, at: start) {
                var index = start + Self.marker.count
                while index < end, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0D { index += 1 }
                if index == end { return min(end + 1, bytes.count) }
            }
            start = end + 1
        }
        return nil
    }

    /// Whether the line at `start` begins like an element line: indentation, an
    /// optional `→`, a type name, an optional `(qualifier)`, then `, ` and an
    /// address, a frame or a key. Gives the type's indent and offset.
    func elementStart(at start: Int) -> (indent: Int, typeOffset: Int)? {
        var index = start
        var indent = 0
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 {
            index += 1
            indent += 1
        }
        if starts(with: Self.arrow, at: index) {
            index += Self.arrow.count
            indent += 1
        }
        let typeOffset = index
        guard index < bytes.count, isLetter(bytes[index]) else { return nil }
        while index < bytes.count, isLetterOrDigit(bytes[index]) { index += 1 }
        if index + 1 < bytes.count, bytes[index] == 0x20, bytes[index + 1] == UInt8(ascii: "(") {
            while index < bytes.count, bytes[index] != UInt8(ascii: ")"), bytes[index] != 0x0A { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: ")") else { return nil }
            index += 1
        }
        guard starts(with: Self.separator, at: index) else { return nil }
        index += 2
        let end = contentEnd(lineEnd(from: index), from: index)
        let begins = starts(with: Self.address, at: index) || starts(with: Self.frameStart, at: index)
            || keyEnd(at: index, end: end) != nil
        return begins ? (indent, typeOffset) : nil
    }

    // MARK: - One element line

    /// Reads the element line at `start`. A value at the end of the line runs onto
    /// the lines below when they are not element lines and an element line deeper
    /// than `rootIndent` follows them (text with line breaks); `rootIndent` is nil
    /// for the root's own line.
    func line(at start: Int, rootIndent: Int?) throws(Failure) -> Line {
        guard let (indent, typeOffset) = elementStart(at: start) else {
            throw Failure(offset: start, problem: .unexpectedText)
        }
        var index = typeOffset
        while index < bytes.count, isLetterOrDigit(bytes[index]) { index += 1 }
        let type = text(typeOffset, index)
        var end = contentEnd(lineEnd(from: index), from: index)
        if index + 1 < end, bytes[index] == 0x20, bytes[index + 1] == UInt8(ascii: "(") {
            while index < end, bytes[index] != UInt8(ascii: ")") { index += 1 }
            guard index < end else { throw Failure(offset: typeOffset, problem: .unclosedQualifier) }
            index += 1
        }
        var segments: [(segment: Segment, offset: Int)] = []
        let deeperThan = rootIndent ?? indent
        while index < end {
            guard starts(with: Self.separator, at: index) else {
                throw Failure(offset: index, problem: .missingSeparator)
            }
            index += 2
            let offset = index
            if starts(with: Self.address, at: index) {
                index += 2
                let digits = index
                while index < end, isHexDigit(bytes[index]) { index += 1 }
                guard index > digits else { throw Failure(offset: offset, problem: .badAddress) }
            } else if starts(with: Self.frameStart, at: index) {
                let frame = try self.frame(at: index, end: end)
                segments.append((frame.segment, offset))
                index = frame.end
            } else if let colon = keyEnd(at: index, end: end) {
                let key = text(index, colon)
                index = min(colon + 2, end)
                let value = try self.value(at: index, end: &end, deeperThan: deeperThan)
                segments.append((.attribute(key: key, value: value.text), value.start))
                index = value.next
            } else if let flagEnd = flagEnd(at: index, end: end) {
                segments.append((.flag(text(index, flagEnd)), offset))
                index = flagEnd
            } else {
                throw Failure(offset: offset, problem: .unexpectedText)
            }
        }
        return Line(indent: indent, type: type, typeOffset: typeOffset, segments: segments, end: lineEnd(from: end))
    }

    /// `{{x, y}, {width, height}}`: four numbers, kept as written. `inf` and `nan` are
    /// numbers here too: whether a frame is one a screen can have is the importer's to say.
    private func frame(at start: Int, end: Int) throws(Failure) -> (segment: Segment, end: Int) {
        var index = start + 2
        var numbers: [String] = []
        for separator in [", ", "}, {", ", ", "}}"] {
            let numberStart = index
            while index < end, !Self.frameStops.contains(bytes[index]) { index += 1 }
            let number = text(numberStart, index)
            guard Double(number) != nil, starts(with: Array(separator.utf8), at: index) else {
                throw Failure(offset: start, problem: .badFrame)
            }
            numbers.append(number)
            index += separator.utf8.count
        }
        return (.frame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]), index)
    }

    /// A value after `key: `: quoted, in braces, or bare up to the next attribute.
    /// `end` moves on when the value runs onto the lines below.
    private func value(at start: Int, end: inout Int, deeperThan rootIndent: Int) throws(Failure)
        -> (text: String, start: Int, next: Int) {
        if start < end, bytes[start] == UInt8(ascii: "'") {
            return try quoted(at: start, end: &end)
        }
        if start < end, bytes[start] == UInt8(ascii: "{") {
            var depth = 0
            var index = start
            while index < end {
                if bytes[index] == UInt8(ascii: "{") { depth += 1 }
                if bytes[index] == UInt8(ascii: "}") {
                    depth -= 1
                    if depth == 0 { return (text(start, index + 1), start, index + 1) }
                }
                index += 1
            }
            throw Failure(offset: start, problem: .unclosedBrace)
        }
        var pieces: [String] = []
        var pieceStart = start
        var index = start
        while true {
            while index < end {
                if bytes[index] == UInt8(ascii: ","), endsValue(at: index, end: end) {
                    pieces.append(text(pieceStart, index))
                    return (pieces.joined(separator: "\n"), start, index)
                }
                index += 1
            }
            pieces.append(text(pieceStart, end))
            guard let next = continuation(after: end, deeperThan: rootIndent) else {
                return (pieces.joined(separator: "\n"), start, end)
            }
            pieceStart = next
            index = next
            end = contentEnd(lineEnd(from: next), from: next)
        }
    }

    /// `'…'`, ending at the first quote after which the line ends or an attribute starts.
    private func quoted(at quote: Int, end: inout Int) throws(Failure) -> (text: String, start: Int, next: Int) {
        let start = quote + 1
        var pieces: [String] = []
        var pieceStart = start
        var index = start
        var lines = 0
        while true {
            while index < end {
                if bytes[index] == UInt8(ascii: "'"), index + 1 == end || endsValue(at: index + 1, end: end) {
                    pieces.append(text(pieceStart, index))
                    return (pieces.joined(separator: "\n"), start, index + 1)
                }
                index += 1
            }
            pieces.append(text(pieceStart, end))
            let next = lineEnd(from: end) + 1
            lines += 1
            guard next < bytes.count, lines <= Self.maxContinuationLines, mayContinue(at: next) else {
                throw Failure(offset: quote, problem: .unclosedQuote)
            }
            pieceStart = next
            index = next
            end = contentEnd(lineEnd(from: next), from: next)
        }
    }

    /// The start of the line after the one ending at `end`, when a bare value runs
    /// onto it: it is no element line, and within a few lines an element line
    /// deeper than the root follows, so the tree goes on below it.
    private func continuation(after end: Int, deeperThan rootIndent: Int) -> Int? {
        let next = lineEnd(from: end) + 1
        guard next < bytes.count, mayContinue(at: next) else { return nil }
        var start = next
        for _ in 0..<Self.maxContinuationLines {
            start = lineEnd(from: start) + 1
            guard start < bytes.count else { return nil }
            if let element = elementStart(at: start) { return element.indent > rootIndent ? next : nil }
            if !mayContinue(at: start) { return nil }
        }
        return nil
    }

    /// Whether a value may run onto the line at `start`: it is neither an element line nor a section's start.
    private func mayContinue(at start: Int) -> Bool {
        elementStart(at: start) == nil && !Self.sectionStarts.contains { starts(with: $0, at: start) }
    }

    /// Whether a value ends before the `, ` at `index`: an attribute, a frame or a known flag follows.
    private func endsValue(at index: Int, end: Int) -> Bool {
        guard starts(with: Self.separator, at: index), index + 2 <= end else { return false }
        let next = index + 2
        if keyEnd(at: next, end: end) != nil || starts(with: Self.frameStart, at: next) { return true }
        return Self.flags.contains { flag in
            starts(with: flag, at: next) && (next + flag.count == end || bytes[next + flag.count] == UInt8(ascii: ","))
        }
    }

    /// The offset of the `:` after a key (`label: `, `placeholderValue: `): a word
    /// starting with a small letter, then `: ` or the end of the line.
    private func keyEnd(at start: Int, end: Int) -> Int? {
        guard start < end, bytes[start] >= UInt8(ascii: "a"), bytes[start] <= UInt8(ascii: "z") else { return nil }
        var index = start
        while index < end, isLetterOrDigit(bytes[index]) { index += 1 }
        guard index < end, bytes[index] == UInt8(ascii: ":") else { return nil }
        return index + 1 == end || bytes[index + 1] == 0x20 ? index : nil
    }

    /// The end of a flag: capitalised words (`Selected`, `Keyboard Focused`) up to `, ` or the end of the line.
    private func flagEnd(at start: Int, end: Int) -> Int? {
        guard start < end, bytes[start] >= UInt8(ascii: "A"), bytes[start] <= UInt8(ascii: "Z") else { return nil }
        var index = start
        while index < end, isLetterOrDigit(bytes[index]) || bytes[index] == 0x20 { index += 1 }
        guard bytes[index - 1] != 0x20, index == end || starts(with: Self.separator, at: index) else { return nil }
        return index
    }

    // MARK: - Bytes

    private static let arrow = Array("→".utf8)
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
    private static let separator = Array(", ".utf8)
    private static let address = Array("0x".utf8)
    private static let frameStart = Array("{{".utf8)
    private static let frameStops: [UInt8] = [UInt8(ascii: ","), UInt8(ascii: "}"), 0x0A]

    func starts(with prefix: [UInt8], at offset: Int) -> Bool {
        guard offset >= 0, offset + prefix.count <= bytes.count else { return false }
        for index in prefix.indices where bytes[offset + index] != prefix[index] { return false }
        return true
    }

    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<max(start, end)]), as: UTF8.self)
    }

    private func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private func isLetterOrDigit(_ byte: UInt8) -> Bool {
        isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    private func isHexDigit(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "f"))
    }
}
