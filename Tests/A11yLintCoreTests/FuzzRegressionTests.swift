@testable import A11yFindings
@testable import A11yYAML
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yCatalog
@testable import A11yRules
@testable import A11yLintCore
@testable import A11yReporters
import XCTest

/// Inputs the fuzzer found (fuzz/regressions), each pinned to the error it now gives.
final class FuzzRegressionTests: XCTestCase {
    static let regressions = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("fuzz/regressions")

    private func loadSaved(_ name: String, as format: DumpFormat) throws -> LoadResult {
        let bytes = try [UInt8](Data(contentsOf: Self.regressions.appendingPathComponent(name)))
        return DumpLoader().load(bytes: bytes, path: name, as: format)
    }

    /// Keys after a node's children come before them once converted, so the same
    /// findings come in another order; the fuzz check took that for a difference.
    func testConvertedDumpGivesTheSameFindingsInAnotherOrder() throws {
        let loaded = try loadSaved("yaml/keys-after-children.yml", as: .yaml)
        let yaml = try DumpWriter().yaml(for: loaded.screens)
        let again = DumpLoader().load(bytes: Array(yaml.utf8), path: "converted", as: .yaml)
        XCTAssertEqual(again.errors, [])
        let linter = Linter(configuration: .everyRule(directory: "/"), workingDirectory: "/")
        func findings(_ result: LoadResult) -> [String] {
            result.screens.flatMap(linter.check).map { "\($0.ruleID) \($0.message)" }
        }
        let before = findings(loaded)
        let after = findings(again)
        XCTAssertEqual(before.count, 2)
        XCTAssertNotEqual(before, after, "the order changes")
        XCTAssertEqual(before.sorted(), after.sorted())
    }

    /// A quote left open at the very end made the start-tag scanner read one byte past the input.
    func testUnclosedQuoteAtTheEnd() throws {
        let error = onlyError(try loadSaved("xml/unclosed-quote-at-end.xml", as: .xml))
        guard case .xmlSyntax = error?.problem else { return XCTFail("\(String(describing: error))") }
        XCTAssertEqual(error?.mark.line, 3)
    }

    /// libxml2 crashed inside iconv on a declared UTF-7 document.
    func testDeclaredEncodingOtherThanUTF8IsRefused() throws {
        let error = onlyError(try loadSaved("xml/utf7-declaration.xml", as: .xml))
        XCTAssertEqual(error?.problem, .xmlEncoding("UTF-7"))
        XCTAssertEqual(error?.mark, Mark(line: 1, column: 31))
        XCTAssertEqual(onlyError(load("<?xml version='1.0' encoding='EBCDIC-US'?>\n<hierarchy/>"))?.problem,
                       .xmlEncoding("EBCDIC-US"))
        XCTAssertEqual(load("<?xml version='1.0' encoding='utf-8'?>\n<hierarchy><node class='a'/></hierarchy>").errors, [])
    }

    /// libxml2 switched to UTF-7 from a declaration whose later copy said UTF-8.
    func testTheFirstDeclaredEncodingCounts() throws {
        let error = onlyError(try loadSaved("xml/second-declaration-inside-the-first.xml", as: .xml))
        XCTAssertEqual(error?.problem, .xmlEncoding("UTF-7"))
        XCTAssertEqual(error?.mark, Mark(line: 1, column: 31))
        XCTAssertEqual(onlyError(load("<?xml version='1.0' encoding='KOI8-R'?>\n<hierarchy/>"))?.problem,
                       .xmlEncoding("KOI8-R"))
    }

    /// libxml2 took four bytes starting with NULs for UTF-32 and crashed converting it.
    func testOnlyUTF8XMLReachesLibxml() throws {
        XCTAssertEqual(onlyError(try loadSaved("xml/utf32-guess.xml", as: .xml))?.problem, .xmlEncoding("UTF-16 or UTF-32"))
        // With a byte-order mark the loader turns UTF-16 into UTF-8 first ("<h", a broken
        // document); without one, its NUL bytes keep it from libxml2.
        let utf16 = [UInt8]([0xFF, 0xFE]) + Array("<\u{0}h\u{0}".utf8)
        XCTAssertEqual(onlyError(DumpLoader().load(bytes: utf16, path: "t", as: .xml))?.problem,
                       .xmlSyntax("the document ends inside the start tag <h> at 1:1"))
        XCTAssertEqual(onlyError(DumpLoader().load(bytes: Array(utf16.dropFirst(2)), path: "t", as: .xml))?.problem,
                       .xmlEncoding("UTF-16 or UTF-32"))
        let ebcdic: [UInt8] = [0x4C, 0x6F, 0xA7, 0x94, 0x93]
        XCTAssertEqual(onlyError(DumpLoader().load(bytes: ebcdic, path: "t", as: .xml))?.problem,
                       .xmlSyntax("the document does not start with '<'"))
        XCTAssertEqual(load("\u{FEFF}\n<hierarchy><node class='Button'/></hierarchy>").errors, [])
    }

    /// FoundationXML crashed on a processing instruction without data; they are now blanked out.
    func testProcessingInstructionsAreIgnored() throws {
        let error = onlyError(try loadSaved("xml/empty-processing-instruction.xml", as: .xml))
        guard case .xmlSyntax = error?.problem else { return XCTFail("\(String(describing: error))") }
        let text = "<?xml version='1.0'?>\n<?x?><?pi data?>\n<hierarchy>\n  <?xml version='1.0'?>\n  <node class='Button' clickable='true'/>\n</hierarchy>"
        let result = load(text)
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.screens.first?.root.mark, Mark(line: 5, column: 3), "positions survive the blanking")
    }

    /// Every saved input loads as each format without a crash, and every error has a position.
    func testEverySavedInputLoadsAsEveryFormat() throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: Self.regressions.path).filter { $0.contains(".") }
        XCTAssertGreaterThanOrEqual(files.count, 2)
        for name in files {
            for format in [DumpFormat.yaml, .xml, .maestro, .xcuiDescription, .idb] {
                for error in try loadSaved(name, as: format).errors {
                    XCTAssertGreaterThanOrEqual(error.mark.line, 1, name)
                    XCTAssertGreaterThanOrEqual(error.mark.column, 1, name)
                }
            }
        }
    }
}
