import A11yFindings
import A11yDump
import A11ySemantics
import A11yCatalog
import A11yRules
import A11yLintCore
import Foundation

/// What every fuzz target does with one input: load it as one format, lint what
/// loaded, and check the promises the loader makes. A broken promise traps, so
/// libFuzzer saves the input.
public enum FuzzCheck {
    /// Small limits, so that one input cannot take seconds or gigabytes.
    static let limits = LoadLimits(maxFileBytes: 1 << 20, maxDepth: 64, maxAliasExpansion: 100_000)

    public static func run(_ bytes: [UInt8], as format: DumpFormat) {
        let loaded = DumpLoader(limits: limits).load(bytes: bytes, path: "fuzz", as: format)
        for error in loaded.errors {
            precondition(error.mark.line >= 1 && error.mark.column >= 1, "error without a position: \(error)")
            precondition(!error.message.isEmpty, "error without words")
        }
        let linter = Linter(limits: limits, configuration: .defaults(directory: "/"), workingDirectory: "/")
        var findings: [String] = []
        for screen in loaded.screens {
            findings += linter.check(screen).map { "\($0.ruleID) \($0.message)" }
        }
        // What convert writes must load back without errors and give the same findings.
        guard !loaded.screens.isEmpty, let yaml = try? DumpWriter().yaml(for: loaded.screens) else { return }
        let again = DumpLoader(limits: LoadLimits(maxDepth: 200)).load(bytes: Array(yaml.utf8), path: "converted", as: .yaml)
        precondition(again.errors.isEmpty, "converted dump does not load: \(again.errors)\n\(yaml)")
        var reloaded: [String] = []
        for screen in again.screens {
            reloaded += linter.check(screen).map { "\($0.ruleID) \($0.message)" }
        }
        // Compared as sets with repeats: the writer puts a node's keys before its
        // children, so findings at keys that stood after the children move ahead.
        precondition(reloaded.sorted() == findings.sorted(),
                     "converted dump gives other findings:\n\(findings)\n\(reloaded)\n\(yaml)")
    }

    /// Without libFuzzer the target replays files: the saved crashes and the seed corpus.
    public static func replay(_ paths: [String], as format: DumpFormat) -> Int32 {
        var count = 0
        for path in paths {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let files = isDirectory.boolValue
                ? ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted().map { path + "/" + $0 }
                : [path]
            for file in files {
                guard let data = FileManager.default.contents(atPath: file) else { continue }
                run([UInt8](data), as: format)
                count += 1
            }
        }
        print("replayed \(count) inputs as \(format.rawValue)")
        return 0
    }
}
