@testable import A11yFindings
@testable import A11yYAML
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yCatalog
@testable import A11yRules
@testable import A11yLintCore
@testable import A11yReporters
import XCTest

/// Every input error the loader can give, with its exact wording and position.
final class LoaderErrorTests: XCTestCase {
    func testScannerError() throws {
        let error = try XCTUnwrap(onlyError(load("platform: ios\nroot: {class: X}\nfoo: [a, b\n")))
        XCTAssertEqual(error.mark, Mark(line: 4, column: 1))
        XCTAssertEqual(error.message, "YAML syntax error: did not find expected ',' or ']' "
                       + "(while parsing a flow sequence at line 3, column 6)")
    }

    func testParserError() throws {
        let error = try XCTUnwrap(onlyError(load("platform: ios\n  root: x\n")))
        XCTAssertEqual(error.description,
                       "test.yml:2:7: error: YAML syntax error: mapping values are not allowed in this context")
    }

    func testInvalidUTF8IsAReaderErrorAtItsByte() throws {
        var bytes = Array("platform: ios\nroot: {class: ".utf8)
        bytes += [0xC3, 0x28]
        bytes += Array("}\n".utf8)
        let result = DumpLoader().load(bytes: bytes, path: "bad.yml")
        let error = try XCTUnwrap(onlyError(result))
        // libyaml points at the octet that breaks the sequence: the one after the lead byte.
        XCTAssertEqual(error.mark, Mark(line: 2, column: 16))
        XCTAssertTrue(error.message.hasPrefix("YAML syntax error: invalid trailing UTF-8 octet"), error.message)
    }

    func testNULByteIsRejected() throws {
        let result = DumpLoader().load(bytes: Array("platform: ios\nroot: {class: a\0b}\n".utf8), path: "nul.yml")
        let error = try XCTUnwrap(onlyError(result))
        XCTAssertEqual(error.mark, Mark(line: 2, column: 16))
        XCTAssertEqual(error.message, "YAML syntax error: control characters are not allowed (byte or character 0x0)")
    }

    /// Nothing at all is what a failed capture leaves; a YAML file of comments alone was written by someone.
    func testEmptyFile() throws {
        for text in ["", "\n\n", " \t\r\n"] {
            let error = try XCTUnwrap(onlyError(load(text)))
            XCTAssertEqual(error.description, "test.yml:1:1: error: the capture failed: this file is empty where a dump "
                           + "was expected; capture the screen again and look at what the capture tool printed")
        }
        let comment = try XCTUnwrap(onlyError(load("# only a comment\n")))
        XCTAssertEqual(comment.description, "test.yml:1:1: error: file is empty: expected a dump with 'platform' and 'root'")
    }

    func testTopLevelMustBeAMapping() throws {
        XCTAssertEqual(try XCTUnwrap(onlyError(load("- a\n- b\n"))).description,
                       "test.yml:1:1: error: a dump must be a mapping with 'platform' and 'root', but this document is a list")
        XCTAssertEqual(try XCTUnwrap(onlyError(load("just text\n"))).message,
                       "a dump must be a mapping with 'platform' and 'root', but this document is 'just text'")
        XCTAssertEqual(try XCTUnwrap(onlyError(load("---\n"))).message,
                       "a dump must be a mapping with 'platform' and 'root', but this document is nothing (an empty value)")
    }

    func testMissingPlatformAndRoot() throws {
        XCTAssertEqual(try XCTUnwrap(onlyError(load("screen: x\nroot: {class: X}\n"))).description,
                       "test.yml:1:1: error: this dump has no 'platform' key; every dump needs 'platform' and 'root'")
        XCTAssertEqual(try XCTUnwrap(onlyError(load("screen: x\nplatform: android\n"))).message,
                       "this dump has no 'root' key; every dump needs 'platform' and 'root'")
    }

    func testInvalidPlatformAndRoot() throws {
        XCTAssertEqual(try XCTUnwrap(onlyError(load("platform: windows\nroot: {class: X}\n"))).description,
                       "test.yml:1:11: error: 'platform' must be ios or android, found 'windows'")
        XCTAssertEqual(try XCTUnwrap(onlyError(load("platform: [ios]\nroot: {class: X}\n"))).message,
                       "'platform' must be ios or android, found a list")
        XCTAssertEqual(try XCTUnwrap(onlyError(load("platform: ios\nroot: [a]\n"))).description,
                       "test.yml:2:7: error: 'root' must be a node (a mapping with 'class' and its keys), found a list")
    }

    func testDuplicateKeyNamesBothPositionsAndLaterDocumentsStillLoad() throws {
        let result = load("""
        platform: ios
        root:
          class: UILabel
          text: a
          text: b
        ---
        platform: ios
        root: {class: UIWindow}
        """)
        let error = try XCTUnwrap(onlyError(result))
        XCTAssertEqual(error.description,
                       "test.yml:5:3: error: duplicate key 'text'; it is already defined at line 4, column 3")
        XCTAssertEqual(result.screens.map(\.documentIndex), [2])
    }

