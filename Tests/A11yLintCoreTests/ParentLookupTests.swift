@testable import A11yFindings
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yRules
@testable import A11yLintCore
import XCTest

/// What a node's parent holds, worked out once per parent rather than read again
/// for each of its children: the stop beside an image that says the image's name
/// (`decorativeReason`), the text a link runs into (`touch-target-size`), and the
/// Compose role child a toggle may be (`ToggleControl.removeRoleChildren`). On a
/// flat screen, thousands of nodes under one parent, each reading cost a walk of
/// the whole screen. Every answer must be the one the reading gave: the readings
/// are kept here as the reference, and both are asked about every node of every
/// corpus screen and of random trees.
final class ParentLookupTests: XCTestCase {
    // MARK: - The readings the look-ups replaced

    /// What the first other stop of the image's row says when it says the image's
    /// name, read from the row's stops in order; nil for a node that is no named leaf image.
    private func referenceRepeatedName(of node: SemanticNode, in model: ScreenModel) -> String? {
        guard node.children.isEmpty, model.isImage(node) else { return nil }
        let name = SpokenText.trimmed(Substring(model.name(of: node)))
        guard !SpokenText.isEffectivelyEmpty(name), let row = model.parent(of: node) else { return nil }
        for stop in model.stops(within: row) where stop.node !== node && !node.contains(stop.node) {
            let said = stop.announcement.name
            if abs(said.utf8.count - name.utf8.count) <= 2,
               SpokenText.trimmed(Substring(said)).lowercased() == name.lowercased() {
                return said
            }
        }
        return nil
    }

    /// Whether the node's link is inline, reading every sibling of the link.
    private func referenceIsInlineLink(_ node: SemanticNode, in model: ScreenModel) -> Bool {
        let link = ([node] + model.ancestors(of: node)).first { model.isComponent($0, Link.self) }
        guard let link, let frame = model.frame(of: link) else { return false }
        if let parent = model.parent(of: link), model.traits(of: parent).role == .staticText { return true }
        return model.siblings(of: link).contains { sibling in
            guard sibling !== link, !model.traits(of: sibling).isControl,
                  let text = model.firstVisibleText(in: sibling), !SpokenText.isEffectivelyEmpty(text),
                  let other = model.frame(of: sibling) else { return false }
            guard frame.isLevel(with: other) else { return false }
            let gap = max(other.minX - frame.maxX, frame.minX - other.maxX)
            return gap <= max(frame.height, other.height) / 2
        }
    }

    /// The found nodes less those that are their parent's Compose role child,
    /// reading the parent's children for each.
    private func referenceWithoutRoleChildren(_ found: ComponentMap, component: Int, in screen: DetectionInput)
        -> ComponentMap {
        var result = found
        guard screen.tree.platform == .android else { return result }
        for node in screen.tree.nodes where found.contains(node, component) {
            if let parent = screen.tree.parent(of: node), TalkBackModel.composeRoleChildNode(of: parent) === node {
                result.remove(node, component)
            }
        }
        return result
    }

    // MARK: - Comparing on whole screens

    /// How many answers were not nil or false: the screens must hold enough of each to mean something.
    private struct Counts {
        var repeatedNames = 0
        var inlineLinks = 0
        var roleChildren = 0
    }

