import A11yFindings
import A11yYAML

/// Why a dump could not be written.
public enum DumpWriterError: Error, Equatable, Sendable {
    case emitter(String)

    public var message: String {
        switch self {
        case .emitter(let problem): return "cannot write YAML: \(problem)"
        }
    }
}
