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
    struct Lint: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check dump files and report findings.",
            discussion: """
            Each PATH is a dump file, a directory (searched recursively for *.yml, *.yaml, *.xml and *.json, \
            and for *.txt and *.log files whose head shows a capture), or - for standard input. With no PATH \
            the current directory is linted. A file that holds a failed capture (nothing, or a capture tool's \
            error such as uiautomator's 'ERROR: could not get idle state.') is an input error.

            Findings print as 'path:line:col: severity: message [rule-id] element', the element \
            being the node's identity and what the screen reader says there, sorted by path and \
            position (a11ylint format lays out a one-line capture, so that they stand on lines of \
            their own); a summary goes to standard error. Each file is configured by the nearest \
            .a11ylint.yml in its own folder or a folder above it (--print-config shows which).

            Exit codes: 0 nothing fails the run; 1 a finding at or above --fail-on, or more \
            warnings than --max-warnings; 2 an input, the configuration or the baseline could \
            not be read, an input holds a failed capture, or a report could not be written; 64 usage error.
            """
        )

        @Argument(help: ArgumentHelp("Dump files or directories to lint; - reads standard input.",
                                     valueName: "path"))
        var paths: [String] = []

        @OptionGroup var config: ConfigurationOptions

        @OptionGroup var screenshots: ScreenshotArguments

        @Option(name: .customLong("format"),
                help: "The report on standard output: text, json, sarif, github, junit or html.")
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

        // Unconditional, so that "--max-warnings -3" reaches validate() and its message.
        @Option(name: .customLong("max-warnings"), parsing: .unconditional,
                help: "Fail (exit 1) when more warnings than this remain.")
        var maxWarnings: Int?

        @Flag(name: .customLong("skip-non-dumps"),
              help: """
                  Skip named files that are not dumps (YAML without 'platform' and 'root', other XML and JSON) \
                  and count them, as folder walks do, instead of reporting them as input errors. For hooks \
                  that pass every staged file; a file that looks like a dump but is broken, or that holds a \
                  failed capture, still fails.
                  """)
        var skipNonDumps = false

        @Flag(name: .customLong("no-group"),
              help: """
                  In the text report, print every finding: by default the findings that repeat one element of a \
                  list's items (a favourite button in every card) are printed once, with how many more items \
                  repeat them and where. Other reports always list every finding.
                  """)
        var noGroup = false

        @Flag(name: .customLong("quiet"),
              help: """
                  List errors only, and print no summary. It only hides: warnings and notes still count \
                  for --fail-on and --max-warnings.
                  """)
        var quiet = false

        @Option(name: .customLong("print-config"),
                help: ArgumentHelp("""
                    Print the configuration that applies to this file as YAML, and the file it comes from, \
                    then exit without linting.
                    """, valueName: "path"))
        var printConfig: String?

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
            var isFolder: ObjCBool = false
            if let basePath, !FileManager.default.fileExists(atPath: basePath, isDirectory: &isFolder) || !isFolder.boolValue {
                throw ValidationError("--base-path '\(TerminalText.safe(basePath))' is not a folder; paths in reports are made relative to it.")
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
            let console = Console.standard
            let workingDirectory = FileManager.default.currentDirectoryPath
            if let printConfig {
                let configurations = try config.load(for: [printConfig], console: console)
                let linter = Linter(configurations: configurations, workingDirectory: workingDirectory)
                let (configuration, relative) = linter.configuration(for: printConfig)
                console.write(ConfigurationPrinter(catalog: linter.catalog).yaml(
                    configuration, for: printConfig, relativePath: relative))
                return
            }
            var (inputs, pathErrors) = InputGathering.inputs(for: self.paths)
            let configurations = try config.load(for: inputs.map(\.path), console: console)
            var limits = LoadLimits()
            limits.maxFileBytes = maxFileSize
            var paths = ReportPaths(base: basePath ?? workingDirectory, workingDirectory: workingDirectory)
            paths.namesFilesInText = basePath != nil
            var run = ReportRun(linter: Linter(limits: limits, configurations: configurations,
                                               workingDirectory: workingDirectory),
                                paths: paths)
            run.baseline = try readBaseline(console: console)
            run.errorsOnly = quiet
            run.recordsBaseline = writeBaseline != nil
            run.failOn = failOn
            run.folders = (self.paths.isEmpty ? ["."] : self.paths).filter { path in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
            }

            // Report files are kept in memory and written whole once the run is over;
            // standard output gets its report as the reporter writes it.
            let files = destinations.map { (request: $0, buffer: ReportBuffer()) }
            let terminal = ReportRun.Destination(terminalReporter(console), to: ReportOutput(console.write))
            if skipNonDumps {
                for index in inputs.indices { inputs[index].isDiscovered = true }
            }
            let outcome = run.lint(inputs, unreadable: pathErrors,
                                   reportingTo: files.map { .init(reporter($0.request.format, writtenTo: $0.request.path, console),
                                                                  to: $0.buffer.output) }
                                       + [terminal])
            let summary = outcome.summary

            var outputs = files.map { (path: $0.request.path, bytes: $0.buffer.bytes) }
            if let writeBaseline, let baseline = outcome.baseline {
                outputs.insert((writeBaseline, Array(baseline.encoded().utf8)), at: 0)
            }
            var status = summary.exitStatus(failOn: failOn, maxWarnings: maxWarnings)
            for (path, bytes) in outputs {
                do {
                    try Files.write(bytes, to: path)
                } catch {
                    console.err(TerminalText.safe("\(path): error: cannot write the report: \(error.reason)"))
                    status = 2
                }
            }
            let problems = TextReporter(colour: console.colourErr)
            problems.errorLines(summary, paths: paths.namesFilesInText ? paths : nil).forEach(console.err)
            let truncation = sarifTruncation(summary)
            if !quiet {
                problems.configurationNoteLines(summary).forEach(console.err)
                problems.staleBaselineLines(summary).forEach(console.err)
                console.err(problems.summaryLine(summary) + (truncation.map { "; \($0)" } ?? ""))
            } else if let truncation {
                console.err(truncation)
            }
            // Said even with --quiet: it is why the run fails.
            if let maxWarnings, summary.counts.warnings > maxWarnings {
                console.err("Too many warnings: \(summary.counts.warnings), more than --max-warnings \(maxWarnings).")
            }
            // The console does not buffer, so everything is written by now.
            console.exit(status)
        }

        /// What to say when a SARIF report of this run holds fewer results than the
        /// run found: code scanning takes at most 25,000 per run, so the reporter
        /// keeps the most severe ones. Nil when no SARIF report is written or all fit.
        private func sarifTruncation(_ summary: RunSummary) -> String? {
            guard format == .sarif || reports.contains(where: { $0.format == .sarif }) else { return nil }
            // The SARIF report holds every finding that is not baselined (suppressed ones are marked), of
            // those --quiet leaves.
            let counts = summary.counts
            let results = quiet ? counts.errors : counts.errors + counts.warnings + counts.notes + counts.suppressed
            guard results > SARIFReporter.maxResults else { return nil }
            return "the SARIF report holds the \(SARIFReporter.maxResults) most severe of \(results) results "
                + "(code scanning accepts no more per run)"
        }

        /// Standard output gets the --format report, or the findings as text when
        /// that report went to a file. Text on a terminal ends with its findings: the
        /// rest goes to standard error.
        private func terminalReporter(_ console: Console) -> any Reporter {
            if format == .text || output != nil {
                return TextReporter(colour: console.colourOut, endsWithSummary: false, groupsRepeats: !noGroup)
            }
            return reporter(format, writtenTo: nil, console)
        }

        /// A new reporter of `format` for a file or standard output: text as --no-group
        /// says, HTML looking for screenshots as the options say.
        private func reporter(_ format: ReportFormat, writtenTo path: String?, _ console: Console) -> any Reporter {
            switch format {
            case .text: return TextReporter(groupsRepeats: !noGroup)
            case .html: return HTMLReporter(screenshots: screenshots.options(reportPath: path, console: console))
            default: return format.reporter
            }
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
