import A11yCatalog

/// Sources/A11yRules/Generated/Rules+Catalog.swift: what each rule type takes
/// from its catalog file, its id and its options as a typed struct, so that
/// neither is written in Swift by hand.
enum RuleTypesSource {
    static let path = "Sources/A11yRules/Generated/Rules+Catalog.swift"

    static func render(_ catalog: RuleCatalog) -> String {
        var lines = [RuleGenerator.swiftHeader, "", "import A11yCatalog", "import A11ySemantics"]
        for rule in catalog.rules where !RuleGenerator.isLoaderRule(rule) {
            lines += ["", "extension \(SwiftNames.typeName(of: rule)) {",
                      "    static let id = \(SwiftNames.literal(rule.id))"]
            if let component = rule.component {
                lines.append("    /// The component the rule judges.")
                lines.append("    static let component = \(SwiftNames.componentTypeName(component)).self")
            }
            if rule.options.isEmpty {
                lines.append("    typealias Options = NoOptions")
            } else {
                lines += [""] + options(of: rule)
            }
            lines.append("}")
        }
        lines.append("")
        return lines.joined(separator: "\n")
    }

    private static func options(of rule: RuleDefinition) -> [String] {
        let properties = rule.options.map { option in
            (option, name: SwiftNames.propertyName(of: option), type: swiftType(option.kind),
             value: literal(option.defaultValue))
        }
        var lines = ["    /// The options of \(rule.id), as Rules/\(rule.file) declares them.",
                     "    struct Options: TypedRuleOptions, Equatable {"]
        for property in properties {
            lines += ["        /// \(SwiftNames.comment(property.0.summary))",
                      "        var \(property.name): \(property.type)"]
        }
        let parameters = properties.map { "\($0.name): \($0.type) = \($0.value)" }.joined(separator: ", ")
        lines += ["", "        init(\(parameters)) {"]
        lines += properties.map { "            self.\($0.name) = \($0.name)" }
        lines += ["        }", "",
                  "        /// The values the engine hands over: these defaults with the configuration's choices on top.",
                  "        init(_ options: RuleOptions) {",
                  "            self.init()"]
        for property in properties {
            lines.append("            if case .\(property.0.kind.rawValue)(let value)? = "
                + "options.values[\(SwiftNames.literal(property.0.name))] { \(property.name) = value }")
        }
        lines += ["        }", "    }"]
        return lines
    }

    private static func swiftType(_ kind: RuleOption.Kind) -> String {
        switch kind {
        case .integer: return "Int"
        case .boolean: return "Bool"
        case .strings: return "[String]"
        }
    }

    private static func literal(_ value: RuleOptionValue) -> String {
        switch value {
        case .integer(let number): return String(number)
        case .boolean(let flag): return String(flag)
        case .strings(let texts): return "[" + texts.map(SwiftNames.literal).joined(separator: ", ") + "]"
        }
    }
}
