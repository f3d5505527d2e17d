@testable import A11yFindings
@testable import A11yDump
import XCTest

/// `CaptureLayout`: only the white space between elements changes, and what it
/// cannot read safely it refuses with a position rather than writing it wrong.
final class CaptureLayoutTests: XCTestCase {
    private func laidOut(_ text: String, as format: DumpFormat? = nil) throws(LayoutError) -> String? {
        let bytes = Array(text.utf8)
        return try bytes.withUnsafeBufferPointer { source throws(LayoutError) -> String? in
            try CaptureLayout.laidOut(source, as: format ?? CaptureLayout.format(of: source))
                .map { String(decoding: $0, as: UTF8.self) }
        }
    }

    private func error(_ text: String, as format: DumpFormat? = nil) -> LayoutError? {
        do throws(LayoutError) {
            _ = try laidOut(text, as: format)
            return nil
        } catch {
            return error
        }
    }

    func testXMLPutsEachStartTagOnItsOwnLineAndKeepsTagsTextAndEntities() throws {
        let oneLine = "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation=\"0\">"
            + "<node text=\"Fish &amp; chips&#10;€4\" bounds='[0,0][10,10]'  class=\"a.B\"><!-- kept -->"
            + "<node text=\"a > b\" /><node><![CDATA[x<y]]></node></node><node>Mixed <b>text</b> stays</node></hierarchy>"
        XCTAssertEqual(try laidOut(oneLine), """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <hierarchy rotation="0">
              <node text="Fish &amp; chips&#10;€4" bounds='[0,0][10,10]'  class="a.B">
                <!-- kept -->
                <node text="a > b" />
                <node><![CDATA[x<y]]></node>
              </node>
              <node>Mixed <b>text</b> stays</node>
            </hierarchy>

            """)
    }

    func testXMLAlreadyLaidOutStaysAndCRLFStays() throws {
        let laid = "<hierarchy>\n  <node a=\"1\"/>\n  <node>\n    <node/>\n  </node>\n</hierarchy>\n"
        XCTAssertEqual(try laidOut(laid), laid)
        XCTAssertEqual(try laidOut("<hierarchy>\r\n<node/><node/></hierarchy>"),
                       "<hierarchy>\r\n  <node/>\r\n  <node/>\r\n</hierarchy>\r\n")
    }

    func testJSONPutsEachMemberAndItemOnItsOwnLineAndKeepsTheTextBeforeIt() throws {
        XCTAssertEqual(try laidOut("[{\"AXLabel\":\"a, \\\"b\\\" [c]\",\"AXFrame\":{\"x\":1.50,\"y\":-2e3},\"children\":[],\"x\":{}},"
                                   + "{\"AXLabel\":null,\"enabled\":true}]", as: .idb), """
            [
              {
                "AXLabel": "a, \\"b\\" [c]",
                "AXFrame": {
                  "x": 1.50,
                  "y": -2e3
                },
                "children": [],
                "x": {}
              },
              {
                "AXLabel": null,
                "enabled": true
              }
            ]

            """)
        let maestro = "Running on emulator-5554\n{\"attributes\":{\"text\":\"Hi\"},\"children\":[]}"
        XCTAssertEqual(try laidOut(maestro), "Running on emulator-5554\n{\n  \"attributes\": {\n    \"text\": \"Hi\"\n  },\n"
                       + "  \"children\": []\n}\n")
    }

    func testFormatsWithAnElementToALineAreLeftAsTheyAre() throws {
        XCTAssertNil(try laidOut("platform: ios\nroot:\n  class: UIWindow\n"))
        XCTAssertNil(try laidOut("Attributes: Application, 0x1, pid: 1, label: 'A'\nElement subtree:\n", as: .xcuiDescription))
    }

    func testWhatCannotBeReadSafelyIsRefusedWithItsPosition() {
        let cases: [(String, DumpFormat?, Mark, String)] = [
            ("<hierarchy>\n  <node a=\"1\">\n</hierarchy>", nil, Mark(line: 3, column: 1),
             "end tag </hierarchy> does not close <node>, opened at line 2, column 3"),
            ("<hierarchy/></node>", nil, Mark(line: 1, column: 13), "end tag </node> closes no open element"),
            ("<hierarchy>\n<node a=\"1", nil, Mark(line: 2, column: 1), "the file ends inside a start tag"),
            ("<hierarchy><!-- open", nil, Mark(line: 1, column: 12), "the file ends inside a comment"),
            ("<hierarchy><node/>", nil, Mark(line: 1, column: 1), "the file ends before <hierarchy> is closed"),
            ("[{\"a\": \"b}]", .idb, Mark(line: 1, column: 8), "the file ends inside a JSON string"),
            ("[{\"a\": 1]]", .idb, Mark(line: 1, column: 9), "']' closes nothing that is open here"),
            ("[{\"a\": [1,\n2}", .idb, Mark(line: 2, column: 2), "'}' closes nothing that is open here"),
            ("{\"a\": {", .json, Mark(line: 1, column: 7), "the file ends before this '{' is closed"),
        ]
        for (text, format, mark, message) in cases {
            let found = error(text, as: format)
            XCTAssertEqual(found?.mark, mark, text)
            XCTAssertEqual(found?.message, message, text)
        }
        let wide: [UInt8] = [0xFF, 0xFE] + Array("<a/>".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        let refused = wide.withUnsafeBufferPointer { bytes in
            Result { () throws(LayoutError) in try CaptureLayout.laidOut(bytes, as: .xml) }
        }
        guard case .failure(let failure) = refused else { return XCTFail("UTF-16 is laid out") }
        XCTAssertEqual(failure.problem, .wideEncoding("UTF-16LE"))
    }

    /// Layout of arbitrary bytes ends without a crash, and whatever it lays out differs
    /// from the input by white space only.
    func testArbitraryBytesChangeByWhiteSpaceOnly() {
        func withoutSpace(_ text: String) -> String { text.filter { !" \n\r\t".contains($0) } }
        var generator = SystemRandomNumberGenerator()
        let pieces = ["<", ">", "/", "\"", "'", "<!--", "-->", "<![CDATA[", "]]>", "<?", "?>", "<!", "[", "]", "{", "}",
                      ",", ":", "a", " ", "\n", "\\", "é"]
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0..<40, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            for format in [DumpFormat.xml, .idb, .maestro] {
                guard let result = try? laidOut(text, as: format) else { continue }
                XCTAssertEqual(withoutSpace(result), withoutSpace(text), "\(format): \(text)")
            }
        }
    }
}
