import A11yCatalog

/// The rule plans a run can make once instead of once per file: those of the
/// configurations with no `overrides`, whose plan is the same for every file they
/// cover. Made before the files are linted and only read afterwards.
struct SharedPlans: Sendable {
    /// By configuration file; the defaults (no file) under the empty path.
    private let plans: [String: RulePlan]

    init(linter: Linter) {
        var plans: [String: RulePlan] = [:]
        for configuration in linter.configurations.eachFileMayGet where configuration.overrides.isEmpty {
            plans[configuration.path ?? ""] = RulePlan(catalog: linter.catalog, settings: configuration.rules)
        }
        self.plans = plans
    }

    /// The plan of every file `configuration` covers, or nil when it depends on the file.
    func plan(of configuration: Configuration) -> RulePlan? {
        guard configuration.overrides.isEmpty else { return nil }
        return plans[configuration.path ?? ""]
    }
}
