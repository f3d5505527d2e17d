import A11yFindings
import A11yReporters
import ArgumentParser
import Foundation

/// `--screenshots` and `--link-screenshots`: where the HTML report finds the
/// screenshots it draws its maps over, and whether it links or embeds them.
struct ScreenshotArguments: ParsableArguments {
    @Option(name: .customLong("screenshots"),
            help: ArgumentHelp("""
                HTML report: a folder of screenshots (PNG or JPEG) named as the dumps are (home.xml and \
                home.png, by relative path or by name), drawn under the screens' maps. Screenshots beside \
                the dumps with their names are used without it.
                """, valueName: "dir"))
    var folder: String?

    @Flag(name: .customLong("link-screenshots"),
          help: """
              HTML report: link the screenshots by their paths relative to the report instead of embedding \
              them, so the page stays small but needs the pictures beside it.
              """)
    var links = false

    private static let said = SaidOnce()

    func validate() throws {
        guard let folder else { return }
        var isFolder: ObjCBool = false
        if !FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) || !isFolder.boolValue {
            throw ValidationError("--screenshots '\(TerminalText.safe(folder))' is not a folder.")
        }
    }

    /// The options for an HTML report written to `reportPath` (nil: standard output); each
    /// warning is said once on standard error, however many HTML reports the run writes.
    func options(reportPath: String?, console: Console) -> ScreenshotOptions {
        let said = Self.said
        let reportFolder = reportPath.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }
        return ScreenshotOptions(folder: folder, links: links, reportFolder: reportFolder) { warning in
            if said.first(warning) { console.err(TerminalText.safe(warning)) }
        }
    }
}

/// Remembers what was said, from any thread.
final class SaidOnce: @unchecked Sendable {
    private var said: Set<String> = []
    private let lock = NSLock()

    func first(_ text: String) -> Bool {
        lock.withLock { said.insert(text).inserted }
    }
}
