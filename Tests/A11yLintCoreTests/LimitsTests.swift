@testable import A11yFindings
@testable import A11yYAML
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yCatalog
@testable import A11yRules
@testable import A11yLintCore
@testable import A11yReporters
import XCTest

/// Every limit gives a positioned error for its file, and the other files are still linted.
final class LimitsTests: XCTestCase {
    let small = LoadLimits(maxNodes: 3, maxStringBytes: 16)

    private func loadSmall(_ text: String) -> LoadResult {
        DumpLoader(limits: small).load(bytes: Array(text.utf8), path: "t")
    }

    func testNodeCountInEachFormat() throws {
        let yaml = "platform: ios\nroot:\n  class: A\n  children:\n    - class: B\n    - class: C\n    - class: D\n"
        let error = try XCTUnwrap(onlyError(loadSmall(yaml)))
        XCTAssertEqual(error.problem, .tooManyNodes(3))
        XCTAssertEqual(error.mark, Mark(line: 7, column: 7))
        XCTAssertEqual(error.message, "more than 3 nodes in one screen; refusing to read further")
        XCTAssertEqual(loadSmall(yaml.replacingOccurrences(of: "    - class: D\n", with: "")).errors, [])

        let xml = "<hierarchy>\n<node class='a'/>\n<node class='b'/>\n<node class='c'/>\n</hierarchy>"
        XCTAssertEqual(onlyError(loadSmall(xml))?.problem, .tooManyNodes(3))
        XCTAssertEqual(onlyError(loadSmall(xml))?.mark, Mark(line: 4, column: 1))

        let maestro = "{\"attributes\": {}, \"children\": [{\"children\": [{}, {}]}, {}]}"
        XCTAssertEqual(onlyError(loadSmall(maestro))?.problem, .tooManyNodes(3))
    }

    /// A reader that stops early (here at the node limit) stops the thread that
    /// parses ahead, even when that thread waits with many events queued; the
    /// loader then reads the next large file as usual.
    func testStoppingEarlyEndsTheParsingThread() throws {
        let rows = (0..<20_000).map { "    - {class: B, text: row \($0)}\n" }.joined()
        let yaml = Array(("platform: ios\nroot:\n  class: A\n  children:\n" + rows).utf8)
        var loader = DumpLoader(limits: small)
        loader.prefetchBytes = 0
        for _ in 0..<20 {
            XCTAssertEqual(onlyError(loader.load(bytes: yaml, path: "t"))?.problem, .tooManyNodes(3))
        }
        loader.limits = LoadLimits()
        let whole = loader.load(bytes: yaml, path: "t")
        XCTAssertEqual(whole.errors, [])
        XCTAssertEqual(whole.screens.first?.root.children.count, 20_000)
        XCTAssertEqual(whole.screens.first?.root.children.last?.string(.text), "row 19999")
    }

    /// Parsing ahead keeps every byte of text, however long: values larger than a
    /// batch's buffer, anchors, aliases and tags come out as the plain parser gives them.
    func testParsingAheadKeepsLongTextAnchorsAndTags() throws {
        let long = String(repeating: "Größe M, ", count: 40_000)
        var rows = (0..<3_000).map { "    - {class: B, text: \"row \($0)\"}\n" }.joined()
        rows += "    - &shared {class: C, accessibilityLabel: \"\(long)\", text: !!str 42}\n"
        rows += (0..<3_000).map { _ in "    - *shared\n" }.joined()
        let yaml = Array(("platform: ios\nroot:\n  class: A\n  children:\n" + rows).utf8)
        var ahead = DumpLoader()
        ahead.prefetchBytes = 0
        let plain = DumpLoader().load(bytes: yaml, path: "t")
        let prefetched = ahead.load(bytes: yaml, path: "t")
        XCTAssertEqual(plain.errors, [])
        XCTAssertEqual(prefetched.errors, [])
        let root = try XCTUnwrap(prefetched.screens.first?.root)
        XCTAssertEqual(root.children.count, 6_001)
        // Compared as booleans: a failure would otherwise print 440 KB of text.
        XCTAssertTrue(root.children[3_000].string(.accessibilityLabel) == long)
        XCTAssertTrue(root.children.last?.string(.accessibilityLabel) == long)
        XCTAssertEqual(root.children.last?.string(.text), "42")
        XCTAssertTrue(root == plain.screens.first?.root)
    }

