import Foundation
import XCTest

/// Headless Chromium from the system packages (`make browser-deps` installs Debian's
/// `chromium`), for the HTML report's tests. Tests skip, saying why, where it is missing.
struct HeadlessChromium {
    let binary: String

    /// The first Chromium on the PATH; skips the test when there is none.
    static func find() throws -> HeadlessChromium {
        let names = ["chromium", "chromium-browser", "google-chrome"]
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for name in names {
            for folder in folders {
                let path = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: path) { return HeadlessChromium(binary: path) }
            }
        }
        throw XCTSkip("Chromium is not installed (`make test` installs Debian's chromium package where apt-get is "
                      + "available): the HTML report's browser tests are skipped")
    }

    /// Runs one of scripts/ (axe-check.py, the layout and interaction checks) with the Python of
    /// .build/axe-venv; its output, after checking it exited 0. Skips the test when a tool is missing.
    static func runScript(_ name: String, _ arguments: [String]) throws -> String {
        _ = try find()
        let python = CommandRunner.packageRoot.appendingPathComponent(".build/axe-venv/bin/python").path
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: python),
                          "axe-core and Selenium are not installed (`make test` puts them in .build/axe-venv): "
                          + "the HTML report's accessibility and interaction checks are skipped")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/chromedriver"),
                          "chromedriver is not installed (Debian: chromium-driver): the HTML report's "
                          + "accessibility and interaction checks are skipped")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [CommandRunner.packageRoot.appendingPathComponent("scripts/\(name)").path] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try XCTSkipIf(process.terminationStatus == 3, text)
        XCTAssertEqual(process.terminationStatus, 0, text)
        return text
    }

    /// What the page's DOM is once its scripts have run, and what it wrote to the console.
    struct Page {
        var dom: String
        var console: [String]
    }

    func open(_ url: String) throws -> Page {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("a11ylint-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        // --no-sandbox: CI runs the tests as root, where Chromium's sandbox refuses to start.
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                             "--user-data-dir=\(profile.path)", "--enable-logging=stderr", "--v=0",
                             "--virtual-time-budget=10000", "--window-size=1280,1000", "--dump-dom", url]
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Standard error is read on its own thread, so that neither pipe can fill up and block Chromium.
        let errors = ErrorReader(err.fileHandleForReading)
        let dom = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let log = errors.wait()
        XCTAssertEqual(process.terminationStatus, 0, "chromium failed: \(log.suffix(2000))")
        // Console messages and uncaught exceptions are logged as "...:CONSOLE(line)] "message", source: ...".
        let console = log.split(separator: "\n").filter { $0.contains(":CONSOLE") }.map(String.init)
        return Page(dom: String(decoding: dom, as: UTF8.self), console: console)
    }

    private final class ErrorReader: @unchecked Sendable {
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            Thread.detachNewThread { [self] in
                data = handle.readDataToEndOfFile()
                done.signal()
            }
        }

        func wait() -> String {
            done.wait()
            return String(decoding: data, as: UTF8.self)
        }
    }
}

/// The elements of a serialized DOM with the attributes it asks about, found by
/// pattern: enough for counting what the report's script drew.
struct DrawnElement {
    var tag: String
    var attributes: [String: String]

    var classes: Set<String> { Set((attributes["class"] ?? "").split(separator: " ").map(String.init)) }

    static func all(in html: String) -> [DrawnElement] {
        let tagPattern = try! NSRegularExpression(pattern: "<([a-zA-Z0-9]+)((?:\\s+[^\\s=>]+(?:=\"[^\"]*\")?)*)\\s*/?>")
        let attributePattern = try! NSRegularExpression(pattern: "([^\\s=]+)(?:=\"([^\"]*)\")?")
        let text = html as NSString
        return tagPattern.matches(in: html, range: NSRange(location: 0, length: text.length)).map { match in
            let attributesText = text.substring(with: match.range(at: 2))
            var attributes: [String: String] = [:]
            let inner = attributesText as NSString
            for attribute in attributePattern.matches(in: attributesText, range: NSRange(location: 0, length: inner.length)) {
                let value = attribute.range(at: 2).location == NSNotFound ? "" : inner.substring(with: attribute.range(at: 2))
                attributes[inner.substring(with: attribute.range(at: 1))] = value
            }
            return DrawnElement(tag: text.substring(with: match.range(at: 1)).lowercased(), attributes: attributes)
        }
    }
}
