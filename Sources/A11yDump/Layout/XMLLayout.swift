import A11yFindings

/// An XML page source (uiautomator, Appium) laid out one tag to a line, each element
/// indented under its parent. Only the white space between tags changes: every tag
/// is copied byte for byte, attributes and their order, quotes, entities and line
/// breaks inside it too, and so are comments, CDATA sections, processing
/// instructions and text. Text that is not white space stays where it is: a tag
/// that follows it, or an end tag, is not moved to a line of its own, so no text
/// gains or loses a character.
///
/// The bytes are read as ASCII-compatible text (UTF-8, GBK, Shift_JIS, Latin-1):
/// in those encodings `<`, `>`, quotes and white space never occur inside another character.
struct XMLLayout {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The line break written between tags: the file's own (CR LF or LF).
    let lineBreak: [UInt8]
    static let indent: [UInt8] = Array("  ".utf8)

    private var output: [UInt8] = []
    /// The open elements: where each start tag's name stands, and its `<`.
    private var open: [(name: Range<Int>, start: Int)] = []
    /// What the last thing written was: the next tag goes on a new line only after markup.
    private var last = Written.nothing

    private enum Written {
        case nothing, markup, startTag, text
    }

    init(bytes: UnsafeBufferPointer<UInt8>, lineBreak: [UInt8]) {
        self.bytes = bytes
        self.lineBreak = lineBreak
    }

    mutating func laidOut() throws(LayoutError) -> [UInt8] {
        output.reserveCapacity(bytes.count + bytes.count / 8)
        var index = 0
        // A UTF-8 byte-order mark stays in front.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            output.append(contentsOf: bytes[0..<3])
            index = 3
        }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index = text(from: index)
                continue
            }
            if starts(with: "<!--", at: index) {
                index = try markup(from: index, through: "-->", what: "a comment")
            } else if starts(with: "<![CDATA[", at: index) {
                // Character data is text: copied where it stands.
                let end = try self.end(of: "]]>", from: index, what: "a CDATA section")
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<end]))
                last = .text
                index = end
            } else if starts(with: "<?", at: index) {
                index = try markup(from: index, through: "?>", what: "a processing instruction")
            } else if starts(with: "<!", at: index) {
                index = try declaration(from: index)
            } else if starts(with: "</", at: index) {
                index = try endTag(from: index)
            } else {
                index = try startTag(from: index)
            }
        }
        if let element = open.last {
            throw LayoutError(mark: mark(element.start), problem: .unclosedElement(name(element.name)))
        }
        if !output.isEmpty { output.append(contentsOf: lineBreak) }
        return output
    }

    /// Text up to the next `<`: white space between tags is dropped (the layout
    /// writes its own), any other text is copied whole, white space and all.
    private mutating func text(from start: Int) -> Int {
        var index = start
        var blank = true
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") {
            if !Self.isSpace(bytes[index]) { blank = false }
            index += 1
        }
        if !blank {
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
            last = .text
        }
        return index
    }

    /// A comment or processing instruction, on a line of its own at the current depth.
    private mutating func markup(from start: Int, through terminator: StaticString, what: String) throws(LayoutError) -> Int {
        let end = try self.end(of: terminator, from: start, what: what)
        breakLine(depth: open.count)
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
        last = .markup
        return end
    }

    /// `<!DOCTYPE …>`, with an internal subset in brackets and quoted strings that may hold `>`.
    private mutating func declaration(from start: Int) throws(LayoutError) -> Int {
        var index = start + 2
        var brackets = 0
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                brackets += 1
            } else if byte == UInt8(ascii: "]") {
                brackets -= 1
            } else if byte == UInt8(ascii: ">"), brackets <= 0 {
                breakLine(depth: open.count)
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                last = .markup
                return index
            }
        }
        throw LayoutError(mark: mark(start), problem: .unclosedXML("a declaration"))
    }

    private mutating func startTag(from start: Int) throws(LayoutError) -> Int {
        let end = try tagEnd(from: start, what: "a start tag")
        breakLine(depth: open.count)
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
        if bytes[end - 2] == UInt8(ascii: "/") {
            last = .markup
        } else {
            open.append((nameRange(from: start + 1, before: end), start))
            last = .startTag
        }
        return end
    }

    private mutating func endTag(from start: Int) throws(LayoutError) -> Int {
        let end = try tagEnd(from: start, what: "an end tag")
        let name = nameRange(from: start + 2, before: end)
        guard let element = open.popLast() else {
            throw LayoutError(mark: mark(start), problem: .unexpectedEndTag(self.name(name)))
        }
        guard bytes[name].elementsEqual(bytes[element.name]) else {
            throw LayoutError(mark: mark(start), problem: .mismatchedEndTag(found: self.name(name), open: self.name(element.name),
                                                                            openedAt: mark(element.start)))
        }
        // An element with nothing in it, or text only, closes on its start tag's line.
        if last == .markup { breakLine(depth: open.count) }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
        last = .markup
        return end
    }

    /// Where a tag ends, one past its `>`; a `>` inside a quoted attribute value does not end it.
    private func tagEnd(from start: Int, what: String) throws(LayoutError) -> Int {
        var index = start + 1
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return index
            }
        }
        throw LayoutError(mark: mark(start), problem: .unclosedXML(what))
    }

    /// The tag's name: from `start` to the first white space, `/` or `>`.
    private func nameRange(from start: Int, before end: Int) -> Range<Int> {
        var index = start
        while index < end, !Self.isSpace(bytes[index]), bytes[index] != UInt8(ascii: "/"),
              bytes[index] != UInt8(ascii: ">") {
            index += 1
        }
        return start..<index
    }

    /// One past the end of `terminator`, searched from `start`.
    private func end(of terminator: StaticString, from start: Int, what: String) throws(LayoutError) -> Int {
        var index = start
        while index < bytes.count {
            if starts(with: terminator, at: index) { return index + terminator.utf8CodeUnitCount }
            index += 1
        }
        throw LayoutError(mark: mark(start), problem: .unclosedXML(what))
    }

    /// A line break and the indentation of `depth`, unless text was written last
    /// (text stays next to what follows it) or nothing was written yet.
    private mutating func breakLine(depth: Int) {
        guard last != .text, last != .nothing else { return }
        output.append(contentsOf: lineBreak)
        for _ in 0..<depth { output.append(contentsOf: Self.indent) }
    }

    private func starts(with text: StaticString, at index: Int) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let start = text.utf8Start
        for offset in 0..<count where bytes[index + offset] != start[offset] { return false }
        return true
    }

    private func name(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private func mark(_ offset: Int) -> Mark {
        Mark.at(offset: offset, in: bytes)
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
