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

    /// Whether this element or any below it carries `attribute`, even empty: a tool
    /// that writes an attribute at all records that fact for every element.
    func anyCarries(_ attribute: String) -> Bool {
        attributes[attribute] != nil || children.contains { $0.anyCarries(attribute) }
    }

    /// The keys whose attributes appear somewhere in the tree.
    func recordedKeys(_ attributes: [(String, DumpKey)]) -> Set<DumpKey> {
        var keys: Set<DumpKey> = [.className, .children]
        for (attribute, key) in attributes where anyCarries(attribute) { keys.insert(key) }
        return keys
    }
}
