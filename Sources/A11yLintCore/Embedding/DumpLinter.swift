import A11yFindings
import A11yDump
import A11ySemantics
import A11yCatalog
import A11yRules
import Foundation

/// a11ylint inside a team's own tests: lints one dump held in memory (what a UI
/// test just printed or fetched) and says what the screen reader would say on it.
///
/// ```swift
/// let result = DumpLinter().lint(text: app.debugDescription, format: .xcuiDescription)
/// XCTAssert(result.failures(atOrAbove: .error).isEmpty, result.summary(atOrAbove: .error))
/// ```
///
/// The rules, their levels and options, suppressions and `density` come from the
/// configuration, as on the command line; without one, every rule runs at its
/// default level. Nothing is printed and nothing is thrown: a dump that cannot be
/// read gives `errors`, each with its position.
public struct DumpLinter: Sendable {
    private let linter: Linter

    /// - Parameter configuration: read with `ConfigurationReader` (an `.a11ylint.yml`), or nil for the defaults.
    public init(configuration: Configuration? = nil) {
        linter = Linter(configuration: configuration)
    }

    /// Lints a dump given as text. `name` stands for the dump in every finding's
    /// and error's position; `format` nil tells the format from the content.
    public func lint(text: String, format: DumpFormat? = nil, name: String = "dump") -> DumpLintResult {
        lint(bytes: Array(text.utf8), format: format, name: name)
    }

    /// Lints a dump given as bytes (a file's contents, a page source as the driver returned it).
    public func lint(bytes: [UInt8], format: DumpFormat? = nil, name: String = "dump") -> DumpLintResult {
        var screens: [SpokenScreen] = []
        let file = linter.lint(Input(path: name, source: .bytes(bytes), format: format), plans: nil) { model in
            screens.append(SpokenScreen(model))
        }
        return DumpLintResult(findings: file.findings, errors: file.errors, screens: screens)
    }
}

/// What `DumpLinter` found in one dump.
public struct DumpLintResult: Sendable {
    /// Every finding in report order, those a suppression accepted included (see `Finding.status`).
    public var findings: [Finding]
    /// Why the dump, or part of it, could not be read.
    public var errors: [InputError]
    /// Each screen of the dump as the screen reader goes through it.
    public var screens: [SpokenScreen]

    /// The active findings at `severity` or above: what fails a run with `--fail-on`.
    public func failures(atOrAbove severity: Severity) -> [Finding] {
        findings.filter { $0.status == .active && $0.severity >= severity }
    }

    /// One line per failure and per input error, as the command line prints them,
    /// for a test's failure message; empty when there are none.
    public func summary(atOrAbove severity: Severity) -> String {
        (errors.map(\.description) + failures(atOrAbove: severity).map(\.description)).joined(separator: "\n")
    }
}

/// One screen's focus stops in the order the screen reader visits them.
public struct SpokenScreen: Sendable {
    public struct Stop: Sendable {
        /// What the screen reader says when the stop gets focus.
        public var utterance: String
        /// Where the stop's node stands in the dump.
        public var mark: Mark
        /// The node's place in its tree.
        public var nodePath: String
        /// The node's identity, which stays the same when other nodes change
        /// (`#close`, `ImageView "Avatar" in #profile`; docs/json-report.md).
        public var identity: String
    }

    /// The screen's name, or `#N` for the N-th unnamed screen of the dump.
    public var name: String
    public var platform: Platform
    public var stops: [Stop]

    init(_ model: ScreenModel) {
        name = model.screen.key
        platform = model.platform
        var identities = NodeIdentities(model: model)
        stops = model.stops.map { stop in
            Stop(utterance: stop.announcement.utterance, mark: stop.node.mark, nodePath: model.path(of: stop),
                 identity: identities.identity(of: stop.node, segment: stop.segment))
        }
    }
}
