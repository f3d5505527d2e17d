@testable import A11yFindings
@testable import A11yDump
import Foundation
import XCTest

/// Page sources saved in a legacy encoding: declared, or under a UTF-8 declaration they break.
final class XMLEncodingTests: XCTestCase {
    private func page(_ declaration: String, text: String) -> String {
        """
        <?xml version="1.0" encoding="\(declaration)"?>
        <hierarchy rotation="0">
          <node class="android.widget.FrameLayout" package="com.shop" bounds="[0,0][1080,2400]">
            <node class="android.widget.TextView" text="\(text)" package="com.shop" bounds="[0,0][500,96]"/>
          </node>
        </hierarchy>
        """
    }

    private func bytes(_ text: String, _ encoding: String.Encoding) throws -> [UInt8] {
        [UInt8](try XCTUnwrap(text.data(using: encoding), "\(encoding) cannot write the sample"))
    }

    private func onlyScreen(_ bytes: [UInt8]) throws -> Screen {
        let result = DumpLoader().load(bytes: bytes, path: "page.xml")
        XCTAssertEqual(result.errors, [])
        return try XCTUnwrap(result.screens.first)
    }

    func testGBKUnderAUTF8DeclarationIsReadAsGB18030() throws {
        let gbk = try bytes(page("UTF-8", text: "打卡签到"), LegacyEncoding.gb18030)
        XCTAssertFalse(LegacyEncoding.isUTF8(gbk.withUnsafeBufferPointer { $0 }), "the sample must really be broken UTF-8")
        let label = try onlyScreen(gbk).root.children[0]
        XCTAssertEqual(label.string(.text), "打卡签到")
        // Columns count characters, as they would in the UTF-8 file.
        XCTAssertEqual(label[.text]?.valueMark, Mark(line: 4, column: 49))
    }

    func testDeclaredLegacyEncodingsAreRead() throws {
        for (name, encoding, text) in [("ISO-8859-1", String.Encoding.isoLatin1, "Café"),
                                       ("windows-1252", .windowsCP1252, "Menü €"),
                                       ("Shift_JIS", .shiftJIS, "設定"), ("GBK", LegacyEncoding.gb18030, "设置")] {
            let screen = try onlyScreen(try bytes(page(name, text: text), encoding))
            XCTAssertEqual(screen.root.children[0].string(.text), text, name)
        }
    }

    func testBytesThatAreNeitherUTF8NorGB18030StayAnError() {
        // 0xFF never starts a GB18030 character and is never UTF-8.
        let broken = Array(page("UTF-8", text: "aQ").utf8).map { $0 == UInt8(ascii: "Q") ? 0xFF : $0 }
        let error = onlyError(DumpLoader().load(bytes: broken, path: "page.xml"))
        guard case .xmlSyntax = error?.problem else { return XCTFail("\(String(describing: error))") }
        XCTAssertEqual(error?.mark.line, 4)
    }

    func testUnknownDeclaredEncodingIsNamed() {
        let error = onlyError(DumpLoader().load(bytes: Array(page("KOI8-R", text: "x").utf8), path: "page.xml"))
        XCTAssertEqual(error?.problem, .xmlEncoding("KOI8-R"))
        XCTAssertEqual(error?.mark, Mark(line: 1, column: 31))
    }
}
