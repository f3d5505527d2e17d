/// A file named on the command line that a configuration's `exclude` leaves out.
public struct ExcludedFile: Sendable, Equatable {
    public var path: String
    /// The configuration file that excludes it.
    public var configurationPath: String
    /// The `exclude` pattern that matched.
    public var pattern: String

    public init(path: String, configurationPath: String, pattern: String) {
        self.path = path
        self.configurationPath = configurationPath
        self.pattern = pattern
    }
}
