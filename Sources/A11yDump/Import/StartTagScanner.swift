import A11yFindings
import A11yYAML

/// Finds every start tag in the raw bytes, with its 1-based position and those
/// of its attribute values. In well-formed XML a `<` followed by a name can only
/// open a start tag; comments, CDATA, declarations and processing instructions
/// are skipped whole.
struct StartTagScanner {
    struct Tag {
        var mark: Mark
        var attributeMarks: [String: Mark]
    }

    private(set) var tags: [Tag] = []
    private(set) var doctype: Mark?
    /// The encoding the XML declaration names, and where its value starts.
    private(set) var encoding: (name: String, mark: Mark)?
    /// Byte ranges of processing instructions, the XML declaration included.
    private(set) var processingInstructions: [Range<Int>] = []
    /// Where the first start tag with more than `maxAttributes` attributes has the
    /// first one past that number, if any tag has so many.
    private(set) var attributePastLimit: Mark?
    private let maxAttributes: Int
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var line = 1
    private var column = 1

    init(bytes: UnsafeBufferPointer<UInt8>, maxAttributes: Int = .max) {
        self.bytes = bytes
        self.maxAttributes = maxAttributes
        scan()
    }

    private mutating func scan() {
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else { advance(); continue }
            let mark = Mark(line: line, column: column)
            if starts(with: "<!--") { skip(past: "-->") }
            else if starts(with: "<![CDATA[") { skip(past: "]]>") }
            else if starts(with: "<!DOCTYPE") || starts(with: "<!ENTITY") {
                if doctype == nil { doctype = mark }
                skip(past: ">")
            }
            else if starts(with: "<?xml "), index == 0 || (index == 3 && bytes[0] == 0xEF) {
                let start = index
                var values: [String: String]? = [:]
                let marks = startTag(values: &values)
                if let name = values?["encoding"], let mark = marks["encoding"] { encoding = (name, mark) }
                processingInstructions.append(start..<index)
            }
            else if starts(with: "<?") {
                let start = index
                skip(past: "?>")
                processingInstructions.append(start..<index)
            }
            else if starts(with: "</") || starts(with: "<!") { skip(past: ">") }
            else {
                var values: [String: String]?
                tags.append(Tag(mark: mark, attributeMarks: startTag(values: &values)))
            }
        }
    }

    /// Reads one start tag up to its `>`, noting where each attribute's value
    /// begins, and the values themselves when `values` is given.
    private mutating func startTag(values: inout [String: String]?) -> [String: Mark] {
        advance()
        while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "/") {
            advance()
        }
        var marks: [String: Mark] = [:]
        var count = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") { advance(); break }
            if isSpace(byte) || byte == UInt8(ascii: "/") { advance(); continue }
            let nameMark = Mark(line: line, column: column)
            var name: [UInt8] = []
            while index < bytes.count, bytes[index] != UInt8(ascii: "="), !isSpace(bytes[index]),
                  bytes[index] != UInt8(ascii: ">") {
                name.append(bytes[index])
                advance()
            }
            while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "'"),
                  bytes[index] != UInt8(ascii: ">") {
                advance()
            }
            guard index < bytes.count, bytes[index] != UInt8(ascii: ">") else { continue }
            let quote = bytes[index]
            advance()
            let key = String(decoding: name, as: UTF8.self)
            count += 1
            if count > maxAttributes, attributePastLimit == nil { attributePastLimit = nameMark }
            // The first of repeated attributes counts, as for libxml2.
            let isRepeat = marks[key] != nil
            if !isRepeat { marks[key] = Mark(line: line, column: column) }
            let start = index
            while index < bytes.count, bytes[index] != quote { advance() }
            if values != nil, !isRepeat {
                values?[key] = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            }
            advance()
        }
        return marks
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
