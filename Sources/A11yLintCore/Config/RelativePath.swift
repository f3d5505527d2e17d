import A11yFindings
import A11yDump
import A11ySemantics
import A11yCatalog
import A11yRules
import Foundation

/// Paths as reports and configuration see them: relative to a base folder, with `/`.
public enum RelativePath {
    /// The absolute, standardized form of `path`, taken from `directory` when relative.
    public static func absolute(_ path: String, from directory: String) -> String {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path)
            : URL(fileURLWithPath: directory, isDirectory: true).appendingPathComponent(path)
        return url.standardizedFileURL.path
    }

    /// `path` relative to `base` when it lies inside it, else nil.
    public static func inside(_ path: String, base: String, workingDirectory: String) -> String? {
        let full = absolute(path, from: workingDirectory)
        let root = absolute(base, from: workingDirectory)
        if full == root { return "" }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        guard full.hasPrefix(prefix) else { return nil }
        return String(full.dropFirst(prefix.count))
    }

    /// `path` relative to `base` when inside it, else the absolute path.
    public static func display(_ path: String, base: String, workingDirectory: String) -> String {
        inside(path, base: base, workingDirectory: workingDirectory) ?? absolute(path, from: workingDirectory)
    }
}
