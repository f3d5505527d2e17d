import A11yFindings
import A11yYAML

/// How the elements of one platform's sources become nodes: the class name comes
/// from the element, every other key from the format's column of the key table
/// (`FormatVocabulary`), and the screen from the finished tree (`ElementReading+Screen`).
struct ElementReading: Sendable {
    let platform: Platform
    let vocabulary: FormatVocabulary

    static let uiautomator = ElementReading(platform: .android, vocabulary: .uiautomator)
    static let webDriverAgent = ElementReading(platform: .ios, vocabulary: .webDriverAgent)
    static let maestroAndroid = ElementReading(platform: .android, vocabulary: .maestroAndroid)
    static let maestroIOS = ElementReading(platform: .ios, vocabulary: .maestroIOS)
    static let xcuiDescription = ElementReading(platform: .ios, vocabulary: .xcuiDescription)
    static let idb = ElementReading(platform: .ios, vocabulary: .idb)

    /// What is kept of the elements near the top while they stream past.
    struct Facts: Sendable {
        /// Android: the first package any element names, the app of the screen.
        var firstPackage: String?
        /// iOS: the root element and its first child, for the application element and its name.
        var root: ElementSummary?
        var firstChild: ElementSummary?
    }

    /// What an iOS screen needs to know of an element near the top.
    struct ElementSummary: Sendable {
        var name: String
        var identifier: String?
        var isApplication: Bool
    }

    func node(for element: SourceElement, depth: Int, recorded: inout Set<DumpKey>,
              lookup: inout FormatVocabulary.AttributeLookup, problems: inout [LocatedDumpProblem],
              facts: inout Facts, path: String) -> Node {
        switch platform {
        case .android:
            if facts.firstPackage == nil, let package = element["package"], !package.isEmpty {
                facts.firstPackage = package
            }
            if depth == 0 {
                // uiautomator's `<hierarchy>` holds the windows side by side; it is no view,
                // and its attributes only say which keys the file records.
                var ignored = Node(className: "", mark: element.mark)
                var ignoredProblems: [LocatedDumpProblem] = []
                vocabulary.read(element, into: &ignored, isWindowRoot: false, recorded: &recorded, lookup: &lookup,
                                problems: &ignoredProblems, path: path)
                return Node(className: "hierarchy", mark: element.mark)
            }
            let className = Self.nonEmpty(element["class"]) ?? (element.name == "node" ? "" : element.name)
            var node = Node(className: className, mark: element.mark)
            vocabulary.read(element, into: &node, isWindowRoot: depth == 1, recorded: &recorded, lookup: &lookup, problems: &problems,
                            path: path)
            return node
        case .ios:
            if depth <= 1 {
                let summary = ElementSummary(
                    name: element.name, identifier: element["name"],
                    isApplication: element.name.hasSuffix("Application") || element["type"] == "XCUIElementTypeApplication")
                if depth == 0 { facts.root = summary } else if facts.firstChild == nil { facts.firstChild = summary }
            }
            var node = Node(className: Self.nonEmpty(element["type"]) ?? element.name, mark: element.mark)
            vocabulary.read(element, into: &node, isWindowRoot: false, recorded: &recorded, lookup: &lookup, problems: &problems,
                            path: path)
            return node
        }
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}
