@testable import A11yFindings
@testable import A11yYAML
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yCatalog
@testable import A11yRules
@testable import A11yLintCore
@testable import A11yReporters
import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The shortcuts taken for speed must give what the plain way gives.
final class FastPathTests: XCTestCase {
    func testVocabularyMatchesWholeWordsByTheirBytes() {
        let vocabulary = ScalarVocabulary(["class", "frame", "x", "class", "Größe"])
        func word(_ text: String) -> Int? {
            Array(text.utf8).withUnsafeBufferPointer(vocabulary.word)
        }
        XCTAssertEqual(vocabulary.words, ["class", "frame", "x", "Größe"], "repeats keep their first number")
        XCTAssertEqual(word("class"), 0)
        XCTAssertEqual(word("frame"), 1)
        XCTAssertEqual(word("x"), 2)
        XCTAssertEqual(word("Größe"), 3)
        XCTAssertNil(word("classes"))
        XCTAssertNil(word("clasS"))
        XCTAssertNil(word("fram"))
        XCTAssertNil(word(""))
        XCTAssertNil(word("a very long scalar that no word is as long as"))
    }

    /// Folding takes shortcuts for Latin-1 and for blocks without capitals; every
    /// scalar there must fold as Unicode's lower-case mapping says.
    func testFoldingShortcutsAgreeWithUnicode() {
        var checked = 0
        for value in UInt32(0)...0x1FAFF where value <= 0xFF || SpokenText.keepsCase(value) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let expected = Array(scalar.properties.lowercaseMapping.unicodeScalars)
            XCTAssertEqual(SpokenText.folded(String(Character(scalar))), expected, "U+\(String(value, radix: 16))")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 20_000)
    }

    /// Text is taken as already normal without asking Unicode about scalars outside
    /// the blocks where white space and format characters live: none may be there.
    func testSpaceAndFormatBlocksHoldEverySuchScalar() {
        var missed: [String] = []
        for value in UInt32(0xA0)...0xFFFF where !SpokenText.mayBeSpaceOrFormat(value) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if scalar.properties.isWhitespace || scalar.properties.generalCategory == .format {
                missed.append("U+" + String(value, radix: 16, uppercase: true))
            }
        }
        XCTAssertEqual(missed, [])
        let texts = ["a\u{08E2}b", "a\u{0890}b", "a\u{00A0}b", "a\u{2060}b", "Größe — 3 Stück", "", " a", "a ",
                     "a  b", "a\tb", "a\u{85}b", "\u{1F}x", "😀 b", "a\u{3000}b", "日本語 テキスト", "x\u{200B}y"]
        for text in texts {
            XCTAssertEqual(SpokenText.normalize(text), Self.slowNormalize(text), text.debugDescription)
        }
    }

    /// `SpokenText.normalize` without its shortcut, asking Unicode about every scalar.
    private static func slowNormalize(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace {
                pendingSpace = !scalars.isEmpty
                continue
            }
            if scalar.properties.generalCategory == .format { continue }
            if pendingSpace {
                scalars.append(" ")
                pendingSpace = false
            }
            scalars.append(scalar)
        }
        return String(scalars)
    }

    func testCompactedTextIsTheSameText() {
        let grown = (1...40).map { "Größe \($0)" }.joined(separator: ", ")
        for text in ["", "short", "exactly 15 byte", "exactly 16 bytes", "Produkt 1 — Größe M 😀", grown] {
            XCTAssertEqual(text.compacted, text)
            XCTAssertEqual(Array(text.compacted.utf8), Array(text.utf8))
        }
    }

    /// The one-walk lists of each component's nodes are the per-component filters.
    func testNodesOfEachComponentAreWhatFilteringFinds() throws {
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("samples")
        var found = 0
        for file in ["ios/settings-mistakes.yml", "ios/signup-clean.yml", "android/settings-clean.yml",
                     "android/signup-mistakes.yml", "android/cart-mistakes.yml"] {
            let bytes = try [UInt8](Data(contentsOf: samples.appendingPathComponent(file)))
            for screen in DumpLoader().load(bytes: bytes, path: file).screens {
                let model = ScreenModel(screen: screen)
                let map = ComponentDetection.detect(in: model.detectionInput)
                let lists = map.nodesOfEachComponent(count: Components.all.count, in: model.tree)
                for component in Components.all.indices {
                    let expected = model.tree.nodes.filter { map.contains($0, component) }
                    XCTAssertEqual(lists[component].map(\.order), expected.map(\.order), file)
                    found += expected.count
                }
            }
        }
        XCTAssertGreaterThan(found, 10)
    }

    /// The byte search finds what Foundation's `contains` finds, on ASCII, accented,
    /// combining and CJK text, at every place and with parts that almost match.
    func testByteSearchFindsWhatContainsFinds() {
        let texts = ["", "a", "PopupWindow", "android.widget.PopupWindow$PopupDecorView", "MyPopupWindowy",
                     "popupwindow", "Größe M", "e\u{301}te", "été", "选中的开关", "checkmark_24", "tick", "ti", "xtickx",
                     "design_bottom_sheet_scrim", "dimmer", "aaab", "abababac"]
        let parts = ["", "a", "PopupWindow", "Popup", "ö", "e\u{301}", "\u{301}", "é", "开关", "选中", "tick", "scrim",
                     "dim", "aab", "ababac", "abac", "Größe M and more"]
        var compared = 0
        for text in texts {
            for part in parts where !part.isEmpty {
                let expected = text.utf8.count >= part.utf8.count
                    && (0...(text.utf8.count - part.utf8.count)).contains { start in
                        Array(text.utf8).dropFirst(start).prefix(part.utf8.count).elementsEqual(part.utf8)
                    }
                XCTAssertEqual(text.containsBytes(part), expected, "\(text) contains \(part)")
                compared += 1
            }
            XCTAssertTrue(text.containsBytes(""), "every text holds the empty part")
        }
        // Where no combining mark is involved, that is also what Foundation says.
        for (text, part) in [("android.widget.PopupWindow", "PopupWindow"), ("Größe M", "ö"), ("选中的开关", "开关"),
                             ("popupwindow", "PopupWindow"), ("xtickx", "tick")] {
            XCTAssertEqual(text.containsBytes(part), text.contains(part), "\(text) contains \(part)")
        }
        XCTAssertGreaterThan(compared, 250)
    }

    /// Visibility worked out in one walk down the tree is what cutting the
    /// viewport node by node from each node's ancestors gives, on every node of
    /// every corpus dump and of screens with scrolling, clipped and hidden nodes.
    func testVisibilityOfTheWalkIsTheAncestorsCut() throws {
        var models: [ScreenModel] = []
        let yaml = """
            platform: android
            root:
              class: android.widget.FrameLayout
              bounds: [0, 0, 1080, 2400]
              children:
                - class: android.widget.ScrollView
                  bounds: [0, 200, 1080, 1200]
                  children:
                    - {class: android.widget.TextView, text: Inside, bounds: [0, 300, 1080, 400]}
                    - {class: android.widget.TextView, text: Cut, bounds: [0, 1100, 1080, 1300]}
                    - {class: android.widget.TextView, text: Below, bounds: [0, 1300, 1080, 1400]}
                    - class: androidx.recyclerview.widget.RecyclerView
                      bounds: [0, 600, 540, 900]
                      children:
                        - {class: android.widget.TextView, text: Nested cut, bounds: [0, 850, 540, 950]}
                - {class: android.widget.TextView, text: Not visible, visibleToUser: false, bounds: [0, 0, 10, 10]}
                - {class: android.widget.TextView, text: Empty, bounds: [5, 5, 5, 5]}
                - {class: android.widget.TextView, text: No frame}
            """
        models.append(ScreenModel(screen: try XCTUnwrap(DumpLoader().load(bytes: Array(yaml.utf8), path: "v.yml").screens.first)))
        if let files = try? CorpusTests.files() {
            for name in files {
                let path = CorpusTests.corpus.appendingPathComponent(name).path
                for screen in CorpusTests.linter.load(Input(path: path, source: .file(path))).screens {
                    models.append(CorpusTests.linter.model(of: screen))
                }
            }
        }
        var kinds: Set<String> = []
        for model in models {
            for node in model.nodes {
                let expected = model.viewport(around: node).visibility(of: node.dumped.rect,
                                                                       visibleToUser: node.dumped.bool(.visibleToUser))
                XCTAssertEqual(model.visibility(of: node), expected, "\(model.screen.path) \(model.path(of: node))")
                kinds.insert(expected.map { "\($0)" } ?? "nil")
            }
        }
        XCTAssertEqual(kinds, ["onScreen", "clipped", "offScreen", "nil"], "every kind is compared")
    }

    func testNameTableFindsWhatADictionaryFinds() {
        let entries = [("UIButton", 1), ("UILabel", 2), ("Button", 3), ("UIButton", 4), ("XCUIElementTypeCollectionView", 5),
                       ("Größe", 6), ("", 7)]
        let table = NameTable(entries)
        let dictionary = Dictionary(entries, uniquingKeysWith: { first, _ in first })
        let asked = entries.map(\.0) + ["UIButtoN", "UILabe", "UILabels", "Grösse", "XCUIElementTypeCollectionViewCell",
                                       String(repeating: "x", count: 200), "Text"]
        for name in asked {
            XCTAssertEqual(table[name], dictionary[name], name)
        }
        XCTAssertEqual(IOSClass.of("XCUIElementTypeButton"), .button)
        XCTAssertEqual(IOSClass.of("UITableViewCell"), .cell)
        XCTAssertEqual(IOSClass.of("MyButton"), .other)
        XCTAssertEqual(KnownClasses.facts("UITableView")?.isList, true)
        XCTAssertNil(KnownClasses.facts("UITableViewCell")?.isList == true ? "a list" : nil)
        XCTAssertEqual(KnownClasses.talkBackRole("SwitchMaterial"), .toggleSwitch)
        XCTAssertEqual(KnownClasses.facts("UICollectionView").map { [$0.isList, $0.isPager] }, [true, true],
                       "a name in several rows gets every row's facts")
    }

    func testMessagesReadAsTheirInterpolation() {
        let label = "'Produkt 1 — Größe M 😀'"
        let empty = ""
        let count = 3
        let long = (1...40).map { "Größe \($0)" }.joined(separator: ", ")
        let message: Violation.Message = """
            Table row \(label) is one focus stop holding \(count) interactive elements \
            (\(long))\(empty); a screen reader can activate only one of them.
            """
        XCTAssertEqual(message.text, "Table row \(label) is one focus stop holding \(count) interactive elements "
                       + "(\(long)); a screen reader can activate only one of them.")
        XCTAssertEqual(Violation.Message("plain").text, "plain")
        XCTAssertEqual(("literal only" as Violation.Message).text, "literal only")
        XCTAssertEqual(("\(empty)" as Violation.Message).text, "")
        XCTAssertEqual(("\(label)\(label)" as Violation.Message).text, label + label)
    }

    #if canImport(Glibc)
    /// How much heap a native string's storage takes, header included.
    private func room(_ text: String) throws -> Int {
        typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int
        let symbol = try XCTUnwrap(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_usable_size"))
        let usableSize = unsafeBitCast(symbol, to: UsableSize.self)
        // A native string's text follows a 32-byte header in the same block.
        return text.utf8.withContiguousStorageIfAvailable {
            usableSize(UnsafeMutableRawPointer(mutating: $0.baseAddress!) - 32)
        } ?? 0
    }

    /// Text that grew while it was built is kept in storage of its own length.
    func testCompactedTextTakesNoMoreRoomThanItNeeds() throws {
        var grown = "Table row"
        for part in 0..<12 { grown += " part \(part)," }
        let compacted = grown.compacted
        XCTAssertLessThan(try room(compacted), try room(grown))
        XCTAssertLessThanOrEqual(try room(compacted), 32 + grown.utf8.count + 40, "header, text and rounding")
    }

    /// A message is made at its own length, as a compacted string is.
    func testMessagesTakeNoMoreRoomThanTheyNeed() throws {
        let label = String(repeating: "Größe ", count: 12)
        let message: Violation.Message = "Table row '\(label)' is one focus stop holding \(12) interactive elements."
        let interpolated = "Table row '\(label)' is one focus stop holding \(12) interactive elements."
        XCTAssertEqual(message.text, interpolated)
        XCTAssertEqual(try room(message.text), try room(interpolated.compacted))
        // Announcements and node paths are joined the same way.
        let announcement = Announcement(name: label, value: "2 of 10", role: "adjustable", states: ["selected", "dimmed"])
        XCTAssertEqual(announcement.utterance, "Selected, \(label), 2 of 10, adjustable, dimmed")
        XCTAssertEqual(try room(announcement.utterance), try room(announcement.utterance.compacted))
        for parts in [[], [""], ["a", "", "b"], ["UIWindow", "/", label, "[", "12", "]"], [label, "😀"]] {
            XCTAssertEqual(String(concatenating: parts), parts.joined())
        }
        XCTAssertLessThanOrEqual(try room(message.text), 32 + interpolated.utf8.count + 40, "header, text and rounding")
    }

    #endif

    /// Frames that a Float holds exactly are stored small; others keep every bit.
    func testRectsKeepFullPrecision() {
        let values: [Double] = [0, -0.5, 44, 1080, 1.0 / 3.0, 20.333333333333332, 16_777_217, 1e300, 0.1]
        for value in values {
            let rect = Rect(x: value, y: -value, width: value * 2, height: 1)
            XCTAssertEqual([rect.x, rect.y, rect.width, rect.height], [value, -value, value * 2, 1])
        }
        var rect = Rect(x: 1, y: 2, width: 3, height: 4)
        rect.width = 1.0 / 3.0
        XCTAssertEqual(rect, Rect(x: 1, y: 2, width: 1.0 / 3.0, height: 4))
        rect.width = 3
        XCTAssertEqual(rect, Rect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertNotEqual(rect, Rect(x: 1, y: 2, width: 3, height: 4.000001))
    }

    /// Equal lists of known words share one array; other lists keep their own.
    func testEqualTraitListsShareOneArray() throws {
        let yaml = """
        platform: ios
        root:
          class: A
          accessibilityTraits: [button]
          children:
            - {class: B, accessibilityTraits: [button]}
            - {class: C, accessibilityTraits: [button, selected]}
            - {class: D, accessibilityTraits: [selected, button]}
            - {class: E, accessibilityCustomActions: [button, Delete]}
            - {class: F, accessibilityCustomActions: [button, Delete]}
            - {class: G, accessibilityCustomActions: [true, button]}
            - {class: H, accessibilityCustomActions: ["true", button]}
        """
        let root = try XCTUnwrap(DumpLoader().load(bytes: Array(yaml.utf8), path: "t").screens.first?.root)
        let nodes = [root] + root.children
        let lists = nodes.map { $0.strings(.accessibilityTraits) + $0.strings(.accessibilityCustomActions) }
        // G's plain `true` is no text: it is reported and left out, so G's list is not H's.
        XCTAssertEqual(lists, [["button"], ["button"], ["button", "selected"], ["selected", "button"],
                               ["button", "Delete"], ["button", "Delete"], ["button"], ["true", "button"]])
        func storage(_ node: Node, _ key: DumpKey) -> UnsafeRawPointer? {
            node.strings(key).withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        }
        XCTAssertEqual(storage(nodes[0], .accessibilityTraits), storage(nodes[1], .accessibilityTraits))
        XCTAssertNotEqual(storage(nodes[2], .accessibilityTraits), storage(nodes[3], .accessibilityTraits))
        // 'Delete' is no known word, so those lists are not looked up.
        XCTAssertNotEqual(storage(nodes[4], .accessibilityCustomActions), storage(nodes[5], .accessibilityCustomActions))
    }

    /// The model keeps every node once, as a semantic node; the dump's child lists
    /// are not kept, so that a large tree is not held twice.
    func testTheModelKeepsNodesButNotTheDumpsChildLists() throws {
        let yaml = """
        platform: ios
        root:
          class: UIWindow
          children:
            - class: UITableView
              children:
                - {class: UITableViewCell, accessibilityLabel: One}
                - {class: UITableViewCell, accessibilityLabel: Two}
        """
        let screen = try XCTUnwrap(DumpLoader().load(bytes: Array(yaml.utf8), path: "t").screens.first)
        let model = ScreenModel(screen: screen)
        XCTAssertEqual(model.nodes.map(\.className), ["UIWindow", "UITableView", "UITableViewCell", "UITableViewCell"])
        XCTAssertEqual(model.nodes.compactMap { $0.dumped.string(.accessibilityLabel) }, ["One", "Two"])
        XCTAssertEqual(model.nodes.map(\.children.count), [1, 2, 0, 0])
        XCTAssertTrue(model.nodes.allSatisfy { $0.dumped.children.isEmpty })
        XCTAssertTrue(model.screen.root.children.isEmpty)
        XCTAssertEqual(model.screen.root.className, "UIWindow")
        XCTAssertEqual(screen.root.children.count, 1, "the caller's own copy keeps its tree")
    }

    func testDescendantsAreTheModelsStretchAfterTheNode() {
        var list = Node(className: "UITableView", mark: .start)
        for row in 0..<5 {
            var cell = Node(className: "UITableViewCell", mark: Mark(line: row + 2, column: 1))
            cell.children = (0..<row).map { Node(className: "UILabel", mark: Mark(line: row + 2, column: $0 + 2)) }
            list.children.append(cell)
        }
        let model = ScreenModel(screen: Screen(path: "s", documentIndex: 1, platform: .ios, root: list, mark: .start))
        for node in model.nodes {
            // The reference: a walk of the children.
            func walk(_ node: SemanticNode) -> [SemanticNode] { node.children.flatMap { [$0] + walk($0) } }
            XCTAssertEqual(model.descendants(of: node).map(ObjectIdentifier.init), walk(node).map(ObjectIdentifier.init))
        }
        XCTAssertEqual(model.descendants(of: model.root).count, 5 + 10)
    }

    /// `stop(on:)` answers from the node when it can; the answer is the first stop on
    /// the node in swipe order, segments and nodes without stops included.
    func testStopOnANodeIsItsFirstStop() throws {
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("samples")
        var checked = (nodes: 0, stops: 0, segments: 0)
        for file in ["ios/cart-clean.yml", "ios/gallery-mistakes.yml", "ios/promo-mistakes.yml",
                     "android/cart-mistakes.yml", "android/onboarding-clean.yml"] {
            let bytes = try [UInt8](Data(contentsOf: samples.appendingPathComponent(file)))
            for screen in DumpLoader().load(bytes: bytes, path: file).screens {
                let model = ScreenModel(screen: screen)
                for node in model.nodes {
                    let expected = model.stops.first { $0.node === node }
                    let found = model.stop(on: node)
                    XCTAssertEqual(found?.segment, expected?.segment, file)
                    XCTAssertEqual(found?.announcement, expected?.announcement, file)
                    XCTAssertTrue(found?.node === expected?.node, file)
                    checked.nodes += 1
                    if expected != nil { checked.stops += 1 }
                    if expected?.segment != nil { checked.segments += 1 }
                }
            }
        }
        XCTAssertGreaterThan(checked.stops, 10)
        XCTAssertGreaterThan(checked.nodes, checked.stops, "nodes without stops are asked too")
        XCTAssertGreaterThan(checked.segments, 0, "a stepper's segments are asked too")
    }

    /// Words share slots of the lookup table; each is still found under its own number.
    func testEveryVocabularyWordIsFoundAmongMany() {
        let generated = (0..<400).map { "w\($0 % 7)x\($0)" } + ["ab", "ba", "aab", "aba", "baa"]
        for list in [DumpVocabulary.words.words, generated] {
            let vocabulary = ScalarVocabulary(list)
            for (number, text) in vocabulary.words.enumerated() {
                XCTAssertEqual(Array(text.utf8).withUnsafeBufferPointer(vocabulary.word), number, text)
                let near = text + "_"
                XCTAssertNil(Array(near.utf8).withUnsafeBufferPointer(vocabulary.word), near)
            }
        }
    }

    func testQuotedAndUnknownKeysAreReadLikeBefore() {
        let result = load("""
            platform: ios
            root:
              "class": UIButton
              'accessibilityLabel': Buy
              classes: [a]
              frame: {x: 1, "y": 2, width: 3, height: 4, z: 5}
            """)
        XCTAssertEqual(result.errors.map(\.description), [])
        let root = result.screens.first?.root
        XCTAssertEqual(root?.className, "UIButton")
        XCTAssertEqual(root?.string(.accessibilityLabel), "Buy")
        XCTAssertEqual(root?.rect, Rect(x: 1, y: 2, width: 3, height: 4))
        let unknown = result.findings.filter { $0.ruleID == "dump-unknown-key" }.map(\.mark)
        XCTAssertEqual(unknown, [Mark(line: 5, column: 3), Mark(line: 6, column: 46)])
    }

    func testRepeatedFieldsOfARecordAreStillDuplicates() {
        let result = load("""
            platform: ios
            root:
              class: UIButton
              frame: {x: 1, y: 2, width: 3, height: 4, x: 9}
            """)
        XCTAssertEqual(result.errors.map(\.problem.message), ["duplicate key 'x'; it is already defined at line 4, column 11"])
    }

    func testComponentMapHoldsEachComponentOfEachNodeOnce() throws {
        let tree = ScreenTree(root: Node(className: "UIView", mark: .start, children: [Node(className: "UIView", mark: .start)]),
                              platform: .ios)
        // More components than one word of bits holds: the map grows, it does not wrap.
        var map = ComponentMap(nodeCount: 2, componentCount: 130)
        let (root, child) = (tree.nodes[0], tree.nodes[1])
        for component in [0, 63, 64, 129] { map.insert(child, component) }
        map.insert(child, 64)
        XCTAssertEqual((0..<130).filter { map.contains(child, $0) }, [0, 63, 64, 129])
        XCTAssertEqual((0..<130).filter { map.contains(root, $0) }, [])
        map.remove(child, 64)
        XCTAssertEqual((0..<130).filter { map.contains(child, $0) }, [0, 63, 129])
        XCTAssertEqual(map.nodes(129, in: tree).map(\.order), [1])
    }

    /// Text is rendered as bytes, a few thousand findings at a time, into one buffer
    /// kept across files; it must say what each finding's description says.
    func testTextBlocksSayWhatEachFindingSays() {
        func findings(_ path: String, count: Int) -> [Finding] {
            (0..<count).map { index in
                Finding(ruleID: "control-name", severity: index % 2 == 0 ? .error : .warning, message: "m\(index)",
                        path: path, mark: Mark(line: index + 1, column: 1),
                        announcement: index % 3 == 0 ? "Buy, button" : nil)
            }
        }
        var large = FileResult(path: "b.yml", findings: findings("b.yml", count: 5_000))
        large.findings[7].status = .baselined
        large.findings[8].status = .suppressed(reason: "known")
        let small = FileResult(path: "a.yml", findings: findings("a.yml", count: 10))
        let files = [small, FileResult(path: "c.yml"), large, small]
        let expected = files.flatMap(\.findings).filter(\.isActive).map { (finding: Finding) -> String in
            let element = finding.element.map { " " + $0 } ?? ""
            let announcement = finding.announcement.map { "    announced as: \"\($0)\"\n" } ?? ""
            return finding.description + element + "\n" + announcement
        }.joined()

        for colour in [false, true] {
            var reporter = TextReporter(colour: colour, endsWithSummary: false)
            let buffer = ReportBuffer()
            var writes = 0
            let output = ReportOutput { bytes in
                writes += 1
                buffer.output.write(Array(bytes))
            }
            reporter.begin(RunInfo(paths: ReportPaths(base: "/", workingDirectory: "/")), to: output)
            for file in files { reporter.file(file, to: output) }
            reporter.end(RunSummary(), to: output)
            let text = colour ? buffer.text.replacingOccurrences(of: "\u{1B}[1;31m", with: "")
                .replacingOccurrences(of: "\u{1B}[1;33m", with: "").replacingOccurrences(of: "\u{1B}[0m", with: "")
                : buffer.text
            XCTAssertEqual(text, expected, "colour \(colour)")
            if colour { XCTAssertNotEqual(text, buffer.text, "the severities are painted") }
            XCTAssertEqual(writes, 2 + 3, "the small file twice, the large one in three blocks, nothing for c.yml")
        }
    }

    func testTheReportCountsWhatItHolds() {
        var file = FileResult(path: "a.yml", findings: [
            Finding(ruleID: "r", severity: .error, message: "", path: "a.yml", mark: .start),
            Finding(ruleID: "r", severity: .warning, message: "", path: "a.yml", mark: .start),
            Finding(ruleID: "r", severity: .warning, message: "", path: "a.yml", mark: .start),
            Finding(ruleID: "r", severity: .error, message: "", path: "a.yml", mark: .start),
        ])
        file.findings[2].status = .suppressed(reason: "known")
        file.findings[3].status = .baselined
        let report = LintReport(files: [file])
        XCTAssertEqual(report.count(of: .error), 1)
        XCTAssertEqual(report.count(of: .warning), 1)
        XCTAssertEqual(report.suppressedCount, 1)
        XCTAssertEqual(report.baselinedCount, 1)
        XCTAssertEqual(report.exitStatus(failOn: .error), 1)
        XCTAssertEqual(LintReport(files: [FileResult(path: "b.yml")]).exitStatus(failOn: .note), 0)
    }

    /// Numbers are read from the parser's bytes without becoming text first; the
    /// result must be the core schema's, and anything unusual goes the long way.
    func testIntegerShortcutAgreesWithTheCoreSchema() {
        func shortcut(_ text: String) -> ScalarValue? {
            Array(text.utf8).withUnsafeBufferPointer(ScalarValue.integer)
        }
        let taken = ["0", "42", "-7", "+5", "007", "-0", "123456789012345678", "-999999999999999999"]
        for text in taken {
            XCTAssertNotNil(shortcut(text), text)
            XCTAssertEqual(shortcut(text), ScalarValue.resolvePlain(text), text)
        }
        let left = ["", "+", "-", "--1", "1-2", "0x1F", "0o17", "1.5", "1e3", ".5", "12a", " 1", "1 ",
                    "1234567890123456789", "99999999999999999999", "٣", "１"]
        for text in left {
            XCTAssertNil(shortcut(text), text)
        }
    }

    /// Events carry no text: the stream lends the newest one's, from the parser's
    /// bytes, the prefetching thread's copies, or a replayed anchor.
    func testEventTextComesFromWhereverTheEventWasParsed() throws {
        let yaml = """
        - plain
        - "true"
        - true
        - !!str 12
        - !!int "12"
        - 12
        - 'Größe — 3'
        - class
        - &a anchored
        - *a
        - &b [x, 7]
        - *b
        - ~
        """
        let expected: [(text: String, value: ScalarValue)] = [
            ("plain", .string("plain")), ("true", .string("true")), ("true", .bool(true)),
            ("12", .string("12")), ("12", .integer(12)), ("12", .integer(12)),
            ("Größe — 3", .string("Größe — 3")), ("class", .string("class")),
            ("anchored", .string("anchored")), ("anchored", .string("anchored")),
            ("x", .string("x")), ("7", .integer(7)), ("x", .string("x")), ("7", .integer(7)),
            ("~", .null),
        ]
        for prefetchBytes in [EventStream.prefetchBytes, 0] {
            let stream = EventStream(source: SourceBuffer(copying: Array(yaml.utf8)), limits: YAMLLimits(),
                                     vocabulary: DumpVocabulary.words, prefetchBytes: prefetchBytes)
            var scalars: [(text: String, value: ScalarValue)] = []
            while true {
                let event = try stream.next()
                if event.kind == .streamEnd { break }
                if event.kind == .scalar { scalars.append((stream.text(of: event), stream.scalar(of: event))) }
            }
            XCTAssertEqual(scalars.map(\.text), expected.map(\.text), "prefetch from \(prefetchBytes) bytes")
            XCTAssertEqual(scalars.map(\.value), expected.map(\.value), "prefetch from \(prefetchBytes) bytes")
        }
    }
}
