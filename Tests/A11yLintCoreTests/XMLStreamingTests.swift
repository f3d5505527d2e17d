@testable import A11yFindings
@testable import A11yYAML
@testable import A11yDump
import XCTest

/// The XML reader on libxml2's push parser: any size up to the loader's limit, marks
/// from the tag scanner across chunk boundaries, and broken documents said in words.
final class XMLStreamingTests: XCTestCase {
    /// A uiautomator screen of `cards` rows, one line each, so that line numbers say which row.
    private func feed(cards: Int) -> String {
        var text = "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n<hierarchy rotation=\"0\">\n"
        text += "<node index=\"0\" class=\"androidx.recyclerview.widget.RecyclerView\" package=\"com.feed\" bounds=\"[0,0][1080,2400]\">\n"
        for card in 0..<cards {
            text += "<node index=\"\(card)\" text=\"Post \(card) &amp; more\" resource-id=\"com.feed:id/card\" "
                + "class=\"android.widget.TextView\" package=\"com.feed\" content-desc=\"\" clickable=\"true\" "
                + "enabled=\"true\" bounds=\"[0,\(card)][1080,\(card + 1)]\" />\n"
        }
        return text + "</node>\n</hierarchy>\n"
    }

    func testADocumentOverLibxmlsTenMegabyteInputLimitIsRead() throws {
        // Foundation's parser handed libxml2 the whole document at once and failed at 10 MB.
        let cards = 55_000
        let text = feed(cards: cards)
        XCTAssertGreaterThan(text.utf8.count, 11_000_000)
        let result = load(text)
        XCTAssertEqual(result.errors, [])
        let rows = try XCTUnwrap(result.screens.first).root.children
        XCTAssertEqual(rows.count, cards)
        // Marks stay true across the parser's 256 KB chunks: the last row is on its own line.
        let last = try XCTUnwrap(rows.last)
        XCTAssertEqual(last.mark, Mark(line: cards + 3, column: 1))
        XCTAssertEqual(last[.bounds]?.valueMark.line, cards + 3)
        XCTAssertEqual(last.string(.text), "Post \(cards - 1) & more", "entities are read as the characters they stand for")
        for index in stride(from: 0, to: cards, by: 997) {
            XCTAssertEqual(rows[index].mark.line, index + 4, "row \(index)")
            XCTAssertEqual(rows[index].rect, Rect(x: 0, y: Double(index), width: 1080, height: 1))
        }
    }

    func testACaptureCutOffInsideAValueSaysWhichAttribute() throws {
        let text = feed(cards: 3)
        let cut = String(text[..<text.range(of: "bounds=\"[0,2]")!.upperBound])
        let lastLine = String(cut.split(separator: "\n").last!)
        let column = lastLine.distance(from: lastLine.startIndex, to: lastLine.range(of: "bounds=")!.lowerBound) + 1
        let error = try XCTUnwrap(onlyError(load(cut)))
        XCTAssertEqual(error.message,
                       "XML syntax error: the document ends inside the value of attribute 'bounds' at 6:\(column): it has no closing quote")
        XCTAssertEqual(error.mark.line, 6)
    }

    func testACaptureCutOffBetweenElementsSaysWhichElementIsOpen() throws {
        let text = feed(cards: 3)
        let cut = String(text[..<text.range(of: "</node>")!.lowerBound])
        let error = try XCTUnwrap(onlyError(load(cut)))
        XCTAssertEqual(error.message, "XML syntax error: the document ends inside <node> opened at 3:1")
    }

    func testACaptureCutOffInsideATagSaysWhichTag() throws {
        let error = try XCTUnwrap(onlyError(load("<hierarchy>\n  <node class=\"a\" clickable=\"true\"")))
        XCTAssertEqual(error.message, "XML syntax error: the document ends inside the start tag <node> at 2:3")
    }

    func testNoBrokenDocumentIsReportedAsAnErrorNumber() {
        let broken = [
            "<hierarchy><node class='a'></hierarchy>", "<hierarchy><node class='a' class='b'/></hierarchy>",
            "<hierarchy><node class=a/></hierarchy>", "<hierarchy><node class='a<b'/></hierarchy>",
            "<hierarchy><node text='&nbsp;'/></hierarchy>", "<hierarchy><node text='a & b'/></hierarchy>",
            "<hierarchy><node class='a'/></hierarchy><more/>", "<hierarchy><a:node class='x'/></hierarchy>",
            "<hierarchy><node class='a' \u{1}/></hierarchy>", "<hierarchy><node class='a'", "<hierarchy><",
            "<hierarchy><node class='a'/></hierarchy", "<hierarchy><!-- x </hierarchy>", "<hierarchy>]]></hierarchy>",
        ]
        for text in broken {
            guard let error = onlyError(load(text)) else { return XCTFail("accepted: \(text)") }
            XCTAssertNil(error.message.range(of: #"error \d"#, options: .regularExpression), "\(text): \(error.message)")
            XCTAssertFalse(error.message.contains("<>"), error.message)
            XCTAssertTrue(error.message.hasPrefix("XML syntax error: "), error.message)
        }
    }

    /// libxml2 hands namespace declarations over apart from the attributes; the scanner
    /// leaves them out too, so every other attribute keeps its own mark.
    func testAttributeMarksStayTrueBesideNamespaceDeclarations() throws {
        let text = "<hierarchy xmlns:tools=\"urn:x\">\n<node xmlns=\"urn:y\" tools:note=\"n\" class=\"android.widget.Button\" text=\"OK\"/>\n</hierarchy>"
        let result = load(text)
        XCTAssertEqual(result.errors, [])
        let button = try XCTUnwrap(result.screens.first?.root)
        XCTAssertEqual(button.className, "android.widget.Button")
        let line = text.split(separator: "\n")[1]
        let column = line.distance(from: line.startIndex, to: line.range(of: "text=\"")!.upperBound) + 1
        XCTAssertEqual(button[.text]?.valueMark, Mark(line: 2, column: column))
    }

    /// Comments, CDATA and processing instructions between tags do not shift the marks.
    func testMarkupBetweenTagsKeepsMarksInStep() throws {
        let text = "<hierarchy>\n<!-- <node class='fake'/> -->\n<?pi <node?>\n<node class=\"a\" text=\"A\">"
            + "<![CDATA[<node>]]></node>\n<node class=\"b\" text=\"B\"/>\n</hierarchy>"
        let result = load(text)
        XCTAssertEqual(result.errors, [])
        let root = try XCTUnwrap(result.screens.first?.root)
        XCTAssertEqual(root.children.map(\.className), ["a", "b"])
        XCTAssertEqual(root.children.map(\.mark), [Mark(line: 4, column: 1), Mark(line: 5, column: 1)])
        XCTAssertEqual(root.children[1][.text]?.valueMark, Mark(line: 5, column: 23))
    }
}
