/// Sources/A11yRules/Generated/EmbeddedRules.swift: the rule files as text, so
/// the binary knows its rules wherever it is copied.
enum EmbeddedCatalogSource {
    static let path = "Sources/A11yRules/Generated/EmbeddedRules.swift"

    static func render(_ files: [(name: String, text: String)]) -> String {
        var lines = [RuleGenerator.swiftHeader, "",
                     "/// The rule catalog files, embedded so the binary knows its rules wherever it is copied.",
                     "enum EmbeddedRules {",
                     "    static let files: [(name: String, text: String)] = ["]
        for file in files {
            let hashes = String(repeating: "#", count: rawStringHashes(for: file.text))
            lines.append("        (\(SwiftNames.literal(file.name)), \(hashes)\"\"\"")
            lines += trimmingTrailingNewlines(file.text).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            lines.append("\"\"\"\(hashes)),")
        }
        lines += ["    ]", "}", ""]
        return lines.joined(separator: "\n")
    }

    /// How many `#` the raw string needs so that nothing in the text ends it or
    /// reads as an escape: one, unless the text itself holds `"""#` or `\#`.
    static func rawStringHashes(for text: String) -> Int {
        var count = 1
        while text.contains("\"\"\"" + String(repeating: "#", count: count))
                || text.contains("\\" + String(repeating: "#", count: count)) {
            count += 1
        }
        return count
    }

    private static func trimmingTrailingNewlines(_ text: String) -> Substring {
        var copy = Substring(text)
        while copy.hasSuffix("\n") { copy.removeLast() }
        return copy
    }
}
