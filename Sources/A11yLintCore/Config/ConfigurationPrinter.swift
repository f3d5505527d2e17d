import A11yFindings
import A11yCatalog
import A11yRules
import Foundation

/// Writes the configuration that applies to one file as YAML (`lint --print-config`):
/// every rule as it runs there, with the overrides that match the file already
/// applied, and the suppressions that can cover it. The output reads back as a
/// configuration file.
public struct ConfigurationPrinter {
    public var catalog: RuleCatalog

    public init(catalog: RuleCatalog = .builtIn) {
        self.catalog = catalog
    }

    /// `path` is the file as the user named it; `relativePath` as the configuration's globs see it.
    public func yaml(_ configuration: Configuration, for path: String, relativePath: String?) -> String {
        var lines: [String] = []
        // Comments are lines for reading, and the paths in them are shown as a terminal shows them.
        let path = TerminalText.safe(path)
        let source = configuration.path.map(TerminalText.safe)
        if let source {
            lines.append("# The configuration for \(path), from \(source)")
        } else {
            lines.append("# The configuration for \(path): no configuration file applies, so the defaults")
        }
        if let relativePath, let glob = configuration.exclude.first(where: { $0.matches(relativePath) }) {
            lines.append("# \(path) is excluded (exclude: \(TerminalText.safe(glob.pattern))): lint skips it")
        }
        lines.append("version: \(Configuration.version)")
        if let package = configuration.package { lines.append("package: \(Self.scalar(package))") }
        if let density = configuration.density(for: relativePath) { lines.append("density: \(density)") }
        if !configuration.exclude.isEmpty {
            lines.append("exclude:")
            lines += configuration.exclude.map { "  - \(Self.scalar($0.pattern))" }
        }
        if !configuration.components.isEmpty {
            lines.append("components:")
            lines += configuration.components.sorted { $0.key < $1.key }.map { "  \(Self.scalar($0.key)): \($0.value)" }
        }
        lines.append("rules:")
        let plan = RulePlan(catalog: catalog, settings: configuration.ruleSettings(for: relativePath))
        for id in plan.entries.keys.sorted() {
            guard let entry = plan.entries[id] else { continue }
            lines.append("  \(id): \(rule(entry))")
        }
        let suppressions = configuration.suppressions.filter { suppression in
            suppression.files.isEmpty || relativePath.map { path in suppression.files.contains { $0.matches(path) } } ?? false
        }
        if !suppressions.isEmpty {
            lines.append("suppressions:")
            for suppression in suppressions {
                lines.append("  # \(source ?? ""):\(suppression.mark.line):\(suppression.mark.column)")
                lines.append("  - rules: \(Self.list(suppression.rules))")
                if let identifier = suppression.identifier { lines.append("    identifier: \(Self.scalar(identifier))") }
                if let resourceId = suppression.resourceId { lines.append("    resourceId: \(Self.scalar(resourceId))") }
                if let nodePath = suppression.nodePath { lines.append("    nodePath: \(Self.scalar(nodePath.pattern))") }
                if let node = suppression.node { lines.append("    node: \(Self.scalar(node))") }
                if !suppression.files.isEmpty { lines.append("    files: \(Self.list(suppression.files.map(\.pattern)))") }
                lines.append("    reason: \(Self.scalar(suppression.reason))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `off`, or the severity with every option the rule takes.
    private func rule(_ entry: RulePlan.Entry) -> String {
        guard entry.enabled else { return "off" }
        let options = entry.options.values.sorted { $0.key < $1.key }
        guard !options.isEmpty else { return entry.severity.rawValue }
        let parts = ["severity: \(entry.severity.rawValue)"] + options.map { name, value in
            switch value {
            case .strings(let texts): return "\(name): \(Self.list(texts))"
            default: return "\(name): \(value)"
            }
        }
        return "{" + parts.joined(separator: ", ") + "}"
    }

    static func list(_ texts: [String]) -> String {
        "[" + texts.map(scalar).joined(separator: ", ") + "]"
    }

    /// A text as YAML: plain when it cannot be read as anything else, else double-quoted,
    /// with what `TerminalText` escapes (and the bracket of `##[`) written as YAML escapes.
    static func scalar(_ text: String) -> String {
        let plain = !text.isEmpty
            && text.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || "._/-".unicodeScalars.contains($0) }
            && !"-.0123456789".contains(text.first!)
            && !["true", "false", "yes", "no", "on", "off", "null", "y", "n"].contains(text.lowercased())
        if plain { return text }
        var quoted = "\""
        var previous: (Unicode.Scalar?, Unicode.Scalar?) = (nil, nil)
        for scalar in text.unicodeScalars {
            defer { previous = (previous.1, scalar) }
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            case "[" where previous == ("#", "#"): quoted += "\\x5B"
            default:
                if TerminalText.escape(scalar) == nil {
                    quoted.unicodeScalars.append(scalar)
                } else {
                    // YAML's `\x` takes two hexadecimal digits, `\u` four.
                    quoted += String(format: scalar.value <= 0xFF ? "\\x%02X" : "\\u%04X", scalar.value)
                }
            }
        }
        return quoted + "\""
    }
}
