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

    init(path: String, limits: LoadLimits, universalPlatform: Platform?) {
        self.path = path
        self.limits = limits
        self.universalPlatform = universalPlatform
    }

    mutating func start(_ element: SourceElement) throws(LoadFailure) {
        openElements.append((element.name, element.mark))
        if builder != nil {
            try builder!.start(native(element, isRoot: false))
            return
        }
        guard let root = pendingRoot else {
            if let reading = try Self.reading(root: element, universal: universalPlatform) {
                try begin(reading, root: element)
            } else {
                pendingRoot = element
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
        if builder == nil, let root = pendingRoot {
            try begin(.uiautomator, root: root)
        }
        try builder?.end()
    }

    private mutating func begin(_ reading: ElementReading, root: SourceElement) throws(LoadFailure) {
        builder = NodeBuilder(reading: reading, limits: limits, path: path)
        pendingRoot = nil
        try builder!.start(native(root, isRoot: true))
    }

    /// The reading a root alone decides; nil for `<hierarchy>`, which waits for its first child.
    private static func reading(root: SourceElement, universal: Platform?) throws(LoadFailure) -> ElementReading? {
        if root.name == "AppiumAUT" || root.name.hasPrefix("XCUIElementType") { return .webDriverAgent }
        if root.name == "hierarchy" { return nil }
        if root.name == "UI", let universal { return universal == .ios ? .webDriverAgent : .uiautomator }
        throw LoadFailure(mark: root.mark, problem: .unknownXML(root: root.name))
    }

    /// The element in the platform's own names, for a universal-xml-plugin source.
    private func native(_ element: SourceElement, isRoot: Bool) -> SourceElement {
        guard let universalPlatform else { return element }
        return UniversalXMLImporter.native(element, vocabulary: universalPlatform == .ios ? .ios : .android,
                                           isRoot: isRoot)
    }
}
