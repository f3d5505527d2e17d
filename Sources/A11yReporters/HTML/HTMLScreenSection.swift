import A11yFindings
import A11yLintCore

/// One screen's part of the page: its heading and what it is, an empty map and
/// empty lists that the script fills from the screen's data, and the data.
///
/// The section carries the screen's proportions (`--ar`, width over height), from
/// which the style sheet sizes the map: a portrait screen gets a column as wide as
/// the window's height allows, a landscape one (`wide`) the whole width above its lists.
struct HTMLScreenSection {
    var entry: HTMLIndexEntry
    var sketch: ScreenSketch?
    var showsFindings: Bool
    /// The screenshot found for the screen: its file as the report names it, whether it is drawn, and any problem.
    var screenshot: (file: String, drawn: Bool, problem: ScreenshotProblem?)? = nil

    func html(data: String) -> String {
        let id = entry.id
        let e = HTMLText.escaped
        var classes = "screen"
        var style = ""
        if let frame = sketch?.frame, frame.width > 0, frame.height > 0 {
            let ratio = frame.width / frame.height
            if ratio >= 1 { classes += " wide" }
            style = " style=\"--ar: \(HTMLText.number(ratio))\""
        }
        var out = "<section class=\"\(classes)\" id=\"\(id)\" aria-labelledby=\"\(id)-h\"\(style)>\n"
        out += "<h3 id=\"\(id)-h\">\(e(entry.title))</h3>\n"
        out += "<p class=\"meta\">" + e(facts.joined(separator: " · ")) + "</p>\n"
        out += "<div class=\"panes\">\n"
        if let sketch {
            out += "<div class=\"pane map-pane\"><h4 id=\"\(id)-mh\">Screen map</h4>"
            if let reason = sketch.noMapReason {
                out += "<p class=\"nomap\">No map: \(e(reason))</p></div>\n"
            } else {
                out += controls
                out += "<div class=\"map\" data-map><p class=\"pending\">The map is drawn when the screen is scrolled to.</p></div>"
                out += screenshotNote + "</div>\n"
            }
            out += "<div class=\"pane\"><h4 id=\"\(id)-sh\">Focus stops in visiting order (\(sketch.stops.count))</h4>"
            out += sketch.stops.isEmpty ? "<p class=\"meta\">The screen reader finds no focus stop here.</p></div>\n"
                : "<ol class=\"stops\" aria-labelledby=\"\(id)-sh\"></ol></div>\n"
        }
        if showsFindings {
            out += "<div class=\"pane\"><h4 id=\"\(id)-fh\">Findings (\(entry.findingTotal))</h4>"
            out += entry.findingTotal == 0 ? "<p class=\"meta\">No findings on this screen.</p></div>\n"
                : "<ul class=\"findings\" aria-labelledby=\"\(id)-fh\"></ul></div>\n"
        }
        out += "</div>\n<script type=\"application/json\" class=\"data\">\(data)</script>\n</section>\n"
        return out
    }

    /// The map's zoom buttons and, with a screenshot, the switch between it and the wireframe.
    private var controls: String {
        let id = entry.id
        var out = "<div class=\"map-tools\">"
        if screenshot?.drawn == true {
            out += "<fieldset class=\"view\"><legend>Show</legend>"
                + "<label><input type=\"radio\" name=\"\(id)-view\" value=\"shot\" checked> Screenshot</label> "
                + "<label><input type=\"radio\" name=\"\(id)-view\" value=\"wire\"> Wireframe</label></fieldset>"
        }
        out += "<div class=\"zoom\" role=\"group\" aria-label=\"Zoom the map\">"
            + "<button type=\"button\" data-zoom=\"out\" aria-label=\"Zoom out\">−</button>"
            + "<button type=\"button\" data-zoom=\"fit\">Fit</button>"
            + "<button type=\"button\" data-zoom=\"in\" aria-label=\"Zoom in\">+</button>"
            + "<output class=\"zoom-level\" aria-live=\"polite\">100%</output></div></div>"
        return out
    }

    private var screenshotNote: String {
        guard let screenshot else { return "" }
        let e = HTMLText.escaped
        if let problem = screenshot.problem {
            return "<p class=\"shot-note\">Screenshot <code>\(e(screenshot.file))</code> \(e(problem.message)).</p>"
        }
        return "<p class=\"shot-note meta\">Screenshot: <code>\(e(screenshot.file))</code>, scaled to the screen.</p>"
    }

    /// The file, platform, stop count and findings, for the line under the heading.
    private var facts: [String] {
        var facts = [entry.path]
        if let platform = entry.platform { facts.append(platform) }
        if let sketch {
            facts.append(HTMLPage.count(sketch.stops.count, "focus stop"))
            if let frame = sketch.frame {
                facts.append("\(HTMLText.number(frame.width)) × \(HTMLText.number(frame.height)) \(sketch.unit)")
            }
        }
        if showsFindings { facts.append(HTMLPage.findingsPhrase(entry.findings, total: entry.findingTotal)) }
        return facts
    }
}
