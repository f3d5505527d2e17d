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
    struct Announce: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print each screen's focus stops in swipe order, with what the screen reader says.",
            discussion: """
            Each stop prints as 'path:line:col: N. "utterance" then "hint" (node identity)', in the reader's \
            own order (TalkBack: state, name, role; VoiceOver: name, value, traits); the hint, which the \
            reader says after a pause, is left out when there is none. [input-method] or [system] follows \
            a stop in the keyboard's or the system's window, which rules do not judge. With --format json, \
            one document lists every screen's stops with the name, value, role, states and hint apart. With \
            --format html, one page draws each screen with its stops outlined and numbered in visiting order.
            """
        )

        enum Format: String, ExpressibleByArgument {
            case text, json, html
        }

        @Option(name: .customLong("format"), help: "text (one line per stop), json or html.")
        var format: Format = .text

        @Argument(help: ArgumentHelp("Dump files or directories; - reads standard input.", valueName: "path"))
        var paths: [String] = []

        @OptionGroup var config: ConfigurationOptions

        @OptionGroup var screenshots: ScreenshotArguments

        func run() throws {
            let console = Console.standard
            let (inputs, pathErrors) = InputGathering.inputs(for: paths)
            let linter = Linter(configurations: try config.load(for: inputs.map(\.path), console: console))
            var errors = pathErrors
            var report = AnnouncementReport()
            var page = AnnouncementPage(screenshots: screenshots.options(reportPath: nil, console: console))
            for input in inputs {
                let loaded = linter.load(input)
                // As lint does: a file a folder walk found that is not a dump is skipped.
                if input.isDiscovered, loaded.screens.isEmpty, !loaded.errors.isEmpty,
                   loaded.errors.allSatisfy(\.problem.meansOtherKindOfFile) { continue }
                errors += loaded.errors
                if format == .html {
                    page.add(path: input.path, screens: loaded.screens.map { ScreenSketch(linter.model(of: $0)) },
                             errors: loaded.errors)
                    continue
                }
                for screen in loaded.screens {
                    let model = linter.model(of: screen)
                    if format == .json {
                        report.add(model)
                        continue
                    }
                    let title = screen.name.map { "'\($0)'" } ?? "screen \(screen.documentIndex)"
                    // Each line quotes the dump (the file name, the screen's name, what is said, ids):
                    // made safe for a terminal, so that no name can start a line or move the cursor.
                    console.out(TerminalText.safe("\(screen.path): \(title) (\(screen.platform.displayName)), "
                                + "\(model.stops.count) focus stop\(model.stops.count == 1 ? "" : "s")"))
                    // The stop's identity rather than its path: a path of a deep Android
                    // layout runs to hundreds of characters and buries what is said.
                    var identities = NodeIdentities(model: model)
                    for (index, stop) in model.stops.enumerated() {
                        // Stops in the keyboard's or the system's windows say so: rules do not judge them.
                        // Stops in an alert, dialog, sheet or open drawer name it, so a leak out of it shows.
                        var layer = model.isJudged(stop.node) ? "" : " [\(model.layer(of: stop.node).kind.rawValue)]"
                        if layer.isEmpty, let modal = model.modal(holding: stop.node) {
                            layer = " [\(modal.kind.rawValue) \(identities.identity(of: modal.root))]"
                        }
                        // So do stops the user cannot wholly see now: the reader still visits them.
                        let seen = AnnouncementReport.visibilityNote(of: stop.node, in: model).map { " [\($0)]" } ?? ""
                        // The hint comes after a pause, as a second utterance.
                        let hint = stop.announcement.hint.isEmpty ? "" : " then \"\(stop.announcement.hint)\""
                        // TalkBack says where the focus enters or leaves a collection at the end of the description.
                        let spoken = [stop.announcement.utterance, model.collectionChange(at: index)]
                            .filter { !$0.isEmpty }.joined(separator: ", ")
                        console.out(TerminalText.safe(
                            "\(screen.path):\(stop.node.mark.line):\(stop.node.mark.column): "
                            + "\(index + 1). \"\(spoken)\"\(hint) "
                            + "(\(identities.identity(of: stop.node, segment: stop.segment)))\(layer)\(seen)"))
                    }
                }
            }
            for error in errors.sorted(by: InputError.precedes) {
                console.err(error.description)
                report.add(error)
            }
            if format == .json { console.write(report.rendered()) }
            if format == .html { console.write(page.rendered(pathErrors: pathErrors)) }
            if !errors.isEmpty { throw ExitCode(2) }
        }
    }
}
