import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One element of an XML dump, with where it and each attribute value stand.
struct XMLTree {
    var name: String
    var mark: Mark
    var attributes: [String: String]
    var attributeMarks: [String: Mark]
    var children: [XMLTree]

    subscript(attribute: String) -> String? { attributes[attribute] }

    func mark(of attribute: String) -> Mark { attributeMarks[attribute] ?? mark }

    /// Parses a whole XML document. Any document type declaration is refused
    /// before parsing: dumps never need one, and DTDs are how XML files expand
    /// entities without bound or reach for external files.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, path: String, maxDepth: Int) throws(InputError) -> XMLTree {
        let tags = StartTagScanner(bytes: bytes)
        if let doctype = tags.doctype {
            throw InputError(path: path, mark: doctype, problem: .xmlDoctype)
        }
        let builder = TreeBuilder(tags: tags.tags, maxDepth: maxDepth)
        let parser = XMLParser(data: Data(buffer: bytes))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = builder
        parser.parse()
        if let failure = builder.failure {
            throw InputError(path: path, mark: failure.mark, problem: failure.problem)
        }
        guard let root = builder.root else {
            throw InputError(path: path, mark: .start, problem: .xmlSyntax("the document has no element"))
        }
        return root
    }
}

/// Collects elements from XMLParser's callbacks; positions come from the scanner,
/// matched by order, because XMLParser only knows where a start tag ends.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    let tags: [StartTagScanner.Tag]
    let maxDepth: Int
    var stack: [XMLTree] = []
    var root: XMLTree?
    var failure: (mark: Mark, problem: InputProblem)?
    private var started = 0

    init(tags: [StartTagScanner.Tag], maxDepth: Int) {
        self.tags = tags
        self.maxDepth = maxDepth
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        let tag = started < tags.count ? tags[started] : nil
        started += 1
        if stack.count >= maxDepth {
            fail(parser, tag?.mark ?? Mark(line: parser.lineNumber, column: 1), .nestingTooDeep(maxDepth))
            return
        }
        stack.append(XMLTree(name: name, mark: tag?.mark ?? Mark(line: parser.lineNumber, column: 1),
                             attributes: attributes, attributeMarks: tag?.attributeMarks ?? [:], children: []))
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        guard let element = stack.popLast() else { return }
        if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred error: Error) {
        let code = (error as NSError).code
        fail(parser, Mark(line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1)),
             .xmlSyntax(Self.describe(code)))
    }

    func parser(_ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?, systemID: String?) {
        fail(parser, .start, .xmlDoctype)
    }

    private func fail(_ parser: XMLParser, _ mark: Mark, _ problem: InputProblem) {
        if failure == nil { failure = (mark, problem) }
        parser.abortParsing()
    }

    /// Plain words for the libxml2 errors a broken dump usually has.
    static func describe(_ code: Int) -> String {
        switch code {
        case 4: return "the document is empty or not XML"
        case 5: return "the document ends before all elements are closed"
        case 9: return "a character that XML does not allow"
        case 23, 73: return "a tag is not closed with '>'"
        case 26: return "an undeclared entity"
        case 38, 39, 41: return "an attribute value is not in quotes or not closed"
        case 65: return "a space is required between attributes"
        case 68: return "a name was expected, e.g. after '<'"
        case 76: return "an end tag does not match its start tag"
        case 5_000...: return "XML error"
        default: return "XML error \(code)"
        }
    }
}

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
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var line = 1
    private var column = 1

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
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
            else if starts(with: "<?") { skip(past: "?>") }
            else if starts(with: "</") || starts(with: "<!") { skip(past: ">") }
            else { tags.append(Tag(mark: mark, attributeMarks: startTag())) }
        }
    }

    /// Reads one start tag up to its `>`, noting where each attribute's value begins.
    private mutating func startTag() -> [String: Mark] {
        advance()
        while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "/") {
            advance()
        }
        var marks: [String: Mark] = [:]
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") { advance(); break }
            if isSpace(byte) || byte == UInt8(ascii: "/") { advance(); continue }
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
            marks[String(decoding: name, as: UTF8.self)] = Mark(line: line, column: column)
            while index < bytes.count, bytes[index] != quote { advance() }
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
    private mutating func advance() {
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
