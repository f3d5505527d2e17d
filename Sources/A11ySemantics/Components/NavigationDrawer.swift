import A11yFindings
import A11yDump

/// An open navigation drawer: the panel an Android `DrawerLayout` slides over the
/// screen (Material's `NavigationView`, or any view an app places as the layout's
/// drawer). It is found the way the modal layers find an open drawer
/// (`ModalLayer.openDrawer(of:)`): a dump lists a drawer only while it shows, as a
/// child after the layout's content that is narrower than the layout. A closed
/// drawer is not in the dump, so nothing is found for it. Compose's
/// `ModalNavigationDrawer` and SwiftUI's sidebars reach a dump as plain views with
/// no class of their own: they are not found (`docs/semantics.md`, "Menus, drawers
/// and sheets").
public enum NavigationDrawer: Component {
    public static let name = "navigation-drawer"

    /// No class alone: `NavigationView` is also SwiftUI's navigation stack, and
    /// Android dumps give `NavigationView` its accessibility class, `FrameLayout`.
    public static func matchesClass(_ name: String) -> Bool { false }

    public static func structureTest(for screen: DetectionInput) -> (SemanticNode) -> Bool {
        var drawers = Set<Int>()
        for node in screen.tree.nodes where node.simpleClassName.hasSuffix("DrawerLayout") {
            if let drawer = ModalLayer.openDrawer(of: node), !screen.hidden[drawer.order] { drawers.insert(drawer.order) }
        }
        return { drawers.contains($0.order) }
    }
}
