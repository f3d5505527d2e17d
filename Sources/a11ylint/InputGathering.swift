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
    static func inputs(for paths: [String]) -> (inputs: [Input], errors: [InputError]) {
        var inputs: [Input] = []
        var errors: [InputError] = []
        for path in paths.isEmpty ? ["."] : paths {
            if path == "-" {
                let data = FileHandle.standardInput.readDataToEndOfFile()
                inputs.append(Input(path: Input.standardInputName, source: .bytes([UInt8](data))))
            } else {
                let collected = InputCollector().collect([path])
                inputs += collected.inputs
                errors += collected.errors
            }
        }
        return (inputs, errors)
    }
}
