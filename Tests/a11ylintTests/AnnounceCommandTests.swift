import Foundation
import XCTest

/// `a11ylint announce --format json`: the same stops as the text, with their parts apart.
final class AnnounceCommandTests: XCTestCase {
    func testJSONListsTheStopsOfTheTextWithTheirParts() throws {
        let text = try CommandRunner.run(["announce", "samples/ios/cart-clean.yml"])
        let json = try CommandRunner.run(["announce", "--format", "json", "samples/ios/cart-clean.yml"])
        XCTAssertEqual(json.status, 0)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let screens = try XCTUnwrap(document["screens"] as? [[String: Any]])
        XCTAssertEqual(screens.count, 1)
        XCTAssertEqual(screens[0]["platform"] as? String, "ios")
        let stops = try XCTUnwrap(screens[0]["stops"] as? [[String: Any]])
        let lines = text.stdout.split(separator: "\n").dropFirst()
        XCTAssertEqual(stops.count, lines.count)
        for (stop, line) in zip(stops, lines) {
            let utterance = try XCTUnwrap(stop["utterance"] as? String)
            XCTAssertTrue(line.contains(":\(stop["line"]!):\(stop["column"]!): ") && line.contains("\"\(utterance)\""), "\(line)")
        }
        XCTAssertEqual(Set(try XCTUnwrap(stops.first).keys), ["line", "column", "nodePath", "identity", "name", "value", "role",
                                                              "states", "position", "collection", "hint", "utterance",
                                                              "layer"], "window is left out when the dump names none")
        let heading = try XCTUnwrap(stops.first)
        XCTAssertEqual(heading["name"] as? String, "Cart")
        XCTAssertEqual(heading["role"] as? String, "heading")
    }

    /// In a dump of several windows each stop says whose window it is, and the
    /// status bar comes before the app, as TalkBack moves.
    func testJSONNamesEachStopsWindow() throws {
        let xml = """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <hierarchy rotation="0">
              <node index="0" text="" class="android.widget.FrameLayout" package="com.example.shop" bounds="[0,0][1080,2000]">
                <node index="0" text="Checkout" class="android.widget.Button" package="com.example.shop" clickable="true" bounds="[0,100][300,200]" />
              </node>
              <node index="1" text="" class="android.widget.FrameLayout" package="com.android.systemui" bounds="[0,0][1080,60]">
                <node index="0" text="12:30" class="android.widget.TextView" package="com.android.systemui" bounds="[0,0][200,60]" />
              </node>
            </hierarchy>
            """
        let json = try CommandRunner.run(["announce", "--format", "json", "-"], stdin: xml)
        XCTAssertEqual(json.status, 0, json.stderr)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let stops = try XCTUnwrap((document["screens"] as? [[String: Any]])?.first?["stops"] as? [[String: Any]])
        XCTAssertEqual(stops.map { $0["window"] as? String }, ["com.android.systemui", "com.example.shop"])
        XCTAssertEqual(stops.map { $0["layer"] as? String }, ["system", "app"])
    }

    /// A stop inside an alert or dialog says which: the text with the layer's kind and identity, the JSON as `modal`.
    func testStopsInAModalLayerNameIt() throws {
        let xml = """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <hierarchy rotation="0">
              <node index="0" text="" class="android.widget.FrameLayout" package="com.example.shop" bounds="[0,0][1080,2400]">
                <node index="0" text="Checkout" class="android.widget.Button" package="com.example.shop" clickable="true" bounds="[0,2200][1080,2400]" />
                <node index="1" text="" resource-id="android:id/parentPanel" class="android.widget.LinearLayout" package="com.example.shop" bounds="[60,800][1020,1500]">
                  <node index="0" text="Remove item?" class="android.widget.TextView" package="com.example.shop" bounds="[100,840][980,920]" />
                </node>
              </node>
            </hierarchy>
            """
        let text = try CommandRunner.run(["announce", "-"], stdin: xml)
        let lines = text.stdout.split(separator: "\n").dropFirst()
        XCTAssertEqual(lines.map { $0.hasSuffix("[alert #parentPanel]") }, [false, true], text.stdout)
        let json = try CommandRunner.run(["announce", "--format", "json", "-"], stdin: xml)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let stops = try XCTUnwrap((document["screens"] as? [[String: Any]])?.first?["stops"] as? [[String: Any]])
        XCTAssertEqual(stops.map { ($0["modal"] as? [String: String])?["kind"] }, [nil, "alert"])
    }

    func testJSONReportsUnreadableInputsAndExitsTwo() throws {
        let result = try CommandRunner.run(["announce", "--format", "json", "-"], stdin: "platform: ios\nroot: [\n")
        XCTAssertEqual(result.status, 2)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let errors = try XCTUnwrap(document["errors"] as? [[String: Any]])
        XCTAssertEqual(errors.count, 1)
        XCTAssertEqual(errors[0]["path"] as? String, "<stdin>")
    }
}
