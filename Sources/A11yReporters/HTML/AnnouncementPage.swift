import A11yDump
import A11yLintCore
import Foundation

/// `a11ylint announce --format html`: the HTML report's page without findings,
/// each screen drawn with its focus stops and what the screen reader says there,
/// for design reviews.
public struct AnnouncementPage {
    private var files: [FileResult] = []
    private var screenshots: ScreenshotOptions

    public init(screenshots: ScreenshotOptions = ScreenshotOptions()) {
        self.screenshots = screenshots
    }

    public mutating func add(path: String, screens: [ScreenSketch], errors: [InputError]) {
        var file = FileResult(path: path, screenCount: screens.count, errors: errors)
        file.screens = screens
        files.append(file)
    }

    /// The page; `pathErrors` are the paths that could not be read at all, listed last.
    public func rendered(pathErrors: [InputError] = []) -> String {
        let directory = FileManager.default.currentDirectoryPath
        var reporter = HTMLReporter(content: .announcements, screenshots: screenshots)
        let buffer = ReportBuffer()
        var summary = RunSummary()
        reporter.begin(RunInfo(paths: ReportPaths(base: directory, workingDirectory: directory)), to: buffer.output)
        for file in files + pathErrors.map({ FileResult(path: $0.path, errors: [$0]) }) {
            summary.add(file)
            reporter.file(file, to: buffer.output)
        }
        reporter.end(summary, to: buffer.output)
        return buffer.text
    }
}
