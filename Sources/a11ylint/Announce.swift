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
            discussion: "Each stop prints as 'path:line:col: N. \"utterance\" (node path)'."
        )

        @Argument(help: ArgumentHelp("Dump files or directories; - reads standard input.", valueName: "path"))
        var paths: [String] = []

        @OptionGroup var config: ConfigurationOptions

        func run() throws {
            let console = Console()
            let configuration = try config.load(console: console)
            let linter = Linter(configuration: configuration)
            let (inputs, pathErrors) = InputGathering.inputs(for: paths)
            var errors = pathErrors
            for input in inputs {
                let loaded = linter.load(input)
                errors += loaded.errors
                for screen in loaded.screens {
                    let model = linter.model(of: screen)
                    let title = screen.name.map { "'\($0)'" } ?? "screen \(screen.documentIndex)"
                    console.out("\(screen.path): \(title) (\(screen.platform.displayName)), "
                                + "\(model.stops.count) focus stop\(model.stops.count == 1 ? "" : "s")")
                    for (index, stop) in model.stops.enumerated() {
                        console.out("\(screen.path):\(stop.node.mark.line):\(stop.node.mark.column): "
                                    + "\(index + 1). \"\(stop.announcement.utterance)\" (\(model.path(of: stop)))")
                    }
                }
            }
            for error in errors.sorted(by: InputError.precedes) {
                console.err(error.description)
            }
            if !errors.isEmpty { throw ExitCode(2) }
        }
    }
}
