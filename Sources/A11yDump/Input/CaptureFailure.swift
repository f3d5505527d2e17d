import A11yFindings
import Foundation

/// What a capture tool left where a dump should be when the capture failed:
/// nothing, its own error message, or a WebDriver error body.
///
/// uiautomator prints its failures and still exits 0, adb's errors land in the file
/// when a script redirects both streams, and an HTTP client saves Appium's error
/// response as readily as a page source. Such a file is neither a dump nor a file of
/// another kind: reading it as YAML called it "not a dump", and folder walks skipped
/// it, so a run over a failed capture passed. It is an input error instead, in every
/// walk and under `--skip-non-dumps` too.
///
/// Only the start of a text is looked at (the first lines, within `inspectedBytes`),
/// and only wordings that the tools are known to print are taken (docs/formats.md
/// lists them and where they come from): a YAML file whose first key happens to
/// be `error` is still a file of another kind. Worded in `InputProblem`.
public enum CaptureFailure: Equatable, Sendable {
    /// No bytes, or nothing but white space (and a byte-order mark).
    case empty
    /// A line a capture tool printed about its failure, as it was printed (first line only, shortened).
    case toolSaid(Tool, line: String)
    /// A WebDriver error response (Appium's `{"value": {"error": …, "message": …}}`),
    /// saved where the page source was expected.
    case webDriverError(error: String, message: String)
    /// uiautomator's own report that it wrote the dump to a file on the device: the
    /// command's output was saved instead of the file it names.
    case dumpLeftOnDevice(path: String)

    /// The programs whose failure texts are recognised.
    public enum Tool: Equatable, Sendable {
        case uiautomator
        case adb
        /// The device's shell (`/system/bin/sh`) or a command run in it, such as `cat`.
        case deviceShell
        /// A shell's note that the capture was killed (`Killed`, `Terminated`).
        case shell
        case maestro
        /// A Java program that ended with an exception (Maestro's CLI runs on the JVM).
        case java
        /// XCTest, in an `xcodebuild` log that holds no element tree.
        case xctest
    }

    /// How much of the start of a text is searched for a failure line.
    static let inspectedBytes = 4096
    /// The longest quotation of a tool's words kept in a message, in characters.
    static let quotedLength = 200

    /// The failure the text shows, with where its quoted line is; nil for text that is
    /// not a known failure (a dump, or a file of another kind).
    public static func detect(_ bytes: UnsafeBufferPointer<UInt8>) -> (failure: CaptureFailure, mark: Mark)? {
        let start = DumpFormat.contentStart(bytes)
        guard start < bytes.count else { return (.empty, .start) }
        switch bytes[start] {
        case UInt8(ascii: "{"):
            return webDriverError(bytes, from: start).map { ($0, .start) }
        case UInt8(ascii: "<"), UInt8(ascii: "["):
            return nil
        default:
            break
        }
        // Lines a tool prints before its error: adb starting its server, Maestro naming the device.
        var preamble: (text: String, line: Int)?
        var lines = Lines(bytes, from: start)
        while let line = lines.next() {
            if line.line == lines.firstLine, line.text == "Command line invocation:" {
                return xcodebuildFailure(bytes)
            }
            if line.text.hasPrefix("* daemon ") || line.text.hasPrefix("Running on ") {
                preamble = (line.text, line.line)
                continue
            }
            return failure(in: line.text, head: bytes).map { ($0, Mark(line: line.line, column: 1)) }
        }
        // Only the preamble, and nothing after it: the tool stopped before writing anything else.
        guard let preamble, DumpFormat.contentStart(bytes, from: lines.offset) >= bytes.count else { return nil }
        let tool: Tool = preamble.text.hasPrefix("* daemon ") ? .adb : .maestro
        return (.toolSaid(tool, line: quoted(preamble.text)), Mark(line: preamble.line, column: 1))
    }

    // MARK: - Failure lines

    /// How many lines at the start are looked at: a preamble line or two, then the failure.
    private static let maxLines = 4

    /// The first non-blank lines from a start, within `inspectedBytes` and at most
    /// `maxLines` of them, without the white space around them, with their 1-based numbers.
    private struct Lines {
        let bytes: UnsafeBufferPointer<UInt8>
        /// Where the next line starts.
        private(set) var offset: Int
        /// The number of the first line, where the text starts.
        let firstLine: Int
        private var lineNumber: Int
        private var given = 0
        private let end: Int

