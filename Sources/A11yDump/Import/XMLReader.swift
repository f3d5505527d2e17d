import A11yFindings
import A11yYAML
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads XML page sources with Foundation's XMLParser.
enum XMLReader {
    /// Declarations of these are read as the UTF-8 the text is. UTF-16 and UTF-32 are
    /// among them because the loader turns such text, with its byte-order mark, into
    /// UTF-8 before the XML is read (`WideEncoding`); without a mark the check below
    /// refuses it, as its markup holds NUL bytes.
    static let supportedEncodings: Set<String> = ["utf-8", "utf8", "us-ascii", "ascii", "utf-16", "utf-16le",
                                                  "utf-16be", "utf-32", "utf-32le", "utf-32be"]

    /// libxml2 guesses UTF-16, UTF-32 and EBCDIC from the first bytes and hands
    /// them to iconv, where some inputs crash it; UTF-8 text starts with `<` or
    /// white space and has no NUL among its first bytes.
    private static func checkStart(_ bytes: UnsafeBufferPointer<UInt8>, path: String) throws(InputError) {
        let head = Array(bytes.prefix(4))
        if head.starts(with: [0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE]) || head.contains(0) {
            throw InputError(path: path, mark: .start, problem: .xmlEncoding("UTF-16 or UTF-32"))
        }
        let start = DumpFormat.contentStart(bytes)
        if start < bytes.count, bytes[start] != UInt8(ascii: "<") {
            throw InputError(path: path, mark: .start, problem: .xmlSyntax("the document does not start with '<'"))
        }
    }

    /// Parses a whole XML document. Any document type declaration is refused
    /// before parsing: dumps never need one, and DTDs are how XML files expand
    /// entities without bound or reach for external files.
    static func parse(_ whole: UnsafeBufferPointer<UInt8>, path: String, limits: LoadLimits) throws(InputError) -> ImportedElement {
        let bytes = UnsafeBufferPointer(rebasing: whole[..<dumpEnd(whole)])
        try checkStart(bytes, path: path)
        let tags = StartTagScanner(bytes: bytes, maxAttributes: limits.maxAttributes)
        if let doctype = tags.doctype {
            throw InputError(path: path, mark: doctype, problem: .xmlDoctype)
        }
        // libxml2 hands other encodings to iconv, and some of those paths crash
        // inside it: legacy encodings are turned into UTF-8 here first. Lines
        // and columns (which count characters) stay where they were.
        if let encoding = tags.encoding, !supportedEncodings.contains(encoding.name.lowercased()) {
            guard let legacy = LegacyEncoding.named(encoding.name),
                  let utf8 = LegacyEncoding.utf8(bytes, from: legacy) else {
                throw InputError(path: path, mark: encoding.mark, problem: .xmlEncoding(encoding.name))
            }
            return try utf8.withUnsafeBufferPointer { (utf8) throws(InputError) in
                try parseUTF8(utf8, tags: StartTagScanner(bytes: utf8, maxAttributes: limits.maxAttributes), path: path,
                           limits: limits)
            }
        }
        if !LegacyEncoding.isUTF8(bytes), let utf8 = LegacyEncoding.utf8(bytes, from: LegacyEncoding.gb18030) {
            return try utf8.withUnsafeBufferPointer { (utf8) throws(InputError) in
                try parseUTF8(utf8, tags: StartTagScanner(bytes: utf8, maxAttributes: limits.maxAttributes), path: path,
                           limits: limits)
            }
        }
        return try parseUTF8(bytes, tags: tags, path: path, limits: limits)
    }

    /// `adb exec-out uiautomator dump /dev/tty`, the usual way to fetch a dump
    /// without a file on the device, prints uiautomator's closing message right
    /// after the document: "UI hierchary dumped to: /dev/tty" (sic). The message
    /// is not part of the dump; where it follows the last `>`, the dump ends there.
    static func dumpEnd(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let last = bytes.lastIndex(of: UInt8(ascii: ">")) else { return bytes.count }
        let rest = String(decoding: UnsafeBufferPointer(rebasing: bytes[(last + 1)...]), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let isMessage = (rest.hasPrefix("UI hierchary dumped to:") || rest.hasPrefix("UI hierarchy dumped to:"))
            && !rest.contains("\n")
        return isMessage ? last + 1 : bytes.count
    }

    private static func parseUTF8(_ bytes: UnsafeBufferPointer<UInt8>, tags: StartTagScanner, path: String,
                                  limits: LoadLimits) throws(InputError) -> ImportedElement {
        // libxml2 compares each attribute of an element with every one before it:
        // an element with a great many would take a time that grows with their square.
        if let mark = tags.attributePastLimit {
            throw InputError(path: path, mark: mark, problem: .tooManyAttributes(limits.maxAttributes))
        }
        let builder = TreeBuilder(tags: tags.tags, limits: limits)
        // Dumps never need processing instructions, FoundationXML crashes on one
        // without data (`<?x?>`), and libxml2's encoding switch crashes on some
        // declarations: all of them, the declaration included, become spaces, so
        // positions stay true and the text is read as the UTF-8 checked above.
        var data = Data(buffer: bytes)
        for range in tags.processingInstructions {
            for offset in range where bytes[offset] != 0x0A && bytes[offset] != 0x0D {
                data[offset] = 0x20
            }
        }
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = builder
        _ = parser.parse()
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
    let limits: LoadLimits
    var stack: [ImportedElement] = []
    var root: ImportedElement?
    var failure: (mark: Mark, problem: InputProblem)?
    private var started = 0

    init(tags: [StartTagScanner.Tag], limits: LoadLimits) {
        self.tags = tags
        self.limits = limits
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        let tag = started < tags.count ? tags[started] : nil
        started += 1
        let mark = tag?.mark ?? Mark(line: parser.lineNumber, column: 1)
        if stack.count >= limits.maxDepth {
            fail(parser, mark, .nestingTooDeep(limits.maxDepth))
            return
        }
        if started > limits.maxNodes {
            fail(parser, mark, .tooManyNodes(limits.maxNodes))
            return
        }
        if let (name, _) = attributes.first(where: { $0.value.utf8.count > limits.maxStringBytes }) {
            fail(parser, tag?.attributeMarks[name] ?? mark, .stringTooLong(limits.maxStringBytes))
            return
        }
        stack.append(ImportedElement(name: name, mark: tag?.mark ?? Mark(line: parser.lineNumber, column: 1),
                             attributes: attributes, attributeMarks: tag?.attributeMarks ?? [:], children: []))
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        guard let element = stack.popLast() else { return }
        if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred error: Error) {
        let code = (error as NSError).code
        // libxml2 says "the document ended" both when elements are still open and
        // when something follows the closed root: only the builder knows which.
        let words = code == 5 && root != nil ? "something follows the end of the root element" : Self.describe(code)
        fail(parser, Mark(line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1)), .xmlSyntax(words))
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