    func testStringLengthInEachFormat() throws {
        let long = String(repeating: "x", count: 17)
        let yaml = try XCTUnwrap(onlyError(loadSmall("platform: ios\nroot: {class: A, text: \(long)}\n")))
        XCTAssertEqual(yaml.problem, .stringTooLong(16))
        XCTAssertEqual(yaml.mark, Mark(line: 2, column: 24))
        XCTAssertEqual(yaml.message, "a text value is longer than 16 bytes")

        let xml = try XCTUnwrap(onlyError(loadSmall("<hierarchy>\n  <node class='a' text='\(long)'/>\n</hierarchy>")))
        XCTAssertEqual(xml.problem, .stringTooLong(16))
        XCTAssertEqual(xml.mark, Mark(line: 2, column: 25), "the position of the value")

        let maestro = "{\"attributes\": {\"text\": \"\(long)\"}, \"children\": []}"
        XCTAssertEqual(onlyError(loadSmall(maestro))?.problem, .stringTooLong(16))
        // Sixteen bytes of UTF-8 are fine, however few characters they make.
        XCTAssertEqual(loadSmall("platform: ios\nroot: {class: A, text: ääääääää}\n").errors, [])
    }

    /// libxml2 compares each attribute of an element with all those before it: an
    /// element with too many is refused before it is parsed, at the first one too many.
    func testAttributesOnOneXMLElement() throws {
        let three = LoadLimits(maxAttributes: 3)
        let load = { (xml: String) in DumpLoader(limits: three).load(bytes: Array(xml.utf8), path: "t.xml") }
        XCTAssertEqual(load("<hierarchy>\n<node class='a' text='b' bounds='[0,0][1,1]'/>\n</hierarchy>").errors, [])
        let error = try XCTUnwrap(onlyError(load("<hierarchy>\n<node class='a' text='b'\n  bounds='[0,0][1,1]' extra='x'/>\n</hierarchy>")))
        XCTAssertEqual(error.problem, .tooManyAttributes(3))
        XCTAssertEqual(error.mark, Mark(line: 3, column: 23), "the name of the fourth attribute")
        XCTAssertEqual(error.message, "an element has more than 3 attributes; refusing to read further")
        // Spread over several elements, as many attributes are fine.
        XCTAssertEqual(load("<hierarchy a='1' b='2'><node class='a' text='b'/><node class='c' text='d' e='f'/></hierarchy>").errors, [])

        // The default: a thousand, where real dumps write a few dozen.
        let attributes = { (count: Int) in (0 ..< count).map { " a\($0)='\($0)'" }.joined() }
        let thousand = "<hierarchy><node class='a'\(attributes(999))/></hierarchy>"
        XCTAssertEqual(DumpLoader().load(bytes: Array(thousand.utf8), path: "t.xml").errors, [])
        let more = "<hierarchy><node class='a'\(attributes(1_000))/></hierarchy>"
        XCTAssertEqual(onlyError(DumpLoader().load(bytes: Array(more.utf8), path: "t.xml"))?.problem, .tooManyAttributes(1_000))
    }

    func testBrokenBytesInXMLAndJSON() {
        for bytes: [UInt8] in [Array("<hierarchy><node text='".utf8) + [0xC3, 0x28] + Array("'/></hierarchy>".utf8),
                               Array("<hierarchy><node text='a\u{0}b'/></hierarchy>".utf8)] {
            let error = onlyError(DumpLoader().load(bytes: bytes, path: "t.xml"))
            guard case .xmlSyntax = error?.problem else { return XCTFail("\(String(describing: error))") }
            XCTAssertEqual(error?.mark.line, 1)
        }
        let json = Array("{\"attributes\": {\"text\": \"a".utf8) + [0xFF] + Array("\"}, \"children\": []}".utf8)
        let error = onlyError(DumpLoader().load(bytes: json, path: "t.json"))
        guard case .jsonSyntax = error?.problem else { return XCTFail("\(String(describing: error))") }
        XCTAssertEqual(error?.mark, Mark(line: 1, column: 27))
    }

    func testEmptyAndBlankFilesInAnyFormat() {
        for text in ["", "   \n", "\u{FEFF}"] {
            XCTAssertEqual(onlyError(load(text))?.problem, .captureFailed(.empty), "'\(text)'")
        }
        let declarationOnly = onlyError(load("<?xml version='1.0'?>\n"))
        guard case .xmlSyntax = declarationOnly?.problem else { return XCTFail("\(String(describing: declarationOnly))") }
    }

    func testALimitStopsOneFileAndTheRunGoesOn() {
        let long = String(repeating: "y", count: 40)
        let inputs = [
            Input(path: "a.yml", source: .bytes(Array("platform: ios\nroot: {class: UIButton}\n".utf8))),
            Input(path: "b.yml", source: .bytes(Array("platform: ios\nroot: {class: UIButton, text: \(long)}\n".utf8))),
            Input(path: "c.xml", source: .bytes(Array("<hierarchy><node class='Button' clickable='true'/></hierarchy>".utf8))),
        ]
        let report = Linter(limits: small, configuration: .defaults(directory: "/"), workingDirectory: "/").lint(inputs)
        XCTAssertEqual(report.files.map(\.path), ["a.yml", "b.yml", "c.xml"])
        XCTAssertEqual(report.errors.map(\.problem), [.stringTooLong(16)])
        XCTAssertEqual(report.findings.map { "\($0.path) \($0.ruleID)" }, ["a.yml control-name", "c.xml control-name"])
    }

    func testDirectoryWalkReportsLinksToNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11ylint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("platform: ios\nroot: {class: UIWindow}\n".utf8).write(to: folder.appendingPathComponent("a.yml"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("gone.yml").path,
                                                   withDestinationPath: folder.appendingPathComponent("nowhere.yml").path)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("notes.txt").path,
                                                   withDestinationPath: "/nowhere")
        let collected = InputCollector().collect([folder.path])
        XCTAssertEqual(collected.inputs.map { ($0.path as NSString).lastPathComponent }, ["a.yml"])
        XCTAssertEqual(collected.errors.map(\.message), ["cannot read this file: it is a symbolic link to nothing"])
    }

    /// A named link to nothing or a loop of links once said "no such file or directory",
    /// as if nothing were there; each now says what it is, named or found in a folder.
    func testLinksToNothingAndLoopsSayWhatTheyAre() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11ylint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func link(_ name: String, to target: String) throws -> String {
            let path = folder.appendingPathComponent(name).path
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
            return path
        }
        let loop = try link("loop.yml", to: "round.yml")
        _ = try link("round.yml", to: "loop.yml")
        let gone = try link("gone.xml", to: "nowhere.xml")
        let missing = folder.appendingPathComponent("missing.yml").path

        let named = InputCollector().collect([loop, gone, missing])
        XCTAssertEqual(named.inputs, [])
        XCTAssertEqual(named.errors.map(\.problem), [.symbolicLinkLoop, .symbolicLinkToNothing, .notFound])
        XCTAssertEqual(named.errors.first?.message,
                       "cannot read this file: it is a symbolic link loop (ELOOP): its links lead back to each other and never to a file")

        try Data("platform: ios\nroot: {class: UIWindow}\n".utf8).write(to: folder.appendingPathComponent("a.yml"))
        let walked = InputCollector().collect([folder.path])
        XCTAssertEqual(walked.inputs.map { ($0.path as NSString).lastPathComponent }, ["a.yml"])
        XCTAssertEqual(walked.errors.map { ($0.path as NSString).lastPathComponent }, ["gone.xml", "loop.yml", "round.yml"])
        XCTAssertEqual(walked.errors.map(\.problem), [.symbolicLinkToNothing, .symbolicLinkLoop, .symbolicLinkLoop])

        // A link that goes wrong between being listed and being read says the same.
        guard case .failure(let problem) = Input(path: loop, source: .file(loop)).read(limit: 100) else {
            return XCTFail("a loop of links read as a file")
        }
        XCTAssertEqual(problem, .symbolicLinkLoop)
    }

    /// Needs a user that permissions apply to; root reads everything.
    func testUnreadableFolderAndFileAreReported() throws {
        try XCTSkipIf(getuid() == 0, "permissions do not apply to root")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11ylint-\(UUID().uuidString)")
        let locked = folder.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("secret.yml")
        try Data("platform: ios\nroot: {class: UIWindow}\n".utf8).write(to: file)
        chmod(locked.path, 0)
        chmod(file.path, 0)
        defer {
            chmod(locked.path, 0o755)
            try? FileManager.default.removeItem(at: folder)
        }
        let collected = InputCollector().collect([folder.path])
        XCTAssertEqual(collected.errors.map(\.message), ["cannot read this file: permission denied"])
        let result = Linter(configuration: .defaults(directory: "/"), workingDirectory: "/").lint(collected.inputs)
        XCTAssertEqual(result.errors.map(\.message), ["cannot read this file: permission denied"])
    }
}

/// The YAML layer's own errors say which of libyaml's steps gave up.
final class YAMLErrorStageTests: XCTestCase {
    private func stage(_ bytes: [UInt8]) -> YAMLError.Stage? {
        do {
            _ = try YAMLValue.documents(of: bytes)
            return nil
        } catch {
            guard case .syntax(let stage, _, _, _) = error.problem else { return nil }
            return stage
        }
    }

    func testEachStageIsNamed() {
        XCTAssertEqual(stage([0x61, 0x3A, 0x20, 0xFF, 0x0A]), .reader, "invalid UTF-8")
        XCTAssertEqual(stage(Array("a: 'open\n".utf8)), .scanner, "an unterminated quote")
        XCTAssertEqual(stage(Array("- a\nb: c\n".utf8)), .parser, "a mapping after a list item at the same level")
        XCTAssertNil(stage(Array("a: b\n".utf8)))
    }
}
