import A11yFindings

/// Why a capture could not be laid out (`CaptureLayout`), with where. The command
/// reads a capture as lint does before it is laid out, and so reports most broken
/// files with lint's own errors; these are what the layout's reading finds besides,
/// so that it never writes a capture it misread.
public struct LayoutError: Error, Equatable, Sendable {
    public var mark: Mark
    public var problem: LayoutProblem

    public init(mark: Mark, problem: LayoutProblem) {
        self.mark = mark
        self.problem = problem
    }

    public var message: String { problem.message }
}
