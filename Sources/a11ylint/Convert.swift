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
            abstract: "Write a dump (uiautomator, Appium, Maestro or an XCUITest description) in a11ylint's YAML format.",
            discussion: """
            The YAML holds what a11ylint read from the file: linting it gives the same findings \
            as linting the original. Exit codes: 0 written, 2 the file could not be read or the \
            output could not be written.
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
                throw ValidationError("convert takes one file; '\(path)' is a directory with \(inputs.count) dumps")
            }
            var screens: [Screen] = []
            for input in inputs {
                let loaded = Linter(configuration: .defaults()).load(input)
                errors += loaded.errors
                screens += loaded.screens
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
            guard let output else {
                console.write(yaml)
                return
            }
            do {
                try Files.write(yaml, to: output)
            } catch {
                console.err("\(output): error: cannot write the converted dump: \(error.reason)")
                throw ExitCode(2)
            }
        }
    }
}
