import A11yFindings
import A11yYAML

/// How the text of an attribute becomes the value of a dump key (a column of the key table).
enum ValueConversion: Sendable {
    /// The text, left out when empty: tools write `text=""` for "none".
    case text
    /// `true` or `false`, in any case; other text is left out.
    case bool
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
    /// WebDriverAgent's `name`: the identifier when there is one, else a copy of the label, left out.
    case identifierUnlessLabel
    /// WebDriverAgent's `value`: a static text's text (a copy of its label, which
    /// VoiceOver does not speak as a value) …
    case textOfStaticText
    /// … and every other element's value.
    case textUnlessStaticText
}
