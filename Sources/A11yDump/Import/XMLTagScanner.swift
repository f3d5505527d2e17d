import A11yFindings
import A11yYAML

/// Finds the start tags of an XML document in its raw bytes, running just ahead of
/// libxml2: where each tag and each of its attribute values start, which the parser
/// does not say, and how many attributes a tag has before the parser reads it. In
/// well-formed XML a `<` followed by a name can only open a start tag; comments,
/// CDATA, declarations and processing instructions are skipped whole.
struct XMLTagScanner {
    /// A start tag: where its `<` stands and where its attributes' values start, in order.
    struct Tag {
        var name: String
        var mark: Mark
        var attributeMarks: [Mark]
        /// The attributes' names, in the same order, when the scanner keeps them.
        var attributeNames: [String]
    }

    /// What stands before the first start tag.
    struct Prolog {
        /// Where a `<!DOCTYPE` or `<!ENTITY` starts, if one does.
        var doctype: Mark?
        /// The encoding the XML declaration names, and where its value starts.
        var encoding: (name: String, mark: Mark)?
    }

    let bytes: UnsafeBufferPointer<UInt8>
    private let maxAttributes: Int
    /// Whether tags keep their attributes' names (`Tag.attributeNames`).
    private let keepsNames: Bool
    private(set) var index = 0
    private var line = 1
    private var column = 1
    /// Tags found and not yet taken, oldest first from `head`.
    private var queue: [Tag] = []
    private var head = 0
    /// Where the first tag with more than `maxAttributes` attributes has the first one past that number.
    private(set) var attributePastLimit: Mark?
    /// The first attribute whose value has no closing quote before the end of the bytes,
    /// and where its name stands: how a cut-off dump usually ends.
    private(set) var unclosedAttribute: (name: String, mark: Mark)?
    /// The first start tag that reaches the end of the bytes without its `>`.
    private(set) var unclosedTag: (name: String, mark: Mark)?
    /// Byte ranges of the processing instructions found so far (the XML declaration
    /// included) that the parser has not been given yet (`dropInstructions(before:)`).
    private(set) var processingInstructions: [Range<Int>] = []

    init(bytes: UnsafeBufferPointer<UInt8>, maxAttributes: Int = .max, keepsNames: Bool = false) {
        self.bytes = bytes
        self.maxAttributes = maxAttributes
        self.keepsNames = keepsNames
    }

