import A11yFindings

/// Why a YAML stream could not be read, and where. The wording lives with the
/// layers above (`InputProblem`), which say it in terms of the file being read.
public struct YAMLError: Error, Equatable, Sendable {
    public var mark: Mark
    public var problem: Problem

    public init(mark: Mark, problem: Problem) {
        self.mark = mark
        self.problem = problem
    }

    public enum Problem: Equatable, Sendable {
        /// libyaml gave up; `stage` says which of its steps did.
        case syntax(stage: Stage, problem: String, context: String?, contextMark: Mark?)
        case duplicateKey(String, first: Mark)
        case undefinedAlias(String)
        case recursiveAlias(String)
        case aliasExpansionLimit(Int)
        case nestingTooDeep(Int)
        case stringTooLong(Int)
    }

    /// libyaml's steps: the reader decodes bytes, the scanner makes tokens, the parser makes events.
    public enum Stage: String, Sendable {
        case reader, scanner, parser, memory
    }
}
