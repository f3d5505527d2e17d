import A11yLintCore
import ArgumentParser
import Foundation

extension A11yLint {
    struct Lint: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check dump files and report findings.",
            discussion: """
            Each PATH is a dump file, a directory (searched recursively for *.yml and *.yaml), \
            or - for standard input. With no PATH the current directory is linted.

            Findings print as 'path:line:col: severity: message [rule-id]', sorted by path and \
            position; a summary goes to standard error.
            """
        )

        @Argument(help: ArgumentHelp("Dump files or directories to lint; - reads standard input.",
                                     valueName: "path"))
        var paths: [String] = []

        @Option(name: .customLong("fail-on"),
                help: "The lowest severity that makes the run fail (exit 1): error, warning or note.")
        var failOn: Severity = .error

        @Option(name: .customLong("max-file-size"),
                help: "Largest input file to read, in bytes.")
        var maxFileSize: Int = LoadLimits().maxFileBytes

        func validate() throws {
            if paths.filter({ $0 == "-" }).count > 1 {
                throw ValidationError("'-' (standard input) can be given only once.")
            }
            if maxFileSize <= 0 {
                throw ValidationError("--max-file-size must be a positive number of bytes.")
            }
        }

        func run() throws {
            var limits = LoadLimits()
            limits.maxFileBytes = maxFileSize
            let linter = Linter(limits: limits)

            let (inputs, pathErrors) = InputGathering.inputs(for: paths)
            var report = linter.lint(inputs)
            report.files += pathErrors.map { FileResult(path: $0.path, errors: [$0]) }

            let console = Console()
            TextReporter(console: console).write(report)
            throw ExitCode(report.exitStatus(failOn: failOn))
        }
    }
}

extension Severity: ExpressibleByArgument {}
