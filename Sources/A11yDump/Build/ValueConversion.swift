import A11yFindings
import A11yYAML

/// How the text of an attribute becomes the value of a dump key (a column of the key table).
enum ValueConversion: Sendable {
    /// The text, left out when empty: tools write `text=""` for "none".
    case text
    /// `true` or `false`, in any case; other text is left out.
    case bool
    /// A whole number of 0 or more; other text is left out.
    case count
    /// A flag that is there when set (`Disabled` in an XCUITest description): true.
    case presentFlag
    /// A flag that is there when set, for a key that says the opposite: false.
    case absentFlag
    /// `a11y-important`: `true` is `yes`, `false` is `no`.
    case importance
    /// `live-region`: Android's numbers, 1 polite and 2 assertive.
    case liveRegionNumber
    /// A uiautomator rectangle, `[left,top][right,bottom]`.
    case uiautomatorBounds
    /// A frame from this attribute (`x`) and the three beside it: `y`, `width`, `height`.
    case frameFromEdges
    /// WebDriverAgent's comma-separated trait names (`Button, Selected`).
    case traitNames
    /// A rectangle as Cocoa's `NSStringFromRect` spells it, `{{x, y}, {width, height}}` (idb's `AXFrame`).
    case cocoaRect
    /// A JSON list of texts (idb's `custom_actions`), handed over as one text with the
    /// items parted by `listSeparator`; empty items are left out.
    case textList
    /// idb's list of trait names (`["Button", "Selected"]`), parted as `textList` is.
    case traitList
    /// WebDriverAgent's `name`: the identifier when there is one, else a copy of the label, left out.
    case identifierUnlessLabel
    /// WebDriverAgent's `value`: a static text's text (a copy of its label, which
    /// VoiceOver does not speak as a value) …
    case textOfStaticText
    /// … and every other element's value.
    case textUnlessStaticText

    /// What parts the items of a JSON list that a reader hands over as one text: the
    /// ASCII unit separator, a control character that no name a person gives holds.
    static let listSeparator: Character = "\u{1F}"
}
