import A11yFindings
import A11yDump
import A11yCatalog
import A11yLintCore
import Foundation

/// The page around the screens: head, style and script, the run's summary, the
/// filters, the screen index and the text of every rule that found something.
struct HTMLPage {
    var content: HTMLReporter.Content
    var summary: RunSummary
    var paths: ReportPaths
    var catalog: RuleCatalog
    var index: [HTMLIndexEntry]
    var tallies: [String: HTMLRuleTally]
    var stopCount: Int
    /// Whether the script draws every screen as the page opens, rather than each as it is scrolled to.
    var drawsAllAtOnce: Bool

    private var showsFindings: Bool { content == .findings }
    private var title: String { showsFindings ? "a11ylint report" : "a11ylint: what the screen reader says" }

    func write(sections: String, to output: ReportOutput) {
        var head = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        head += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        head += "<meta name=\"color-scheme\" content=\"light dark\">\n"
        head += "<meta name=\"generator\" content=\"\(ToolInfo.name) \(ToolInfo.version)\">\n"
        head += "<title>\(title)</title>\n<style>\n\(HTMLStyle.css)</style>\n</head>\n"
        head += "<body data-draw=\"\(drawsAllAtOnce ? "all" : "lazy")\" data-content=\"\(showsFindings ? "findings" : "stops")\">\n"
        head += HTMLStyle.icons
        head += "<a class=\"skip\" href=\"#screens\">Skip to the screens</a>\n"
        head += "<header>\n<h1>\(title)</h1>\n<p>\(HTMLText.escaped(headline))</p>\n</header>\n"
        head += screenIndex
        head += "<main>\n" + summarySection + (showsFindings && !tallies.isEmpty ? filterSection : "")
        head += "<section id=\"screens\" aria-labelledby=\"screens-h\">\n<h2 id=\"screens-h\">Screens</h2>\n"
        head += "<noscript><p>The screen maps and the lists of stops and findings are drawn by the page's script: "
            + "turn on JavaScript to see them.</p></noscript>\n"
        if !drawsAllAtOnce {
            head += "<p>Each screen is drawn when it is scrolled to. "
                + "<button type=\"button\" id=\"draw-all\">Draw every screen now</button> (slow on big runs; "
                + "needed before searching the page for a stop or a finding).</p>\n"
        }
        if index.isEmpty { head += "<p>No screen was read.</p>\n" }
        output.write(head)
        output.write(sections)
        var tail = "</section>\n" + (showsFindings ? rulesSection : "") + "</main>\n"
        tail += "<footer><p>Made by \(ToolInfo.name) \(ToolInfo.version). Frames are in points (iOS) and dp (Android); "
            + "stops are numbered in the order the screen reader visits them when swiping.</p></footer>\n"
        tail += "<script>\n\(HTMLScript.js)</script>\n</body>\n</html>\n"
        output.write(tail)
    }

    private var headline: String {
        var parts = [Self.count(summary.fileCount, "file"), Self.count(summary.screenCount, "screen"),
                     Self.count(stopCount, "focus stop")]
        if showsFindings { parts.append(Self.findingsPhrase(summary.counts, total: nil)) }
        if !summary.inputErrors.isEmpty { parts.append(Self.count(summary.inputErrors.count, "input error")) }
        return parts.joined(separator: " · ")
    }

    // MARK: Summary

