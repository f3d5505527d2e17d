import A11yCatalog
import Foundation

/// The naming convention that pairs catalog entries with Swift code: the rule
/// `stepper-value` is the type `StepperValueRule`, the option `max-actions` the
/// property `maxActions`.
enum SwiftNames {
    static func typeName(of rule: RuleDefinition) -> String {
        rule.pascalName + "Rule"
    }

    /// The component `page-control` is the type `PageControl` (Sources/A11ySemantics/Components).
    static func componentTypeName(_ component: String) -> String {
        component.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    static func propertyName(of option: RuleOption) -> String {
        let words = option.name.split(separator: "-")
        return words.enumerated().map { $0 == 0 ? String($1) : $1.prefix(1).uppercased() + $1.dropFirst() }.joined()
    }

    /// Whether a name is lowercase ASCII words joined by single hyphens, the first starting with a letter.
    static func isKebabCase(_ name: String) -> Bool {
        let words = name.split(separator: "-", omittingEmptySubsequences: false)
        return words.allSatisfy { word in
            !word.isEmpty && word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        } && name.unicodeScalars.first.map { ("a"..."z").contains($0) } == true
    }

    /// A Swift string literal of the text.
    static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Text for a `///` comment: one line.
    static func comment(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }
}
