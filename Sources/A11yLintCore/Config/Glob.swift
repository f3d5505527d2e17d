import A11yFindings
import A11yDump
import A11ySemantics
import A11yCatalog
import A11yRules
import Foundation

/// A path pattern as in `.gitignore`: `*` and `?` stay inside one folder, `**`
/// spans folders, `[abc]` is a set. A pattern without a `/` matches a file or
/// folder name at any depth; a pattern that matches a folder matches all it holds.
public struct Glob: Sendable, Equatable, CustomStringConvertible {
    public let pattern: String
    private let segments: [String]

    /// With `literalBrackets`, `[` and `]` match themselves, as node paths like `Cell[2]` need.
    public init(_ pattern: String, literalBrackets: Bool = false) {
        self.pattern = pattern
        var text = pattern
        if text.hasPrefix("./") { text.removeFirst(2) }
        if text.hasSuffix("/") { text += "**" }
        var parts = text.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if !text.contains("/") { parts.insert("**", at: 0) }
        if literalBrackets {
            parts = parts.map { $0.replacingOccurrences(of: "[", with: "\\[").replacingOccurrences(of: "]", with: "\\]") }
        }
        segments = parts
    }

    public var description: String { pattern }

    /// Whether `path` (relative, `/`-separated) or one of its folders matches.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
            .filter { $0 != "." }
        // Every leading run of folders is tried, so `legacy` also matches `legacy/a.yml`.
        for end in stride(from: parts.count, through: 1, by: -1) where Self.match(segments[...], parts[..<end]) {
            return true
        }
        return false
    }

    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            // `**` takes zero or more whole folders.
            for skip in 0...path.count where match(rest, path.dropFirst(skip)) {
                return true
            }
            return false
        }
        guard let name = path.first, fnmatch(first, name, 0) == 0 else {
            return false
        }
        return match(pattern.dropFirst(), path.dropFirst())
    }
}
