import A11yFindings
import A11yDump
import A11ySemantics
import A11yCatalog
import A11yRules
import Foundation

/// Findings a team has accepted for now (`--write-baseline`), so that only new
/// ones fail a run (`--baseline`).
public struct Baseline: Codable, Sendable, Equatable {
    /// Version 2 keys entries by node identity; version 1 (a11ylint 0.3) keyed
    /// them by node path, and is still read (`Matcher`).
    public static let currentVersion = 2
    public static let readableVersions = 1...2

    public var version: Int
    public var findings: [BaselineEntry]

    /// Records every finding of a run that a suppression has not already accepted.
    public init(report: LintReport, paths: ReportPaths) {
        var recorder = Recorder(paths: paths)
        for file in report.files { recorder.record(file) }
        self = recorder.baseline
    }

    public init(findings: [BaselineEntry]) {
        version = Self.currentVersion
        self.findings = findings
    }

    /// Sorted, indented JSON with a final newline, so the file diffs well under version control.
    public func encoded() -> String {
        SortedJSON.encode(self)
    }

    public static func read(path: String) throws(ConfigurationError) -> Baseline {
        let bytes: [UInt8]
        switch Input.contents(ofFile: path) {
        case .success(let read): bytes = read
        case .failure(let problem): throw ConfigurationError(path: path, mark: .start, problem: .unreadable(problem))
        }
        let baseline: Baseline
        do {
            baseline = try JSONDecoder().decode(Baseline.self, from: Data(bytes))
        } catch {
            throw ConfigurationError(path: path, mark: .start, problem: .invalidBaseline(Self.explain(error)))
        }
        guard readableVersions.contains(baseline.version) else {
            throw ConfigurationError(path: path, mark: .start, problem: .unsupportedBaselineVersion(baseline.version))
        }
        return baseline
    }

    /// Marks the findings the baseline lists, one for one, and records the entries
    /// of linted files that matched nothing as stale. Entries for files this run
    /// did not lint (a pre-commit run sees a few files) are left alone.
    public func apply(to report: inout LintReport, paths: ReportPaths) {
        var matcher = Matcher(self, paths: paths)
        for index in report.files.indices { matcher.apply(to: &report.files[index]) }
        report.staleBaselineEntries = matcher.staleEntries
    }

    /// Applies a baseline one file at a time, for a report written as files come.
    public struct Matcher {
        private let paths: ReportPaths
        private let entries: [BaselineEntry]
        private var used: [Bool]
        /// Unused entries by fingerprint, in file order.
        private var byFingerprint: [String: [Int]] = [:]
        /// For a version-1 baseline, entries by rule, file, screen and message too.
        private var byMessage: [String: [Int]] = [:]
        private var linted: Set<String> = []
        /// Whether the baseline is of version 1, whose fingerprints follow node paths.
        public let isVersion1: Bool

        public init(_ baseline: Baseline, paths: ReportPaths) {
            self.paths = paths
            entries = baseline.findings
            used = Array(repeating: false, count: entries.count)
            isVersion1 = baseline.version == 1
            for (index, entry) in entries.enumerated() {
                byFingerprint[entry.fingerprint, default: []].append(index)
                if isVersion1 { byMessage[entry.messageKey, default: []].append(index) }
            }
        }

        /// Marks the file's findings that an entry not yet used lists. A version-1
        /// entry lists a finding whose version-1 fingerprint is its own; failing
        /// that (its node path changed), one of the same rule, screen and message.
        public mutating func apply(to file: inout FileResult) {
            let relative = paths.relative(file.path)
            linted.insert(relative)
            var unmatched: [Int] = []
            for index in file.findings.indices {
                let finding = file.findings[index]
                let fingerprint = isVersion1 ? Fingerprint.version1(finding, relativePath: relative)
                    : Fingerprint.of(finding, relativePath: relative)
                if take(fingerprint, from: \.byFingerprint) {
                    if finding.isActive { file.findings[index].status = .baselined }
                } else if isVersion1 {
                    unmatched.append(index)
                }
            }
            // After every exact match, so that a looser one takes no entry an exact one needed.
            for index in unmatched {
                let finding = file.findings[index]
                let key = BaselineEntry.messageKey(rule: finding.ruleID, path: relative, screen: finding.screen,
                                                   message: finding.message)
                if take(key, from: \.byMessage), finding.isActive { file.findings[index].status = .baselined }
            }
        }

        /// Uses the first unused entry under `key`, if any.
        private mutating func take(_ key: String, from table: WritableKeyPath<Matcher, [String: [Int]]>) -> Bool {
            while var candidates = self[keyPath: table][key], !candidates.isEmpty {
                let index = candidates.removeFirst()
                self[keyPath: table][key] = candidates
                guard !used[index] else { continue }
                used[index] = true
                return true
            }
            return false
        }

        private var unused: [BaselineEntry] {
            entries.indices.filter { !used[$0] }.map { entries[$0] }
        }

        /// How many entries are for files this run did not lint: all of them when
        /// the baseline was written from another folder (`--base-path`).
        public var entriesForUnlintedFiles: Int {
            unused.filter { !linted.contains($0.path) }.count
        }

        /// The entries of files seen so far that matched no finding, sorted.
        public var staleEntries: [BaselineEntry] {
            unused.filter { linted.contains($0.path) }.sorted(by: BaselineEntry.precedes)
        }
    }

    /// Records a baseline one file at a time, as files are reported.
    public struct Recorder {
        private let paths: ReportPaths
        private var entries: [BaselineEntry] = []

        public init(paths: ReportPaths) {
            self.paths = paths
        }

        /// Records the file's findings that a suppression has not already accepted.
        public mutating func record(_ file: FileResult) {
            let relative = paths.relative(file.path)
            for finding in file.findings {
                if case .suppressed = finding.status { continue }
                entries.append(BaselineEntry(finding, relativePath: relative))
            }
        }

        /// What has been recorded so far, sorted.
        public var baseline: Baseline {
            Baseline(findings: entries.sorted(by: BaselineEntry.precedes))
        }
    }

    private static func explain(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return "'\(key.stringValue)' is missing" + location(context)
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "a value has the wrong type" + location(context)
        case DecodingError.dataCorrupted(let context):
            return context.codingPath.isEmpty ? "the file is not valid JSON" : "bad data" + location(context)
        default:
            return "the file is not valid JSON"
        }
    }

    private static func location(_ context: DecodingError.Context) -> String {
        let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return path.isEmpty ? "" : " at \(path)"
    }
}
