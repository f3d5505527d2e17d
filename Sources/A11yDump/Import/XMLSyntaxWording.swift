import A11yFindings
import A11yYAML
import Foundation

/// Plain words for what is wrong with a broken XML dump, from libxml2's error code
/// and what the reader knows at that point: the elements still open, and what the
/// tag scanner saw at the end of the bytes (an attribute or tag that never closes is
/// how a cut-off capture ends). Never a bare error number.
struct XMLSyntaxWording {
    let code: Int
    /// libxml2's own message, the last resort.
    var message: String?
    var unclosedAttribute: (name: String, mark: Mark)?
    var unclosedTag: (name: String, mark: Mark)?
    /// The elements open when the parser stopped, outermost first.
    var open: [(name: String, mark: Mark)] = []
    var rootClosed = false

    static let empty = "the document is empty or not XML"

    init(code: Int, message: String? = nil, scanner: XMLTagScanner? = nil, open: [(name: String, mark: Mark)] = [],
         rootClosed: Bool = false) {
        self.code = code
        self.message = message
        self.unclosedAttribute = scanner?.unclosedAttribute
        self.unclosedTag = scanner?.unclosedTag
        self.open = open
        self.rootClosed = rootClosed
    }

    var words: String {
        switch code {
        case 4: return Self.empty
        // The document ended (5), or a tag, attribute or value did: how a cut-off
        // capture breaks, whichever part of a tag it breaks in.
        case 5, 39, 40, 41, 43, 44, 65, 73, 77:
            if code == 5, rootClosed { return "something follows the end of the root element" }
            if let attribute = unclosedAttribute {
                return "the document ends inside the value of attribute '\(attribute.name)' at \(attribute.mark): "
                    + "it has no closing quote"
            }
            if let tag = unclosedTag {
                let name = tag.name.isEmpty ? "a start tag" : "the start tag <\(tag.name)>"
                return "the document ends inside \(name) at \(tag.mark)"
            }
            if code == 5, let innermost = open.last {
                return "the document ends inside <\(innermost.name)> opened at \(innermost.mark)"
            }
            return Self.describe(code, message: message)
        case 76:
            if let innermost = open.last {
                return "this end tag does not close <\(innermost.name)>, opened at \(innermost.mark)"
            }
            return Self.describe(code, message: message)
        default:
            return Self.describe(code, message: message)
        }
    }

    /// Words for the errors a broken dump usually has, by code alone.
    static func describe(_ code: Int, message: String? = nil) -> String {
        switch code {
        case 4: return empty
        case 5: return "the document ends before all elements are closed"
        case 9: return "a character that XML does not allow"
        case 23: return "an '&' is not followed by a name and ';' (a plain '&' is written '&amp;')"
        case 26: return "an undeclared entity (a plain '&' is written '&amp;')"
        case 38: return "an attribute value holds a '<' (written '&lt;' in XML; or is a closing quote missing?)"
        case 39, 41: return "an attribute has no value in quotes"
        case 40, 44: return "an attribute value is not closed with a quote"
        case 42: return "an element has the same attribute twice"
        case 43: return "an attribute value does not start with a quote"
        case 65: return "a space is required between attributes"
        case 68: return "a name was expected, e.g. after '<'"
        case 73, 77: return "a tag is not closed with '>'"
        case 76: return "an end tag does not match its start tag"
        case 201: return "a namespace prefix is not declared"
        default:
            let words = message?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            return words.isEmpty ? "the XML is not well-formed" : "the XML is not well-formed: \(words)"
        }
    }
}
