import Foundation
import XCTest

/// The shipped pre-commit hook, run by the real `pre-commit` tool from PyPI in a
/// throwaway repository: it passes where there are no dumps, only YAML, XML and
/// JSON of other kinds, and fails on a broken dump. The hook's own `language:
/// swift` would build a11ylint first, so the test runs the same entry and file
/// pattern as a local hook on the binary already built. Skipped, with the reason,
/// when git, Python or the tool cannot be had.
final class PreCommitHookTests: XCTestCase {
    private func run(_ tool: String, _ arguments: [String], in folder: URL,
                     environment: [String: String] = [:]) throws -> CommandResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandResult(stdout: String(decoding: outData, as: UTF8.self),
                             stderr: String(decoding: errData, as: UTF8.self), status: process.terminationStatus)
    }

    /// The value of `key` in the hook `id` of the shipped `.pre-commit-hooks.yaml` (plain scalars).
    private func shipped(_ key: String, hook id: String = "a11ylint") throws -> String {
        let text = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent(".pre-commit-hooks.yaml"),
                              encoding: .utf8)
        let hook = text.split(separator: "\n").drop { $0 != "- id: \(id)" }.dropFirst().prefix { !$0.hasPrefix("- ") }
        let line = try XCTUnwrap(hook.first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("\(key):") }, id)
        return String(line.split(separator: ":", maxSplits: 1)[1]).trimmingCharacters(in: .whitespaces)
    }

    func testTheShippedHookPassesWithoutDumpsAndFailsOnABrokenOne() throws {
        let tools = try TemporaryFolder()
        let install = try run("python3", ["-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                                          "--target", tools.url.path, "pre-commit"], in: tools.url)
        guard install.status == 0 else {
            throw XCTSkip("pre-commit could not be installed from PyPI: \(install.stderr.suffix(200))")
        }
        let env = ["PYTHONPATH": tools.url.path, "PRE_COMMIT_HOME": tools.url.appendingPathComponent("cache").path]

        let repo = try TemporaryFolder()
        guard try run("git", ["init", "-q"], in: repo.url).status == 0 else { throw XCTSkip("git is not available") }
        let entry = try shipped("entry").replacingOccurrences(of: "a11ylint", with: CommandRunner.binary.path,
                                                                options: .anchored)
        let formatEntry = try shipped("entry", hook: "a11ylint-format")
            .replacingOccurrences(of: "a11ylint", with: CommandRunner.binary.path, options: .anchored)
        try repo.write(".pre-commit-config.yaml", """
            repos:
              - repo: local
                hooks:
                  - id: a11ylint
                    name: a11ylint
                    entry: \(entry)
                    language: system
                    files: '\(try shipped("files"))'
                    types: [file]
                  - id: a11ylint-format
                    name: a11ylint format
                    entry: \(formatEntry)
                    language: system
                    files: '\(try shipped("files", hook: "a11ylint-format"))'
                    types: [file]
            """)
        try repo.write(".github/workflows/ci.yml", "name: CI\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n")
        try repo.write("app/src/main/res/layout/main.xml", "<LinearLayout><TextView/></LinearLayout>\n")
        try repo.write("package.json", "{\"name\": \"app\"}\n")
        _ = try run("git", ["add", "-A"], in: repo.url)
        let clean = try run("python3", ["-m", "pre_commit", "run", "--all-files"], in: repo.url, environment: env)
        XCTAssertEqual(clean.status, 0, clean.stdout + clean.stderr)

        try repo.write("dumps/home.yml", "platform: ios\n")
        _ = try run("git", ["add", "-A"], in: repo.url)
        let broken = try run("python3", ["-m", "pre_commit", "run", "--all-files"], in: repo.url, environment: env)
        XCTAssertNotEqual(broken.status, 0)
        XCTAssertTrue(broken.stdout.contains("dumps/home.yml:1:1: error: this dump has no 'root' key"),
                      broken.stdout + broken.stderr)

        // The layout hook lays out a one-line capture, and pre-commit fails the run that changed it;
        // the layout, the workflow and package.json are left alone, and the next run passes.
        try FileManager.default.removeItem(at: repo.url.appendingPathComponent("dumps/home.yml"))
        let capture = try repo.write("dumps/checkout.xml", FormatCommandTests.oneLine)
        _ = try run("git", ["add", "-A"], in: repo.url)
        let laying = try run("python3", ["-m", "pre_commit", "run", "a11ylint-format", "--all-files"], in: repo.url,
                             environment: env)
        XCTAssertNotEqual(laying.status, 0)
        XCTAssertTrue(laying.stdout.contains("files were modified by this hook"), laying.stdout + laying.stderr)
        XCTAssertEqual(try String(contentsOf: capture, encoding: .utf8).split(separator: "\n").count, 8)
        XCTAssertEqual(try run("git", ["diff", "--name-only"], in: repo.url).stdout, "dumps/checkout.xml\n",
                       "only the capture was rewritten")
        _ = try run("git", ["add", "-A"], in: repo.url)
        let laidOut = try run("python3", ["-m", "pre_commit", "run", "a11ylint-format", "--all-files"], in: repo.url,
                              environment: env)
        XCTAssertEqual(laidOut.status, 0, laidOut.stdout + laidOut.stderr)
    }
}
