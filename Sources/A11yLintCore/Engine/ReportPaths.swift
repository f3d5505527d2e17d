import A11yFindings
import A11yDump
import A11ySemantics
import A11yCatalog
import A11yRules

/// How reports name files: relative to a base folder (`--base-path`, by default
/// the working directory), so reports and baselines do not depend on the machine.
public struct ReportPaths: Sendable {
    /// Absolute.
    public var base: String
    public var workingDirectory: String
    /// Whether text output names files relative to the base too. Set when the base
    /// is given (`--base-path`); otherwise text keeps the paths as they were typed.
    public var namesFilesInText = false

    public init(base: String, workingDirectory: String) {
        self.workingDirectory = workingDirectory
        self.base = RelativePath.absolute(base, from: workingDirectory)
    }

    /// The path relative to the base when inside it, else absolute; standard input keeps its name.
    public func relative(_ path: String) -> String {
        guard path != Input.standardInputName else { return path }
        return RelativePath.display(path, base: base, workingDirectory: workingDirectory)
    }

    /// Whether the path lies inside the base, so SARIF can name it relative to it.
    public func isInsideBase(_ path: String) -> Bool {
        path != Input.standardInputName && RelativePath.inside(path, base: base, workingDirectory: workingDirectory) != nil
    }
}