    private var summarySection: String {
        let e = HTMLText.escaped
        let counts = summary.counts
        var out = "<section id=\"summary\" aria-labelledby=\"summary-h\">\n<h2 id=\"summary-h\">Summary</h2>\n<dl class=\"totals\">\n"
        var rows: [(String, String)] = [("Files", "\(summary.fileCount)"), ("Screens", "\(summary.screenCount)"),
                                        ("Focus stops", "\(stopCount)")]
        if showsFindings {
            rows += [("Errors", "\(counts.errors)"), ("Warnings", "\(counts.warnings)"), ("Notes", "\(counts.notes)"),
                     ("Suppressed", "\(counts.suppressed)"), ("Baselined", "\(counts.baselined)")]
            if !summary.staleBaselineEntries.isEmpty {
                rows.append(("Stale baseline entries", "\(summary.staleBaselineEntries.count)"))
            }
        }
        rows.append(("Input errors", "\(summary.inputErrors.count)"))
        if !summary.skipped.isEmpty { rows.append(("Skipped, not dumps", "\(summary.skipped.count)")) }
        for (name, value) in rows { out += "<dt>\(name)</dt><dd>\(value)</dd>\n" }
        out += "</dl>\n"
        if showsFindings {
            out += "<p class=\"legend\">Severity is shown by colour, shape and word: "
                + "\(Self.icon(.error)) error, \(Self.icon(.warning)) warning, \(Self.icon(.note)) note. "
                + "On the maps, numbered outlines are focus stops and the dashed line is the swipe path.</p>\n"
        }
        if showsFindings && !tallies.isEmpty {
            out += "<table class=\"by-rule\">\n<caption>Findings by rule</caption>\n<thead><tr><th scope=\"col\">Rule</th>"
                + "<th scope=\"col\">Errors</th><th scope=\"col\">Warnings</th><th scope=\"col\">Notes</th>"
                + "<th scope=\"col\">Suppressed</th><th scope=\"col\">Baselined</th></tr></thead>\n<tbody>\n"
            for (rule, tally) in tallies.sorted(by: { $0.key < $1.key }) {
                let c = tally.counts
                out += "<tr><th scope=\"row\"><a href=\"#rule-\(e(rule))\">\(e(rule))</a></th><td>\(c.errors)</td>"
                    + "<td>\(c.warnings)</td><td>\(c.notes)</td><td>\(c.suppressed)</td><td>\(c.baselined)</td></tr>\n"
            }
            out += "</tbody>\n</table>\n"
        }
        let errors = summary.inputErrors
        if !errors.isEmpty {
            out += "<h3 id=\"input-errors-h\">Input errors</h3>\n<ul class=\"input-errors\" aria-labelledby=\"input-errors-h\">\n"
            for error in errors {
                out += "<li><span class=\"loc\">\(e(paths.relative(error.path))):\(error.mark.line):\(error.mark.column)</span> "
                    + "\(e(error.message))</li>\n"
            }
            out += "</ul>\n"
        }
        return out + "</section>\n"
    }

    // MARK: Filters

    private var filterSection: String {
        let e = HTMLText.escaped
        var out = "<section id=\"filters\" aria-labelledby=\"filters-h\">\n<h2 id=\"filters-h\">Filters</h2>\n"
        out += "<form class=\"filters\">\n<fieldset><legend>Severity</legend>\n"
        for severity in [Severity.error, .warning, .note] {
            out += "<label><input type=\"checkbox\" name=\"severity\" value=\"\(severity.rawValue)\" checked> "
                + "\(Self.icon(severity)) \(severity.rawValue)</label>\n"
        }
        out += "</fieldset>\n<fieldset><legend>Status</legend>\n"
        for (status, label) in [("active", "active"), ("suppressed", "suppressed"), ("baselined", "baselined")] {
            out += "<label><input type=\"checkbox\" name=\"status\" value=\"\(status)\" checked> \(label)</label>\n"
        }
        out += "</fieldset>\n<fieldset class=\"rules\"><legend>Rule</legend>\n"
        for rule in tallies.keys.sorted() {
            out += "<label><input type=\"checkbox\" name=\"rule\" value=\"\(e(rule))\" checked> \(e(rule))</label>\n"
        }
        out += "</fieldset>\n<p><button type=\"button\" data-rules=\"all\">Check every rule</button> "
            + "<button type=\"button\" data-rules=\"none\">Uncheck every rule</button></p>\n"
        out += "</form>\n<p id=\"shown\" role=\"status\"></p>\n</section>\n"
        return out
    }

    // MARK: Screen index

