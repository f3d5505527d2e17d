/// What loading one input gives: its screens, the `dump-*` findings about its
/// contents, and the errors that kept parts of it from being read.
public struct LoadResult: Sendable {
    public var screens: [Screen] = []
    public var findings: [Finding] = []
    public var errors: [InputError] = []

    public init(screens: [Screen] = [], findings: [Finding] = [], errors: [InputError] = []) {
        self.screens = screens
        self.findings = findings
        self.errors = errors
    }
}
