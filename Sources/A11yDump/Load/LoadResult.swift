import A11yFindings
import A11yYAML

/// What loading one input gives: its screens, the problems with its contents
/// (reported as `dump-*` findings), and the errors that kept parts of it from being read.
public struct LoadResult: Sendable {
    public var screens: [Screen] = []
    public var problems: [LocatedDumpProblem] = []
    public var errors: [InputError] = []

    public init(screens: [Screen] = [], problems: [LocatedDumpProblem] = [], errors: [InputError] = []) {
        self.screens = screens
        self.problems = problems
        self.errors = errors
    }

    /// Adds a screen and the problems found while reading it, each tied to the screen.
    mutating func append(_ screen: Screen, problems: [LocatedDumpProblem]) {
        screens.append(screen)
        for var problem in problems {
            problem.screen = screen.key
            self.problems.append(problem)
        }
    }
}
