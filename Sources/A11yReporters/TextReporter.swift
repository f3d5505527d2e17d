import A11yFindings
import A11yDump
import A11ySemantics
import A11yCatalog
import A11yRules
import A11yLintCore
import Foundation

/// Compiler-style lines for people and editors: `path:line:col: severity: message [rule-id]`,
/// then the element the finding is about (`Finding.element`): a one-line capture puts
/// every finding on line 1, and the element is what tells them apart.
/// Suppressed and baselined findings are left out and only counted in the summary.
/// Findings that repeat one template's element in the items of a list or grid are
/// printed once, followed by how many more items repeat them and where
/// (`RepeatedFindings`), unless `groupsRepeats` is off (`--no-group`).
/// Each file's lines are written as the file comes and then forgotten.
public struct TextReporter: Reporter {
    public var colour: Bool
    /// Whether the findings are followed by the input errors, the stale baseline
    /// entries and the summary line. On a terminal the command line writes those
    /// to standard error instead.
    public var endsWithSummary: Bool
    /// Kept from file to file: a fresh buffer per file was freed and asked for again
    /// each time, and the C library handed its memory back to the system in between.
    private var buffer: [UInt8] = []

    /// Each line names its finding's element, which the run then works out.
    public var namesNodes: Bool { true }

    /// Whether a list's repeated findings are printed once with a count (`RepeatedFindings`).
    public var groupsRepeats: Bool

    public init(colour: Bool = false, endsWithSummary: Bool = true, groupsRepeats: Bool = true) {
        self.colour = colour
        self.endsWithSummary = endsWithSummary
        self.groupsRepeats = groupsRepeats
    }

    /// Set by `begin` when text names files relative to `--base-path`.
    private var paths: ReportPaths?

    public mutating func begin(_ run: RunInfo, to output: ReportOutput) {
        paths = run.paths.namesFilesInText ? run.paths : nil
    }

    /// The findings that count, each followed by its predicted announcement when
    /// there is one, a few thousand at a time: a screen with a hundred thousand
    /// findings need not have all its text at once.
    public mutating func file(_ file: FileResult, to output: ReportOutput) {
        let findings = file.findings
        // Renamed as they are written: setting each finding's path copied the whole list.
        let shown = paths?.relative(file.path)
        let repeated = groupsRepeats ? RepeatedFindings(findings) : nil
        for start in stride(from: 0, to: findings.count, by: Self.blockSize) {
            buffer.removeAll(keepingCapacity: true)
            render(findings[start..<min(start + Self.blockSize, findings.count)], path: shown, repeated: repeated,
                   all: findings, into: &buffer)
            if !buffer.isEmpty { output.write(buffer) }
        }
    }

    private static let blockSize = 2_048

    public func end(_ summary: RunSummary, to output: ReportOutput) {
        guard endsWithSummary else { return }
        let lines = errorLines(summary, paths: paths) + staleBaselineLines(summary) + [summaryLine(summary)]
        output.write(lines.joined(separator: "\n") + "\n")
    }

    private func render(_ block: ArraySlice<Finding>, path: String?, repeated: RepeatedFindings?, all: [Finding],
                        into text: inout [UInt8]) {
        text.reserveCapacity(text.count + block.count * 240)
        let offset = block.startIndex
        // Through the buffer, so that findings are read in place and not copied.
        block.withUnsafeBufferPointer { findings in
            for index in findings.indices where findings[index].isActive {
                // A group's later findings are summed up after its first.
                if let repeated, repeated.folded.contains(offset + index) { continue }
                let group = repeated?.others[offset + index].map { others in
                    RepeatedFindings.line(first: findings[index], others: others.map { all[$0] })
                }
                guard !colour else {
                    for line in lines(of: findings[index], path: path) + [group.map(TerminalText.safe)].compactMap({ $0 }) {
                        text.append(contentsOf: line.utf8)
                        text.append(UInt8(ascii: "\n"))
                    }
                    continue
                }
                findings[index].write(to: &text, path: path)
                findings[index].writeElement(to: &text)
                text.append(UInt8(ascii: "\n"))
                if let announcement = findings[index].announcement {
                    text.append(contentsOf: Self.announcementPrefix.utf8)
                    TerminalText.append(PrivateUseGlyphs.spelledOut(announcement), to: &text)
                    text.append(UInt8(ascii: "\""))
                    text.append(UInt8(ascii: "\n"))
                }
                if let group {
                    TerminalText.append(group, to: &text)
                    text.append(UInt8(ascii: "\n"))
                }
            }
        }
    }

    private static let announcementPrefix = "    announced as: \""

    /// A finding's line and its announcement's, in colour.
    private func lines(of finding: Finding, path: String?) -> [String] {
        var plain: [UInt8] = []
        finding.write(to: &plain, path: path)
        finding.writeElement(to: &plain)
        let line = paint(String(decoding: plain, as: UTF8.self), finding.severity.rawValue, code: Self.code(finding.severity))
        return finding.announcement.map { [line, Self.announcementPrefix + TerminalText.safe(PrivateUseGlyphs.spelledOut($0)) + "\""] } ?? [line]
    }

