import A11yFindings
import A11yDump
import A11ySemantics
import A11yCatalog
import A11yRules

/// How every rule runs on one file once the configuration is applied:
/// on or off, at which severity, with which options.
public struct RulePlan: Sendable {
    public struct Entry: Sendable {
        public var definition: RuleDefinition
        public var enabled: Bool
        public var severity: Severity
        public var options: RuleOptions
    }

    /// What running a rule on a screen takes from its entry, by rule id, for the
    /// rules that are on: copying a whole entry retains every string of its
    /// definition, and the linter reads these for every screen.
    public struct Run: Sendable {
        public var severity: Severity
        /// Whether the configuration leaves the rule at its catalog severity, so
        /// that a finding's own severity stands.
        public var keepsFindingSeverity: Bool
        public var platforms: [Platform]
        public var options: RuleOptions
    }

    public private(set) var entries: [String: Entry] = [:]
    private var runs: [String: Run] = [:]
    /// The rules that are on, by id, with the platforms each runs on: what a file's
    /// result lists as checked, without sorting the entries for every file.
    public private(set) var enabledRules: [(id: String, platforms: [Platform])] = []

    public init(catalog: RuleCatalog, settings: [String: Configuration.RuleSetting] = [:]) {
        for definition in catalog.rules {
            let setting = settings[definition.id]
            var options = RuleOptions(defaultsOf: definition)
            options.values.merge(setting?.options ?? [:]) { _, chosen in chosen }
            let entry = Entry(definition: definition, enabled: setting?.enabled ?? !definition.optIn,
                              severity: setting?.severity ?? definition.severity, options: options)
            entries[definition.id] = entry
            if entry.enabled {
                runs[definition.id] = Run(severity: entry.severity,
                                          keepsFindingSeverity: entry.severity == definition.severity,
                                          platforms: definition.platforms, options: options)
            }
        }
        enabledRules = runs.map { ($0.key, $0.value.platforms) }.sorted { $0.id < $1.id }
    }

    /// The entry of a rule that runs on this file, or nil when it is off or unknown.
    public func active(_ id: String) -> Entry? {
        guard let entry = entries[id], entry.enabled else { return nil }
        return entry
    }

    /// How a rule that is on runs, or nil when it is off or unknown.
    public func run(_ id: String) -> Run? {
        runs[id]
    }
}
