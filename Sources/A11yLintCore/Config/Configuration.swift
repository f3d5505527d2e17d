import A11yFindings
import A11yDump
import A11ySemantics
import A11yCatalog
import A11yRules
import Foundation

/// What `.a11ylint.yml` sets: which rules run and how, which files are left out,
/// which classes are which components, and which findings are accepted.
public struct Configuration: Sendable {
    /// How a rule is set, either for all files or inside an override.
    public struct RuleSetting: Sendable, Equatable {
        public var enabled: Bool?
        public var severity: Severity?
        public var options: [String: RuleOptionValue] = [:]

        public init(enabled: Bool? = nil, severity: Severity? = nil, options: [String: RuleOptionValue] = [:]) {
            self.enabled = enabled
            self.severity = severity
            self.options = options
        }

        /// Later settings win, key by key.
        func applied(over base: RuleSetting) -> RuleSetting {
            RuleSetting(enabled: enabled ?? base.enabled, severity: severity ?? base.severity,
                        options: base.options.merging(options) { _, new in new })
        }
    }

    /// Rule settings and a density for the files some globs match.
    public struct Override: Sendable {
        public var files: [Glob]
        public var rules: [String: RuleSetting]
        /// Android pixels per dp for these files, when set.
        public var density: Double? = nil
    }

    public static let fileNames = [".a11ylint.yml", ".a11ylint.yaml"]
    public static let version = 1

    /// The file the configuration came from, or nil for the defaults.
    public var path: String?
    /// The absolute folder globs are relative to: the configuration file's folder.
    public var directory: String
    public var rules: [String: RuleSetting] = [:]
    public var overrides: [Override] = []
    public var exclude: [Glob] = []
    /// Class names, full or simple, mapped to the name of the component they are.
    public var components: [String: String] = [:]
    public var suppressions: [Suppression] = []
    /// Android pixels per dp for dumps that do not record it (or record it wrongly); see `density(for:)`.
    public var density: Double?
    /// In dumps that hold the windows of several apps, the package whose windows the rules judge.
    public var package: String?

    public init(directory: String, path: String? = nil) {
        self.directory = directory
        self.path = path
    }

    /// The defaults: every rule on at its catalog severity.
    public static func defaults(directory: String = FileManager.default.currentDirectoryPath) -> Configuration {
        Configuration(directory: directory)
    }

    /// Every rule of the catalog on at its catalog severity, the opt-in ones too:
    /// for measuring what all the rules say (the corpus's verdicts) and for tests.
    public static func everyRule(directory: String = FileManager.default.currentDirectoryPath,
                                 catalog: RuleCatalog = .builtIn) -> Configuration {
        var configuration = Configuration(directory: directory)
        for rule in catalog.rules { configuration.rules[rule.id] = RuleSetting(enabled: true) }
        return configuration
    }

    /// A path as the globs see it, or nil when it lies outside the configuration's folder.
    public func relativePath(_ path: String, workingDirectory: String) -> String? {
        guard path != Input.standardInputName else { return nil }
        return RelativePath.inside(path, base: directory, workingDirectory: workingDirectory)
    }

    /// Whether anything in it depends on where a file lies: globs to exclude files,
    /// overrides, or suppressions (which may name files).
    public var matchesPaths: Bool {
        !exclude.isEmpty || !overrides.isEmpty || !suppressions.isEmpty
    }

    public func isExcluded(_ relativePath: String?) -> Bool {
        guard let relativePath else { return false }
        return exclude.contains { $0.matches(relativePath) }
    }

    /// The setting of every configured rule for one file: the top-level settings,
    /// then each matching override in order, so the last match wins.
    public func ruleSettings(for relativePath: String?) -> [String: RuleSetting] {
        var result = rules
        guard let relativePath else { return result }
        for override in overrides where override.files.contains(where: { $0.matches(relativePath) }) {
            for (id, setting) in override.rules {
                result[id] = setting.applied(over: result[id] ?? RuleSetting())
            }
        }
        return result
    }

    /// The density to assume for one file's Android screens: that of the last
    /// matching override that sets one, else the top-level `density`, else nil
    /// (the dump's own, or one inferred from the screen's size; `ScreenDensity`).
    public func density(for relativePath: String?) -> Double? {
        guard let relativePath else { return density }
        let matching = overrides.last { $0.density != nil && $0.files.contains(where: { $0.matches(relativePath) }) }
        return matching?.density ?? density
    }

    /// The first suppression that covers a finding.
    public func suppression(for finding: Finding, relativePath: String?) -> Suppression? {
        suppressions.first { $0.covers(finding, relativePath: relativePath) }
    }

    /// The index of the first suppression that covers a finding.
    public func suppressionIndex(for finding: Finding, relativePath: String?) -> Int? {
        suppressions.firstIndex { $0.covers(finding, relativePath: relativePath) }
    }
}
