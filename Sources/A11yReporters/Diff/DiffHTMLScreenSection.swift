import A11yFindings
import A11yLintCore

/// One screen that differs, on the diff page: a side for OLD and one for NEW
/// (only one for an added or removed screen), each with an empty map and an empty
/// list of its stops that the script fills from the data, and the list of what
/// changed, written here so that it reads without the script.
///
/// The data is `{"o": side or null, "n": side or null, "c": [[kind, old index or -1,
/// new index or -1], ...]}`, a side as `HTMLScreenData` writes a screen, `c` one
/// entry per item of the list of changes, in its order.
struct DiffHTMLScreenSection {
    var number: Int
    var screen: ScreenDiff

    var id: String { "s\(number)" }

    /// The path the screen pairs by, and its name unless it is its file's only unnamed screen.
    var title: String {
        let side = screen.shown
        let status = screen.status == .added || screen.status == .removed ? " (\(screen.status.rawValue))" : ""
        return Self.name(side) + status
    }

    static func name(_ side: ScreenDiff.Side) -> String {
        if side.screen == "#1" { return side.path }
        if side.screen.hasPrefix("#") { return "\(side.path), screen \(side.screen.dropFirst())" }
        return "\(side.path): \(side.screen)"
    }

    /// The drawing of each side: the dump's, or a list without frames for a snapshot's screen.
    func sketch(_ screen: DiffScreen?) -> ScreenSketch? {
        guard let screen else { return nil }
        return screen.sketch ?? ScreenSketch(snapshotOf: screen.announced)
    }

    func html() -> String {
        let e = HTMLText.escaped
        var out = "<section class=\"screen\" id=\"\(id)\" aria-labelledby=\"\(id)-h\" data-status=\"\(screen.status.rawValue)\">\n"
        out += "<h3 id=\"\(id)-h\">\(e(title))</h3>\n"
        var facts = [screen.shown.platform == "ios" ? "iOS" : "Android"]
        facts.append("stops: \(screen.old.map { String($0.stopCount) } ?? "none") → \(screen.new.map { String($0.stopCount) } ?? "none")")
        facts.append(DiffLines.counts(of: screen))
        out += "<p class=\"meta\">\(e(facts.joined(separator: " · ")))</p>\n"
        if screen.isRenamed, let old = screen.old {
            out += "<p>Was <code>\(e(Self.name(old)))</code>.</p>\n"
        }
        switch screen.status {
        case .added: out += "<p>Only NEW has this screen: all its stops are added.</p>\n"
        case .removed: out += "<p>Only OLD had this screen: all its stops are removed.</p>\n"
        case .changed, .unchanged: break
        }
        let sides = [("o", "OLD", "Before", screen.old, sketch(screen.oldScreen)),
                     ("n", "NEW", "After", screen.new, sketch(screen.newScreen))].filter { $0.4 != nil }
        out += "<div class=\"sides\(sides.count == 1 ? " one" : "")\">\n"
        for (key, which, word, side, sketch) in sides {
            guard let side, let sketch else { continue }
            out += sideHTML(key: key, which: which, word: word, side: side, sketch: sketch)
        }
        out += changesHTML()
        out += "</div>\n<script type=\"application/json\" class=\"data\">\(data())</script>\n</section>\n"
        return out
    }

    private func sideHTML(key: String, which: String, word: String, side: ScreenDiff.Side, sketch: ScreenSketch) -> String {
        let e = HTMLText.escaped
        let pane = "\(id)-\(key)"
        var style = ""
        if let frame = sketch.frame, frame.width > 0, frame.height > 0 {
            style = " style=\"--ar: \(HTMLText.number(frame.width / frame.height))\""
        }
        var out = "<div class=\"side\" id=\"\(pane)\" data-side=\"\(key)\"\(style)>\n"
        out += "<div class=\"map-pane\"><h4 id=\"\(pane)-mh\"><span class=\"which\">\(word) (\(which))</span>: "
            + "\(e(Self.name(side)))</h4>"
        var facts = [HTMLPage.count(sketch.stops.count, "focus stop")]
        if let frame = sketch.frame { facts.append("\(HTMLText.number(frame.width)) × \(HTMLText.number(frame.height)) \(sketch.unit)") }
        out += "<p class=\"meta\">\(e(facts.joined(separator: " · ")))</p>"
        if let reason = sketch.noMapReason {
            out += "<p class=\"nomap\">No map: \(e(reason))</p></div>\n"
        } else {
            out += "<div class=\"map-tools\"><div class=\"zoom\" role=\"group\" aria-label=\"Zoom the \(which) map\">"
                + "<button type=\"button\" data-zoom=\"out\" aria-label=\"Zoom the \(which) map out\">−</button>"
                + "<button type=\"button\" data-zoom=\"fit\" aria-label=\"Fit the \(which) map\">Fit</button>"
                + "<button type=\"button\" data-zoom=\"in\" aria-label=\"Zoom the \(which) map in\">+</button>"
                + "<output class=\"zoom-level\" aria-live=\"polite\">100%</output></div></div>"
            out += "<div class=\"map\" data-map><p class=\"pending\">The map is drawn when the screen is scrolled to.</p></div></div>\n"
        }
        let list = sketch.stops.isEmpty ? "<p class=\"meta\">The screen reader finds no focus stop here.</p>"
            : "<ol class=\"stops\" aria-labelledby=\"\(pane)-sh\"></ol>"
        // Beside a map the list is folded away; without one it is all the side shows.
        let open = sketch.noMapReason != nil ? " open" : ""
        out += "<details\(open)><summary id=\"\(pane)-sh\">\(which)'s \(sketch.stops.count) stops in swipe order</summary>"
            + list + "</details>\n</div>\n"
        return out
    }

