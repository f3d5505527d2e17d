import Foundation
import XCTest

/// `lint` and `announce` draw a screen's map over its screenshot: a PNG or JPEG
/// beside the dump with its name, or in the `--screenshots` folder; embedded in
/// the page or, with `--link-screenshots`, linked. A screenshot that cannot be used
/// is a warning, and the report is written all the same.
final class HTMLScreenshotTests: XCTestCase {
    /// An Android screen of 1080 × 2400 pixels.
    let dump = """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
        <hierarchy rotation="0">
          <node index="0" text="" class="android.widget.FrameLayout" package="com.example" bounds="[0,0][1080,2400]">
            <node index="0" text="" content-desc="" class="android.widget.Button" package="com.example" clickable="true" bounds="[105,210][315,420]" />
          </node>
        </hierarchy>
        """

    private func data(of page: String) throws -> [String: Any] {
        let block = try XCTUnwrap(page.components(separatedBy: "<script type=\"application/json\" class=\"data\">")
            .dropFirst().first?.components(separatedBy: "</script>").first)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(block.utf8)) as? [String: Any])
    }

    func testScreenshotBesideTheDumpIsEmbedded() throws {
        let folder = try TemporaryFolder()
        try folder.write("home.xml", dump)
        let image = TestImage.png(width: 108, height: 240)
        try image.write(to: folder.url.appendingPathComponent("home.png"))
        let result = try CommandRunner.run(["lint", "--format", "html", "home.xml"], in: folder.url)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(try data(of: result.stdout)["sh"] as? String, "data:image/png;base64," + image.base64EncodedString())
        XCTAssertTrue(result.stdout.contains("value=\"wire\""), "the switch between screenshot and wireframe")
        XCTAssertFalse(result.stderr.contains("warning:"), result.stderr)
        // announce's page draws it too.
        let announce = try CommandRunner.run(["announce", "--format", "html", "home.xml"], in: folder.url)
        XCTAssertNotNil(try data(of: announce.stdout)["sh"] as? String)
    }

    func testScreenshotsFolderIsSearchedByRelativePathAndNameAndCanBeLinked() throws {
        let folder = try TemporaryFolder()
        try folder.write("dumps/ios/home.xml", dump)
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("shots/ios"),
                                                withIntermediateDirectories: true)
        // A PNG under a .jpg name is read as the PNG it is (by its first bytes).
        try TestImage.png(width: 54, height: 120).write(to: folder.url.appendingPathComponent("shots/ios/home.jpg"))
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("out"), withIntermediateDirectories: true)
        let linked = try CommandRunner.run(["lint", "--screenshots", "shots", "--link-screenshots",
                                            "--report", "html=out/report.html", "dumps/"], in: folder.url)
        XCTAssertEqual(linked.status, 1, linked.stderr)
        let page = try String(contentsOf: folder.url.appendingPathComponent("out/report.html"), encoding: .utf8)
        XCTAssertEqual(try data(of: page)["sh"] as? String, "../shots/ios/home.jpg", "relative to the report")
        // By name alone, when the folder has no sub-folders.
        try FileManager.default.moveItem(at: folder.url.appendingPathComponent("shots/ios/home.jpg"),
                                         to: folder.url.appendingPathComponent("shots/home.jpg"))
        let named = try CommandRunner.run(["lint", "--screenshots", "shots", "--format", "html", "dumps/"], in: folder.url)
        XCTAssertTrue((try data(of: named.stdout)["sh"] as? String)?.hasPrefix("data:image/png;base64,") == true)
        let missing = try CommandRunner.run(["lint", "--screenshots", "nowhere", "dumps/"], in: folder.url)
        XCTAssertEqual(missing.status, 64)
        XCTAssertTrue(missing.stderr.contains("--screenshots 'nowhere' is not a folder"), missing.stderr)
    }

    func testBrokenHugeOrMisshapenScreenshotIsAWarningAndTheReportIsWritten() throws {
        let folder = try TemporaryFolder()
        try folder.write("home.xml", dump)
        try folder.write("home.png", "<html>not a picture</html>")
        var result = try CommandRunner.run(["lint", "--report", "html=report.html", "home.xml"], in: folder.url)
        XCTAssertEqual(result.status, 1, "the findings decide the status, not the screenshot")
        XCTAssertTrue(result.stderr.contains("home.png: warning: the screenshot of home.xml is not a PNG or JPEG image"),
                      result.stderr)
        var page = try String(contentsOf: folder.url.appendingPathComponent("report.html"), encoding: .utf8)
        XCTAssertTrue(try data(of: page)["sh"] is NSNull)
        XCTAssertTrue(page.contains("is not a PNG or JPEG image"), "the page says so under the map")
        XCTAssertTrue(page.contains("data-screen-map") || page.contains("data-map"))

        // Larger than 16 MB: not read.
        let huge = folder.url.appendingPathComponent("home.png")
        FileManager.default.createFile(atPath: huge.path, contents: nil)
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 17 * 1_048_576)
        try handle.close()
        result = try CommandRunner.run(["lint", "--report", "html=report.html", "home.xml"], in: folder.url)
        XCTAssertTrue(result.stderr.contains("is 17 MB, more than the 16 MB a screenshot may be"), result.stderr)

        // A landscape picture of a portrait screen is drawn, with a warning.
        try TestImage.png(width: 240, height: 108).write(to: huge)
        result = try CommandRunner.run(["lint", "--report", "html=report.html", "home.xml"], in: folder.url)
        XCTAssertTrue(result.stderr.contains("is 240 × 108 pixels, not in the proportions of the screen"), result.stderr)
        page = try String(contentsOf: folder.url.appendingPathComponent("report.html"), encoding: .utf8)
        XCTAssertNotNil(try data(of: page)["sh"] as? String)
    }
}
