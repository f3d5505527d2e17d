import Foundation
import XCTest

/// Baselines across edits of the dump and across versions of a11ylint.
final class BaselineCommandTests: XCTestCase {
    /// `Fixtures/baseline-0.3`: a dump and the baseline a11ylint 0.3.0 wrote for it
    /// (format 1, keyed by node path), kept as that version wrote it.
    static let fixture = CommandRunner.packageRoot.appendingPathComponent("Tests/a11ylintTests/Fixtures/baseline-0.3")

    private func copyOfFixture() throws -> (TemporaryFolder, String) {
        let folder = try TemporaryFolder()
        let dump = try String(contentsOf: Self.fixture.appendingPathComponent("screens/home.yml"), encoding: .utf8)
        try folder.write("screens/home.yml", dump)
        try folder.write("baseline-0.3.json", try String(contentsOf: Self.fixture.appendingPathComponent("baseline-0.3.json"),
                                                         encoding: .utf8))
        return (folder, dump)
    }

    /// A button added before the others shifts their node paths, which is all a
    /// version-1 baseline knows them by: they are still matched (by identifier and
    /// class, or by message), the entry of a fixed finding is reported, nothing is
    /// dropped silently, and the run asks for the baseline to be written again.
    func testAVersion1BaselineIsStillReadAndItsUnmatchedEntriesReported() throws {
        let (folder, dump) = try copyOfFixture()
        try folder.write("screens/home.yml", dump
            .replacingOccurrences(of: "    - {class: UILabel, text: Basket}",
                                  with: "    - {class: UIButton, accessibilityLabel: Help, accessibilityTraits: [button]}\n"
                                      + "    - {class: UILabel, text: Basket}")
            .replacingOccurrences(of: "Pay button", with: "Pay"))
        let result = try CommandRunner.run(["lint", "--all-rules", "--no-config", "--baseline", "baseline-0.3.json", "screens"],
                                           in: folder.url)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.contains("note: the baseline is of version 1 (a11ylint 0.3)"), result.stderr)
        XCTAssertTrue(result.stderr.contains(
            "screens/home.yml: note: baseline entry no longer matches: Home UIWindow/UIButton[2] [name-no-role-word]"),
            result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix(
            "Linted 1 file (1 screen): 0 errors, 0 warnings, 3 in the baseline, 1 stale baseline entry\n"), result.stderr)

        // Written again, the baseline is of version 2 and keyed by node identity.
        let refresh = try CommandRunner.run(["lint", "--all-rules", "--no-config", "--baseline", "baseline-0.3.json", "--write-baseline",
                                             "baseline.json", "screens"], in: folder.url)
        XCTAssertEqual(refresh.status, 0, refresh.stderr)
        let written = try String(contentsOf: folder.url.appendingPathComponent("baseline.json"), encoding: .utf8)
        XCTAssertTrue(written.contains("\"version\" : 2"), written)
        XCTAssertTrue(written.contains("\"identity\" : \"UIButton in #toolbar\""), written)
        XCTAssertTrue(written.contains("\"identity\" : \"#close\""), written)
    }

    /// The case: a second unnamed button beside the first. With a
    /// version-2 baseline the first stays baselined and only the second is new.
    func testABaselineSurvivesASiblingAddedBesideTheNode() throws {
        let (folder, dump) = try copyOfFixture()
        let write = try CommandRunner.run(["lint", "--all-rules", "--no-config", "--write-baseline", "baseline.json", "screens"],
                                          in: folder.url)
        XCTAssertEqual(write.status, 1)
        try folder.write("screens/home.yml", "# captured again\n\n" + dump.replacingOccurrences(
            of: "    - {class: UIButton, accessibilityIdentifier: close",
            with: "    - {class: UIButton, accessibilityTraits: [button]}\n    - {class: UIButton, accessibilityIdentifier: close"))
        let check = try CommandRunner.run(["lint", "--all-rules", "--no-config", "--baseline", "baseline.json", "--format", "json",
                                           "screens"], in: folder.url)
        XCTAssertEqual(check.status, 1)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
        let findings = try XCTUnwrap((document["files"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]])
        let active = findings.filter { $0["status"] as? String == "active" }
        XCTAssertEqual(active.map { $0["identity"] as? String }, ["UIButton[2]"])
        XCTAssertEqual(active.map { $0["nodePath"] as? String }, ["UIWindow/UIButton[1]"], "JSON keeps the full path")
        XCTAssertEqual((document["staleBaselineEntries"] as? [Any])?.count, 0)
    }

    func testSARIFFingerprintsFollowTheNodeNotTheLine() throws {
        let (folder, dump) = try copyOfFixture()
        func fingerprints() throws -> [String: String] {
            let run = try CommandRunner.run(["lint", "--all-rules", "--no-config", "--format", "sarif", "screens"], in: folder.url)
            let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            let results = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
            var byNode: [String: String] = [:]
            for result in results {
                let name = try XCTUnwrap(((result["locations"] as? [[String: Any]])?.first?["logicalLocations"]
                    as? [[String: Any]])?.first?["name"] as? String)
                let hash = try XCTUnwrap((result["partialFingerprints"] as? [String: String])?["primaryLocationLineHash"])
                byNode[name] = hash
            }
            return byNode
        }
        let before = try fingerprints()
        XCTAssertEqual(Set(before.keys), ["UIButton in #toolbar", "UIButton", "#close", "UIButton \"Pay button\""])
        XCTAssertTrue(before.values.allSatisfy { $0.hasSuffix(":1") }, "\(before)")
        try folder.write("screens/home.yml", "# moved\n\n\n" + dump.replacingOccurrences(
            of: "    - {class: UILabel, text: Basket}",
            with: "    - {class: UIButton, accessibilityLabel: Help, accessibilityTraits: [button]}\n    - {class: UILabel, text: Basket}"))
        XCTAssertEqual(try fingerprints(), before)
    }
}
