import A11yFindings
import A11yDump
import A11ySemantics
import A11yCatalog
import A11yRules
import A11yLintCore
import A11yReporters
import ArgumentParser
import Foundation

extension A11yLint {
    struct Convert: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write a dump (uiautomator, Appium, Maestro, idb or an XCUITest description) in a11ylint's YAML format.",
            discussion: """
            The YAML holds what a11ylint read from the file: linting it gives the same findings \
            as linting the original. Keys and values that are not read (dump-unknown-key, \
            dump-invalid-value) are left out of the YAML; their findings are printed to standard \
            error as lint prints them. Exit codes: 0 written; 1 written, but the file has \
            dump-invalid-value findings (errors, as lint counts them); 2 the file could not be read \
            or the output could not be written.
            """
        )

        @Argument(help: ArgumentHelp("The dump to convert; - reads standard input.", valueName: "file"))
        var path: String

        @Option(name: .shortAndLong, help: ArgumentHelp("Write to this file instead of standard output.",
                                                          valueName: "file"))
        var output: String?

        func run() throws {
            let console = Console.standard
            let (inputs, pathErrors) = InputGathering.inputs(for: [path])
            var errors = pathErrors
            if inputs.count > 1 {
                throw ValidationError("convert takes one file; '\(TerminalText.safe(path))' is a directory with \(inputs.count) dumps")
            }
            var screens: [Screen] = []
            // Unknown keys and invalid values are not read, so the YAML cannot carry them
            // (a node without a class keeps its empty class, and its finding, in the YAML).
            let leftOut = [DumpProblem.unknownKeyRule, DumpProblem.invalidValueRule]
            var findings: [Finding] = []
            for input in inputs {
                let loaded = Linter(configuration: .defaults()).load(input)
                errors += loaded.errors
                screens += loaded.screens
                findings += loaded.findings.filter { leftOut.contains($0.ruleID) }
            }
            for finding in findings.sorted(by: Finding.precedes) {
                var line: [UInt8] = []
                finding.write(to: &line)
                console.err(String(decoding: line, as: UTF8.self))
            }
            for error in errors.sorted(by: InputError.precedes) {
                console.err(error.description)
            }
            guard errors.isEmpty, !screens.isEmpty else { throw ExitCode(2) }
            let yaml: String
            do {
                yaml = try DumpWriter().yaml(for: screens, source: inputs.first?.path)
            } catch {
                console.err(TerminalText.safe("\(path): error: \(error.message)"))
                throw ExitCode(2)
            }
            // Like lint with its defaults: an error among the findings fails the run, once the YAML is written.
            let fails = findings.contains { $0.severity == .error }
            guard let output else {
                console.write(yaml)
                if fails { throw ExitCode(1) }
                return
            }
            do {
                try Files.write(yaml, to: output)
            } catch {
                console.err(TerminalText.safe("\(output): error: cannot write the converted dump: \(error.reason)"))
                throw ExitCode(2)
            }
            if fails { throw ExitCode(1) }
        }
    }
}