    private func checkEveryLookup(_ model: ScreenModel, _ name: String, counts: inout Counts,
                                  _ random: inout SeededGenerator) {
        let repeated = NamesSaidBesideImages(in: model)
        // One for the whole screen, as the rule keeps it: what earlier links built serves later ones.
        var runningText = RunningTextBesideLinks(model)
        for node in model.nodes {
            let expected = referenceRepeatedName(of: node, in: model)
            XCTAssertEqual(repeated.name(repeating: node), expected, "\(name): name repeating node \(node.order)")
            if expected != nil { counts.repeatedNames += 1 }
            // The model answers from its own table; a chevron or a separator is told before any name is compared.
            let reason = model.decorativeReason(of: node)
            if reason == nil || reason.map({ if case .repeatsText = $0 { return true } else { return false } }) == true {
                XCTAssertEqual(reason, expected.map(DecorativeReason.repeatsText), "\(name): reason of node \(node.order)")
            }

            let inline = referenceIsInlineLink(node, in: model)
            XCTAssertEqual(TouchTargetSizeRule.isInlineLink(node, in: model, runningText: &runningText), inline,
                           "\(name): inline link at node \(node.order)")
            if inline { counts.inlineLinks += 1 }
        }
        let input = model.detectionInput
        for component in [Switch.index, Checkbox.index, RadioButton.index] {
            // Any node may have been found, the role children above all.
            var found = ComponentMap(nodeCount: model.nodes.count, componentCount: Components.all.count)
            for node in model.nodes where Int.random(in: 0 ..< 3, using: &random) == 0
                || model.parent(of: node).flatMap(TalkBackModel.composeRoleChildNode) === node {
                found.insert(node, component)
            }
            let expected = referenceWithoutRoleChildren(found, component: component, in: input)
            var refined = found
            ToggleControl.removeRoleChildren(&refined, component: component, in: input)
            for node in model.nodes {
                XCTAssertEqual(refined.contains(node, component), expected.contains(node, component),
                               "\(name): component \(component) at node \(node.order)")
                if found.contains(node, component), !expected.contains(node, component) { counts.roleChildren += 1 }
            }
        }
    }

    func testEveryLookupAgreesWithItsReadingOnTheCorpusAndSamples() throws {
        var inputs: [(String, LoadResult)] = []
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("samples")
        for path in try FileManager.default.subpathsOfDirectory(atPath: samples.path).sorted() where path.hasSuffix(".yml") {
            let full = samples.appendingPathComponent(path).path
            inputs.append((path, CorpusTests.linter.load(Input(path: full, source: .file(full)))))
        }
        if let files = try? CorpusTests.files() {
            for name in files {
                let path = CorpusTests.corpus.appendingPathComponent(name).path
                inputs.append((name, CorpusTests.linter.load(Input(path: path, source: .file(path)))))
            }
        }
        var counts = Counts()
        var random = SeededGenerator(state: 41)
        var screens = 0
        for (name, loaded) in inputs {
            for screen in loaded.screens {
                checkEveryLookup(CorpusTests.linter.model(of: screen), name, counts: &counts, &random)
                screens += 1
            }
        }
        XCTAssertGreaterThanOrEqual(screens, 15)
        // The corpus holds icons beside their own words, so the look-up that finds them is
        // asked something it answers; the samples alone (a bare machine) hold none.
        if (try? CorpusTests.files()) != nil {
            XCTAssertGreaterThan(counts.repeatedNames, 0)
        }
    }

    // MARK: - Random trees

    /// Names that differ only in case, in spaces around them, or in letters whose
    /// lowercase is longer ("İ" is two bytes, "i̇" three: one, two and three of them
    /// differ by as many bytes, and the comparison allows two); and names that say nothing.
    private static let names = ["Cart", "cart", " Cart ", "CART", "Cart     ", "Settings", "Set", "İstanbul",
                                "i̇stanbul", "İİ", "i̇i̇", "İİİ", "i̇i̇i̇", "", "+", "Photo 1", "Photo 2"]

    /// A frame on a coarse grid, so that many stand level and close, some exactly
    /// half a line apart; some without height, some with a negative width, some fractional.
    private func randomFrame(_ random: inout SeededGenerator) -> Rect {
        let x = Double(Int.random(in: 0 ... 48, using: &random) * 5)
        let y = Double(Int.random(in: 0 ... 8, using: &random) * 10)
        let width = Double(Int.random(in: -8 ... 24, using: &random) * 5)
        let height = [0, 10, 10, 20, 40, 7.5][Int.random(in: 0 ..< 6, using: &random)]
        return Rect(x: x + (Int.random(in: 0 ..< 8, using: &random) == 0 ? 1.0 / 3 : 0), y: y, width: width, height: height)
    }