    func testDuplicateKeysAreFoundEverywhere() throws {
        let cases = [
            ("platform: ios\nplatform: ios\nroot: {class: X}\n", "2:1 first 1:1"),
            ("platform: ios\nroot: {class: X, frame: {x: 1, x: 2, y: 0, width: 1, height: 1}}\n", "2:32 first 2:26"),
            ("platform: ios\nroot: {class: X, extra: {a: 1, a: 2}}\n", "2:32 first 2:26"),
            ("platform: ios\nroot: {class: X, foo: 1, foo: 2}\n", "2:26 first 2:18"),
        ]
        for (yaml, expected) in cases {
            let error = try XCTUnwrap(onlyError(load(yaml)))
            guard case .duplicateKey(_, let first) = error.problem else { return XCTFail("\(error)") }
            XCTAssertEqual("\(error.mark) first \(first)", expected, yaml)
        }
    }

    func testAliasesAreExpanded() throws {
        let result = load("""
        platform: ios
        templates:
          - &row {class: UITableViewCell, accessibilityTraits: [button], text: Row}
        root:
          class: UITableView
          children: [*row, *row]
        """)
        XCTAssertEqual(result.errors, [])
        let root = try XCTUnwrap(result.screens.first?.root)
        XCTAssertEqual(root.children.map(\.className), ["UITableViewCell", "UITableViewCell"])
        XCTAssertEqual(root.children[1].string(.text), "Row")
        XCTAssertEqual(root.children[1].strings(.accessibilityTraits), ["button"])
        // Replayed nodes keep the positions of the anchored original.
        XCTAssertEqual(root.children[1].mark, Mark(line: 3, column: 11))
        XCTAssertEqual(positions(result.findings), ["2:1 dump-unknown-key"])
    }

    func testBillionLaughsIsRefused() throws {
        var yaml = "platform: ios\nroot: {class: X}\na: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for (index, name) in "bcdefghi".enumerated() {
            let previous = Array("abcdefghi")[index]
            yaml += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
        }
        let error = try XCTUnwrap(onlyError(load(yaml)))
        XCTAssertEqual(error.message, "aliases expand to more than 1000000 YAML events; refusing to expand further")
        XCTAssertEqual(error.mark.line, 3, "the replayed lol of the first anchor")
    }

    func testAliasLimitIsConfigurable() throws {
        var limits = LoadLimits()
        limits.maxAliasExpansion = 5
        let yaml = "platform: ios\nroot:\n  class: X\n  children:\n    - &n {class: Y}\n    - *n\n    - *n\n"
        XCTAssertEqual(try XCTUnwrap(onlyError(load(yaml, limits: limits))).description,
                       "test.yml:5:11: error: aliases expand to more than 5 YAML events; refusing to expand further")
    }

    func testUndefinedAndRecursiveAliases() throws {
        XCTAssertEqual(try XCTUnwrap(onlyError(load("platform: ios\nroot: *nothing\n"))).description,
                       "test.yml:2:7: error: alias '*nothing' refers to an anchor that is not defined before it")
        XCTAssertEqual(try XCTUnwrap(onlyError(load("platform: ios\nroot: &r {class: X, children: [*r]}\n"))).description,
                       "test.yml:2:32: error: alias '*r' refers to the node that contains it")
    }

    func testAnchorsDoNotCrossDocuments() throws {
        let result = load("platform: ios\nroot: &r {class: X}\n---\nplatform: ios\nroot: *r\n")
        XCTAssertEqual(result.screens.count, 1)
        XCTAssertEqual(try XCTUnwrap(onlyError(result)).problem, .undefinedAlias("r"))
    }

    func testDeepFlowNestingIsAnErrorNotACrash() throws {
        let depth = 100_000
        let yaml = "platform: ios\nroot: {class: X}\nx: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let error = try XCTUnwrap(onlyError(load(yaml)))
        XCTAssertEqual(error.description, "test.yml:3:515: error: nesting is deeper than 512 levels")
    }

    func testDeepNodeTreeIsAnErrorNotACrash() throws {
        let error = try XCTUnwrap(onlyError(load(deepTree(levels: 300))))
        XCTAssertEqual(error.problem, .nestingTooDeep(512))
    }

    func testTreesJustInsideTheDepthLimitLoadOnWorkerThreads() throws {
        // 255 nested nodes use 510 of the 512 levels; linting them concurrently
        // must not overflow a worker thread's stack.
        let input = Input(path: "deep.yml", source: .bytes(Array(deepTree(levels: 255).utf8)))
        let report = Linter().lint([input, input])
        XCTAssertEqual(report.errors, [])
        XCTAssertEqual(report.screenCount, 2)
    }

    func testFileSizeLimit() throws {
        var limits = LoadLimits()
        limits.maxFileBytes = 10
        XCTAssertEqual(try XCTUnwrap(onlyError(load("platform: ios\nroot: {class: X}\n", limits: limits))).description,
                       "test.yml:1:1: error: file is 31 bytes, more than the limit of 10 bytes")
    }

    /// `levels` nodes, each the only child of the one before: two YAML levels each.
    private func deepTree(levels: Int) -> String {
        "platform: ios\nroot: " + String(repeating: "{class: UIView, children: [", count: levels)
            + "{class: UILabel}" + String(repeating: "]}", count: levels) + "\n"
    }
}
