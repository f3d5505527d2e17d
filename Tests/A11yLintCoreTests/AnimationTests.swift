@testable import A11yDump
@testable import A11ySemantics
@testable import A11yLintCore
import XCTest

/// Animation views (Lottie, Rive, animated images): which nodes are one, and
/// which rule reports one that is a silent stop.
final class AnimationTests: XCTestCase {
    private func screen(_ text: String) throws -> Screen {
        let result = DumpLoader().load(bytes: Array(text.utf8), path: "test.yml")
        XCTAssertEqual(result.errors, [])
        return try XCTUnwrap(result.screens.first)
    }

    private func animations(_ text: String) throws -> [String] {
        let model = ScreenModel(screen: try screen(text))
        return model.nodes(Animation.self).map { $0.identifier ?? $0.simpleClassName }
    }

    private func findings(_ text: String) throws -> [String] {
        Linter().check(try screen(text)).map(\.ruleID)
    }

    func testAnimationsAreFoundByClassAndByAnIdThatNamesThePlayer() throws {
        let ios = """
            platform: ios
            root:
              class: UIView
              children:
                - {class: LottieAnimationView}
                - {class: Lottie.AnimationView}
                - {class: UIImageView, accessibilityIdentifier: hero}
            """
        XCTAssertEqual(try animations(ios), ["LottieAnimationView", "AnimationView"])
        let android = """
            platform: android
            root:
              class: android.widget.FrameLayout
              children:
                - {class: android.widget.ImageView, resourceId: "a:id/lottie_equalizer"}
                - {class: android.view.View, resourceId: "a:id/riveView"}
                - class: android.widget.LinearLayout
                  resourceId: "a:id/lottie_image_view"
                  children:
                    - {class: android.widget.ImageView}
                - {class: android.widget.FrameLayout, resourceId: "a:id/itemAdditionLottieRoot"}
                - {class: android.widget.ImageView, resourceId: "a:id/lottie_like", clickable: true, focusable: true}
                - {class: android.widget.ImageView, resourceId: "a:id/celebration"}
            """
        // A container, a holder that the dump shows empty, and a pressable heart are not players.
        XCTAssertEqual(try animations(android), ["a:id/lottie_equalizer", "a:id/riveView"])
    }

    func testALoadingAnimationIsAProgressIndicatorNotAnAnimation() throws {
        let text = """
            platform: android
            root:
              class: android.widget.FrameLayout
              children:
                - {class: com.airbnb.lottie.LottieAnimationView, resourceId: "a:id/loading_animation", focusable: true}
                - {class: com.airbnb.lottie.LottieAnimationView, resourceId: "a:id/confetti"}
            """
        let model = ScreenModel(screen: try screen(text))
        XCTAssertEqual(model.nodes(Animation.self).compactMap(\.identifier), ["a:id/confetti"])
        XCTAssertEqual(model.nodes(ProgressIndicator.self).compactMap(\.identifier), ["a:id/loading_animation"])
        XCTAssertEqual(try findings(text), ["progress-announced"])
    }

    func testASilentAnimationStopGetsOneFinding() throws {
        // A Rive view is a plain View to Android: no other rule speaks of it.
        let rive = """
            platform: android
            root:
              class: android.widget.FrameLayout
              children:
                - {class: android.view.View, resourceId: "a:id/rive_view", focusable: true}
            """
        let messages = Linter().check(try screen(rive)).filter { $0.ruleID == "animation-name" }.map(\.message)
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.hasPrefix("Animation is a focus stop but has no name") == true, "\(messages)")
        // A Lottie view is an ImageView to Android: image-name reports it, and only it.
        let lottie = """
            platform: android
            root:
              class: android.widget.FrameLayout
              children:
                - {class: android.widget.ImageView, resourceId: "a:id/lottieAnimationView", focusable: true}
            """
        XCTAssertEqual(try findings(lottie), ["image-name"])
    }

    func testCorpusLottieViewsAreAnimationsThatAreNoStops() throws {
        // Read before asserting: without the corpus the test is skipped, not failed.
        _ = try CorpusTests.files()
        var found: [String] = []
        for name in ["and-zomato-cart-steppers.xml", "and-spoon-live-compose-banner.xml"] {
            let path = CorpusTests.corpus.appendingPathComponent(name).path
            let screen = try XCTUnwrap(CorpusTests.linter.load(Input(path: path, source: .file(path))).screens.first)
            let model = CorpusTests.linter.model(of: screen)
            for animation in model.nodes(Animation.self) {
                found.append(animation.identifier ?? "")
                XCTAssertFalse(model.isStop(animation))
            }
        }
        XCTAssertEqual(found, ["com.application.zomato:id/lottieAnimationView", "co.spoonme:id/lottie_equalizer"])
    }
}
