import Foundation
import XCTest

/// Where reports, baselines and converted dumps may be written, and what happens
/// when writing fails: nothing written through a planted link, nothing replaced
/// that is not a regular file, no temporary file left, and no lost output that
/// passes for a clean run.
final class ReportWritingTests: XCTestCase {
    let screen = """
        platform: ios
        screen: Home
        root:
          class: UIWindow
          children:
            - {class: UIButton, accessibilityIdentifier: close, accessibilityTraits: [button]}
        """

    // MARK: - Temporary files

    func testALinkPlantedWhereTheTemporaryFileMightGoIsNeverWrittenThrough() throws {
        let folder = try TemporaryFolder()
        try folder.write("e.yml", screen)
        let victim = try folder.write("victim.txt", "keep me\n")
        // Names a guessable temporary file would take: the process ids the next runs will get.
        let lastPid = Int(try String(contentsOfFile: "/proc/sys/kernel/ns_last_pid", encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        for pid in lastPid ... lastPid + 300 {
            try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent(".r.json.\(pid).tmp").path,
                                                       withDestinationPath: victim.path)
        }
        let result = try CommandRunner.run(["lint", "--report", "json=r.json", "e.yml"], in: folder.url)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(try String(contentsOf: victim, encoding: .utf8), "keep me\n")
        XCTAssertTrue(try String(contentsOf: folder.url.appendingPathComponent("r.json"), encoding: .utf8)
            .contains("control-name"))
    }

    func testAFailedWriteKeepsTheOldReportAndLeavesNoTemporaryFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("e.yml", screen)
        try folder.write("r.json", "previous report\n")
        // A file size limit of one 512-byte block, with SIGXFSZ ignored, makes the write fail with EFBIG.
        let result = try CommandRunner.run(
            ["-c", "trap '' XFSZ; ulimit -f 1; exec \"$0\" lint --report json=r.json e.yml", CommandRunner.binary.path],
            in: folder.url, executable: "/bin/sh")
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("r.json: error: cannot write the report: File too large"), result.stderr)
        XCTAssertEqual(try String(contentsOf: folder.url.appendingPathComponent("r.json"), encoding: .utf8),
                       "previous report\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted(), ["e.yml", "r.json"])
    }

    func testAStoppedRunRemovesItsTemporaryFile() throws {
        let folder = try TemporaryFolder()
        // Enough unnamed buttons for a report of several megabytes, so the write takes a while.
        let buttons = (0 ..< 6000).map { "    - {class: UIButton, accessibilityIdentifier: b\($0), accessibilityTraits: [button]}" }
        try folder.write("many.yml", "platform: ios\nscreen: Grid\nroot:\n  class: UIWindow\n  children:\n"
                         + buttons.joined(separator: "\n") + "\n")
        // Several runs, each stopped at the first sight of its file: the moment it appears is
        // the one a careless order of guarding and creating would miss.
        var stopped = 0
        for _ in 0 ..< 40 where stopped < 5 {
            let process = Process()
            process.executableURL = CommandRunner.binary
            process.arguments = ["lint", "--report", "json=r.json", "--report", "sarif=r.sarif",
                                 "--report", "html=r.html", "many.yml"]
            process.currentDirectoryURL = folder.url
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Stop the run the moment a temporary file shows, then end it with SIGTERM.
            var caught = false
            while process.isRunning, !caught {
                if temporaryFiles(in: folder.url).isEmpty { continue }
                kill(process.processIdentifier, SIGSTOP)
                caught = !temporaryFiles(in: folder.url).isEmpty
                if caught { kill(process.processIdentifier, SIGTERM) }
                kill(process.processIdentifier, SIGCONT)
            }
            process.waitUntilExit()
            for name in ["r.json", "r.sarif", "r.html"] {
                try? FileManager.default.removeItem(at: folder.url.appendingPathComponent(name))
            }
            guard caught else { continue }
            stopped += 1
            XCTAssertEqual(process.terminationReason, .uncaughtSignal, "the signal still ends the run")
            XCTAssertEqual(process.terminationStatus, SIGTERM)
            XCTAssertEqual(temporaryFiles(in: folder.url), [])
            for name in temporaryFiles(in: folder.url) {
                try? FileManager.default.removeItem(at: folder.url.appendingPathComponent(name))
            }
        }
        if stopped == 0 { throw XCTSkip("no run was stopped while its temporary file existed") }
    }

