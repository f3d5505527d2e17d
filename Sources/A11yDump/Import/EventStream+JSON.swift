import A11yYAML

extension EventStream {
    /// The next event of JSON read as YAML (its flow style), with a syntax error worded
    /// as JSON's: for the readers of other tools' JSON (Maestro, idb).
    func nextJSONEvent() throws(LoadFailure) -> YAMLEvent {
        do {
            return try next()
        } catch {
            if case .syntax(_, let problem, _, _) = error.problem {
                throw LoadFailure(mark: error.mark, problem: .jsonSyntax(problem))
            }
            throw LoadFailure(error)
        }
    }
}
