/// UIScrollView's scroll indicators, as XCTest lists them ("Vertical scroll bar,
/// 3 pages" with a value such as "35%"). VoiceOver does not move to them with a
/// swipe, and WebDriverAgent marks them not accessible; importers of formats
/// without that flag leave them out of the elements.
enum ScrollIndicator {
    static func isIndicator(label: String?) -> Bool {
        guard let label else { return false }
        return label.hasPrefix("Vertical scroll bar") || label.hasPrefix("Horizontal scroll bar")
    }
}
