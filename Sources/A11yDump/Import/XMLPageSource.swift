import A11yFindings
import A11yYAML

/// The elements of an XML page source on their way to the node builder. Which tool
/// wrote the source is told from its root and the root's first child, so the root
/// waits for that child: `<hierarchy>` holds uiautomator's windows, or an older
/// tool's `XCUIElementType…` nodes; `<AppiumAUT>` and `XCUIElementType…` roots are
/// WebDriverAgent's; `<UI>` is Appium's universal-xml-plugin, whose platform is
/// found before the parse (`UniversalXMLImporter.platform(scanning:)`) and whose
/// neutral names are turned back into the platform's own, one element at a time.
struct XMLPageSource: ElementSink {
    let path: String
    let limits: LoadLimits
    /// For a `<UI>` source: the platform the plugin ran on.
    let universalPlatform: Platform?
    private(set) var builder: NodeBuilder?
    private var pendingRoot: SourceElement?
    /// The elements open now, outermost first, for messages about where a document broke off.
    private(set) var openElements: [(name: String, mark: Mark)] = []
    /// Whether the root element has ended: anything after it is not part of the dump.
    private(set) var rootClosed = false
    /// A root that is no dump's: the rest is parsed for syntax errors only, and then
    /// the file is said to be of another kind.
    private(set) var unknownRoot: SourceElement?

    init(path: String, limits: LoadLimits, universalPlatform: Platform?) {
        self.path = path
        self.limits = limits
        self.universalPlatform = universalPlatform
    }

    mutating func start(_ element: SourceElement) throws(LoadFailure) {
        openElements.append((element.name, element.mark))
        if unknownRoot != nil { return }
        if builder != nil {
            try builder!.start(native(element, isRoot: false), textsChecked: universalPlatform != nil)
            return
        }
        guard let root = pendingRoot else {
            switch Self.reading(root: element, universal: universalPlatform) {
            case .reading(let reading): try begin(reading, root: element)
            case .waitForChild: pendingRoot = element
            case .unknown: unknownRoot = element
            }
            return
        }
        // `<hierarchy>`: its first child says whose it is.
        let isIOS = element.name.hasPrefix("XCUIElementType") || element["type"]?.hasPrefix("XCUIElementType") == true
        try begin(isIOS ? .webDriverAgent : .uiautomator, root: root)
        try builder!.start(element)
    }

    mutating func end() throws(LoadFailure) {
        openElements.removeLast()
        if openElements.isEmpty { rootClosed = true }
        if unknownRoot != nil { return }
        if builder == nil, let root = pendingRoot {
            try begin(.uiautomator, root: root)
        }
        try builder?.end()
    }

    private mutating func begin(_ reading: ElementReading, root: SourceElement) throws(LoadFailure) {
        builder = NodeBuilder(reading: reading, limits: limits, path: path)
        pendingRoot = nil
        try builder!.start(native(root, isRoot: true), textsChecked: universalPlatform != nil)
    }

    private enum RootKind {
        case reading(ElementReading)
        /// `<hierarchy>`, which waits for its first child.
        case waitForChild
        case unknown
    }

    private static func reading(root: SourceElement, universal: Platform?) -> RootKind {
        if root.name == "AppiumAUT" || root.name.hasPrefix("XCUIElementType") { return .reading(.webDriverAgent) }
        if root.name == "hierarchy" { return .waitForChild }
        if root.name == "UI", let universal { return .reading(universal == .ios ? .webDriverAgent : .uiautomator) }
        return .unknown
    }

    /// The element in the platform's own names, for a universal-xml-plugin source.
    /// Texts are held to the limit as the file gives them, before any renaming.
    private func native(_ element: SourceElement, isRoot: Bool) throws(LoadFailure) -> SourceElement {
        guard let universalPlatform else { return element }
        try NodeBuilder.checkTexts(of: element, limits: limits)
        return UniversalXMLImporter.native(element, vocabulary: universalPlatform == .ios ? .ios : .android,
                                           isRoot: isRoot)
    }
}
