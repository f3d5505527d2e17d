import A11yFindings
import A11yYAML

/// The key table's column for one input format on one platform: every attribute
/// that gives a key, in the order imported nodes list their keys (`keyOrder`).
struct FormatVocabulary: Sendable {
    struct Entry: Sendable {
        let key: DumpKey
        let attribute: String
        let conversion: ValueConversion
        let scope: AttributeRead.Scope
        let records: Bool
    }

    let entries: [Entry]
    /// The entries each attribute name gives, by their place in `entries`.
    private let entryIndices: [String: [Int]]

    init(format: SourceFormat, platform: Platform) {
        let inTableOrder = DumpKeySpec.table.flatMap { spec -> [Entry] in
            guard spec.platforms.contains(platform) else { return [] }
            return spec.reads.compactMap { read in
                guard read.formats.contains(format), read.platform.map({ $0 == platform }) ?? true else { return nil }
                return Entry(key: spec.key, attribute: read.attribute,
                             conversion: read.conversion ?? Self.conversion(for: spec.type), scope: read.scope,
                             records: read.records)
            }
        }
        let ranks = Self.rankedKeys(on: platform)
        let ordered = inTableOrder.enumerated().sorted { left, right in
            (ranks[left.element.key] ?? Int.max, left.offset) < (ranks[right.element.key] ?? Int.max, right.offset)
        }.map(\.element)
        entries = ordered
        entryIndices = Dictionary(grouping: ordered.indices, by: { ordered[$0].attribute })
    }

    /// The order in which imported nodes have always listed these keys, which `convert`
    /// writes them in: kept, so that a team's converted dumps do not change with each
    /// release. Keys not listed follow, in the table's order; a new key needs no place here.
    static let keyOrder: [Platform: [DumpKey]] = [
        .android: [.text, .contentDescription, .resourceId, .hintText, .paneTitle, .stateDescription, .error,
                   .checkable, .checked, .clickable, .enabled, .focusable, .scrollable, .longClickable, .password,
                   .selected, .heading, .screenReaderFocusable, .visibleToUser, .importantForAccessibility,
                   .accessibilityLiveRegion, .bounds, .package],
        .ios: [.accessibilityLabel, .text, .accessibilityValue, .accessibilityIdentifier, .placeholder,
               .isAccessibilityElement, .isEnabled, .isSelected, .accessibilityTraits, .frame],
    ]

    /// Each listed key's place in `keyOrder`.
    static func rankedKeys(on platform: Platform) -> [DumpKey: Int] {
        platform == .ios ? iosRanks : androidRanks
    }

    private static let iosRanks = ranks(.ios)
    private static let androidRanks = ranks(.android)

    private static func ranks(_ platform: Platform) -> [DumpKey: Int] {
        Dictionary(uniqueKeysWithValues: (keyOrder[platform] ?? []).enumerated().map { ($0.element, $0.offset) })
    }

    private static func conversion(for type: ValueType) -> ValueConversion {
        switch type {
        case .bool: return .bool
        case .integer: return .count
        default: return .text
        }
    }

    static let uiautomator = FormatVocabulary(format: .uiautomator, platform: .android)
    static let webDriverAgent = FormatVocabulary(format: .webDriverAgent, platform: .ios)
    static let maestroAndroid = FormatVocabulary(format: .maestro, platform: .android)
    static let maestroIOS = FormatVocabulary(format: .maestro, platform: .ios)
    static let xcuiDescription = FormatVocabulary(format: .xcuiDescription, platform: .ios)
    static let idb = FormatVocabulary(format: .idb, platform: .ios)

    /// Fills `node` from the element's attributes. A key that several attributes give
    /// takes the first that yields a value. Every key whose attribute the element
    /// carries, even empty, is added to `recorded`: a tool that writes an attribute at
    /// all records that fact for every element. A frame outside `CoordinateLimit`
    /// is left out and comes back as a problem.
    func read(_ element: SourceElement, into node: inout Node, isWindowRoot: Bool, recorded: inout Set<DumpKey>,
              lookup: inout AttributeLookup, problems: inout [LocatedDumpProblem], path: String) {
        // Each entry's attribute, found in one pass over the element's attributes
        // (a uiautomator node has 17, its column two dozen entries).
        withUnsafeTemporaryAllocation(of: Int.self, capacity: entries.count) { found in
            found.initialize(repeating: -1)
            var matches = 0
            for (index, attribute) in element.attributes.enumerated() {
                for entry in lookup.entries(at: index, named: attribute.name, in: entryIndices) where found[entry] < 0 {
                    found[entry] = index
                    matches += 1
                }
            }
            guard matches > 0 else { return }
            node.properties.reserveCapacity(matches)
            var lastKey: DumpKey?
            for (index, entry) in entries.enumerated() where found[index] >= 0 {
                let attribute = element.attributes[found[index]]
                if entry.records, lookup.recordsForTheFirstTime(index, of: entries.count) { recorded.insert(entry.key) }
                // Cells of one key sit side by side: the first that gave a value counts.
                if entry.scope == .windowRoot, !isWindowRoot { continue }
                if entry.key == lastKey { continue }
                switch entry.conversion.value(of: attribute.value, in: element, node: node) {
                case .value(let value):
                    node.set(entry.key, value, at: attribute.mark)
                    lastKey = entry.key
                case .outsideLimit(let found):
                    let problem = DumpProblem.invalidValue(key: entry.key.rawValue,
                                                           expected: ValueType.withinCoordinateLimit,
                                                           found: found, suggestion: nil)
                    problems.append(LocatedDumpProblem(problem: problem, path: path, mark: attribute.mark))
                    lastKey = entry.key
                case .none:
                    continue
                }
            }
            // Nodes are many and kept for the whole lint: no room for the attributes that
            // gave nothing (empty texts), as the YAML reader's nodes have none.
            node.properties.trimCapacity()
        }
    }

    /// What reading one document's elements has learned of their attribute names. A
    /// tool writes the same attributes in the same order on every element, so each
    /// name is compared with the one in its place on the element before (two words,
    /// for a short name) before it is hashed: hashing every attribute of every node
    /// took 3% of a large lint. Kept by the one node builder of a document.
    struct AttributeLookup {
        private var names: [String] = []
        private var entriesOfNames: [[Int]] = []
        /// Per entry: whether its key has been added to the document's recorded keys.
        private var recordedEntries: [Bool] = []

        /// The entries the attribute `name`, at `position` among its element's, gives.
        mutating func entries(at position: Int, named name: String, in entryIndices: [String: [Int]]) -> [Int] {
            if position < names.count, names[position] == name { return entriesOfNames[position] }
            let found = entryIndices[name] ?? []
            if position < names.count {
                names[position] = name
                entriesOfNames[position] = found
            } else if position == names.count {
                names.append(name)
                entriesOfNames.append(found)
            }
            return found
        }

        /// Whether entry `index` (of `count`) records its key now for the first time in
        /// this document: recorded keys only grow, so each is added once.
        mutating func recordsForTheFirstTime(_ index: Int, of count: Int) -> Bool {
            if recordedEntries.isEmpty { recordedEntries = Array(repeating: false, count: count) }
            guard !recordedEntries[index] else { return false }
            recordedEntries[index] = true
            return true
        }
    }
}
