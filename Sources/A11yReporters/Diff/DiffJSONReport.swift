import A11yFindings
import A11yLintCore

/// `a11ylint diff --format json`: every screen of both sides with its status,
/// and for those that differ, each stop and finding that differs with both
/// versions whole. Documented in docs/diff-report.md, checked against
/// docs/diff-report.schema.json. An HTML page that draws the two screens side
/// by side can be made from it: stops carry their node paths, as sketches do.
public enum DiffJSONReport {
    public static let formatVersion = 1

    public static func encode(_ diff: AnnouncementDiff) -> String {
        SortedJSON.encode(Document(diff))
    }

    struct Document: Encodable {
        var version = DiffJSONReport.formatVersion
        var tool = Tool()
        var comparesFindings: Bool
        var summary: Summary
        var screens: [Screen]
        var errors: [Problem]

        init(_ diff: AnnouncementDiff) {
            comparesFindings = diff.comparesFindings
            summary = Summary(diff.totals)
            screens = diff.screens.map(Screen.init)
            errors = diff.errors.map { Problem(path: $0.path, line: $0.mark.line, column: $0.mark.column, message: $0.message) }
        }
    }

    struct Tool: Encodable {
        var name = ToolInfo.name
        var version = ToolInfo.version
    }

    struct Summary: Encodable {
        var screensAdded, screensRemoved, screensChanged, screensUnchanged: Int
        var stopsAdded, stopsRemoved, stopsChanged, stopsMoved: Int
        var findingsNew, findingsFixed: Int

        init(_ totals: AnnouncementDiff.Totals) {
            screensAdded = totals.screensAdded
            screensRemoved = totals.screensRemoved
            screensChanged = totals.screensChanged
            screensUnchanged = totals.screensUnchanged
            stopsAdded = totals.stopsAdded
            stopsRemoved = totals.stopsRemoved
            stopsChanged = totals.stopsChanged
            stopsMoved = totals.stopsMoved
            findingsNew = totals.findingsNew
            findingsFixed = totals.findingsFixed
        }
    }

    struct Side: Encodable {
        var path: String
        var screen: String
        var platform: String
        var stopCount: Int
    }

    struct Screen: Encodable {
        var status: String
        var old: Side?
        var new: Side?
        var stops: [Stop]
        var findings: [FindingEntry]

        init(_ screen: ScreenDiff) {
            status = screen.status.rawValue
            old = screen.old.map { Side(path: $0.path, screen: $0.screen, platform: $0.platform, stopCount: $0.stopCount) }
            new = screen.new.map { Side(path: $0.path, screen: $0.screen, platform: $0.platform, stopCount: $0.stopCount) }
            stops = screen.stops.map(Stop.init)
            findings = screen.findings.map(FindingEntry.init)
        }
    }

    struct Stop: Encodable {
        var kind: String
        var oldPlace: Int?
        var newPlace: Int?
        var old: AnnouncedStop?
        var new: AnnouncedStop?
        var changes: [Change]

        init(_ difference: StopDifference) {
            kind = difference.kind.rawValue
            oldPlace = difference.oldPlace
            newPlace = difference.newPlace
            old = difference.old
            new = difference.new
            changes = difference.changes.map { Change(part: $0.part.rawValue, old: $0.old, new: $0.new) }
        }
    }

    struct Change: Encodable {
        var part: String
        var old: String
        var new: String
    }

    struct FindingEntry: Encodable {
        var kind: String
        var rule: String
        var severity: String
        var message: String
        var path: String
        var line: Int
        var column: Int
        var identity: String?
        var announcement: String?

        init(_ difference: FindingDifference) {
            let finding = difference.finding
            kind = difference.kind.rawValue
            rule = finding.ruleID
            severity = finding.severity.rawValue
            message = finding.message
            path = finding.path
            line = finding.mark.line
            column = finding.mark.column
            identity = finding.identity
            announcement = finding.announcement
        }
    }

    struct Problem: Encodable {
        var path: String
        var line: Int
        var column: Int
        var message: String
    }
}
