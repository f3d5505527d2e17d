import A11yFindings
import A11yYAML

/// The key table's column for one input format on one platform: every attribute
/// that gives a key, in the table's order, so that imported nodes list their keys
/// in one order whatever their format.
struct FormatVocabulary: Sendable {
    struct Entry: Sendable {
        let key: DumpKey
        let attribute: String
        let conversion: ValueConversion
        let scope: AttributeRead.Scope
    }

    let entries: [Entry]

    init(format: SourceFormat, platform: Platform) {
        entries = DumpKeySpec.table.flatMap { spec -> [Entry] in
            guard spec.platforms.contains(platform) else { return [] }
            return spec.reads.compactMap { read in
                guard read.formats.contains(format), read.platform.map({ $0 == platform }) ?? true else { return nil }
                return Entry(key: spec.key, attribute: read.attribute,
                             conversion: read.conversion ?? Self.conversion(for: spec.type), scope: read.scope)
            }
        }
    }

    private static func conversion(for type: ValueType) -> ValueConversion {
        if case .bool = type { return .bool }
        return .text
    }

    static let uiautomator = FormatVocabulary(format: .uiautomator, platform: .android)
    static let webDriverAgent = FormatVocabulary(format: .webDriverAgent, platform: .ios)
    static let maestroAndroid = FormatVocabulary(format: .maestro, platform: .android)
    static let maestroIOS = FormatVocabulary(format: .maestro, platform: .ios)
    static let xcuiDescription = FormatVocabulary(format: .xcuiDescription, platform: .ios)

    /// Fills `node` from the element's attributes. A key that several attributes give
    /// takes the first that yields a value. Every key whose attribute the element
    /// carries, even empty, is added to `recorded`: a tool that writes an attribute at
    /// all records that fact for every element. A frame outside `CoordinateLimit`
    /// is left out and comes back as a problem.
    func read(_ element: SourceElement, into node: inout Node, isWindowRoot: Bool, recorded: inout Set<DumpKey>,
              problems: inout [LocatedDumpProblem], path: String) {
        for entry in entries {
            guard let attribute = element.attributes.first(where: { $0.name == entry.attribute }) else { continue }
            recorded.insert(entry.key)
            if entry.scope == .windowRoot, !isWindowRoot { continue }
            if node.has(entry.key) { continue }
            switch entry.conversion.value(of: attribute.value, in: element, node: node) {
            case .value(let value):
                node.set(entry.key, value, at: attribute.mark)
            case .outsideLimit(let found):
                let problem = DumpProblem.invalidValue(key: entry.key.rawValue, expected: ValueType.withinCoordinateLimit,
                                                       found: found, suggestion: nil)
                problems.append(LocatedDumpProblem(problem: problem, path: path, mark: attribute.mark))
            case .none:
                continue
            }
        }
    }
}
