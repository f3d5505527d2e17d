import A11yFindings
import A11yYAML

/// A problem that stops a document while it is read, before it is tied to a file path.
struct LoadFailure: Error {
    var mark: Mark
    var problem: InputProblem

    init(mark: Mark, problem: InputProblem) {
        self.mark = mark
        self.problem = problem
    }

    init(_ error: YAMLError) {
        self.init(mark: error.mark, problem: InputProblem(error.problem))
    }
}

extension InputError {
    /// A YAML problem of the file at `path`.
    public init(path: String, _ error: YAMLError) {
        self.init(path: path, mark: error.mark, problem: InputProblem(error.problem))
    }
}

extension InputProblem {
    /// The YAML reader's problem, worded as a problem of the input.
    public init(_ problem: YAMLError.Problem) {
        switch problem {
        case .syntax(_, let problem, let context, let contextMark):
            self = .syntax(problem: problem, context: context, contextMark: contextMark)
        case .duplicateKey(let key, let first): self = .duplicateKey(key, first: first)
        case .undefinedAlias(let name): self = .undefinedAlias(name)
        case .recursiveAlias(let name): self = .recursiveAlias(name)
        case .aliasExpansionLimit(let limit): self = .aliasExpansionLimit(limit)
        case .nestingTooDeep(let limit): self = .nestingTooDeep(limit)
        case .stringTooLong(let limit): self = .stringTooLong(limit)
        }
    }
}
