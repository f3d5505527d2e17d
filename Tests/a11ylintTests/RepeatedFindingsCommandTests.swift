import Foundation
import XCTest

/// A photo grid whose tiles all hold the same unnamed favourite button: the text
/// report prints that finding once, with how many more tiles repeat it and where;
/// --no-group, JSON and the summary keep every finding.
final class RepeatedFindingsCommandTests: XCTestCase {
    /// A grid of `tiles` tiles, each a labelled photo and an unnamed favourite button, and a lone unnamed close button.
    static func grid(tiles: Int) -> String {
        var text = """
            platform: android
            screen: Photos
            root:
              class: android.widget.FrameLayout
              bounds: [0, 0, 1080, 2400]
              children:
                - class: android.widget.ImageButton
                  resourceId: com.example.photos:id/close
                  bounds: [0, 0, 144, 144]
                  clickable: true
                - class: androidx.recyclerview.widget.RecyclerView
                  resourceId: com.example.photos:id/gallery
                  bounds: [0, 200, 1080, 2400]
                  children:

            """
        for tile in 0..<tiles {
            let top = 200 + tile * 300
            text += """
                        - class: android.widget.FrameLayout
                          resourceId: com.example.photos:id/tile
                          bounds: [0, \(top), 1080, \(top + 300)]
                          children:
                            - class: android.widget.ImageView
                              resourceId: com.example.photos:id/photo
                              contentDescription: Photo \(tile + 1)
                              bounds: [0, \(top), 900, \(top + 300)]
                            - class: android.widget.ImageButton
                              resourceId: com.example.photos:id/favourite
                              clickable: true
                              bounds: [900, \(top), 1080, \(top + 150)]

                """
        }
        return text
    }

    func testATemplatesRepeatedFindingPrintsOnceWithHowManyMoreAndWhere() throws {
        let folder = try TemporaryFolder()
        try folder.write("photos.yml", Self.grid(tiles: 4))
        let result = try CommandRunner.run(["lint", "--no-config", "photos.yml"], in: folder.url)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let favourites = lines.filter { $0.contains("[control-name] #favourite") }
        XCTAssertEqual(favourites.count, 1, result.stdout)
        let after = try XCTUnwrap(lines.firstIndex(of: favourites[0]))
        XCTAssertEqual(lines[after + 2], "    … and 3 more items of #gallery (lines 35, 47, 59)", result.stdout)
        XCTAssertEqual(lines.filter { $0.contains("[control-name] #close") }.count, 1, "a lone finding prints as ever")
        XCTAssertTrue(result.stderr.contains(": 5 errors,"), "the summary counts every finding: \(result.stderr)")
        XCTAssertEqual(result.status, 1)

        let every = try CommandRunner.run(["lint", "--no-config", "--no-group", "photos.yml"], in: folder.url)
        XCTAssertEqual(every.stdout.components(separatedBy: "[control-name] #favourite").count - 1, 4, every.stdout)
        XCTAssertFalse(every.stdout.contains("more items"))
        XCTAssertEqual(every.stderr, result.stderr)

        let json = try CommandRunner.run(["lint", "--no-config", "--format", "json", "photos.yml"], in: folder.url)
        XCTAssertEqual(json.stdout.components(separatedBy: "\"rule\" : \"control-name\"").count - 1, 5, json.stdout)
        let github = try CommandRunner.run(["lint", "--no-config", "--format", "github", "photos.yml"], in: folder.url)
        XCTAssertEqual(github.stdout.components(separatedBy: "Element: #favourite").count - 1, 4,
                       "each finding is an annotation of its own, on its own line: \(github.stdout)")
    }

    /// Two alike findings may be two different controls that look alike: each is printed.
    func testTwoAlikeFindingsArePrintedEach() throws {
        let folder = try TemporaryFolder()
        try folder.write("photos.yml", Self.grid(tiles: 2))
        let result = try CommandRunner.run(["lint", "--no-config", "photos.yml"], in: folder.url)
        XCTAssertEqual(result.stdout.components(separatedBy: "[control-name] #favourite").count - 1, 2, result.stdout)
        XCTAssertFalse(result.stdout.contains("more item"))
    }
}
