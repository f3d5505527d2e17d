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

    /// Per file: expected stops; predicted stops at an expected node (`found`), and at
    /// none (`extra`); found stops in the expected order (longest common run); and
    /// found stops whose name, role, and words (name, value, role and states, in any
    /// order, against the expected speech) match the reader's.
    /// Apart: found stops where the reader says it enters or leaves a collection
    /// ("In list", "Out of list"), and those where a11ylint says the same.
    struct Counts: Equatable {
        var expected = 0, found = 0, extra = 0, order = 0, names = 0, roles = 0, words = 0
        var collectionChanges = 0, collectionChangesRight = 0
        static let columns = ["expected", "found", "extra", "order", "names", "roles", "words", "moves", "movesRight"]
        var values: [Int] { [expected, found, extra, order, names, roles, words, collectionChanges, collectionChangesRight] }
        static var fields: [WritableKeyPath<Counts, Int>] { [\.expected, \.found, \.extra, \.order, \.names, \.roles,
                                                            \.words, \.collectionChanges, \.collectionChangesRight] }
    }

    /// TalkBack's words on entering or leaving a collection, as the expected files write them.
    static var collectionChangePattern: Regex<Substring> { #/,?\s*(?i:(?:in|out of)\s+(?:vertical\s+|horizontal\s+)?(?:list|grid|pager))(?:,\s*(?:\d+|n) items?)?(?:,\s*(?:\d+|R|n) rows?,\s*(?:\d+|n) columns?)?/# }

    static func collectionChange(in speech: String) -> String {
        speech.firstMatch(of: collectionChangePattern).map { String($0.output) } ?? ""
    }

    static func withoutCollectionChange(_ speech: String) -> String {
        speech.replacing(collectionChangePattern, with: "")
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
        // The app's stops in swipe order; the ground truth leaves out the keyboard and system windows.
        var predicted: [(at: String, spoken: Announcement, collection: String)] = []
        for screen in loaded.screens {
            let model = linter.model(of: screen)
            for (place, stop) in model.stops.enumerated() where model.isJudged(stop.node) {
                predicted.append(("\(stop.node.mark)", stop.announcement, model.collectionChange(at: place)))
            }
        }
        let expected = truth["stops"]?.items ?? []
        let expectedAt = Set(expected.compactMap { $0["at"]?.string })
        let byPosition = Dictionary(predicted.map { ($0.at, ($0.spoken, $0.collection)) },
                                    uniquingKeysWith: { first, _ in first })
        var counts = Counts()
        counts.expected = expected.count
        counts.extra = Set(predicted.map(\.at)).subtracting(expectedAt).count
        var foundOrder: [String] = []
        for stop in expected {
            guard let at = stop["at"]?.string, let (spoken, collection) = byPosition[at] else { continue }
            counts.found += 1
            foundOrder.append(at)
            if Self.words(spoken.name) == Self.words(stop["name"]?.string ?? "") { counts.names += 1 }
            if Self.role(spoken.role) == Self.role(stop["role"]?.string ?? "") { counts.roles += 1 }
            // The expected files are not consistent about TalkBack's words on entering and leaving a
            // collection (most leave them out where the item count is not in the dump), so words are
            // compared without them, and they are counted apart.
            let said = Self.words(([spoken.name, spoken.value, spoken.role, spoken.position] + spoken.states)
                .joined(separator: " "))
            let heard = Self.words(Self.withoutCollectionChange(stop["speech"]?.string ?? ""))
            if said.sorted() == heard.sorted() { counts.words += 1 }
            let expectedChange = Self.collectionChange(in: stop["speech"]?.string ?? "")
            if !expectedChange.isEmpty {
                counts.collectionChanges += 1
                if Self.words(expectedChange) == Self.words(collection) { counts.collectionChangesRight += 1 }
            }
        }
        counts.order = Self.commonRun(foundOrder, predicted.map(\.at).filter(expectedAt.contains))
        return (name, counts)
    }

    /// The length of the longest common subsequence of two lists.
    static func commonRun(_ first: [String], _ second: [String]) -> Int {
        var previous = Array(repeating: 0, count: second.count + 1)
        for item in first {
            var current = [0]
            for (index, other) in second.enumerated() {
                current.append(item == other ? previous[index] + 1 : max(previous[index + 1], current[index]))
            }
            previous = current
        }
        return previous.last ?? 0
    }

    func testThePredictionIsNoWorseThanRecorded() throws {
        _ = try CorpusTests.files()
        let progress = Self.folder.appendingPathComponent("progress.tsv")
        var recorded: [String: [Int]] = [:]
        for line in (try? String(contentsOf: progress, encoding: .utf8))?.split(separator: "\n").dropFirst() ?? [] {
            let fields = line.split(separator: "\t").map(String.init)
            recorded[fields[0]] = fields.dropFirst().compactMap { Int($0) }
        }
        let environment = ProcessInfo.processInfo.environment
        let updating = environment["UPDATE_GROUND_TRUTH"] == "1"
        var rows = [(["file"] + Counts.columns).joined(separator: "\t")]
        var total = Counts()
        let files = try FileManager.default.contentsOfDirectory(at: Self.folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "yml" }.sorted { $0.path < $1.path }
        XCTAssertGreaterThanOrEqual(files.count, 20)
        for file in files {
            guard let (name, counts) = try self.counts(truthFile: file) else { continue }
            rows.append(([name] + counts.values.map(String.init)).joined(separator: "\t"))
            for (keyPath, value) in zip(Counts.fields, counts.values) {
                total[keyPath: keyPath] += value
            }
            if updating { continue }
            guard let floor = recorded[name], floor.count == Counts.columns.count else {
                XCTFail("\(name) has no recorded counts; run UPDATE_GROUND_TRUTH=1 make test")
                continue
            }
            let now = counts.values
            XCTAssertEqual(now[0], floor[0], "\(name): the ground truth changed; record it again")
            XCTAssertLessThanOrEqual(now[2], floor[2], "\(name): more stops where the reader makes none")
            for column in [1, 3, 4, 5, 6, 8] {
                XCTAssertGreaterThanOrEqual(now[column], floor[column], "\(name): fewer \(Counts.columns[column]) right")
            }
        }
        if updating {
            try (rows.joined(separator: "\n") + "\n").write(to: progress, atomically: true, encoding: .utf8)
        }
        if environment["GROUND_TRUTH_REPORT"] == "1" {
            print((rows + [(["total"] + total.values.map(String.init)).joined(separator: "\t")]).joined(separator: "\n"))
        }
    }
}