        init(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) {
            self.bytes = bytes
            offset = start
            var number = 1
            for index in 0..<start where bytes[index] == 0x0A { number += 1 }
            firstLine = number
            lineNumber = number
            end = min(bytes.count, start + inspectedBytes)
        }

        mutating func next() -> (text: String, line: Int)? {
            while offset < end, given < maxLines {
                var lineEnd = offset
                while lineEnd < end, bytes[lineEnd] != 0x0A { lineEnd += 1 }
                var first = offset, last = lineEnd
                while first < last, Self.isSpace(bytes[first]) { first += 1 }
                while last > first, Self.isSpace(bytes[last - 1]) { last -= 1 }
                let number = lineNumber
                lineNumber += 1
                offset = min(lineEnd + 1, bytes.count)
                guard first < last else { continue }
                given += 1
                return (String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<last]), as: UTF8.self), number)
            }
            return nil
        }

        private static func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0B || byte == 0x0C
        }
    }

    /// The failure one line states, or nil.
    private static func failure(in line: String, head bytes: UnsafeBufferPointer<UInt8>) -> CaptureFailure? {
        if uiautomatorErrors.contains(where: line.hasPrefix) { return .toolSaid(.uiautomator, line: quoted(line)) }
        for prefix in uiautomatorSavedPrefixes where line.hasPrefix(prefix) {
            return .dumpLeftOnDevice(path: quoted(String(line.dropFirst(prefix.count))))
        }
        if adbPrefixes.contains(where: line.hasPrefix) { return .toolSaid(.adb, line: quoted(line)) }
        if isOldAdbError(line) { return .toolSaid(.adb, line: quoted(line)) }
        if line.hasPrefix("/system/bin/sh: ")
            || (line.hasPrefix("cat: ") && line.hasSuffix(": No such file or directory")) {
            return .toolSaid(.deviceShell, line: quoted(line))
        }
        if shellKillNotes.contains(line) { return .toolSaid(.shell, line: line) }
        if maestroErrors.contains(where: line.contains) { return .toolSaid(.maestro, line: quoted(line)) }
        if isJavaException(line) {
            return .toolSaid(mentionsMaestro(bytes) ? .maestro : .java, line: quoted(line))
        }
        return nil
    }

    /// What `uiautomator dump` prints when it fails (AOSP's DumpCommand.java).
    private static let uiautomatorErrors = ["ERROR: could not get idle state",
                                            "ERROR: null root node returned by UiTestAutomationBridge"]
    /// What `uiautomator dump` prints when it succeeds, misspelling and all, and the spelling a later
    /// release might correct it to.
    private static let uiautomatorSavedPrefixes = ["UI hierchary dumped to: ", "UI hierarchy dumped to: "]
    /// adb's client prefixes its errors with its name (`adb.exe` on Windows).
    private static let adbPrefixes = ["adb: ", "adb.exe: "]
    /// What older adb prints after `error: ` (adb's transport.cpp and adb_client.cpp).
    private static let adbErrors = ["no devices/emulators found", "no devices found", "no emulators found",
                                    "device offline", "device unauthorized", "device still authorizing",
                                    "device still connecting", "more than one device", "more than one emulator",
                                    "device '", "device not found", "closed", "protocol fault",
                                    "cannot connect to daemon"]
    /// What a shell prints when the program it ran was killed by a signal.
    private static let shellKillNotes: Set<String> = ["Killed", "Terminated", "Aborted"]
    /// Maestro's own words when it finds no device (issues 581 and 2142 of mobile-dev-inc/Maestro).
    private static let maestroErrors = ["was requested, but it is not connected",
                                        "No devices available. To proceed, either install Android SDK or Xcode"]

    /// `error: device offline` and the like, also doubled (`error: error: device offline`).
    private static func isOldAdbError(_ line: String) -> Bool {
        var rest = Substring(line)
        guard rest.hasPrefix("error: ") else { return false }
        while rest.hasPrefix("error: ") { rest = rest.dropFirst("error: ".count) }
        return adbErrors.contains { rest.hasPrefix($0) }
    }

    /// `java.lang.IllegalStateException: No android devices found.` or
    /// `Exception in thread "main" …`: a Java program that died, such as Maestro's CLI.
    private static func isJavaException(_ line: String) -> Bool {
        if line.hasPrefix("Exception in thread \"") { return true }
        let name = line.prefix { $0 != ":" && $0 != " " }
        guard name.hasSuffix("Exception") || name.hasSuffix("Error"),
              name.first.map({ $0.isLowercase && $0.isASCII }) == true else { return false }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count >= 3 && parts.allSatisfy { part in
            !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "$") }
        }
    }

    /// Whether the start of the text names Maestro (its stack frames read `at maestro.cli.…`).
    private static func mentionsMaestro(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let head = String(decoding: UnsafeBufferPointer(rebasing: bytes.prefix(inspectedBytes)), as: UTF8.self)
        return head.range(of: "maestro", options: .caseInsensitive) != nil
    }

    // MARK: - xcodebuild logs

    /// XCTest's words when it could not take the app's accessibility snapshot, which
    /// `debugDescription` prints (seen in xcodebuild logs quoted in WebDriverAgent,
    /// appium-xcuitest-driver and SwiftMonkey issues).
    private static let snapshotFailures = ["Failed to get matching snapshot", "Failure getting snapshot",
                                           "Failed to get snapshot within", "Failed to get refreshed snapshot"]

    /// An `xcodebuild` log with no `Element subtree:` line but a snapshot failure:
    /// the description was never printed. The whole log is searched (`ByteSearch`: logs
    /// run to megabytes); it is read whole anyway.
    private static func xcodebuildFailure(_ bytes: UnsafeBufferPointer<UInt8>) -> (failure: CaptureFailure, mark: Mark)? {
        guard ByteSearch.firstOffset(of: Array("\nElement subtree:".utf8), in: bytes) == nil,
              let found = snapshotFailures.compactMap({ ByteSearch.firstOffset(of: Array($0.utf8), in: bytes) }).min() else { return nil }
        var lineEnd = found
        while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
        // From the failure's words on: the path and test name before them say nothing of the capture.
        let words = String(decoding: UnsafeBufferPointer(rebasing: bytes[found..<lineEnd]), as: UTF8.self)
        var lineStart = found
        while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
        return (.toolSaid(.xctest, line: quoted(words)), Mark(line: Mark.at(offset: lineStart, in: bytes).line, column: 1))
    }

    // MARK: - WebDriver error bodies

    /// The keys a WebDriver response starts with: W3C's `value`, the older JSON wire
    /// protocol's `sessionId` and `status`. No dump format starts an object with them.
    /// Error bodies hold a message and a stack trace: far less than this.
    private static let maxResponseBytes = 1 << 20
    private static let responseKeys = ["\"value\"", "\"sessionId\"", "\"status\""].map { Array($0.utf8) }

    /// `{"value": {"error": "unknown error", "message": "…", "stacktrace": "…"}}`, or the
    /// JSON wire protocol's `{"status": 13, "value": {"message": "…"}}`.
    private static func webDriverError(_ bytes: UnsafeBufferPointer<UInt8>, from brace: Int) -> CaptureFailure? {
        let key = DumpFormat.contentStart(bytes, from: brace + 1)
        guard bytes.count <= maxResponseBytes,
              responseKeys.contains(where: { key + $0.count <= bytes.count && Array(bytes[key..<key + $0.count]) == $0 }),
              let object = try? JSONSerialization.jsonObject(with: Data(buffer: bytes)) as? [String: Any],
              let value = object["value"] as? [String: Any] else { return nil }
        let message = (value["message"] as? String).map(quoted) ?? ""
        if let error = value["error"] as? String { return .webDriverError(error: quoted(error), message: message) }
        if let status = object["status"] as? Int, status != 0 {
            return .webDriverError(error: "status \(status)", message: message)
        }
        return nil
    }

    /// The first line of a tool's words, cut to `quotedLength` characters.
    private static func quoted(_ text: String) -> String {
        let line = text.prefix { $0 != "\n" && $0 != "\r" }.trimmingCharacters(in: .whitespaces)
        return line.count > quotedLength ? String(line.prefix(quotedLength)) + "…" : line
    }
}
