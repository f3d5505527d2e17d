import A11yFindings
import A11yDump

/// Which nodes are in TalkBack's tree. TalkBack asks only for views that are
/// important for accessibility, while uiautomator dumps every view: a node
/// that is not important is left out and its children take its place
/// (`docs/semantics.md`, "Importance").
enum AndroidImportance {
    /// Per node in tree order: whether TalkBack's tree holds it.
    static func important(in tree: ScreenTree, screen: Screen) -> [Bool] {
        var flags = Array(repeating: true, count: tree.nodes.count)
        // Appium's UiAutomator2 source and newer Maestro output say for every node whether it is important.
        if let keys = screen.recordedKeys, keys.contains(.importantForAccessibility) {
            for node in tree.nodes { flags[node.order] = node.dumped.string(.importantForAccessibility) != "no" }
            return flags
        }
        func visit(_ node: SemanticNode, virtual: Bool, madeImportant: Bool) {
            switch node.dumped.string(.importantForAccessibility) {
            case "no", "noHideDescendants": flags[node.order] = false
            case "yes": flags[node.order] = true
            default: flags[node.order] = !isLibraryUnimportant(node) && (madeImportant || isImportant(node, virtual: virtual))
            }
            let hostsVirtualNodes = virtual || virtualHosts.contains(node.simpleClassName)
            let makesChildrenImportant = adapterViews.contains(node.simpleClassName)
                || importantContainers.contains(node.simpleClassName)
            for child in node.children { visit(child, virtual: hostsVirtualNodes, madeImportant: makesChildrenImportant) }
        }
        visit(tree.root, virtual: false, madeImportant: false)
        return flags
    }

    /// AOSP `View.isImportantForAccessibility` for a view left at `auto` (the caller
    /// has taken `yes` and `no` as they are): actionable,
    /// described, a live region or pane, a heading, or a text or progress view,
    /// whose constructors make themselves important. Nodes below Compose, a web view
    /// or Flutter are virtual nodes their host provides: all of them count.
    private static func isImportant(_ node: SemanticNode, virtual: Bool) -> Bool {
        let n = node.dumped
        if virtual { return true }
        if n.bool(.clickable) == true || n.bool(.longClickable) == true || n.bool(.focusable) == true
            || n.bool(.screenReaderFocusable) == true || n.bool(.scrollable) == true || n.bool(.heading) == true
            || n.bool(.checkable) == true || n.bool(.editable) == true || !n.strings(.actions).isEmpty
            || n.has(.rangeInfo) || n.has(.role) || n.bool(.mergeDescendants) == true {
            return true
        }
        for key in [DumpKey.contentDescription, .paneTitle, .stateDescription, .text] {
            if let text = n.string(key), !text.isEmpty { return true }
        }
        if let live = n.string(.accessibilityLiveRegion), live != "none" { return true }
        return alwaysImportant.contains(node.simpleClassName) || importantContainers.contains(node.simpleClassName)
            || node.classFacts?.isScrollingContainer == true
    }

    /// Views that a library's own layout marks `importantForAccessibility="no"`,
    /// which a uiautomator dump does not record: Material's bottom-sheet dialog
    /// scrim (`touch_outside` in `design_bottom_sheet_dialog.xml`), a clickable
    /// full-window view TalkBack never focuses, since the sheet's own dismiss
    /// action closes it.
    private static func isLibraryUnimportant(_ node: SemanticNode) -> Bool {
        guard let id = node.dumped.string(.resourceId), id.hasSuffix("id/touch_outside") else { return false }
        return node.children.isEmpty
    }

    /// Classes whose constructor makes them important: TextView and ProgressBar and
    /// their subclasses, as dumps name them (their accessibility class names).
    private static let alwaysImportant: Set<String> = [
        "TextView", "Button", "EditText", "CheckBox", "RadioButton", "Switch", "ToggleButton", "CheckedTextView",
        "AutoCompleteTextView", "MultiAutoCompleteTextView", "Chronometer", "TextClock", "CompoundButton",
        "ProgressBar", "SeekBar", "RatingBar", "AbsSeekBar",
    ]

    /// Containers whose constructor makes them important and that make each view
    /// added to them important: DrawerLayout does both for its children. (While a
    /// drawer is open it hides the content from TalkBack; a dump lists a drawer
    /// only when it is open, and the modal layers take care of that.)
    private static let importantContainers: Set<String> = ["DrawerLayout"]

    /// Lists whose item views they make important themselves while a screen reader
    /// runs (RecyclerView when it binds an item, AbsListView when it makes one).
    private static let adapterViews: Set<String> = [
        "RecyclerView", "ListView", "GridView", "ExpandableListView", "HorizontalGridView", "VerticalGridView",
        "WearableRecyclerView",
    ]

    /// Whether the node is a virtual node that Compose, a web view or Flutter provides.
    static func isVirtual(_ node: SemanticNode, in tree: ScreenTree) -> Bool {
        var current = tree.parent(of: node)
        while let ancestor = current {
            if virtualHosts.contains(ancestor.simpleClassName) { return true }
            current = tree.parent(of: ancestor)
        }
        return false
    }

    /// Whether views of this class never hold children: Android's widgets that
    /// draw themselves (texts and the buttons, boxes and fields built on them,
    /// images, bars) rather than lay out others.
    static func isChildlessWidget(_ simpleName: String) -> Bool {
        alwaysImportant.contains(simpleName) || childlessWidgets.contains(simpleName)
            || KnownClasses.talkBackRole(simpleName) == .image
    }

    /// Subclasses of the classes above, and image buttons, that dumps name by their own class.
    private static let childlessWidgets: Set<String> = [
        "ImageButton", "AppCompatImageButton", "FloatingActionButton", "AppCompatTextView", "MaterialTextView",
        "MaterialButton", "AppCompatButton", "AppCompatEditText", "TextInputEditText", "AppCompatCheckBox",
        "MaterialCheckBox", "SwitchCompat", "SwitchMaterial", "AppCompatSeekBar",
    ]

    /// Views whose content is a tree of virtual nodes (Compose, web, Flutter).
    private static let virtualHosts: Set<String> = [
        "ComposeView", "AndroidComposeView", "WebView", "FlutterView", "FlutterSurfaceView",
    ]
}
