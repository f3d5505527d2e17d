@testable import A11yFindings
@testable import A11yDump
@testable import A11yLintCore
import Foundation
import XCTest

/// Dumps saved in UTF-16 or UTF-32 with a byte-order mark (`iconv -t UTF-16`, Windows
/// editors, PowerShell's `>`): every format reads as its UTF-8 original does, with
/// the same lines and columns, and text that breaks its own encoding is a positioned error.
final class WideEncodingTests: XCTestCase {
    /// The text in each wide encoding, with the byte-order mark in front.
    private func wide(_ text: String) throws -> [(String, [UInt8])] {
        let marks: [(String, String.Encoding, [UInt8])] = [
            ("UTF-16LE", .utf16LittleEndian, [0xFF, 0xFE]), ("UTF-16BE", .utf16BigEndian, [0xFE, 0xFF]),
            ("UTF-32LE", .utf32LittleEndian, [0xFF, 0xFE, 0x00, 0x00]), ("UTF-32BE", .utf32BigEndian, [0x00, 0x00, 0xFE, 0xFF]),
        ]
        return try marks.map { name, encoding, mark in
            (name, mark + [UInt8](try XCTUnwrap(text.data(using: encoding))))
        }
    }

    private func load(_ bytes: [UInt8], path: String) -> LoadResult {
        DumpLoader().load(bytes: bytes, path: path)
    }

    /// One sample of each format, with a finding or problem past non-ASCII text so that columns are checked.
    private let samples: [(path: String, text: String)] = [
        ("dump.yml", """
            platform: ios
            screen: Réglages
            root:
              class: UIWindow
              children:
                - {class: UILabel, text: "Größe 🎉", isOn: maybe}
            """),
        ("page.xml", """
            <?xml version="1.0" encoding="UTF-16"?>
            <hierarchy rotation="0">
              <node class="android.widget.FrameLayout" package="com.shop" bounds="[0,0][1080,2400]">
                <node class="android.widget.TextView" text="设置 🎉" package="com.shop" bounds="[0,0][nan,96]"/>
              </node>
            </hierarchy>
            """),
        ("ios.xml", """
            <AppiumAUT>
              <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Café" x="0" y="0" width="390" height="844">
                <XCUIElementTypeButton type="XCUIElementTypeButton" label="Größe" x="0" y="inf" width="44" height="44"/>
              </XCUIElementTypeApplication>
            </AppiumAUT>
            """),
        ("hierarchy.txt", """
            Running on emulator-5554
            {
              "attributes" : { },
              "children" : [ {
                "attributes" : { "class" : "android.widget.Button", "text" : "Größe", "bounds" : "[0,0][Infinity,96]" },
                "children" : [ ]
              } ]
            }
            """),
        ("hierarchy.json", """
            {
              "attributes" : { "accessibilityText" : "", "bounds" : "[0,0][0,0]" },
              "children" : [ {
                "attributes" : { "accessibilityText" : "Café", "bounds" : "[0,0][390,844]" },
                "children" : [ ]
              } ]
            }
            """),
        ("ui-test.log", """
            Test Suite 'Größe' started
            Element subtree:
             →Application, 0x1, pid: 2, label: 'Café'
                Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
                  Button, 0x3, {{0.0, nan}, {44.0, 44.0}}, label: 'Größe'
            """),
    ]

    func testEveryFormatReadsAsItsUTF8Original() throws {
        for sample in samples {
            let original = load(Array(sample.text.utf8), path: sample.path)
            XCTAssertEqual(original.errors, [], sample.path)
            XCTAssertEqual(original.screens.count, 1, sample.path)
            for (name, bytes) in try wide(sample.text) {
                let result = load(bytes, path: sample.path)
                XCTAssertEqual(result.errors, [], "\(sample.path) in \(name)")
                XCTAssertEqual(result.screens, original.screens, "\(sample.path) in \(name): the same tree and marks")
                XCTAssertEqual(result.problems, original.problems, "\(sample.path) in \(name)")
            }
        }
    }

    func testTheProblemsKeepTheirColumnsInCharacters() throws {
        let (_, bytes) = try XCTUnwrap(try wide(samples[0].text).first)
        XCTAssertEqual(load(bytes, path: "dump.yml").problems.map(\.mark), [Mark(line: 6, column: 47)])
        let (_, page) = try XCTUnwrap(try wide(samples[1].text).first)
        XCTAssertEqual(load(page, path: "page.xml").problems.map(\.mark), [Mark(line: 4, column: 82)])
    }

    /// A UTF-16 Maestro hierarchy once looked like nothing a11ylint reads, so
    /// `--skip-non-dumps` skipped it without a word; it is a dump like any other.
    func testAWideMaestroHierarchyIsADumpNotAFileOfAnotherKind() throws {
        let (_, bytes) = try XCTUnwrap(try wide(samples[4].text).first)
        let result = Linter(configuration: .defaults()).lint(Input(path: "hierarchy.json", source: .bytes(bytes),
                                                                    isDiscovered: true))
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.screenCount, 1)
    }

    func testTextThatBreaksItsOwnEncodingIsAPositionedError() throws {
        // "ab\ncd" then a high surrogate with no low one after it, on line 2, column 3.
        let loneSurrogate: [UInt8] = [0xFF, 0xFE, 0x61, 0, 0x62, 0, 0x0A, 0, 0x63, 0, 0x64, 0, 0x00, 0xD8, 0x65, 0]
        let error = onlyError(load(loneSurrogate, path: "dump.yml"))
        XCTAssertEqual(error?.problem, .notInMarkedEncoding("UTF-16LE"))
        XCTAssertEqual(error?.mark, Mark(line: 2, column: 3))
        XCTAssertEqual(error?.description, "dump.yml:2:3: error: this file starts with the byte-order mark of UTF-16LE, "
                       + "but what follows here is not UTF-16LE text (a lone surrogate, a number beyond Unicode "
                       + "or a cut-off character); save the dump as UTF-8")

        let cutOff: [UInt8] = [0xFE, 0xFF, 0, 0x61, 0x62]
        XCTAssertEqual(onlyError(load(cutOff, path: "dump.yml"))?.mark, Mark(line: 1, column: 2))
        let beyondUnicode: [UInt8] = [0, 0, 0xFE, 0xFF, 0, 0, 0, 0x61, 0, 0x11, 0, 0]
        let beyond = onlyError(load(beyondUnicode, path: "dump.yml"))
        XCTAssertEqual(beyond?.problem, .notInMarkedEncoding("UTF-32BE"))
        XCTAssertEqual(beyond?.mark, Mark(line: 1, column: 2))
    }

    func testTheMarkAloneIsAnEmptyFile() {
        XCTAssertEqual(onlyError(load([0xFF, 0xFE], path: "dump.yml"))?.problem, .captureFailed(.empty))
    }
}
