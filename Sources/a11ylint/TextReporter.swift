import A11yLintCore

/// Compiler-style lines for people and editors.
struct TextReporter {
    let console: Console

    func write(_ report: LintReport) {
        for finding in report.findings {
            console.out(line(finding, colour: console.colourOut))
            if let announcement = finding.announcement {
                console.out("    announced as: \"\(announcement)\"")
            }
        }
        for error in report.errors {
            console.err(colour(error.description, "error", code: "1;31", enabled: console.colourErr))
        }
        console.err(summary(report))
    }

    private func line(_ finding: Finding, colour enabled: Bool) -> String {
        let code = finding.severity == .error ? "1;31" : finding.severity == .warning ? "1;33" : "1;36"
        return colour(finding.description, finding.severity.rawValue, code: code, enabled: enabled)
    }

    /// Colours the severity word only, so the line still reads as `path:line:col: severity:`.
    private func colour(_ text: String, _ word: String, code: String, enabled: Bool) -> String {
        guard enabled, let range = text.range(of: ": \(word): ") else { return text }
        let coloured = ": \u{1B}[\(code)m\(word)\u{1B}[0m: "
        return text.replacingCharacters(in: range, with: coloured)
    }

    func summary(_ report: LintReport) -> String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        var parts = [plural(report.count(of: .error), "error"), plural(report.count(of: .warning), "warning")]
        let notes = report.count(of: .note)
        if notes > 0 { parts.append(plural(notes, "note")) }
        let inputErrors = report.errors.count
        if inputErrors > 0 { parts.append(plural(inputErrors, "input error")) }
        return "Linted \(plural(report.files.count, "file")) (\(plural(report.screenCount, "screen"))): "
            + parts.joined(separator: ", ")
    }
}