    private func temporaryFiles(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".tmp") }
    }

    // MARK: - Targets that are not regular files

    func testALinkIsWrittenThroughAndStaysALink() throws {
        let folder = try TemporaryFolder()
        try folder.write("e.yml", screen)
        try folder.write("reports/real.json", "old\n")
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("r.json").path,
                                                   withDestinationPath: "reports/real.json")
        let result = try CommandRunner.run(["lint", "--report", "json=r.json", "e.yml"], in: folder.url)
        XCTAssertEqual(result.status, 1, result.stderr)
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: folder.url.appendingPathComponent("r.json").path)
        XCTAssertEqual(link, "reports/real.json")
        XCTAssertTrue(try String(contentsOf: folder.url.appendingPathComponent("reports/real.json"), encoding: .utf8)
            .contains("control-name"))
    }

    func testTargetsThatCannotTakeAReportAreRefusedInWords() throws {
        let folder = try TemporaryFolder()
        try folder.write("e.yml", screen)
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: folder.url.appendingPathComponent("dangling.json").path,
                                       withDestinationPath: "missing/target.json")
        try manager.createSymbolicLink(atPath: folder.url.appendingPathComponent("loop-a").path, withDestinationPath: "loop-b")
        try manager.createSymbolicLink(atPath: folder.url.appendingPathComponent("loop-b").path, withDestinationPath: "loop-a")
        try manager.createDirectory(at: folder.url.appendingPathComponent("folder.json"), withIntermediateDirectories: true)
        let result = try CommandRunner.run(["lint", "--report", "json=dangling.json", "--report", "sarif=loop-a",
                                            "--report", "junit=folder.json", "--report", "html=fine.html", "e.yml"],
                                           in: folder.url)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("dangling.json: error: cannot write the report: it is a symbolic link to "
                                             + "'missing/target.json', which does not exist"), result.stderr)
        XCTAssertTrue(result.stderr.contains("loop-a: error: cannot write the report: it is a loop of symbolic links"),
                      result.stderr)
        XCTAssertTrue(result.stderr.contains("folder.json: error: cannot write the report: it is a folder"), result.stderr)
        XCTAssertFalse(manager.fileExists(atPath: folder.url.appendingPathComponent("missing").path))
        XCTAssertTrue(manager.fileExists(atPath: folder.url.appendingPathComponent("fine.html").path),
                      "the reports that can be written still are")
    }

    func testDevicesAndPipesAreWrittenInPlace() throws {
        let folder = try TemporaryFolder()
        let dump = try folder.write("e.yml", screen)
        let stdoutPath = try Self.standardOutputPath(in: folder)
        let stdout = try CommandRunner.run(["lint", "--format", "json", "--output", stdoutPath, "e.yml"], in: folder.url)
        XCTAssertEqual(stdout.status, 1, stdout.stderr)
        XCTAssertTrue(stdout.stdout.contains("control-name"), stdout.stdout)

        let nullPath = try Self.device("null", minor: 3, in: folder)
        let null = try CommandRunner.run(["lint", "--report", "sarif=\(nullPath)", "e.yml"], in: folder.url)
        XCTAssertEqual(null.status, 1, null.stderr)
        XCTAssertTrue(Self.isCharacterDevice(nullPath))

        let converted = try CommandRunner.run(["convert", "-o", stdoutPath, dump.path])
        XCTAssertEqual(converted.status, 0, converted.stderr)
        XCTAssertTrue(converted.stdout.contains("platform: ios"), converted.stdout)

        // A named pipe keeps being a pipe: the report goes to whoever reads it.
        let fifo = folder.url.appendingPathComponent("report.fifo").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let received = ResultBox()
        let reader = Thread {
            let descriptor = open(fifo, O_RDONLY)
            guard descriptor >= 0 else { return }
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count <= 0 { break }
                received.data.append(contentsOf: chunk[..<count])
            }
            close(descriptor)
        }
        reader.start()
        let piped = try CommandRunner.run(["lint", "--report", "json=report.fifo", "e.yml"], in: folder.url)
        while !reader.isFinished { usleep(1000) }
        XCTAssertEqual(piped.status, 1, piped.stderr)
        XCTAssertTrue(String(decoding: received.data, as: UTF8.self).contains("control-name"))
        var status = stat()
        XCTAssertEqual(lstat(fifo, &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFIFO, "the pipe is not replaced by a file")
    }

    func testAReplacedReportKeepsItsPermissions() throws {
        let folder = try TemporaryFolder()
        try folder.write("e.yml", screen)
        let report = try folder.write("r.json", "old\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: report.path)
        _ = try CommandRunner.run(["lint", "--report", "json=r.json", "e.yml"], in: folder.url)
        let permissions = try FileManager.default.attributesOfItem(atPath: report.path)[.posixPermissions] as? Int
        XCTAssertEqual(permissions, 0o600)
    }

    /// A device to write to. Run as root, a binary that renamed over its target would
    /// replace the machine's own /dev/null or /dev/full, so root gets a node of the same
    /// device in the test's folder; anyone else cannot harm /dev and uses it.
    static func device(_ name: String, minor: UInt32, in folder: TemporaryFolder) throws -> String {
        guard geteuid() == 0 else { return "/dev/\(name)" }
        // Device numbers below 256 in the old 16-bit form, which Linux still takes.
        let path = folder.url.appendingPathComponent(name).path
        guard mknod(path, S_IFCHR | 0o666, dev_t(1 << 8 | minor)) == 0 else {
            throw XCTSkip("cannot make a device node in \(folder.url.path)")
        }
        return path
    }

    /// /dev/stdout, or for root (see `device`) a link in the test's folder to what it stands for.
    static func standardOutputPath(in folder: TemporaryFolder) throws -> String {
        guard geteuid() == 0 else { return "/dev/stdout" }
        let path = folder.url.appendingPathComponent("stdout").path
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/proc/self/fd/1")
        return path
    }

    static func isCharacterDevice(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFCHR
    }

    // MARK: - Failed writes of standard output and error

    func testEveryCommandFailsWhenStandardOutputIsLost() throws {
        let folder = try TemporaryFolder()
        let dump = try folder.write("e.yml", screen).path
        let commands: [[String]] = [
            ["lint", dump], ["lint", "--format", "json", dump], ["lint", "--format", "html", dump],
            ["lint", "--format", "sarif", dump], ["lint", "--format", "github", dump], ["lint", "--format", "junit", dump],
            ["lint", "--print-config", dump], ["announce", dump], ["announce", "--format", "json", dump],
            ["announce", "--format", "html", dump], ["rules"], ["explain", "control-name"], ["convert", dump],
            ["--help"], ["lint", "--help"], ["--version"],
        ]
        for arguments in commands {
            let result = try CommandRunner.run(arguments, standardOutput: "/dev/full")
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.hasSuffix("a11ylint: error: cannot write to standard output: No space left on device\n"),
                          "\(arguments): \(result.stderr)")
        }
    }

    func testLostStandardErrorFailsTheRun() throws {
        let folder = try TemporaryFolder()
        let dump = try folder.write("e.yml", screen).path
        for arguments in [["lint", "--format", "json", dump], ["announce", "missing.yml"]] {
            let result = try CommandRunner.run(arguments, standardError: "/dev/full")
            XCTAssertEqual(result.status, 2, "\(arguments)")
        }
    }

    func testAReportFileOnAFullDiskFailsTheRun() throws {
        let folder = try TemporaryFolder()
        try folder.write("e.yml", screen)
        let full = try Self.device("full", minor: 7, in: folder)
        let result = try CommandRunner.run(["lint", "--report", "json=\(full)", "e.yml"], in: folder.url)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("\(full): error: cannot write the report: No space left on device"),
                      result.stderr)
        XCTAssertTrue(Self.isCharacterDevice(full))
    }

    /// `try!` turns a failed write into a crash, and FileHandle's old `write(_:)` traps on
    /// errors; neither may come back.
    func testNoSourceTrapsOnInputOrOutput() throws {
        let sources = CommandRunner.packageRoot.appendingPathComponent("Sources")
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        var offenders: [String] = []
        while let file = enumerator?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("//") || code.hasPrefix("///") { continue }
                if code.contains("try!") || code.contains("readDataToEndOfFile()")
                    || code.range(of: #"FileHandle\.standard\w+\.write\("#, options: .regularExpression) != nil {
                    offenders.append("\(file.lastPathComponent):\(number + 1): \(code)")
                }
            }
        }
        XCTAssertEqual(offenders, [])
    }
}

private final class ResultBox: @unchecked Sendable {
    var data = Data()
}
