import A11yFindings
import A11yYAML
import CXML2

/// Reads an XML document with libxml2's SAX2 push parser and hands each element to
/// a sink the moment the parser has read its start tag: no tree, no dictionary or
/// Foundation string per attribute. The bytes go to the parser in chunks, so its
/// buffers stay small and no single input reaches its 10 MB limit; `XML_PARSE_HUGE`
/// lifts its other size limits, and ours (`LoadLimits`) are kept by the sink.
/// Positions come from `XMLTagScanner`, which reads each chunk's start tags just
/// before the parser does.
enum XMLEventReader {
    /// Bytes handed to the parser at a time.
    static let chunkBytes = 256 * 1024

    /// Reads the whole document into `sink`; a syntax error, or a failure the sink
    /// throws, stops it at that place.
    /// `passed` is told, after each chunk, the offset before which nothing is read again:
    /// the parser keeps its own copy of what it was given, and the scanner reads ahead.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, scanner: XMLTagScanner,
                     into sink: inout XMLPageSource, passed: (Int) -> Void = { _ in }) throws(LoadFailure) {
        let session = XMLParseSession(scanner: scanner, sink: sink)
        defer { sink = session.sink }
        var handler = saxHandler()
        // Created without bytes: the first chunk, declaration blanked, tells the encoding (UTF-8).
        let context = xmlCreatePushParserCtxt(&handler, Unmanaged.passUnretained(session).toOpaque(), nil, 0, nil)
        guard let context else { throw LoadFailure(mark: .start, problem: .xmlSyntax(XMLSyntaxWording.empty)) }
        defer { xmlFreeParserCtxt(context) }
        session.context = context
        // HUGE: no limit of the parser's own on a text or the document; NONET: nothing
        // is fetched; IGNORE_ENC: the bytes are UTF-8 (`XMLImporter` converts others
        // first), whatever the declaration says; NOENT: `&amp;` in a value arrives as
        // `&` (without it SAX2 hands over `&#38;`, kept for writing the text back).
        // Only XML's own entities exist: a document type declaration stops the parse.
        let options = Int32(XML_PARSE_HUGE.rawValue | XML_PARSE_NONET.rawValue | XML_PARSE_IGNORE_ENC.rawValue
                                | XML_PARSE_NOENT.rawValue)
        xmlCtxtUseOptions(context, options)
        var offset = 0
        repeat {
            let end = min(offset + chunkBytes, bytes.count)
            session.scanner.scan(before: end)
            if let mark = session.scanner.attributePastLimit {
                throw LoadFailure(mark: mark, problem: .tooManyAttributes(session.sink.limits.maxAttributes))
            }
            let status = withChunk(bytes, offset..<end, blanking: session.scanner.processingInstructions) { chunk in
                xmlParseChunk(context, chunk.baseAddress, Int32(chunk.count), end == bytes.count ? 1 : 0)
            }
            session.scanner.dropInstructions(before: end)
            if let failure = session.failure { throw failure }
            if status != 0 { throw LoadFailure(mark: .start, problem: .xmlSyntax(XMLSyntaxWording.describe(Int(status)))) }
            passed(end)
            offset = end
        } while offset < bytes.count
        if let failure = session.failure { throw failure }
    }

    /// Hands the bytes of `range` to `body`; where processing instructions fall in it, a
    /// copy with those bytes made spaces (line breaks kept, so positions stay true).
    /// Dumps never need them, and libxml2 refuses an XML declaration anywhere but first,
    /// which concatenated or hand-edited captures have. Only the first declaration's
    /// encoding counts, and the reader has already dealt with it.
    private static func withChunk<Result>(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
                                          blanking instructions: [Range<Int>],
                                          _ body: (UnsafeBufferPointer<CChar>) -> Result) -> Result {
        let overlapping = instructions.filter { $0.overlaps(range) }
        guard !overlapping.isEmpty else {
            return UnsafeBufferPointer(rebasing: bytes[range]).withMemoryRebound(to: CChar.self, body)
        }
        var copy = Array(bytes[range])
        for instruction in overlapping {
            for offset in instruction.clamped(to: range) where copy[offset - range.lowerBound] != 0x0A
                && copy[offset - range.lowerBound] != 0x0D {
                copy[offset - range.lowerBound] = 0x20
            }
        }
        return copy.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self, body) }
    }

    private static func saxHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { context, localName, prefix, _, _, _, attributeCount, _, attributes in
            let session = XMLParseSession.from(context)
            guard session.failure == nil else { return }
            var element = SourceElement(name: qualifiedName(localName, prefix), mark: .start)
            let tag = session.scanner.next()
            element.mark = tag?.mark ?? session.parserMark(column: 1)
            if let attributes, attributeCount > 0 {
                element.attributes.reserveCapacity(Int(attributeCount))
                for index in 0..<Int(attributeCount) {
                    let fields = attributes + index * 5
                    let name = qualifiedName(fields[0], fields[1])
                    let value = text(from: fields[3], to: fields[4])
                    let mark = tag.flatMap { index < $0.attributeMarks.count ? $0.attributeMarks[index] : nil }
                    element.attributes.append(SourceAttribute(name: name, value: value, mark: mark ?? element.mark))
                }
            }
            do throws(LoadFailure) { try session.sink.start(element) } catch { session.fail(error) }
        }
        handler.endElementNs = { context, _, _, _ in
            let session = XMLParseSession.from(context)
            guard session.failure == nil else { return }
            do throws(LoadFailure) { try session.sink.end() } catch { session.fail(error) }
        }
        // A document type declaration is refused before parsing (`XMLImporter`); one the
        // scan missed stops here, before any of its declarations is read.
        handler.internalSubset = { context, _, _, _ in
            let session = XMLParseSession.from(context)
            session.fail(LoadFailure(mark: session.parserMark(), problem: .xmlDoctype))
        }
        handler.entityDecl = { context, _, _, _, _, _ in
            let session = XMLParseSession.from(context)
            session.fail(LoadFailure(mark: session.parserMark(), problem: .xmlDoctype))
        }
        handler.serror = { context, error in
            guard let context, let error, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
            let session = Unmanaged<XMLParseSession>.fromOpaque(context).takeUnretainedValue()
            guard session.failure == nil else { return }
            let code = Int(error.pointee.code)
            let message = error.pointee.message.map { String(cString: $0) }
            let words = XMLSyntaxWording(code: code, message: message, scanner: session.scanner,
                                         open: session.sink.openElements, rootClosed: session.sink.rootClosed).words
            session.fail(LoadFailure(mark: session.parserMark(), problem: .xmlSyntax(words)))
        }
        return handler
    }
}