    private var screenIndex: String {
        let e = HTMLText.escaped
        var out = "<nav id=\"index\" aria-labelledby=\"index-h\">\n<h2 id=\"index-h\">Screen index</h2>\n"
        // A long index would stand between the summary and the screens.
        let folded = index.count > 30
        if folded { out += "<details><summary>All \(index.count) screens</summary>\n" }
        out += "<ol>\n"
        for entry in index {
            var facts = [entry.path, Self.count(entry.stops, "stop")]
            if showsFindings { facts.append(Self.findingsPhrase(entry.findings, total: entry.findingTotal)) }
            if !entry.hasMap { facts.append("no map") }
            // The number is the item's own text, in a column of its own: a list marker in a
            // multi-column list overlaps the column before it.
            out += "<li><span class=\"num\" aria-hidden=\"true\">\(entry.number).</span> <span class=\"entry\">"
                + "<a href=\"#\(entry.id)\">\(e(entry.title))</a> <span class=\"meta\">\(e(facts.joined(separator: " · ")))</span></span></li>\n"
        }
        out += "</ol>\n" + (folded ? "</details>\n" : "") + "</nav>\n"
        return out
    }

    // MARK: Rules

    private var rulesSection: String {
        guard !tallies.isEmpty else { return "" }
        let e = HTMLText.escaped
        var out = "<section id=\"rules\" aria-labelledby=\"rules-h\">\n<h2 id=\"rules-h\">Rules</h2>\n"
        for id in tallies.keys.sorted() {
            out += "<section class=\"rule\" id=\"rule-\(e(id))\" aria-labelledby=\"rule-\(e(id))-h\">\n"
            guard let rule = catalog.rule(id) else {
                out += "<h3 id=\"rule-\(e(id))-h\">\(e(id))</h3>\n<p>This rule is not in the catalog.</p>\n</section>\n"
                continue
            }
            out += "<h3 id=\"rule-\(e(id))-h\">\(e(id)): \(e(rule.title))</h3>\n"
            out += "<p>\(e(rule.summary)).</p>\n"
            var facts = ["default severity \(rule.severity.rawValue)",
                         rule.platforms.map(\.displayName).joined(separator: " and ")]
            if !rule.wcag.isEmpty { facts.append("WCAG " + rule.wcag.joined(separator: ", ")) }
            out += "<p class=\"meta\">\(e(facts.joined(separator: " · ")))</p>\n"
            for paragraph in rule.rationale.components(separatedBy: "\n\n") {
                let text = paragraph.trimmingCharacters(in: .whitespacesAndNewlines)
                if !text.isEmpty { out += "<p>\(HTMLText.escapedKeepingLines(text))</p>\n" }
            }
            out += "<p><a href=\"#summary\">Back to the summary</a></p>\n</section>\n"
        }
        return out + "</section>\n"
    }

    // MARK: Words

    static func icon(_ severity: Severity) -> String {
        "<svg class=\"icon sev-\(severity.rawValue)\" aria-hidden=\"true\" focusable=\"false\"><use href=\"#icon-\(severity.rawValue)\"/></svg>"
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// "no findings", or "3 findings: 1 error, 2 warnings" (and how many were accepted).
    static func findingsPhrase(_ counts: FindingCounts, total: Int?) -> String {
        let accepted = counts.suppressed + counts.baselined
        let all = total ?? (counts.errors + counts.warnings + counts.notes + accepted)
        guard all > 0 else { return "no findings" }
        var parts: [String] = []
        if counts.errors > 0 { parts.append(count(counts.errors, "error")) }
        if counts.warnings > 0 { parts.append(count(counts.warnings, "warning")) }
        if counts.notes > 0 { parts.append(count(counts.notes, "note")) }
        if counts.suppressed > 0 { parts.append("\(counts.suppressed) suppressed") }
        if counts.baselined > 0 { parts.append("\(counts.baselined) baselined") }
        return count(all, "finding") + ": " + parts.joined(separator: ", ")
    }
}
