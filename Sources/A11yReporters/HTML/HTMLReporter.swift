import A11yFindings
import A11yDump
import A11yCatalog
import A11yLintCore

/// The HTML report (docs/html-report.md): one self-contained page for the whole
/// run, with each screen drawn to scale, its focus stops numbered in the order
/// the screen reader visits them, and its findings pinned where they are.
///
/// The page holds each screen as data (`HTMLScreenData`) and its script draws a
/// screen's map and lists when the screen is scrolled to, so that a run of a
/// thousand screens still opens quickly. The summary, the filters, the screen
/// index and the rules' text are plain HTML.
public struct HTMLReporter: Reporter {
    /// What the page shows: a lint run's findings, or only what the screen reader says (`announce`).
    public enum Content: Sendable {
        case findings
        case announcements
    }

    public var content: Content
    /// Where screenshots are looked for, and whether they are linked or embedded.
    public var screenshots: ScreenshotOptions
    public var drawsScreens: Bool { true }
    public var namesNodes: Bool { true }

    /// Set by `begin`.
    private var paths: ReportPaths!
    private var catalog: RuleCatalog = .builtIn
    private var sections = ""
    private var index: [HTMLIndexEntry] = []
    private var tallies: [String: HTMLRuleTally] = [:]
    /// Stops and findings of every screen: a small run's page draws them all at once.
    private var itemCount = 0
    private var stopCount = 0

    public init(content: Content = .findings, screenshots: ScreenshotOptions = ScreenshotOptions()) {
        self.content = content
        self.screenshots = screenshots
    }

    public mutating func begin(_ run: RunInfo, to output: ReportOutput) {
        paths = run.paths
        catalog = run.catalog
    }

    public mutating func file(_ file: FileResult, to output: ReportOutput) {
        let path = paths.relative(file.path)
        var byScreen: [String: [Finding]] = [:]
        var unplaced: [Finding] = []
        let keys = Set(file.screens.map(\.key))
        for finding in file.findings {
            tallies[finding.ruleID, default: HTMLRuleTally()].add(finding)
            if let screen = finding.screen, keys.contains(screen) {
                byScreen[screen, default: []].append(finding)
            } else {
                unplaced.append(finding)
            }
        }
        // An unnamed screen is called by its file's name (most XML and JSON dumps name no screen).
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        for sketch in file.screens {
            let title = sketch.name ?? (file.screens.count == 1 ? fileName : "\(fileName), screen \(sketch.documentIndex)")
            let screenshot = sketch.frame.flatMap { frame in
                ScreenshotFinder(options: screenshots).find(dump: file.path, relativePath: path,
                                                            documentIndex: sketch.documentIndex,
                                                            screenCount: file.screens.count,
                                                            frame: (frame.width, frame.height))
            }
            if let screenshot, let problem = screenshot.problem {
                screenshots.warn("\(paths.relative(screenshot.file)): warning: the screenshot of \(path) \(problem.message)")
            }
            // Two screens of one file with the same name share their findings' screen key: the first shows them.
            add(HTMLScreenData(path: path, sketch: sketch, findings: byScreen.removeValue(forKey: sketch.key) ?? [],
                               screenshot: screenshot?.address),
                title: title, screenshot: screenshot)
        }
        if !unplaced.isEmpty {
            add(HTMLScreenData(path: path, sketch: nil, findings: unplaced), title: "Findings about the file")
        }
    }

    private mutating func add(_ data: HTMLScreenData, title: String, screenshot: ScreenshotFinder.Found? = nil) {
        let number = index.count + 1
        let entry = HTMLIndexEntry(number: number, title: title, path: data.path,
                                   platform: data.sketch?.platform.displayName, stops: data.sketch?.stops.count ?? 0,
                                   findings: FindingCounts(data.findings), findingTotal: data.findings.count,
                                   hasMap: data.sketch?.frame != nil)
        index.append(entry)
        itemCount += entry.stops + entry.findingTotal
        stopCount += entry.stops
        let shot = screenshot.map { (file: paths.relative($0.file), drawn: $0.address != nil, problem: $0.problem) }
        sections += HTMLScreenSection(entry: entry, sketch: data.sketch, showsFindings: content == .findings,
                                      screenshot: shot)
            .html(data: data.json())
    }

    public func end(_ summary: RunSummary, to output: ReportOutput) {
        let page = HTMLPage(content: content, summary: summary, paths: paths, catalog: catalog, index: index,
                            tallies: tallies, stopCount: stopCount, drawsAllAtOnce: itemCount <= 20_000)
        page.write(sections: sections, to: output)
    }
}

/// One screen as the index and the summary list it.
struct HTMLIndexEntry {
    var number: Int
    var title: String
    var path: String
    var platform: String?
    var stops: Int
    var findings: FindingCounts
    var findingTotal: Int
    var hasMap: Bool

    var id: String { "s\(number)" }
}

/// A rule's findings in the run, by severity and status.
struct HTMLRuleTally {
    var counts = FindingCounts()

    mutating func add(_ finding: Finding) {
        switch finding.status {
        case .active:
            switch finding.severity {
            case .error: counts.errors += 1
            case .warning: counts.warnings += 1
            case .note: counts.notes += 1
            }
        case .suppressed: counts.suppressed += 1
        case .baselined: counts.baselined += 1
        }
    }
}
