@testable import A11yFindings
@testable import A11yYAML
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yLintCore
import XCTest

/// The prediction against what TalkBack and VoiceOver really do on the corpus
/// (`Tests/GroundTruth/`). The model does not match the readers everywhere yet, so
/// each file's counts may not fall below what `Tests/GroundTruth/progress.tsv`
/// records: a change that makes the model worse on a real screen fails here. After
/// an improvement, record the new counts with `UPDATE_GROUND_TRUTH=1 make test`.
final class GroundTruthTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("GroundTruth")

    struct Counts: Equatable {
        var expected = 0, found = 0, names = 0, roles = 0
        var row: String { "\(expected)\t\(found)\t\(names)\t\(roles)" }
    }

    /// Lower-case words, for comparing what is said whatever the case and punctuation.
    static func words(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    /// The readers' role words, in one spelling.
    static func role(_ word: String) -> String {
        let key = words(word).joined(separator: " ")
        let synonyms = ["check box": "checkbox", "switch button": "switch", "edit box": "text field", "slider": "adjustable"]
        return synonyms[key] ?? key
    }

    func counts(truthFile: URL) throws -> (file: String, counts: Counts)? {
        let documents = try YAMLValue.documents(of: Array(try Data(contentsOf: truthFile)))
        let truth = try XCTUnwrap(documents.first)
        let name = try XCTUnwrap(truth["file"]?.string)
        let path = CorpusTests.corpus.appendingPathComponent(name).path
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let linter = CorpusTests.linter
        let loaded = linter.load(Input(path: path, source: .file(path)))
        var predicted: [String: Announcement] = [:]
        for screen in loaded.screens {
            let model = linter.model(of: screen)
            for stop in model.stops where model.isJudged(stop.node) && predicted["\(stop.node.mark)"] == nil {
                predicted["\(stop.node.mark)"] = stop.announcement
            }
        }
        var counts = Counts()
        for stop in truth["stops"]?.items ?? [] {
            counts.expected += 1
            guard let at = stop["at"]?.string, let spoken = predicted[at] else { continue }
            counts.found += 1
            if Self.words(spoken.name) == Self.words(stop["name"]?.string ?? "") { counts.names += 1 }
            if Self.role(spoken.role) == Self.role(stop["role"]?.string ?? "") { counts.roles += 1 }
        }
        return (name, counts)
    }

    func testThePredictionIsNoWorseThanRecorded() throws {
        _ = try CorpusTests.files()
        let progress = Self.folder.appendingPathComponent("progress.tsv")
        var recorded: [String: [Int]] = [:]
        for line in (try? String(contentsOf: progress, encoding: .utf8))?.split(separator: "\n").dropFirst() ?? [] {
            let fields = line.split(separator: "\t").map(String.init)
            recorded[fields[0]] = fields.dropFirst().compactMap { Int($0) }
        }
        let updating = ProcessInfo.processInfo.environment["UPDATE_GROUND_TRUTH"] == "1"
        var rows = ["file\texpected\tfound\tnames\troles"]
        let files = try FileManager.default.contentsOfDirectory(at: Self.folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "yml" }.sorted { $0.path < $1.path }
        XCTAssertGreaterThanOrEqual(files.count, 20)
        for file in files {
            guard let (name, counts) = try self.counts(truthFile: file) else { continue }
            rows.append("\(name)\t\(counts.row)")
            if updating { continue }
            guard let floor = recorded[name], floor.count == 4 else {
                XCTFail("\(name) has no recorded counts; run UPDATE_GROUND_TRUTH=1 make test")
                continue
            }
            XCTAssertEqual(counts.expected, floor[0], "\(name): the ground truth changed; record it again")
            XCTAssertGreaterThanOrEqual(counts.found, floor[1], "\(name): fewer stops at the right nodes")
            XCTAssertGreaterThanOrEqual(counts.names, floor[2], "\(name): fewer names right")
            XCTAssertGreaterThanOrEqual(counts.roles, floor[3], "\(name): fewer roles right")
        }
        if updating {
            try (rows.joined(separator: "\n") + "\n").write(to: progress, atomically: true, encoding: .utf8)
        }
    }
}
