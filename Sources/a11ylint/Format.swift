import A11yFindings
import A11yDump
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
