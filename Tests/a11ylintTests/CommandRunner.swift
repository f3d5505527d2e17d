import Foundation
import XCTest

/// Runs the built `a11ylint` binary and captures what it prints.
struct CommandResult {
    var stdout: String
    var stderr: String
    var status: Int32
}

enum CommandRunner {
    static var binary: URL {
        // XCTest on Linux runs from the build folder, where the product also lands.
        Bundle.main.bundleURL.appendingPathComponent("a11ylint")
    }

    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// `standardOutput` and `standardError` name files to send them to instead of
    /// capturing them (such as /dev/full); `executable` runs another program, such as a shell.
    static func run(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:],
                    in directory: URL? = nil, standardOutput: String? = nil, standardError: String? = nil,
                    executable: String? = nil) throws -> CommandResult {
        let process = Process()
        process.executableURL = executable.map { URL(fileURLWithPath: $0) } ?? binary
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? packageRoot
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "NO_COLOR")
        env.merge(environment) { _, new in new }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        let input = Pipe()
        process.standardOutput = try standardOutput.map { try FileHandle(forWritingTo: URL(fileURLWithPath: $0)) } ?? out
        process.standardError = try standardError.map { try FileHandle(forWritingTo: URL(fileURLWithPath: $0)) } ?? err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        // Read both pipes before waiting, so a large output cannot block the child.
        // A pipe the child did not get is closed here, so reading it ends.
        if standardOutput != nil { try out.fileHandleForWriting.close() }
        if standardError != nil { try err.fileHandleForWriting.close() }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandResult(stdout: String(decoding: outData, as: UTF8.self),
                             stderr: String(decoding: errData, as: UTF8.self),
                             status: process.terminationStatus)
    }
}

/// A temporary folder with files written from strings, removed after the test.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("a11ylint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> URL {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file
    }
}
