import A11yFindings

/// What is wrong with one element line of an XCUITest description
/// (`app.debugDescription`); worded in `InputProblem`.
public enum XCUILineProblem: Equatable, Sendable {
    /// A `'…'` value with no closing quote before the next element line.
    case unclosedQuote
    /// A `{…}` value (such as `hitPoint: {1.0, 2.0}`) with no closing brace on its line.
    case unclosedBrace
    /// `Window (Main` with no `)`.
    case unclosedQualifier
    /// A frame that is not `{{x, y}, {width, height}}` with four finite numbers.
    case badFrame
    /// `0x` without hexadecimal digits after it.
    case badAddress
    /// Two attributes not parted by `, `.
    case missingSeparator
    /// Something that is neither an attribute, a frame, an address nor a flag.
    case unexpectedText
}
