import A11yFindings
import A11yLintCore

/// `a11ylint diff` as text, like a unified diff: a header for each screen that
/// differs, then its stops' lines (`DiffLines`). Colour only when asked (a terminal).
public struct DiffTextReport {
    public var colour: Bool

    public init(colour: Bool = false) {
        self.colour = colour
    }

    /// Every line for standard output; empty when nothing differs. Made safe for a
    /// terminal (`TerminalText`): the dump's words may hold controls.
    public func lines(_ diff: AnnouncementDiff) -> [String] {
        var lines: [String] = []
        for screen in diff.changedScreens {
            let old = screen.old.map { "--- \($0.path): \(DiffLines.describe($0))" } ?? "--- (no such screen)"
            let new = screen.new.map { "+++ \($0.path): \(DiffLines.describe($0))" } ?? "+++ (no such screen)"
            lines.append(paint(TerminalText.safe(old), "1"))
            lines.append(paint(TerminalText.safe(new), "1"))
            lines.append(paint("@@ \(DiffLines.counts(of: screen)) @@", "36"))
            for line in DiffLines.lines(of: screen) {
                let text = TerminalText.safe(line.text)
                switch line.sign {
                case .old: lines.append(paint(text, "31"))
                case .new: lines.append(paint(text, "32"))
                case .detail: lines.append(text)
                }
            }
        }
        return lines
    }

    /// The one line for standard error after the diff.
    public func summaryLine(_ diff: AnnouncementDiff) -> String {
        DiffLines.summary(diff)
    }

    private func paint(_ text: String, _ code: String) -> String {
        colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
