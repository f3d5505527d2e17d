import A11yFindings
import A11yYAML
import A11yDump

/// A problem with a rule catalog file. All wording lives here.
public struct RuleCatalogError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Problem: Equatable, Sendable {
        case unreadable(InputProblem)
        case notAMapping
        case missingField(String)
        case invalidField(String, expected: String)
        case idMismatch(id: String, file: String)
        case duplicateID(String, firstFile: String)
        case missingExamples(String)
    }

    public var file: String
    public var mark: Mark
    public var problem: Problem

    public var message: String {
        switch problem {
        case .unreadable(let inner): return inner.message
        case .notAMapping: return "a rule file must be a mapping of fields"
        case .missingField(let field): return "the rule has no '\(field)'"
        case .invalidField(let field, let expected): return "'\(field)' must be \(expected)"
        case .idMismatch(let id, let file): return "the rule's id '\(id)' does not match its file name '\(file)'"
        case .duplicateID(let id, let first): return "the id '\(id)' is already used by \(first)"
        case .missingExamples(let kind): return "the rule needs at least one \(kind) example"
        }
    }

    public var description: String { "\(file):\(mark.line):\(mark.column): error: \(message)" }
}
