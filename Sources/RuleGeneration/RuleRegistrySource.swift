import A11yCatalog

/// Sources/A11yRules/Generated/RuleRegistry.swift: every catalog rule paired with
/// its Swift type by name, and the loader's rules, which have no type.
enum RuleRegistrySource {
    static let path = "Sources/A11yRules/Generated/RuleRegistry.swift"

    static func render(_ catalog: RuleCatalog) -> String {
        let checked = catalog.rules.filter { !RuleGenerator.isLoaderRule($0) }
        let loader = catalog.rules.filter(RuleGenerator.isLoaderRule)
        var lines = [RuleGenerator.swiftHeader, "",
                     "/// Every rule in `Rules/`, in id order: each rule checked in code by the type its",
                     "/// id names (`stepper-value` is `StepperValueRule`), and the rules whose findings",
                     "/// the dump loader makes (`dump-*`).",
                     "public enum RuleRegistry {",
                     "    public static let rules: [any Rule] = ["]
        lines += checked.map { "        \(SwiftNames.typeName(of: $0))()," }
        lines += ["    ]", "",
                  "    /// Rules whose findings come from the dump loader rather than a `Rule`.",
                  "    public static let loaderRuleIDs = ["]
        lines += loader.map { "        \(SwiftNames.literal($0.id))," }
        lines += ["    ]", "",
                  "    public static var allIDs: [String] { (rules.map(\\.id) + loaderRuleIDs).sorted() }",
                  "}", ""]
        return lines.joined(separator: "\n")
    }
}
