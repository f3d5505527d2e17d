import A11yFindings

/// A JSON capture (idb, Maestro, a dump written as JSON) laid out as `jq` does:
/// each member and each item on a line of its own, indented by two spaces a level,
/// so every element's object starts on its own line. Strings, numbers and the
/// literals are copied byte for byte, and members keep their order: only white
/// space changes. Lines before the JSON (Maestro's "Running on …") and after it
/// are kept as they are.
struct JSONLayout {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Where the JSON starts: after Maestro's lines, if any.
    let start: Int
    let lineBreak: [UInt8]
    static let indent: [UInt8] = Array("  ".utf8)

    private var output: [UInt8] = []
    /// The open objects and arrays: their closing byte and where they opened.
    private var open: [(closer: UInt8, start: Int)] = []

    init(bytes: UnsafeBufferPointer<UInt8>, start: Int, lineBreak: [UInt8]) {
        self.bytes = bytes
        self.start = start
        self.lineBreak = lineBreak
    }

    mutating func laidOut() throws(LayoutError) -> [UInt8] {
        output.reserveCapacity(bytes.count * 2)
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[0..<start]))
        var index = start
        repeat {
            index = skipSpace(from: index)
            guard index < bytes.count else { break }
            index = try value(at: index)
        } while !open.isEmpty
        if let container = open.last {
            throw LayoutError(mark: mark(container.start),
                              problem: .unclosedJSON(container.closer == UInt8(ascii: "}") ? "{" : "["))
        }
        output.append(contentsOf: lineBreak)
        // What follows the JSON (a line a tool printed after it) is kept.
        let rest = skipSpace(from: index)
        if rest < bytes.count { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[rest...])) }
        return output
    }

    /// Lays out the token at `index` and returns where the next one may start.
    private mutating func value(at index: Int) throws(LayoutError) -> Int {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            let closer = byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
            output.append(byte)
            let next = skipSpace(from: index + 1)
            // An empty object or array stays on one line: `{}`, `[]`.
            if next < bytes.count, bytes[next] == closer {
                output.append(closer)
                return next + 1
            }
            open.append((closer, index))
            breakLine()
            return index + 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
            guard let container = open.last, container.closer == byte else {
                throw LayoutError(mark: mark(index), problem: .unexpectedJSONBracket(String(UnicodeScalar(byte))))
            }
            open.removeLast()
            breakLine()
            output.append(byte)
            return index + 1
        case UInt8(ascii: ","):
            output.append(byte)
            breakLine()
            return index + 1
        case UInt8(ascii: ":"):
            output.append(contentsOf: [UInt8(ascii: ":"), UInt8(ascii: " ")])
            return index + 1
        case UInt8(ascii: "\""):
            let end = try stringEnd(from: index)
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<end]))
            return end
        default:
            // A number or a literal, or whatever else stands there: copied up to the next
            // white space or punctuation, for the loader to judge.
            var end = index + 1
            while end < bytes.count, !Self.endsScalar(bytes[end]) { end += 1 }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<end]))
            return end
        }
    }

    /// One past the closing quote of the string that opens at `start`.
    private func stringEnd(from start: Int) throws(LayoutError) -> Int {
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            default: index += 1
            }
        }
        throw LayoutError(mark: mark(start), problem: .unclosedJSONString)
    }

    private static func endsScalar(_ byte: UInt8) -> Bool {
        XMLLayout.isSpace(byte) || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "{")
            || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
            || byte == UInt8(ascii: "\"")
    }

    private func skipSpace(from start: Int) -> Int {
        var index = start
        while index < bytes.count, XMLLayout.isSpace(bytes[index]) { index += 1 }
        return index
    }

    private mutating func breakLine() {
        output.append(contentsOf: lineBreak)
        for _ in 0..<open.count { output.append(contentsOf: Self.indent) }
    }

    private func mark(_ offset: Int) -> Mark {
        Mark.at(offset: offset, in: bytes)
    }
}
