import A11yFindings
import A11yYAML
import A11yDump

/// A small dump in a rule's catalog file: valid ones must give no finding of the
/// rule, invalid ones must give exactly the findings marked with `↓`.
public struct RuleExample: Sendable {
    public static let marker: Character = "↓"

    /// The example as written, markers included.
    public var text: String
    /// Where the example starts in its catalog file, for failure messages.
    public var mark: Mark

    /// The dump without markers, and where each marker stood (1-based, in the stripped text).
    public var stripped: (text: String, marks: [Mark]) {
        var output = ""
        var marks: [Mark] = []
        var line = 1
        var column = 1
        for character in text {
            if character == Self.marker {
                marks.append(Mark(line: line, column: column))
                continue
            }
            output.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        return (output, marks)
    }
}
