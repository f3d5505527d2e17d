import A11yFindings
import A11yYAML

/// One cell of the key table's format columns: the attribute that gives a key in
/// some input formats, and how its text becomes the key's value.
struct AttributeRead: Sendable {
    /// Which elements of a screen carry the attribute for the key.
    enum Scope: Sendable {
        case everyElement
        /// Only the roots of windows (the children of uiautomator's `<hierarchy>`):
        /// every uiautomator node repeats its app's package, which only says what a window belongs to.
        case windowRoot
    }

    let attribute: String
    let formats: [SourceFormat]
    /// Nil: as the key's type says (text for a string, `true`/`false` for a flag).
    let conversion: ValueConversion?
    /// For a key of both platforms, the one platform whose sources give it so; nil: either.
    let platform: Platform?
    let scope: Scope
    /// Whether an element that carries the attribute shows that the format records the
    /// key (`Screen.recordedKeys`).
    let records: Bool

    init(_ attribute: String, _ formats: [SourceFormat], _ conversion: ValueConversion? = nil,
         only platform: Platform? = nil, scope: Scope = .everyElement, records: Bool = true) {
        (self.attribute, self.formats, self.conversion) = (attribute, formats, conversion)
        (self.platform, self.scope, self.records) = (platform, scope, records)
    }
}
