import A11yFindings
import A11yDump
import A11yYAML
import A11yLintCore
import ArgumentParser
import Foundation

extension A11yLint {
    struct Format: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Lay out a capture in its own format, one element to a line, indented by depth.",
            discussion: """
            uiautomator and Appium save a page source on one line, so every finding in it stands \
            on line 1. Laid out, each element starts a line of its own, and linting the file gives \
            the same findings, each at its element's line. XML keeps every tag as it was (attributes \
            in their order, entities, text); JSON (idb, Maestro) keeps its members, strings and \
            numbers; only the white space between elements changes. a11ylint's YAML and XCUITest \
            descriptions have an element to a line already and are left as they are. Files are read \
            as lint reads them first, and one that lint could not read is reported, not written. \
            Exit codes: 0 written (or already laid out); 2 a file could not be read or laid out, \
            or the output could not be written.
            """
        )

        @Argument(help: ArgumentHelp("The capture to lay out; - reads standard input. With --in-place, "
                                     + "any number of files and directories.", valueName: "path"))
        var paths: [String] = []

        @Option(name: .shortAndLong, help: ArgumentHelp("Write to this file instead of standard output.",
                                                          valueName: "file"))
        var output: String?

        @Flag(name: .customLong("in-place"),
              help: "Rewrite each file in place (only the files that change), keeping its permissions.")
        var inPlace = false

        @Flag(name: .customLong("skip-non-dumps"),
              help: "Leave named files that are not dumps alone, as folder walks do, instead of reporting them.")
        var skipNonDumps = false

        func validate() throws {
            if inPlace, output != nil { throw ValidationError("--in-place and --output cannot be used together") }
            if paths.isEmpty { throw ValidationError("name the capture to lay out, or - for standard input") }
            if inPlace, paths.contains("-") { throw ValidationError("--in-place cannot rewrite standard input") }
            if !inPlace, paths.count > 1 {
                throw ValidationError("format writes one file to standard output or --output; "
                                      + "pass --in-place to lay out several")
            }
        }

        func run() throws {
            let console = Console.standard
            var (inputs, pathErrors) = InputGathering.inputs(for: paths)
            var errors = pathErrors.map(\.description)
            if !inPlace, inputs.count > 1 {
                throw ValidationError("'\(TerminalText.safe(paths[0]))' is a directory with \(inputs.count) dumps; "
                                      + "pass --in-place to lay them all out")
            }
            if skipNonDumps {
                for index in inputs.indices { inputs[index].isDiscovered = true }
            }
            var status: Int32 = 0
            var rewritten = 0
            var unchanged = 0
            for input in inputs {
                let laidOut: CaptureLayoutOutcome
                switch CaptureLayoutOutcome.of(input) {
                case .failure(let failure):
                    errors += failure.lines
                    continue
                case .success(let outcome):
                    laidOut = outcome
                }
                if case .otherKindOfFile = laidOut { continue }
                guard case .bytes(let bytes, let changed) = laidOut else { continue }
                if !inPlace, output == nil {
                    bytes.withUnsafeBytes { console.write($0) }
                    continue
                }
                guard !inPlace || changed else {
                    unchanged += 1
                    continue
                }
                let target = output ?? input.path
                do {
                    try Files.write(bytes, to: target)
                    rewritten += 1
                } catch {
                    console.err(TerminalText.safe("\(target): error: cannot write the laid-out capture: \(error.reason)"))
                    status = 2
                }
            }
            for error in errors {
                console.err(error)
            }
            if !errors.isEmpty { status = 2 }
            if inPlace {
                console.err("Laid out \(rewritten) file\(rewritten == 1 ? "" : "s")"
                            + (unchanged > 0 ? "; \(unchanged) \(unchanged == 1 ? "was" : "were") laid out already" : ""))
            }
            if status != 0 { throw ExitCode(status) }
        }
    }
}

/// What `format` makes of one input.
enum CaptureLayoutOutcome {
    /// The laid-out bytes, and whether they differ from the file's.
    case bytes([UInt8], changed: Bool)
    /// A file a folder walk (or --skip-non-dumps) found that is not a dump: left alone.
    case otherKindOfFile

    /// Why an input was not laid out, as lines for standard error.
    struct Failure: Error {
        var lines: [String]
    }

    /// The input read as lint reads it, then laid out; or why it could not be, as
    /// `path:line:col: error: message` lines.
    static func of(_ input: Input) -> Result<CaptureLayoutOutcome, Failure> {
        let loader = DumpLoader()
        let source: SourceBuffer
        switch input.read(limit: loader.limits.maxFileBytes) {
        case .success(let buffer): source = buffer
        case .failure(let problem): return .failure(Failure(lines: [InputError(path: input.path, mark: .start, problem: problem).description]))
        }
        let loaded = input.format.map { loader.load(source, path: input.path, as: $0) } ?? loader.load(source, path: input.path)
        if !loaded.errors.isEmpty {
            if input.isDiscovered, loaded.screens.isEmpty, loaded.errors.allSatisfy(\.problem.meansOtherKindOfFile) {
                return .success(.otherKindOfFile)
            }
            return .failure(Failure(lines: loaded.errors.sorted(by: InputError.precedes).map(\.description)))
        }
        let bytes = source.contents
        do throws(LayoutError) {
            let format = input.format ?? CaptureLayout.format(of: bytes)
            guard let laidOut = try CaptureLayout.laidOut(bytes, as: format) else {
                return .success(.bytes(Array(bytes), changed: false))
            }
            return .success(.bytes(laidOut, changed: !laidOut.elementsEqual(bytes)))
        } catch {
            return .failure(Failure(lines: [
                TerminalText.safe("\(input.path):\(error.mark.line):\(error.mark.column): error: \(error.message)")]))
        }
    }
}
