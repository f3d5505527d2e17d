import A11yFindings
import A11yDump
import A11yLintCore

/// One screen's stops and findings as the compact JSON the page's script draws
/// from (docs/html-report.md): a big run's page holds its screens as data and
/// builds each screen's map and lists only when it is scrolled to.
///
/// `{"fr": [x, y, w, h] or null, "u": "pt" or "dp", "p": path, "sh": screenshot address or null,
///   "s": [[frame or null, utterance, hint, node path, line, column, layer or null, identity, name], ...],
///   "f": [[rule, severity, message, line, column, stop index or -1, frame or null, status, reason or null,
///          identity or null, group or -1], ...]}`
/// A finding on a focus stop names the stop and has no frame of its own; one on
/// another node carries that node's frame when it has one. Findings of one group
/// (`HTMLFindingGroups`) share its number, so that pointing at one shows them all.
struct HTMLScreenData {
    var path: String
    var sketch: ScreenSketch?
    var findings: [Finding]
    /// The screenshot's address (a `data:` URI or a path relative to the report), when one was found.
    var screenshot: String?

    func json() -> String {
        var out = "{\"p\":" + HTMLText.json(path)
        out += ",\"u\":\"" + (sketch?.unit ?? "pt") + "\",\"fr\":" + Self.rect(sketch?.frame)
        out += ",\"sh\":" + (screenshot.map(HTMLText.json) ?? "null")
        out += ",\"s\":["
        var stopIndex: [String: Int] = [:]
        for (place, stop) in (sketch?.stops ?? []).enumerated() {
            if place > 0 { out += "," }
            if stopIndex[stop.nodePath] == nil { stopIndex[stop.nodePath] = place }
            out += "[" + Self.rect(stop.frame) + "," + HTMLText.json(stop.utterance) + "," + HTMLText.json(stop.hint)
            out += "," + HTMLText.json(stop.nodePath) + ",\(stop.line),\(stop.column),"
            out += (stop.layer.map(HTMLText.json) ?? "null") + "," + HTMLText.json(stop.identity) + ","
            out += HTMLText.json(stop.name) + "]"
        }
        out += "],\"f\":["
        let groups = HTMLFindingGroups(findings)
        for (index, finding) in findings.enumerated() {
            if index > 0 { out += "," }
            let stop = finding.nodePath.flatMap { stopIndex[$0] } ?? -1
            let frame = stop >= 0 ? nil : finding.nodePath.flatMap { sketch?.nodeFrames[$0] }
            out += "[" + HTMLText.json(finding.ruleID) + ",\"" + finding.severity.rawValue + "\","
            out += HTMLText.json(finding.message) + ",\(finding.mark.line),\(finding.mark.column),\(stop),"
            out += Self.rect(frame) + ","
            switch finding.status {
            case .active: out += "\"active\",null,"
            case .suppressed(let reason): out += "\"suppressed\"," + HTMLText.json(reason) + ","
            case .baselined: out += "\"baselined\",null,"
            }
            out += (finding.identity.map(HTMLText.json) ?? "null") + ",\(groups.group(of: index) ?? -1)]"

        }
        out += "]}"
        return out
    }

    private static func rect(_ rect: Rect?) -> String {
        guard let rect else { return "null" }
        return "[" + [rect.x, rect.y, rect.width, rect.height].map(HTMLText.number).joined(separator: ",") + "]"
    }
}
