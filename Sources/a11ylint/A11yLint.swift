import A11yFindings
import A11yDump
import A11ySemantics
import A11yCatalog
import A11yRules
import A11yLintCore
import A11yReporters
import ArgumentParser

@main
struct A11yLint: ParsableCommand {
    static let version = ToolInfo.version

    static let configuration = CommandConfiguration(
        commandName: "a11ylint",
        abstract: "Lint dumped iOS and Android accessibility trees against screen-reader criteria.",
        discussion: """
        a11ylint reads UI hierarchy dumps as capture tools save them (uiautomator and Appium \
        XML, Maestro and idb JSON, XCUITest's debugDescription and xcodebuild logs) and its own \
        YAML (docs/dump-format.md), works out what VoiceOver or TalkBack would do with each \
        screen, and reports what breaks the acceptance criteria.

        Exit codes: 0 nothing fails the run, 1 a finding at or above --fail-on (or more warnings \
        than --max-warnings), 2 an input, the configuration or the baseline could not be read, \
        or a report could not be written, 64 usage error.
        """,
        version: version,
        subcommands: [Lint.self, Announce.self, Diff.self, Convert.self, Format.self, Rules.self, Explain.self],
        defaultSubcommand: Lint.self
    )

    /// As ArgumentParser's own `main`, but help, usage errors and every command's
    /// output go through the console, whose writes are checked: output that could not
    /// be written ends the run with status 2.
    static func main() {
        AllocatorTuning.apply()
        let console = Console.standard
        do {
            var command = try parseAsRoot()
            try command.run()
            console.exit(0)
        } catch {
            let status = exitCode(for: error).rawValue
            // A usage error quotes the argument it is about, which may hold a line break or a
            // control character: each line is made safe on its own, so the lines ArgumentParser
            // writes (and all of the help, which has nothing to escape) stay as they are.
            let message = fullMessage(for: error).split(separator: "\n", omittingEmptySubsequences: false)
                .map { TerminalText.safe(String($0)) }.joined(separator: "\n")
            if !message.isEmpty {
                if status == 0 { console.out(message) } else { console.err(message) }
            }
            console.exit(status)
        }
    }
}
