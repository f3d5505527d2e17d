import A11yFindings
import A11yDump
import A11ySemantics
import A11yRules
import A11yLintCore
import A11yReporters
import ArgumentParser
import Foundation

extension A11yLint {
    struct Lint: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check dump files and report findings.",
            discussion: """
            Each PATH is a dump file, a directory (searched recursively for *.yml, *.yaml and *.xml), \
            or - for standard input. With no PATH the current directory is linted.

            Findings print as 'path:line:col: severity: message [rule-id]', sorted by path and \
            position; a summary goes to standard error. The nearest .a11ylint.yml (from the \
            current directory upward) configures the run.

            Exit codes: 0 nothing fails the run; 1 a finding at or above --fail-on, or more \
            warnings than --max-warnings; 2 an input, the configuration or the baseline could \
            not be read, or a report could not be written; 64 usage error.
            """
        )

        @Argument(help: ArgumentHelp("Dump files or directories to lint; - reads standard input.",
                                     valueName: "path"))
        var paths: [String] = []

        @OptionGroup var config: ConfigurationOptions

        @Option(name: .customLong("format"),
                help: "The report on standard output: text, json, sarif, github or junit.")
        var format: ReportFormat = .text

        @Option(name: .customLong("output"),
                help: ArgumentHelp("Write the --format report to this file; the terminal still gets text.",
                                   valueName: "file"))
        var output: String?

        @Option(name: .customLong("report"),
                help: ArgumentHelp("Also write a report to a file, e.g. sarif=a11y.sarif. Repeatable.",
                                   valueName: "format=file"))
        var reports: [ReportRequest] = []

        @Option(name: .customLong("base-path"),
                help: ArgumentHelp("Paths in reports and baselines are relative to this folder.", valueName: "dir"))
        var basePath: String?

        @Option(name: .customLong("baseline"),
                help: ArgumentHelp("Findings listed in this file do not fail the run.", valueName: "file"))
        var baseline: String?

        @Option(name: .customLong("write-baseline"),
                help: ArgumentHelp("Record this run's findings in a baseline file.", valueName: "file"))
        var writeBaseline: String?

        @Option(name: .customLong("fail-on"),
                help: "The lowest severity that makes the run fail (exit 1): error, warning or note.")
        var failOn: Severity = .error

        @Option(name: .customLong("max-warnings"),
                help: "Fail (exit 1) when more warnings than this remain.")
        var maxWarnings: Int?

        @Flag(name: .customLong("quiet"), help: "Report errors only, and print no summary.")
        var quiet = false

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
            if let maxWarnings, maxWarnings < 0 {
                throw ValidationError("--max-warnings must be 0 or more.")
            }
            let files = destinations.map(\.path) + [writeBaseline].compactMap { $0 }
            if Set(files).count != files.count {
                throw ValidationError("Each report and baseline needs a file of its own.")
            }
        }

        /// Every report that goes to a file.
        var destinations: [ReportRequest] {
            (output.map { [ReportRequest(format: format, path: $0)] } ?? []) + reports
        }

        func run() throws {
            let console = Console()
            let workingDirectory = FileManager.default.currentDirectoryPath
            let configuration = try config.load(console: console)
            var limits = LoadLimits()
            limits.maxFileBytes = maxFileSize
            let linter = Linter(limits: limits, configuration: configuration, workingDirectory: workingDirectory)
            let paths = ReportPaths(base: basePath ?? workingDirectory, workingDirectory: workingDirectory)
            let accepted = try readBaseline(console: console)

            let (inputs, pathErrors) = InputGathering.inputs(for: self.paths)
            var report = streamsText
                ? lintWritingText(linter.included(inputs), linter: linter, baseline: accepted, paths: paths,
                                  console: console)
                : linter.lint(linter.included(inputs))
            report.files += pathErrors.map { FileResult(path: $0.path, errors: [$0]) }
            var outputs: [(path: String, text: String)] = []
            if !streamsText {
                // Written text already had the baseline and --quiet applied, file by file.
                if let writeBaseline {
                    outputs.append((writeBaseline, Baseline(report: report, paths: paths).encoded()))
                }
                accepted?.apply(to: &report, paths: paths)
                if quiet { report = report.filtered { $0.severity == .error } }
            }

            let context = ReportContext(report: report, paths: paths, catalog: linter.catalog,
                                        plan: RulePlan(catalog: linter.catalog, settings: configuration.rules))
            outputs += destinations.map { ($0.path, $0.format.reporter.render(context)) }
            var status = report.exitStatus(failOn: failOn, maxWarnings: maxWarnings)
            for (path, text) in outputs {
                do {
                    try Files.write(text, to: path)
                } catch {
                    console.err("\(path): error: cannot write the report: \(error.reason)")
                    status = 2
                }
            }
            show(context, console: console)
            if let maxWarnings, !quiet, report.count(of: .warning) > maxWarnings {
                console.err("Too many warnings: \(report.count(of: .warning)), more than --max-warnings \(maxWarnings).")
            }
            // Everything is written (the console does not buffer). Exiting here rather than
            // returning skips freeing the report, which for a large run is hundreds of
            // thousands of findings and a noticeable part of the run.
            Foundation.exit(status)
        }

        /// When the only report is text on standard output, each file's findings are
        /// written as soon as the files before it are done, and then let go.
        private var streamsText: Bool {
            format == .text && destinations.isEmpty && writeBaseline == nil
        }

        /// Lints in path order, writing each file's findings as it comes; the report
        /// keeps only their counts. The baseline and `--quiet` apply file by file,
        /// as they would to the whole report.
        private func lintWritingText(_ inputs: [Input], linter: Linter, baseline: Baseline?, paths: ReportPaths,
                                     console: Console) -> LintReport {
            // The order the whole report would print in (`sorted` keeps equal paths in place).
            let ordered = inputs.sorted { $0.path < $1.path }
            var matcher = baseline.map { Baseline.Matcher($0, paths: paths) }
            let text = TextReporter(colour: console.colourOut)
            var buffer: [UInt8] = []
            var report = linter.lint(ordered) { result in
                var file = result
                matcher?.apply(to: &file)
                if quiet { file.findings.removeAll { $0.severity != .error } }
                text.writeFindings(of: file, reusing: &buffer, to: console.write)
                file.letGoOfFindings()
                return file
            }
            report.staleBaselineEntries = matcher?.staleEntries ?? []
            return report
        }

        /// Standard output gets the --format report, or text when that went to a file.
        private func show(_ context: ReportContext, console: Console) {
            let text = TextReporter(colour: console.colourOut)
            if streamsText {
                // Written while linting.
            } else if format == .text || output != nil {
                text.writeFindingBlocks(context.report, to: console.write)
            } else {
                console.write(format.reporter.render(context))
            }
            let problems = TextReporter(colour: console.colourErr)
            problems.errorLines(context.report).forEach(console.err)
            if !quiet { problems.staleBaselineLines(context.report).forEach(console.err) }
            if !quiet { console.err(text.summary(context.report)) }
        }

        private func readBaseline(console: Console) throws -> Baseline? {
            guard let baseline else { return nil }
            // Reading and writing one file refreshes it; it need not exist yet.
            if baseline == writeBaseline, !FileManager.default.fileExists(atPath: baseline) { return nil }
            do {
                return try Baseline.read(path: baseline)
            } catch {
                console.err(error.description)
                throw ExitCode(2)
            }
        }
    }
}

extension Severity: ExpressibleByArgument {}
