import A11yFindings
import A11yYAML
import Foundation

/// Reads an XML page source into a screen, whichever tool wrote it: the bytes are
/// checked and made UTF-8 here, then read by libxml2 (`XMLEventReader`) straight
/// into the node builder (`XMLPageSource`).
struct XMLImporter {
    let limits: LoadLimits

    /// Declarations of these are read as the UTF-8 the text is. UTF-16 and UTF-32 are
    /// among them because the loader turns such text, with its byte-order mark, into
    /// UTF-8 before the XML is read (`WideEncoding`); without a mark the check below
    /// refuses it, as its markup holds NUL bytes.
    static let supportedEncodings: Set<String> = ["utf-8", "utf8", "us-ascii", "ascii", "utf-16", "utf-16le",
                                                  "utf-16be", "utf-32", "utf-32le", "utf-32be"]

    /// `source`, when given, holds `whole`: its pages are given back as the parser
    /// goes past them (`SourceBuffer.release(before:)`).
    func load(_ whole: UnsafeBufferPointer<UInt8>, path: String, releasing source: SourceBuffer? = nil) -> LoadResult {
        let bytes = UnsafeBufferPointer(rebasing: whole[..<Self.dumpEnd(whole)])
        do throws(InputError) {
            try Self.checkStart(bytes, path: path)
            var scanner = XMLTagScanner(bytes: bytes, maxAttributes: limits.maxAttributes)
            let prolog = scanner.prolog()
            // Dumps never need a document type declaration, and DTDs are how XML files
            // expand entities without bound or reach for external files.
            if let doctype = prolog.doctype {
                throw InputError(path: path, mark: doctype, problem: .xmlDoctype)
            }
            // libxml2 hands other encodings to iconv, and some of those paths crash
            // inside it: legacy encodings are turned into UTF-8 here first. Lines
            // and columns (which count characters) stay where they were.
            if let encoding = prolog.encoding, !Self.supportedEncodings.contains(encoding.name.lowercased()) {
                guard let legacy = LegacyEncoding.named(encoding.name),
                      let utf8 = LegacyEncoding.utf8(bytes, from: legacy) else {
                    throw InputError(path: path, mark: encoding.mark, problem: .xmlEncoding(encoding.name))
                }
                return utf8.withUnsafeBufferPointer { read($0, path: path) }
            }
            if !LegacyEncoding.isUTF8(bytes), let utf8 = LegacyEncoding.utf8(bytes, from: LegacyEncoding.gb18030) {
                return utf8.withUnsafeBufferPointer { read($0, path: path) }
            }
        } catch {
            return LoadResult(errors: [error])
        }
        return read(bytes, path: path, releasing: source)
    }

    /// Reads UTF-8 XML into its screen.
    private func read(_ bytes: UnsafeBufferPointer<UInt8>, path: String, releasing source: SourceBuffer? = nil) -> LoadResult {
        var scanner = XMLTagScanner(bytes: bytes, maxAttributes: limits.maxAttributes)
        _ = scanner.prolog()
        let universal = Self.isUniversal(scanner) ? UniversalXMLImporter.platform(scanning: bytes) : nil
        var pageSource = XMLPageSource(path: path, limits: limits, universalPlatform: universal)
        do {
            try XMLEventReader.read(bytes, scanner: scanner, into: &pageSource) { done in
                source?.release(before: done)
            }
        } catch {
            return LoadResult(errors: [InputError(path: path, mark: error.mark, problem: error.problem)])
        }
        if let root = pageSource.unknownRoot {
            return LoadResult(errors: [InputError(path: path, mark: root.mark, problem: .unknownXML(root: root.name))])
        }
        guard let builder = pageSource.builder, let screen = builder.reading.screen(from: builder) else {
            return LoadResult(errors: [InputError(path: path, mark: .start,
                                                  problem: .xmlSyntax("the document has no element"))])
        }
        var result = LoadResult()
        result.append(screen, problems: builder.problems)
        return result
    }

    /// Whether the first start tag is `<UI` (Appium's universal-xml-plugin).
    private static func isUniversal(_ scanner: XMLTagScanner) -> Bool {
        let bytes = scanner.bytes
        let start = scanner.index
        let name: [UInt8] = Array("<UI".utf8)
        guard start + 3 <= bytes.count, bytes[start..<start + 3].elementsEqual(name) else { return false }
        return start + 3 == bytes.count || [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ">"), UInt8(ascii: "/")]
            .contains(bytes[start + 3])
    }

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
}