    private func changesHTML() -> String {
        let e = HTMLText.escaped
        var out = "<div class=\"changes-pane\"><h4 id=\"\(id)-ch\">Changes (\(screen.stops.count))</h4>\n"
        if screen.stops.isEmpty {
            out += "<p class=\"meta\">Every stop says the same.</p>\n"
        } else {
            out += "<ol class=\"changes\" aria-labelledby=\"\(id)-ch\">\n"
            for (index, difference) in screen.stops.enumerated() {
                let mark = DiffHTMLStyle.mark(difference.kind)
                out += "<li class=\"diff-\(difference.kind.rawValue)\" data-c=\"\(index)\" tabindex=\"0\">"
                    + DiffHTMLStyle.icon(difference.kind) + " <span class=\"kind\">\(mark.letter) \(difference.kind.rawValue)</span> "
                out += e(place(of: difference)) + ": " + stopText(difference.stop)
                var parts: [String] = []
                if difference.kind == .moved, let from = difference.oldPlace, let to = difference.newPlace {
                    parts.append("place in the swipe order: <del>\(from)</del> → <ins>\(to)</ins>")
                }
                for change in difference.changes {
                    parts.append("\(change.part.rawValue): <del>\(quoted(change.old))</del> → <ins>\(quoted(change.new))</ins>")
                }
                if !parts.isEmpty {
                    out += "<ul class=\"parts\">" + parts.map { "<li>\($0)</li>" }.joined() + "</ul>"
                }
                out += "</li>\n"
            }
            out += "</ol>\n"
        }
        if !screen.findings.isEmpty {
            out += "<h4 id=\"\(id)-fh\">Findings (\(screen.findings.count))</h4>\n"
                + "<ul class=\"finding-changes\" aria-labelledby=\"\(id)-fh\">\n"
            for difference in screen.findings {
                let finding = difference.finding
                out += "<li><strong>\(difference.kind.rawValue)</strong> \(HTMLPage.icon(finding.severity)) "
                    + "\(finding.severity.rawValue) <code>\(e(finding.ruleID))</code>: \(e(finding.message)) "
                    + "<span class=\"loc\">\(e(finding.path)):\(finding.mark.line):\(finding.mark.column)</span></li>\n"
            }
            out += "</ul>\n"
        }
        return out + "</div>\n"
    }

    /// "stop 3 of NEW", "stop 4 of OLD", "stop 9", "stop 9 → 10".
    private func place(of difference: StopDifference) -> String {
        switch (difference.oldPlace, difference.newPlace) {
        case (let old?, let new?): return old == new ? "stop \(new)" : "stop \(old) → \(new)"
        case (nil, let new?): return "stop \(new) of NEW"
        case (let old?, nil): return "stop \(old) of OLD"
        case (nil, nil): return "stop"
        }
    }

    /// What the stop says, its hint, and its layer when not the app's.
    private func stopText(_ stop: AnnouncedStop) -> String {
        var out = quoted(stop.utterance)
        if !stop.hint.isEmpty { out += " then <span class=\"hint\">\(quoted(stop.hint))</span>" }
        if stop.place != "app" { out += " <span class=\"layer\">[\(HTMLText.escaped(stop.place))]</span>" }
        return out
    }

    private func quoted(_ text: String) -> String {
        text.isEmpty ? "<span class=\"meta\">(nothing)</span>" : "<q>\(HTMLText.escaped(text))</q>"
    }

    func data() -> String {
        func side(_ diffScreen: DiffScreen?, _ side: ScreenDiff.Side?) -> String {
            guard let side, let sketch = sketch(diffScreen) else { return "null" }
            return HTMLScreenData(path: side.path, sketch: sketch, findings: []).json()
        }
        var out = "{\"o\":" + side(screen.oldScreen, screen.old) + ",\"n\":" + side(screen.newScreen, screen.new) + ",\"c\":["
        out += screen.stops.map { difference in
            "[\"\(difference.kind.rawValue)\",\((difference.oldPlace ?? 0) - 1),\((difference.newPlace ?? 0) - 1)]"
        }.joined(separator: ",")
        return out + "]}"
    }
}
