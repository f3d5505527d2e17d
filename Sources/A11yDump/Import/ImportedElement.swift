import A11yFindings
import A11yYAML

/// One element of an imported dump (an XML element, or a Maestro JSON node),
/// with where it and each attribute value stand.
struct ImportedElement {
    var name: String
    var mark: Mark
    var attributes: [String: String]
    var attributeMarks: [String: Mark]
    var children: [ImportedElement]

    subscript(attribute: String) -> String? { attributes[attribute] }

    func mark(of attribute: String) -> Mark { attributeMarks[attribute] ?? mark }
}
