import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// An animation view that is a focus stop has a name in words.
///
/// Covers what `image-name` does not: an animation view that is no image to the
/// reader (a Rive view is a plain `View`, a Lottie view on iOS a `UIView`). One
/// that is an image (a Lottie view is an `ImageView` on Android) stays
/// `image-name`'s, so the two never report one node; an animation the user can
/// press is a control, and `control-name`'s.
struct AnimationNameRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        var violations: [Violation] = []
        for animation in model.nodes(Self.component) where model.isJudged(animation) {
            guard let stop = model.stop(on: animation), stop.segment == nil,
                  !model.traits(of: animation).isControl, !model.isImage(animation),
                  !model.mayLackContent(animation) else { continue }
            let name = stop.announcement.name
            guard !ImageNameRule.hasWords(name) else { continue }
            let what = SpokenText.isEffectivelyEmpty(name) ? "has no name" : "is named only '\(name)'"
            violations.append(Violation(animation, """
                Animation is a focus stop but \(what); the screen reader \
                \(ImageNameRule.says(stop.announcement.utterance)). Name what it shows or means ('Order confirmed', \
                'Loading'), or hide it from the screen reader if it only decorates.
                """))
        }
        return violations
    }
}
