import A11yFindings
import A11yLintCore

/// `a11ylint diff --format html`: one self-contained page (docs/diff-report.md)
/// with the run's totals, an index of the screens that differ, and for each of
/// them the OLD and NEW screen maps side by side, each stop numbered in its own
/// swipe order and each stop that differs marked (`DiffHTMLScreenSection`), with
/// the list of what changed beside them.
///
/// The maps are drawn by the lint report's script parts (`HTMLMapLayout`,
/// `HTMLMapDrawing`) from the same screen data (`HTMLScreenData`); the diff needs
/// the screens' drawings, so it must be made with `DiffSideLoader.sketchesScreens`
/// and `AnnouncementDiff(keepsScreens:)`.
public struct DiffHTMLReport {
    public init() {}

    public func rendered(_ diff: AnnouncementDiff) -> String {
        let changed = diff.changedScreens
        let sections = changed.enumerated().map { place, screen in
            DiffHTMLScreenSection(number: place + 1, screen: screen)
        }
        let stopCount = changed.reduce(0) { $0 + ($1.oldScreen?.announced.stops.count ?? 0) + ($1.newScreen?.announced.stops.count ?? 0) }
        let title = "a11ylint diff: what the screen reader says differently"
        var page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        page += "<meta name=\"color-scheme\" content=\"light dark\">\n"
        page += "<meta name=\"generator\" content=\"\(ToolInfo.name) \(ToolInfo.version)\">\n"
        page += "<title>\(title)</title>\n<style>\n\(HTMLStyle.css)\(DiffHTMLStyle.css)</style>\n</head>\n"
        // A small diff is drawn whole as the page opens; a big one screen by screen as it is scrolled to.
        page += "<body data-draw=\"\(stopCount <= 20_000 ? "all" : "lazy")\" data-content=\"diff\">\n"
        page += DiffHTMLStyle.icons
        page += "<a class=\"skip\" href=\"#screens\">Skip to the screens</a>\n"
        page += "<header>\n<h1>\(title)</h1>\n<p>\(HTMLText.escaped(DiffLines.summary(diff))).</p>\n</header>\n"
        page += index(sections)
        page += "<main>\n" + summary(diff)
        page += "<section id=\"screens\" aria-labelledby=\"screens-h\">\n<h2 id=\"screens-h\">Screens that differ</h2>\n"
        page += "<noscript><p>The screen maps and the lists of stops are drawn by the page's script: turn on "
            + "JavaScript to see them. The changes are listed without it.</p></noscript>\n"
        if changed.isEmpty {
            page += "<p>No screen differs: the screen reader says the same on every screen of both sides.</p>\n"
        }
        for section in sections { page += section.html() }
        page += "</section>\n</main>\n"
        page += "<footer><p>Made by \(ToolInfo.name) \(ToolInfo.version). Frames are in points (iOS) and dp (Android); "
            + "on each map, stops are numbered in that side's swipe order.</p></footer>\n"
        page += "<script>\n\(DiffHTMLScript.js)</script>\n</body>\n</html>\n"
        return page
    }

    private func summary(_ diff: AnnouncementDiff) -> String {
        let e = HTMLText.escaped
        let totals = diff.totals
        var out = "<section id=\"summary\" aria-labelledby=\"summary-h\">\n<h2 id=\"summary-h\">Summary</h2>\n"
        var rows: [(String, Int)] = [("Screens changed", totals.screensChanged), ("Screens added", totals.screensAdded),
                                     ("Screens removed", totals.screensRemoved),
                                     ("Screens the same (not shown)", totals.screensUnchanged),
                                     ("Stops added", totals.stopsAdded), ("Stops removed", totals.stopsRemoved),
                                     ("Stops moved", totals.stopsMoved), ("Stops changed", totals.stopsChanged)]
        if diff.comparesFindings {
            rows += [("New findings", totals.findingsNew), ("Fixed findings", totals.findingsFixed)]
        }
        rows.append(("Input errors", diff.errors.count))
        out += "<dl class=\"totals\">\n"
        for (name, value) in rows { out += "<dt>\(name)</dt><dd>\(value)</dd>\n" }
        out += "</dl>\n"
        out += "<p class=\"legend\">On the maps, each stop is outlined and numbered in its side's swipe order, and "
            + "each stop that differs carries a mark of its own shape, letter and colour: "
            + DiffHTMLStyle.kinds.map { "\(DiffHTMLStyle.icon($0.kind)) <strong>\($0.letter)</strong> \($0.kind.rawValue) (\($0.side))" }
                .joined(separator: ", ")
            + ". Pointing at a change, or focusing it, lights up its stop on both maps.</p>\n"
        if !diff.errors.isEmpty {
            out += "<h3 id=\"input-errors-h\">Input errors</h3>\n<ul class=\"input-errors\" aria-labelledby=\"input-errors-h\">\n"
            for error in diff.errors {
                out += "<li><span class=\"loc\">\(e(error.path)):\(error.mark.line):\(error.mark.column)</span> "
                    + "\(e(error.message))</li>\n"
            }
            out += "</ul>\n"
        }
        return out + "</section>\n"
    }

    private func index(_ sections: [DiffHTMLScreenSection]) -> String {
        let e = HTMLText.escaped
        var out = "<nav id=\"index\" aria-labelledby=\"index-h\">\n<h2 id=\"index-h\">Screen index</h2>\n"
        if sections.isEmpty { return out + "<p>No screen differs.</p>\n</nav>\n" }
        // A long index would stand between the summary and the screens.
        let folded = sections.count > 30
        if folded { out += "<details><summary>All \(sections.count) screens that differ</summary>\n" }
        out += "<ol>\n"
        for section in sections {
            let facts = [section.screen.status.rawValue, DiffLines.counts(of: section.screen)]
            out += "<li><span class=\"num\" aria-hidden=\"true\">\(section.number).</span> <span class=\"entry\">"
                + "<a href=\"#\(section.id)\">\(e(section.title))</a> "
                + "<span class=\"meta\">\(e(facts.joined(separator: " · ")))</span></span></li>\n"
        }
        out += "</ol>\n" + (folded ? "</details>\n" : "") + "</nav>\n"
        return out
    }
}
