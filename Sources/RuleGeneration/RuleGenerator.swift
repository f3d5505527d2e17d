import A11yCatalog

/// Everything `make generate` writes from the rule files: the embedded catalog,
/// the registry, each rule type's id and typed options, the rule docs and
/// README's rule table. A test compares these with the files in the tree.
public enum RuleGenerator {
    public static let docsFolder = "docs/rules"
    public static let readmePath = ReadmeRuleTable.path
    static let swiftHeader = "// GENERATED FILE. DO NOT EDIT! Written by `make generate` (Sources/GenerateRules) from Rules/*.yml."

    /// - Parameters:
    ///   - ruleFiles: the files of `Rules/` as (file name, contents).
    ///   - readme: README.md as it is, to splice the rule table into.
    public static func files(ruleFiles: [(name: String, text: String)], readme: String)
        throws(RuleGenerationError) -> [GeneratedFile] {
        let sorted = ruleFiles.sorted { $0.name < $1.name }
        let catalog: RuleCatalog
        do {
            catalog = try RuleCatalog(files: sorted)
        } catch {
            throw .catalog(error)
        }
        for rule in catalog.rules {
            for name in [rule.id] + rule.options.map(\.name) where !SwiftNames.isKebabCase(name) {
                throw .notKebabCase(file: "Rules/\(rule.file)", name: name)
            }
        }
        var files = [
            GeneratedFile(path: EmbeddedCatalogSource.path, text: EmbeddedCatalogSource.render(sorted)),
            GeneratedFile(path: RuleRegistrySource.path, text: RuleRegistrySource.render(catalog)),
            GeneratedFile(path: RuleTypesSource.path, text: RuleTypesSource.render(catalog)),
            GeneratedFile(path: "\(docsFolder)/README.md", text: RuleDocumentation.index(catalog.rules)),
        ]
        files += catalog.rules.map { GeneratedFile(path: "\(docsFolder)/\($0.id).md", text: RuleDocumentation.markdown($0)) }
        files.append(GeneratedFile(path: readmePath, text: try ReadmeRuleTable.splice(catalog, into: readme)))
        return files
    }

    /// Findings of the `dump-*` rules come from the dump loader, which checks
    /// the dump as it reads it; these rules have a catalog file and no Swift type.
    static func isLoaderRule(_ rule: RuleDefinition) -> Bool {
        rule.id.hasPrefix("dump-")
    }

    /// Where the check of a rule that is not the loader's is written by hand, or nil for the loader's rules.
    public static func checkPath(of rule: RuleDefinition) -> String? {
        isLoaderRule(rule) ? nil : "Sources/A11yRules/Rules/\(SwiftNames.typeName(of: rule)).swift"
    }
}
