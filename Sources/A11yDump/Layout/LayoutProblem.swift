import A11yFindings

/// What kept a capture from being laid out (`LayoutError` says where).
///
/// All wording of layout errors lives here.
public enum LayoutProblem: Equatable, Sendable {
    /// A comment, CDATA section, processing instruction, declaration or tag that the file ends inside.
    case unclosedXML(String)
    /// An end tag with no element open.
    case unexpectedEndTag(String)
    /// An end tag that does not close the element open at that point.
    case mismatchedEndTag(found: String, open: String, openedAt: Mark)
    /// The file ends with elements still open.
    case unclosedElement(String)
    /// A JSON string the file ends inside.
    case unclosedJSONString
    /// A `}` or `]` that closes nothing, or the other kind of bracket.
    case unexpectedJSONBracket(String)
    /// The file ends with objects or arrays still open.
    case unclosedJSON(String)
    /// Text encoded in UTF-16 or UTF-32: the layout writes a file's own bytes back.
    case wideEncoding(String)

    public var message: String {
        switch self {
        case .unclosedXML(let what):
            return "the file ends inside \(what)"
        case .unexpectedEndTag(let name):
            return "end tag </\(name)> closes no open element"
        case .mismatchedEndTag(let found, let open, let openedAt):
            return "end tag </\(found)> does not close <\(open)>, opened at line \(openedAt.line), column \(openedAt.column)"
        case .unclosedElement(let name):
            return "the file ends before <\(name)> is closed"
        case .unclosedJSONString:
            return "the file ends inside a JSON string"
        case .unexpectedJSONBracket(let bracket):
            return "'\(bracket)' closes nothing that is open here"
        case .unclosedJSON(let bracket):
            return "the file ends before this '\(bracket)' is closed"
        case .wideEncoding(let name):
            return "this file is \(name); format writes a capture back in its own bytes and reads UTF-8 and the "
                + "encodings that keep ASCII as it is (GBK, Shift_JIS, Latin-1…): save it as UTF-8 first"
        }
    }
}
