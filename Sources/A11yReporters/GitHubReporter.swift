import A11yFindings
import A11yDump
import A11ySemantics
import A11yCatalog
import A11yRules
import A11yLintCore

/// GitHub Actions workflow commands, one annotation per finding that counts:
/// `::error file=…,line=…,col=…,title=…::message`. GitHub shows only the first
/// few annotations of a step, so the full list belongs in the SARIF upload.
/// Each message ends with the element the finding is about (`Finding.element`):
/// the annotations of a one-line capture all stand on its line 1.
public struct GitHubReporter: Reporter {
    /// Set by `begin`.
    private var run: RunInfo!

    public var namesNodes: Bool { true }

    public init() {}

    public mutating func begin(_ run: RunInfo, to output: ReportOutput) {
        self.run = run
    }

    /// Annotations are written as each file comes.
    public func file(_ file: FileResult, to output: ReportOutput) {
        var lines = ""
        for finding in file.findings where finding.isActive {
            let title = run.catalog.rule(finding.ruleID).map { "\($0.title) [\(finding.ruleID)]" } ?? finding.ruleID
            lines += command(Self.command(finding.severity), file: run.paths.relative(finding.path),
                             line: finding.mark.line, column: finding.mark.column, title: title,
                             message: Self.message(finding)) + "\n"
        }
        if !lines.isEmpty { output.write(lines) }
    }

    /// The finding's message, then its element: `… says just 'slider'. Element: SeekBar in #content "slider"`.
    static func message(_ finding: Finding) -> String {
        finding.element.map { finding.message + " Element: " + $0 } ?? finding.message
    }

    /// Then the inputs that could not be linted.
    public func end(_ summary: RunSummary, to output: ReportOutput) {
        var lines = ""
        for error in summary.inputErrors {
            lines += command("error", file: run.paths.relative(error.path), line: error.mark.line,
                             column: error.mark.column, title: "a11ylint could not lint this file",
                             message: error.message) + "\n"
        }
        if !lines.isEmpty { output.write(lines) }
    }

    static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "notice"
        }
    }

    private func command(_ name: String, file: String, line: Int, column: Int, title: String,
                         message: String) -> String {
        "::\(name) file=\(Self.escapeProperty(file)),line=\(line),col=\(column),title=\(Self.escapeProperty(title))"
            + "::\(Self.escapeData(message))"
    }

    /// The escaping of actions/toolkit: `%`, CR and LF in messages, which the runner
    /// turns back into line breaks inside the annotation. The other characters that
    /// `TerminalText` escapes are written its way: the runner would keep them raw,
    /// and the log that shows this line is read in a terminal too. (`::` and `##[` in
    /// the text need nothing: the runner reads the line as this command, and looks no further.)
    static func escapeData(_ text: String) -> String {
        var result = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default:
                if let escape = TerminalText.escape(character) {
                    result += escape
                } else {
                    result.unicodeScalars.append(character)
                }
            }
        }
        return result
    }

    /// Property values also escape `:` and `,`, which would end the property.
    static func escapeProperty(_ text: String) -> String {
        var result = ""
        for character in escapeData(text).unicodeScalars {
            switch character {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
