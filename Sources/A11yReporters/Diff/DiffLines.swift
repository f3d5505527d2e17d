import A11yFindings
import A11yLintCore

/// The lines of a diff as text and Markdown show them, one screen at a time, in
/// the manner of a unified diff: `- ` what the old screen said, `+ ` what the
/// new one says, a line of each part that changed under them.
///
///     - 3. "Check out, button"
///     + 3. "Checkout, button"
///         name: "Check out" → "Checkout"
enum DiffLines {
    /// How a line begins: what it says of the stop or finding.
    enum Sign {
        case old, new, detail
    }

    struct Line {
        var sign: Sign
        var text: String
    }

    /// A stop as `announce` prints it: its place, its utterance, the hint said after
    /// a pause, and the layer when it is not the app's.
    static func stopLine(place: Int, _ stop: AnnouncedStop) -> String {
        let hint = stop.hint.isEmpty ? "" : " then \"\(stop.hint)\""
        let layer = stop.place == "app" ? "" : " [\(stop.place)]"
        return "\(place). \"\(stop.utterance)\"\(hint)\(layer)"
    }

    /// A screen's stop and finding lines.
    static func lines(of screen: ScreenDiff) -> [Line] {
        var lines: [Line] = []
        for difference in screen.stops {
            if let old = difference.old, let place = difference.oldPlace {
                lines.append(Line(sign: .old, text: "- " + stopLine(place: place, old)))
            }
            if let new = difference.new, let place = difference.newPlace {
                lines.append(Line(sign: .new, text: "+ " + stopLine(place: place, new)))
            }
            if difference.kind == .moved, let from = difference.oldPlace, let to = difference.newPlace {
                lines.append(Line(sign: .detail, text: "    moved: \(from) → \(to)"))
            }
            for change in difference.changes {
                lines.append(Line(sign: .detail, text: "    \(change.part.rawValue): \"\(change.old)\" → \"\(change.new)\""))
            }
        }
        for difference in screen.findings {
            let finding = difference.finding
            let text = "finding \(difference.kind.rawValue): \(finding.mark.line):\(finding.mark.column): "
                + "\(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]"
            lines.append(Line(sign: difference.kind == .new ? .new : .old,
                              text: (difference.kind == .new ? "+ " : "- ") + text))
        }
        return lines
    }

    /// `'name' (android, 12 stops)` of one side of a screen.
    static func describe(_ side: ScreenDiff.Side) -> String {
        "'\(side.screen)' (\(side.platform), \(side.stopCount) stop\(side.stopCount == 1 ? "" : "s"))"
    }

    /// What differs on a screen in a few words: "1 added, 2 changed, 1 new finding".
    static func counts(of screen: ScreenDiff) -> String {
        var parts: [String] = []
        for kind in [StopDifference.Kind.added, .removed, .changed, .moved] {
            let count = screen.count(kind)
            if count > 0 { parts.append("\(count) \(kind.rawValue)") }
        }
        let new = screen.count(FindingDifference.Kind.new)
        let fixed = screen.count(FindingDifference.Kind.fixed)
        if new > 0 { parts.append("\(new) new finding\(new == 1 ? "" : "s")") }
        if fixed > 0 { parts.append("\(fixed) fixed finding\(fixed == 1 ? "" : "s")") }
        return parts.isEmpty ? "no stops" : parts.joined(separator: ", ")
    }

    /// The run's totals in one sentence, for the end of the text and the top of the Markdown.
    static func summary(_ diff: AnnouncementDiff) -> String {
        let totals = diff.totals
        func count(_ number: Int, _ word: String) -> String { "\(number) \(word)\(number == 1 ? "" : "s")" }
        var sentence = "\(count(totals.screensChanged, "screen")) changed, \(totals.screensAdded) added, "
            + "\(totals.screensRemoved) removed, \(totals.screensUnchanged) the same; "
            + "stops: \(totals.stopsAdded) added, \(totals.stopsRemoved) removed, \(totals.stopsChanged) changed, "
            + "\(totals.stopsMoved) moved"
        if diff.comparesFindings {
            sentence += "; findings: \(totals.findingsNew) new, \(totals.findingsFixed) fixed"
        }
        return sentence
    }
}
