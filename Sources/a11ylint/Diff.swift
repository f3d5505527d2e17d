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
    struct Diff: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show what the screen reader says differently between two versions of the same screens.",
            discussion: """
            OLD and NEW are each a dump file, a folder of dumps, or an announcement snapshot (what \
            'announce --format json' prints; a team commits these as golden files). Files pair by their path \
            below the folder, screens by name within a file; screens left over pair when their stops are \
            mostly the same nodes (a renamed file), else they are added or removed. Stops pair by node \
            identity first, then by what they say and where they are.

            Each screen that differs prints a header, then its stops as in a unified diff: '- ' as OLD said \
            it, '+ ' as NEW says it, each part that changed (name, value, role, states, position, hint, \
            layer) beneath, and 'moved' when a stop's order among the others changed. --lint also lists \
            findings new and fixed, with the same configuration as lint. --format html writes one page with \
            the OLD and NEW screen maps of each screen that differs side by side, the stops that differ marked \
            on both and listed beside them (a side read from a snapshot, which has no frames, is listed \
            without a map). See docs/diff-report.md.

            Exit codes: 0 nothing differs (or nothing --fail-on names); 1 something does; 2 an input could \
            not be read (the others are still compared), the configuration could not be read or --write \
            failed; 64 usage error.
            """
        )

        enum Format: String, ExpressibleByArgument {
            case text, markdown, json, html
        }

        @Argument(help: ArgumentHelp("The old version: a dump, a folder of dumps or a snapshot; - reads standard input.",
                                     valueName: "old"))
        var old: String

        @Argument(help: ArgumentHelp("The new version, in any of the same forms.", valueName: "new"))
        var new: String

        @Option(name: .customLong("format"), help: "text (like a unified diff), markdown (for a pull request), json, or html (the two screen maps side by side).")
        var format: Format = .text

        @Option(name: .customLong("output"),
                help: ArgumentHelp("Write the --format report to this file instead of standard output.", valueName: "file"))
        var output: String?

        @Flag(name: .customLong("lint"), help: "Also compare the findings of both versions (dumps only, not snapshots).")
        var lint = false

        @Option(name: .customLong("fail-on"),
                help: ArgumentHelp("What makes the run fail (exit 1), comma-separated: \(DiffFailCondition.names).",
                                   valueName: "conditions"))
        var failOn: String = "any"

        @Flag(name: .customLong("write"),
              help: "Replace OLD, a snapshot file, with NEW's snapshot once compared (accepting the changes); exits 0.")
        var write = false

        @OptionGroup var config: ConfigurationOptions

        func validate() throws {
            if old == "-" && new == "-" {
                throw ValidationError("'-' (standard input) can be given only once.")
            }
            let conditions = failOn.split(separator: ",", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            if let unknown = conditions.first(where: { DiffFailCondition($0) == nil }) {
                throw ValidationError("--fail-on: '\(unknown)' is not one of \(DiffFailCondition.names).")
            }
            if !lint, conditions.contains(where: { $0.hasPrefix("finding:") }) {
                throw ValidationError("--fail-on finding:… needs --lint: without it no findings are compared.")
            }
            if write {
                var isFolder: ObjCBool = false
                if old == "-" || (FileManager.default.fileExists(atPath: old, isDirectory: &isFolder) && isFolder.boolValue) {
                    throw ValidationError("--write replaces OLD with NEW's snapshot, so OLD must be a file, not a folder or standard input.")
                }
            }
        }

        var conditions: [DiffFailCondition] {
            failOn.split(separator: ",").compactMap { DiffFailCondition($0.trimmingCharacters(in: .whitespaces)) }
        }

        func run() throws {
            let console = Console.standard
            // With --write, an OLD that does not exist yet is a first snapshot: every screen is added.
            let startsSnapshot = write && !FileManager.default.fileExists(atPath: old)
            let (oldInputs, oldErrors) = startsSnapshot ? ([], []) : InputGathering.inputs(for: [old])
            let (newInputs, newErrors) = InputGathering.inputs(for: [new])
            let configurations = try config.load(for: (oldInputs + newInputs).map(\.path), console: console)
            var loader = DiffSideLoader(linter: Linter(configurations: configurations))
            loader.lints = lint
            // Only the HTML page draws the screens: the other formats never pay for their drawings.
            loader.sketchesScreens = format == .html
            var oldSide = loader.load(oldInputs, folder: folder(old))
            var newSide = loader.load(newInputs, folder: folder(new))
            oldSide.errors += oldErrors
            newSide.errors += newErrors
            if write, !startsSnapshot, oldSide.errors.isEmpty, !oldSide.files.allSatisfy(\.isSnapshot) {
                throw ValidationError("--write replaces OLD with NEW's snapshot, but OLD is a dump, not a snapshot "
                                      + "('announce --format json' writes one).")
            }
            let diff = AnnouncementDiff(old: oldSide, new: newSide, comparesFindings: lint, keepsScreens: format == .html)

            for error in diff.errors { console.err(error.description) }
            let report: String
            switch format {
            case .text:
                let lines = DiffTextReport(colour: output == nil && console.colourOut).lines(diff)
                report = lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
            case .markdown:
                report = DiffMarkdownReport().rendered(diff)
            case .json:
                report = DiffJSONReport.encode(diff)
            case .html:
                report = DiffHTMLReport().rendered(diff)
            }
            var status: Int32 = diff.errors.isEmpty ? (diff.fails(on: conditions) ? 1 : 0) : 2
            if let output {
                do {
                    try Files.write(report, to: output)
                } catch {
                    console.err(TerminalText.safe("\(output): error: cannot write the report: \(error.reason)"))
                    status = 2
                }
            } else if !report.isEmpty {
                console.write(report)
            }
            console.err(DiffTextReport().summaryLine(diff))
            if write { status = writeSnapshot(newSide, console: console) ?? 0 }
            console.exit(status)
        }

        /// The folder a side was given as, whose files pair by their paths below it.
        private func folder(_ path: String) -> String? {
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue ? path : nil
        }

        /// Writes NEW's snapshot over OLD, as `announce --format json NEW` would print it;
        /// returns 2 when it could not (NEW not read whole, or the write failed), else nil.
        private func writeSnapshot(_ side: DiffSide, console: Console) -> Int32? {
            guard side.errors.isEmpty else {
                console.err(TerminalText.safe("\(old): error: not written: some of NEW could not be read, "
                                              + "and the snapshot would leave its screens out"))
                return 2
            }
            var snapshot = AnnouncementReport()
            for screen in side.snapshot { snapshot.add(screen) }
            do {
                try Files.write(snapshot.rendered(), to: old)
            } catch {
                console.err(TerminalText.safe("\(old): error: cannot write the snapshot: \(error.reason)"))
                return 2
            }
            console.err(TerminalText.safe("Wrote NEW's snapshot to \(old)."))
            return nil
        }
    }
}
