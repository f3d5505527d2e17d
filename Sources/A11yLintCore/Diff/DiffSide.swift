import A11yFindings
import A11yDump

/// One side of a diff (OLD or NEW): its files, each with its screens, and the
/// inputs that could not be read.
public struct DiffSide: Sendable {
    public var files: [DiffFile]
    public var errors: [InputError]

    public init(files: [DiffFile] = [], errors: [InputError] = []) {
        self.files = files
        self.errors = errors
    }

    /// Whether any screen came from an announcement snapshot rather than a dump.
    public var hasSnapshots: Bool { files.contains(where: \.isSnapshot) }

    /// Every screen of the side as `announce --format json` writes them: what `diff --write` stores.
    public var snapshot: [AnnouncedScreen] { files.flatMap { $0.screens.map(\.announced) } }
}

/// One file of a side, or the screens a snapshot recorded for one file.
public struct DiffFile: Sendable {
    /// The path as given on the command line, or as the snapshot recorded it.
    public var path: String
    /// What the two sides' files pair by: the path below the folder given on the
    /// command line, the file's name for a file given by itself, or below the
    /// folder all of a snapshot's files share.
    public var relativePath: String
    public var screens: [DiffScreen]
    /// Whether the screens come from an announcement snapshot.
    public var isSnapshot: Bool

    public init(path: String, relativePath: String, screens: [DiffScreen], isSnapshot: Bool = false) {
        self.path = path
        self.relativePath = relativePath
        self.screens = screens.map { screen in
            var screen = screen
            screen.relativePath = relativePath
            return screen
        }
        self.isSnapshot = isSnapshot
    }
}
