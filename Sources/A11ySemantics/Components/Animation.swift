import A11yFindings
import A11yDump

/// An animation view: a Lottie, Rive or animated-GIF player that draws moving
/// pictures (a celebration, an equalizer, an illustration on an empty state).
/// By class where the dump keeps the app's own class (Lottie's
/// `LottieAnimationView` and `AnimationView`, Compose's `LottieAnimation`,
/// Rive's `RiveAnimationView` and `RiveView`, animated image views of Gifu,
/// SDWebImage, Kingfisher, FLAnimatedImage and android-gif-drawable). Android's
/// own dumps report a Lottie view as the `ImageView` it extends and a Rive view
/// as a plain `View`, and XCUITest keeps no class at all, so there an animation
/// is found by its id ("lottie_equalizer", "lottieAnimationView",
/// "rive_view"): a leaf, since a container whose id holds "lottie" holds the
/// animation rather than being it. A control found by its id is not an
/// animation: a pressable animated heart is a button, and the control rules
/// judge it. A loading animation is a progress indicator.
public enum Animation: Component {
    public static let name = "animation"

    /// Animation classes are looked for with the structure tests, not here: a
    /// class match would keep a loading animation from being found a progress
    /// indicator by its id.
    public static func matchesClass(_ name: String) -> Bool { false }

    private static let classNames = NameTable(names: [
        "LottieAnimationView", "AnimationView", "CompatibleAnimationView", "LottieAnimation", "LottieView",
        "RiveAnimationView", "RiveView", "GIFImageView", "GifImageView", "SDAnimatedImageView", "AnimatedImageView",
        "FLAnimatedImageView",
    ])

    public static func structureTest(for screen: DetectionInput) -> (SemanticNode) -> Bool {
        let classes = ClassAnswers()
        let idSaysAnimation = screen.identifiers.answers { id in
            IdentifierWords.contains(id, any: idWords) && !IdentifierWords.contains(id, any: holderWords)
        }
        return { node in
            if classes.answer(node.simpleClassName, classNames.contains) { return true }
            guard node.children.isEmpty, idSaysAnimation.answer(for: node) else { return false }
            return !screen.traits(of: node).isControl && !screen.isPressable(node)
        }
    }

    /// Id words of a view that holds an animation rather than plays one
    /// ("itemAdditionLottieRoot", "lottie_container"), though the dump shows it empty.
    private static let holderWords = IdentifierWords.Words([
        "root", "container", "layout", "holder", "wrapper", "frame", "overlay",
    ])

    /// A loading animation is a progress indicator: the criterion exempts it,
    /// and `progress-announced` judges what it says.
    public static func refine(_ found: inout ComponentMap, in screen: DetectionInput) {
        let progress = ProgressIndicator.index
        for node in screen.tree.nodes where found.contains(node, index) && found.contains(node, progress) {
            found.remove(node, index)
        }
    }

    /// Id words that name an animation player, not just something animated
    /// ("animated_banner" is a carousel, "loading" a progress indicator).
    private static let idWords = IdentifierWords.Words([
        "lottie", "animationview", "animation_view", "riveview", "rive_view", "rive_animation", "gifview",
        "gif_view", "gifimage", "gif_image",
    ])
}