// Free functions, not the reader's own: a closure that becomes a C function
// pointer may not capture anything, not even the type it is written in.

/// `prefix:name`, or the name alone.
private func qualifiedName(_ localName: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?) -> String {
    let local = localName.map { String(cString: $0) } ?? ""
    guard let prefix else { return local }
    return String(cString: prefix) + ":" + local
}

/// The UTF-8 text between two pointers of the parser.
private func text(from start: UnsafePointer<xmlChar>?, to end: UnsafePointer<xmlChar>?) -> String {
    guard let start, let end, end > start else { return "" }
    return String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
}

/// What the parser's callbacks share: the sink, the scanner that knows where tags
/// stand, and the first failure, which stops the parser.
private final class XMLParseSession {
    var scanner: XMLTagScanner
    var sink: XMLPageSource
    var failure: LoadFailure?
    var context: xmlParserCtxtPtr?

    init(scanner: XMLTagScanner, sink: XMLPageSource) {
        self.scanner = scanner
        self.sink = sink
    }

    static func from(_ context: UnsafeMutableRawPointer?) -> XMLParseSession {
        Unmanaged<XMLParseSession>.fromOpaque(context!).takeUnretainedValue()
    }

    func fail(_ failure: LoadFailure) {
        if self.failure == nil { self.failure = failure }
        if let context { xmlStopParser(context) }
    }

    /// Where the parser stands (it counts characters on the line, as marks do).
    func parserMark(column: Int? = nil) -> Mark {
        guard let context else { return .start }
        return Mark(line: max(Int(xmlSAX2GetLineNumber(context)), 1),
                    column: column ?? max(Int(xmlSAX2GetColumnNumber(context)), 1))
    }
}
