import A11yFindings
import A11yDump
import A11ySemantics
import A11yCatalog
import A11yRules
import A11yLintCore
import A11yReporters
import Foundation

/// Turns command-line paths into inputs; `-` is standard input.
enum InputGathering {
    /// The subcommands, for hints when a path that does not exist looks like one.
    static let commandNames = A11yLint.configuration.subcommands.map { $0._commandName }

    static func inputs(for paths: [String]) -> (inputs: [Input], errors: [InputError]) {
        var inputs: [Input] = []
        var errors: [InputError] = []
        for path in paths.isEmpty ? ["."] : paths {
            if path == "-" {
                switch readStandardInput() {
                case .success(let bytes):
                    inputs.append(Input(path: Input.standardInputName, source: .bytes(bytes)))
                case .failure(let failure):
                    errors.append(InputError(path: Input.standardInputName, mark: .start,
                                             problem: .unreadable(reason: failure.reason)))
                }
            } else {
                let collected = InputCollector().collect([path])
                inputs += collected.inputs
                errors += collected.errors.map { error in
                    // "a11ylint lnit" reads "lnit" as a path: say which command it looks like.
                    guard case .notFound = error.problem, !path.contains("/"), !path.contains("."),
                          // Two edits: swapped letters ("lnit") count as two.
                          let command = Suggestion.closest(to: path, among: commandNames, maxDistance: 2)
                    else { return error }
                    return InputError(path: error.path, mark: error.mark, problem: .notFoundLikeCommand(command))
                }
            }
        }
        return (inputs, errors)
    }

    /// All of standard input, or why it could not be read (it may be a folder, or a
    /// device that fails).
    private static func readStandardInput() -> Result<[UInt8], WriteFailure> {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count == 0 { return .success(bytes) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.system(errno))
            }
            bytes += chunk[..<count]
        }
    }
}
