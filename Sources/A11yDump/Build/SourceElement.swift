import A11yFindings
import A11yYAML

/// One element as an input format hands it to the node builder: an XML start tag,
/// a Maestro node's attributes, a line of an XCUITest description, an idb entry.
/// Its children follow as elements of their own, up to the matching `end`.
struct SourceElement {
    /// The element's name in its format (`node`, `XCUIElementTypeButton`, `Button`).
    var name: String
    var mark: Mark
    /// The attributes in the order the file gives them; the first of a repeated name counts.
    var attributes: [SourceAttribute]

    init(name: String, mark: Mark, attributes: [SourceAttribute] = []) {
        self.name = name
        self.mark = mark
        self.attributes = attributes
    }

    /// An element has a few dozen attributes at most, so a scan beats hashing.
    subscript(attribute: String) -> String? {
        attributes.first { $0.name == attribute }?.value
    }

    func mark(of attribute: String) -> Mark {
        attributes.first { $0.name == attribute }?.mark ?? mark
    }

    func has(_ attribute: String) -> Bool {
        attributes.contains { $0.name == attribute }
    }

    /// Adds an attribute after the others. Of repeated names the first counts for
    /// every reader of an element (`subscript`, `FormatVocabulary.read`), so a repeat
    /// is kept without a search: an element with thousands of keys costs no more
    /// than as many elements.
    mutating func add(_ name: String, _ value: String, at mark: Mark) {
        attributes.append(SourceAttribute(name: name, value: value, mark: mark))
    }

    /// Sets an attribute, replacing one of that name.
    mutating func set(_ name: String, _ value: String, at mark: Mark) {
        if let index = attributes.firstIndex(where: { $0.name == name }) {
            attributes[index] = SourceAttribute(name: name, value: value, mark: mark)
        } else {
            attributes.append(SourceAttribute(name: name, value: value, mark: mark))
        }
    }
}

/// One attribute of a `SourceElement`, with where its value starts.
struct SourceAttribute {
    var name: String
    var value: String
    var mark: Mark
}
