import A11yFindings
import A11yDump

extension ScreenModel {
    /// Whether the screen reader speaks changes of the node without the user
    /// moving to it: an Android live region (polite or assertive, Compose's
    /// `liveRegion` alike) on the node or an ancestor, or a pane title there.
    /// iOS has no such attribute (apps post announcements, which dumps do not
    /// show): there the answer is `no`. `notRecorded` where the dump's format
    /// does not write live regions (uiautomator) and nothing else says yes.
    public func announcesChanges(_ node: SemanticNode) -> Fact {
        guard platform == .android else { return .no }
        var unknown = false
        var current: SemanticNode? = node
        while let candidate = current {
            if let title = candidate.dumped.string(.paneTitle), !SpokenText.isEffectivelyEmpty(title) { return .yes }
            switch traits(of: candidate).isLiveRegion {
            case .yes: return .yes
            case .notRecorded: unknown = true
            case .no: break
            }
            current = tree.parent(of: candidate)
        }
        return unknown ? .notRecorded : .no
    }

    /// Whether VoiceOver re-reads the element while its focus stays there (iOS
    /// `updatesFrequently`: a timer, a progress view; UIKit's progress views carry
    /// the trait). It does not announce changes elsewhere on the screen.
    public func updatesFrequently(_ node: SemanticNode) -> Bool {
        guard platform == .ios else { return false }
        return node.dumped.strings(.accessibilityTraits).contains("updatesFrequently")
            || node.iosClass == .progress
    }
}