    /// Trees of what the look-ups look at: images named like texts beside them,
    /// links beside texts, toggles and Compose nodes with a role child, with
    /// parents of a few children and of many.
    private func randomNode(_ platform: Platform, depth: Int, _ random: inout SeededGenerator) -> Node {
        func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0 ..< items.count, using: &random)] }
        let classes = platform == .ios
            ? ["UIView", "UIView", "UILabel", "UILabel", "UIImageView", "UIImageView", "UIButton", "UITextView"]
            : ["android.widget.LinearLayout", "android.view.View", "android.widget.TextView", "android.widget.TextView",
               "android.widget.ImageView", "android.widget.ImageView", "android.widget.Switch", "android.widget.CheckBox",
               "android.widget.RadioButton", "android.widget.Button"]
        var node = Node(className: pick(classes), mark: .start)
        if Int.random(in: 0 ..< 8, using: &random) > 0 {
            node.set(platform == .ios ? .frame : .bounds, .rect(randomFrame(&random)), at: .start)
        }
        if Int.random(in: 0 ..< 2, using: &random) == 0 {
            node.set(platform == .ios ? .accessibilityLabel : .contentDescription, .string(pick(Self.names)), at: .start)
        }
        if Int.random(in: 0 ..< 3, using: &random) == 0 { node.set(.text, .string(pick(Self.names)), at: .start) }
        if platform == .ios {
            if Int.random(in: 0 ..< 3, using: &random) == 0 { node.set(.isAccessibilityElement, .bool(true), at: .start) }
            if Int.random(in: 0 ..< 3, using: &random) == 0 {
                node.set(.accessibilityTraits, .strings(pick([["image"], ["link"], ["button", "link"], ["button"],
                                                              ["staticText"], ["header"]])), at: .start)
            }
        } else {
            switch Int.random(in: 0 ..< 8, using: &random) {
            case 0: node.set(.clickable, .bool(true), at: .start)
            case 1: node.set(.roleDescription, .string("link"), at: .start)
            case 2: node.set(.focusable, .bool(true), at: .start)
            case 3: node.set(.checkable, .bool(true), at: .start)
            default: break
            }
        }
        if Int.random(in: 0 ..< 10, using: &random) == 0 { node.set(.links, .strings(["https://example.com"]), at: .start) }
        if depth < 4 {
            // Now and then a parent of many children: a flat pane.
            let count = Int.random(in: 0 ..< 8, using: &random) == 0 ? Int.random(in: 10 ... 40, using: &random)
                : [0, 0, 1, 2, 3, 4][Int.random(in: 0 ..< 6, using: &random)]
            node.children = (0 ..< count).map { _ in randomNode(platform, depth: depth + 1, &random) }
            // Compose's merged toggle: a bare view whose empty child carries the role.
            if platform == .android, node.className == "android.view.View", Bool.random(using: &random) {
                let roleChild = Node(className: pick(["android.widget.Switch", "android.widget.CheckBox",
                                                      "android.widget.RadioButton"]), mark: .start)
                node.children.insert(roleChild, at: Int.random(in: 0 ... node.children.count, using: &random))
            }
        }
        return node
    }

    func testEveryLookupAgreesWithItsReadingOnRandomTrees() {
        var random = SeededGenerator(state: 40)
        var counts = Counts()
        for round in 0 ..< 120 {
            let platform: Platform = round % 2 == 0 ? .ios : .android
            var root = Node(className: platform == .ios ? "UIWindow" : "android.widget.FrameLayout", mark: .start)
            root.children = (0 ..< 3).map { _ in randomNode(platform, depth: 1, &random) }
            let screen = Screen(path: "random.yml", documentIndex: round, platform: platform, root: root, mark: .start)
            checkEveryLookup(ScreenModel(screen: screen), "random tree \(round)", counts: &counts, &random)
        }
        XCTAssertGreaterThan(counts.repeatedNames, 300)
        XCTAssertGreaterThan(counts.inlineLinks, 300)
        XCTAssertGreaterThan(counts.roleChildren, 100)
    }
}
