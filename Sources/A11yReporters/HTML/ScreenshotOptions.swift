/// Where the HTML report looks for screenshots and how it puts them in the page
/// (docs/html-report.md, "Screenshots").
public struct ScreenshotOptions: Sendable {
    /// A folder of screenshots (`--screenshots`), searched by the dump's relative
    /// path and by its name, besides the dump's own folder.
    public var folder: String?
    /// Link the images from the page (`--link-screenshots`) rather than embed them.
    public var links = false
    /// The folder the report is written to, which linked images' paths are relative to.
    public var reportFolder: String?
    /// The largest screenshot read, in bytes.
    public var maxBytes = 16 * 1_048_576
    /// Where a screenshot that cannot be used is said, besides the page.
    public var warn: @Sendable (String) -> Void = { _ in }

    public init(folder: String? = nil, links: Bool = false, reportFolder: String? = nil,
                warn: @escaping @Sendable (String) -> Void = { _ in }) {
        self.folder = folder
        self.links = links
        self.reportFolder = reportFolder
        self.warn = warn
    }
}
