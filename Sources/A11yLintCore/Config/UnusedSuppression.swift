/// A suppression that covered no finding in a run, though its configuration linted
/// files: the finding was fixed, or the suppression no longer names it.
public struct UnusedSuppression: Sendable, Equatable {
    /// The configuration file it is written in, as the run shows it.
    public var path: String
    public var suppression: Suppression

    public init(path: String, suppression: Suppression) {
        self.path = path
        self.suppression = suppression
    }
}