    /// Reads up to the first start tag, without taking it.
    mutating func prolog() -> Prolog {
        var prolog = Prolog()
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else { advance(); continue }
            let mark = Mark(line: line, column: column)
            if starts(with: "<!DOCTYPE") || starts(with: "<!ENTITY") {
                if prolog.doctype == nil { prolog.doctype = mark }
                skip(past: ">")
            } else if starts(with: "<?xml "), index == 0 || (index == 3 && bytes[0] == 0xEF) {
                let start = index
                defer { processingInstructions.append(start..<index) }
                var values: [String: String]? = [:]
                var marks: [String: Mark]? = [:]
                var names: [String]?
                _ = readTag(values: &values, marks: &marks, names: &names)
                if let name = values?["encoding"], let mark = marks?["encoding"] { prolog.encoding = (name, mark) }
            } else if !skipMarkup() {
                return prolog
            }
        }
        return prolog
    }

    /// Finds the start tags that begin before `end` (the bytes the parser is about to
    /// be given), each read to its `>` even past `end`. Stops at a tag with too many
    /// attributes (`attributePastLimit`).
    mutating func scan(before end: Int) {
        while index < min(end, bytes.count), attributePastLimit == nil {
            guard bytes[index] == UInt8(ascii: "<") else { advance(); continue }
            if skipMarkup() { continue }
            let mark = Mark(line: line, column: column)
            var values: [String: String]?
            var marks: [String: Mark]?
            var names: [String]? = keepsNames ? [] : nil
            let (name, attributeMarks) = readTag(values: &values, marks: &marks, names: &names)
            queue.append(Tag(name: name, mark: mark, attributeMarks: attributeMarks, attributeNames: names ?? []))
        }
    }

    /// Forgets the processing instructions that end before `offset`, which the parser has had.
    mutating func dropInstructions(before offset: Int) {
        processingInstructions.removeAll { $0.upperBound <= offset }
    }

    /// How many tags the scanner holds, handed out or not: bounded by the tags of a chunk or two.
    var heldTags: Int { queue.count }

    /// The next start tag, in document order: the one the parser has just read.
    mutating func next() -> Tag? {
        guard head < queue.count else { return nil }
        let tag = queue[head]
        head += 1
        // The parser holds back a tag cut by the end of its chunk while the scan has read
        // it whole, so the queue is seldom empty: drop what was handed out once it is
        // half the queue, or a long file would keep every tag it ever had.
        if head == queue.count {
            queue.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 64, head * 2 >= queue.count {
            queue.removeFirst(head)
            head = 0
        }
        return tag
    }

    /// Skips a comment, CDATA section, declaration, processing instruction or end tag
    /// at `index`; false when a start tag stands there.
    private mutating func skipMarkup() -> Bool {
        if starts(with: "<!--") { skip(past: "-->") }
        else if starts(with: "<![CDATA[") { skip(past: "]]>") }
        else if starts(with: "<?") {
            let start = index
            skip(past: "?>")
            processingInstructions.append(start..<index)
        }
        else if starts(with: "</") || starts(with: "<!") { skip(past: ">") }
        else { return false }
        return true
    }

    /// Reads one start tag up to its `>`: its name and where each attribute's value
    /// begins, in order; namespace declarations (`xmlns`, `xmlns:…`) are left out, as
    /// libxml2 hands them over apart. Named values and marks are kept when asked for.
    private mutating func readTag(values: inout [String: String]?, marks: inout [String: Mark]?,
                                  names: inout [String]?) -> (String, [Mark]) {
        let tagMark = Mark(line: line, column: column)
        advance()
        let nameStart = index
        while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">"),
              bytes[index] != UInt8(ascii: "/") {
            advance()
        }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<index]), as: UTF8.self)
        var attributeMarks: [Mark] = []
        var count = 0
        var closed = false
        defer {
            if !closed, unclosedTag == nil { unclosedTag = (name, tagMark) }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") { advance(); closed = true; break }
            if isSpace(byte) || byte == UInt8(ascii: "/") { advance(); continue }
            let nameMark = Mark(line: line, column: column)
            let attributeStart = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "="), !isSpace(bytes[index]),
                  bytes[index] != UInt8(ascii: ">") {
                advance()
            }
            let attributeEnd = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "'"),
                  bytes[index] != UInt8(ascii: ">") {
                advance()
            }
            guard index < bytes.count, bytes[index] != UInt8(ascii: ">") else { continue }
            let quote = bytes[index]
            advance()
            count += 1
            if count > maxAttributes, attributePastLimit == nil { attributePastLimit = nameMark }
            let valueMark = Mark(line: line, column: column)
            if !isNamespaceDeclaration(attributeStart..<attributeEnd) {
                attributeMarks.append(valueMark)
                names?.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[attributeStart..<attributeEnd]),
                                     as: UTF8.self))
            }
            let valueStart = index
            while index < bytes.count, bytes[index] != quote { advance() }
            if index == bytes.count, unclosedAttribute == nil {
                unclosedAttribute = (String(decoding: UnsafeBufferPointer(rebasing: bytes[attributeStart..<attributeEnd]),
                                            as: UTF8.self), nameMark)
            }
            if values != nil || marks != nil {
                let key = String(decoding: UnsafeBufferPointer(rebasing: bytes[attributeStart..<attributeEnd]),
                                 as: UTF8.self)
                if values?[key] == nil {
                    values?[key] = String(decoding: UnsafeBufferPointer(rebasing: bytes[valueStart..<index]),
                                          as: UTF8.self)
                    marks?[key] = valueMark
                }
            }
            advance()
        }
        return (name, attributeMarks)
    }

    private func isNamespaceDeclaration(_ range: Range<Int>) -> Bool {
        let xmlns: [UInt8] = Array("xmlns".utf8)
        guard range.count >= 5, bytes[range.lowerBound..<range.lowerBound + 5].elementsEqual(xmlns) else { return false }
        return range.count == 5 || bytes[range.lowerBound + 5] == UInt8(ascii: ":")
    }

    private func starts(with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let start = text.utf8Start
        for offset in 0..<count where bytes[index + offset] != start[offset] { return false }
        return true
    }

    private mutating func skip(past text: StaticString) {
        while index < bytes.count, !starts(with: text) { advance() }
        for _ in 0..<text.utf8CodeUnitCount where index < bytes.count { advance() }
    }

    /// Moves one byte on; columns count Unicode scalars, as in YAML dumps.
    /// At the end it stays put: an unclosed quote or tag must not read past the bytes.
    private mutating func advance() {
        guard index < bytes.count else { return }
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
