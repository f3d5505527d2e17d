import A11yFindings
import A11yLintCore

/// `a11ylint diff --format markdown`: a pull-request comment. A summary table of
/// the screens that differ, then one collapsible section per screen with its
/// lines as a `diff` block (GitHub colours its `-` and `+` lines).
///
/// GitHub refuses a comment longer than 65,536 characters. The report stays under
/// `limit`: it keeps the table and as many whole sections as fit, cuts a section
/// longer than `longestSection` lines, and says at the end what it left out.
public struct DiffMarkdownReport {
    /// The longest comment to write, in UTF-16 code units (at least GitHub's characters).
    public var limit = 65_536
    /// The most lines a screen's section shows.
    public var longestSection = 400

    public init() {}

    public func rendered(_ diff: AnnouncementDiff) -> String {
        let changed = diff.changedScreens
        var head = "### What the screen reader says: \(changed.isEmpty ? "no changes" : "changes")\n\n"
        head += escaped(DiffLines.summary(diff)) + ".\n"
        if !diff.errors.isEmpty {
            head += "\n**\(diff.errors.count) input\(diff.errors.count == 1 ? "" : "s") could not be read:**\n\n"
            for error in diff.errors.prefix(20) { head += "- `\(code(error.description))`\n" }
            if diff.errors.count > 20 { head += "- and \(diff.errors.count - 20) more\n" }
        }
        guard !changed.isEmpty else { return head }

        let findings = diff.comparesFindings
        var table = "\n| Screen | Stops | Added | Removed | Changed | Moved |" + (findings ? " New findings | Fixed findings |" : "")
        table += "\n|---|---|---|---|---|---|" + (findings ? "---|---|" : "") + "\n"
        let rows = changed.map { screen -> String in
            var row = "| \(title(screen)) | \(stopCounts(screen)) | \(screen.count(.added)) | "
                + "\(screen.count(StopDifference.Kind.removed)) | \(screen.count(.changed)) | \(screen.count(.moved)) |"
            if findings { row += " \(screen.count(FindingDifference.Kind.new)) | \(screen.count(.fixed)) |" }
            return row + "\n"
        }
        let sections = changed.map(section)

        // What is kept must leave room for the note that says what was cut.
        let budget = limit - 600
        var text = head + table
        var used = size(text)
        var shownRows = 0
        for row in rows where used + size(row) <= budget {
            text += row
            used += size(row)
            shownRows += 1
        }
        text += "\n"
        used += 1
        var shownSections = 0
        if shownRows == rows.count {
            for section in sections {
                guard used + size(section.text) <= budget else { break }
                text += section.text
                used += size(section.text)
                shownSections += 1
            }
        }
        let cutSections = sections.filter { $0.cut }.count
        if shownRows < rows.count || shownSections < sections.count || cutSections > 0 {
            var note = "> [!NOTE]\n> Cut to fit GitHub's comment limit:"
            if shownRows < rows.count { note += " the table lists \(shownRows) of \(rows.count) changed screens;" }
            note += " \(shownSections) of \(sections.count) screens are shown in detail"
            if cutSections > 0 { note += ", \(cutSections) of them cut to their first \(longestSection) lines" }
            note += ". Run `a11ylint diff` (or `--format json`) for the whole diff.\n"
            text += note
        }
        return text
    }

    private func section(_ screen: ScreenDiff) -> (text: String, cut: Bool) {
        let lines = DiffLines.lines(of: screen).map(\.text)
        let shown = lines.prefix(longestSection)
        var body = shown.joined(separator: "\n")
        let cut = lines.count > shown.count
        if cut { body += "\n… \(lines.count - shown.count) more lines" }
        let fence = String(repeating: "`", count: max(3, longestBacktickRun(body) + 1))
        var header = ""
        if screen.isRenamed, let old = screen.old {
            header = "Was <code>\(escaped(old.path))</code> '\(escaped(old.screen))'.\n\n"
        }
        let text = "<details><summary>\(title(screen)): \(DiffLines.counts(of: screen))</summary>\n\n"
            + header + fence + "diff\n" + body + "\n" + fence + "\n\n</details>\n\n"
        return (text, cut)
    }

    /// `path` 'screen', with (added) or (removed) for a screen only one side has.
    private func title(_ screen: ScreenDiff) -> String {
        let side = screen.shown
        let status = screen.status == .added || screen.status == .removed ? " (\(screen.status.rawValue))" : ""
        return "<code>\(escaped(side.path))</code> '\(escaped(side.screen))'\(status)"
    }

    private func stopCounts(_ screen: ScreenDiff) -> String {
        "\(screen.old.map { String($0.stopCount) } ?? "–") → \(screen.new.map { String($0.stopCount) } ?? "–")"
    }

    /// Text for a table cell or a section's summary: HTML's specials, table bars and Markdown's marks made inert.
    private func escaped(_ text: String) -> String {
        var result = ""
        for character in TerminalText.safe(text) {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "|": result += "&#124;"
            // Entities, not backslashes: they hold in a table cell and in the HTML of a section's summary alike.
            case "\\", "`", "*", "_", "[", "]", "#", "~": result += "&#\(character.unicodeScalars.first!.value);"
            default: result.append(character)
            }
        }
        return result
    }

    /// Text inside inline code: no backticks to end it.
    private func code(_ text: String) -> String {
        TerminalText.safe(text).replacingOccurrences(of: "`", with: "'")
    }

    private func longestBacktickRun(_ text: String) -> Int {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }

    private func size(_ text: String) -> Int { text.utf16.count }
}