    /// Inputs that could not be linted; named relative to `paths`' base when given
    /// (`--base-path`).
    public func errorLines(_ summary: RunSummary, paths: ReportPaths? = nil) -> [String] {
        summary.inputErrors.map { error in
            var error = error
            if let paths { error.path = paths.relative(error.path) }
            return paint(error.description, "error", code: Self.code(.error))
        }
    }

    /// Baseline entries that matched nothing: fixed, or changed beyond recognition;
    /// and, in one line, entries for files the run did not lint (a baseline written
    /// from another folder matches nothing and would otherwise say nothing).
    public func staleBaselineLines(_ summary: RunSummary) -> [String] {
        let unlinted = summary.baselineEntriesForUnlintedFiles
        let elsewhere = unlinted == 0 ? [] : [paint(
            "note: \(unlinted) baseline entr\(unlinted == 1 ? "y is" : "ies are") for files this run did not lint; "
                + "if it should have, is --base-path right?", "note", code: Self.code(.note))]
        let version1 = !summary.readsVersion1Baseline ? [] : [paint(
            "note: the baseline is of version 1 (a11ylint 0.3), matched by node path or else by message; write it "
                + "again (--baseline F --write-baseline F) so that it follows node identities", "note",
            code: Self.code(.note))]
        return version1 + elsewhere + summary.staleBaselineEntries.map { entry in
            let place = [entry.screen, entry.identity ?? entry.nodePath].compactMap { $0 }.joined(separator: " ")
            return paint("\(entry.path): note: baseline entry no longer matches: \(place) [\(entry.rule)]", "note",
                         code: Self.code(.note))
        }
    }

    /// What the configuration did that a run would otherwise not show: named files
    /// it excludes, and suppressions that covered no finding (fixed, or no longer naming it).
    public func configurationNoteLines(_ summary: RunSummary) -> [String] {
        let excluded = summary.excludedNamedFiles.map { file in
            paint("note: \(file.path) is excluded by \(file.configurationPath) (exclude: \(file.pattern))", "note",
                  code: Self.code(.note))
        }
        let unused = summary.unusedSuppressions.map { unused in
            let suppression = unused.suppression
            let target = [suppression.identifier.map { "identifier \($0)" },
                          suppression.resourceId.map { "resourceId \($0)" },
                          suppression.nodePath.map { "nodePath \($0.pattern)" },
                          suppression.node.map { "node \($0)" }].compactMap { $0 }.joined(separator: ", ")
            return paint("\(unused.path):\(suppression.mark.line):\(suppression.mark.column): note: suppression matched "
                         + "no finding in this run: \(target) [\(suppression.rules.joined(separator: ", "))]", "note",
                         code: Self.code(.note))
        }
        return excluded + unused
    }

    public func summaryLine(_ summary: RunSummary) -> String {
        func plural(_ count: Int, _ word: String, _ words: String? = nil) -> String {
            "\(count) \(count == 1 ? word : words ?? word + "s")"
        }
        let counts = summary.counts
        var parts = [plural(counts.errors, "error"), plural(counts.warnings, "warning")]
        if counts.notes > 0 { parts.append(plural(counts.notes, "note")) }
        let inputErrors = summary.inputErrors.count
        if inputErrors > 0 { parts.append(plural(inputErrors, "input error")) }
        if counts.suppressed > 0 { parts.append("\(counts.suppressed) suppressed") }
        if counts.baselined > 0 { parts.append("\(counts.baselined) in the baseline") }
        let stale = summary.staleBaselineEntries.count
        if stale > 0 { parts.append(plural(stale, "stale baseline entry", "stale baseline entries")) }
        if !summary.skipped.isEmpty {
            let count = summary.skipped.count
            parts.append("skipped \(plural(count, "file")) that \(count == 1 ? "is not a dump" : "are not dumps")")
        }
        return "Linted \(plural(summary.fileCount, "file")) (\(plural(summary.screenCount, "screen"))): "
            + parts.joined(separator: ", ")
    }

    static func code(_ severity: Severity) -> String {
        switch severity {
        case .error: return "1;31"
        case .warning: return "1;33"
        case .note: return "1;36"
        }
    }

    /// Colours the severity word only, so the line still reads as `path:line:col: severity:`.
    /// Every line but the findings' and the summary is made here, and they quote paths,
    /// baseline entries and configuration values: the text is made safe for a terminal
    /// (`TerminalText`) here too, before the colour's own escapes go in.
    private func paint(_ text: String, _ word: String, code: String) -> String {
        let text = TerminalText.safe(text)
        guard colour, let range = text.range(of: ": \(word): ") else { return text }
        return text.replacingCharacters(in: range, with: ": \u{1B}[\(code)m\(word)\u{1B}[0m: ")
    }
}
