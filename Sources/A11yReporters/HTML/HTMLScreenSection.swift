import A11yFindings
import A11yLintCore

/// One screen's part of the page: its heading and what it is, an empty map and
/// empty lists that the script fills from the screen's data, and the data.
struct HTMLScreenSection {
    var entry: HTMLIndexEntry
    var sketch: ScreenSketch?
    var showsFindings: Bool

    func html(data: String) -> String {
        let id = entry.id
        let e = HTMLText.escaped
        var out = "<section class=\"screen\" id=\"\(id)\" aria-labelledby=\"\(id)-h\">\n"
        out += "<h3 id=\"\(id)-h\">\(e(entry.title))</h3>\n"
        out += "<p class=\"meta\">" + e(facts.joined(separator: " · ")) + "</p>\n"
        out += "<div class=\"panes\">\n"
        if let sketch {
            out += "<div class=\"pane map-pane\"><h4 id=\"\(id)-mh\">Screen map</h4>"
            if let reason = sketch.noMapReason {
                out += "<p class=\"nomap\">No map: \(e(reason))</p></div>\n"
            } else {
                out += "<div class=\"map\" data-map><p class=\"pending\">The map is drawn when the screen is scrolled to.</p></div></div>\n"
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
