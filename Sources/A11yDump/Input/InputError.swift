import A11yFindings
import A11yYAML

/// An input that could not be linted, with where the problem is.
public struct InputError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var mark: Mark
    public var problem: InputProblem

    public init(path: String, mark: Mark, problem: InputProblem) {
        self.path = path
        self.mark = mark
        self.problem = problem
    }

    public var message: String { problem.message }

    /// Report order: by path, then position.
    public static func precedes(_ lhs: InputError, _ rhs: InputError) -> Bool {
        (lhs.path, lhs.mark) < (rhs.path, rhs.mark)
    }

    /// Compiler style: `path:line:col: error: message`. The path and the message may
    /// quote the input (a file name, a key, a value): written safe for one line of a
    /// terminal, as `TerminalText` says.
    public var description: String {
        "\(TerminalText.safe(path)):\(mark.line):\(mark.column): error: \(TerminalText.safe(message))"
    }
}
