import A11yFindings
import A11yYAML
import A11yDump
import A11ySemantics
import A11yRules
import A11yLintCore
import Foundation

/// Compiler-style lines for people and editors: `path:line:col: severity: message [rule-id]`.
/// Suppressed and baselined findings are left out and only counted in the summary.
public struct TextReporter: Reporter {
    public var colour: Bool

    public init(colour: Bool = false) {
        self.colour = colour
    }

    public func render(_ context: ReportContext) -> String {
        let report = context.report
        let lines = findingLines(report) + errorLines(report) + staleBaselineLines(report) + [summary(report)]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The findings that count, each followed by its predicted announcement when there is one.
    public func findingLines(_ report: LintReport) -> [String] {
        report.findings.flatMap { lines(of: $0) }
    }

    /// The same lines as `findingLines`, each ending in a newline, in blocks of a few
    /// thousand findings rendered on all cores: a large run prints hundreds of
    /// thousands of lines, and writing them one by one cost more than linting.
    public func findingBlocks(_ report: LintReport) -> [String] {
        var blocks: [String] = []
        writeFindingBlocks(report) { blocks.append(String(decoding: $0, as: UTF8.self)) }
        return blocks
    }

    /// Hands `findingBlocks` to `write` in order, as UTF-8, a few at a time: the text
    /// of a large run is tens of megabytes, and need not all exist at once.
    public func writeFindingBlocks(_ report: LintReport, to write: ([UInt8]) -> Void) {
        writeBlocks(report.filesInReportOrder.flatMap { Self.blocks(of: $0.findings) }, to: write)
    }

    /// The lines of one file's findings, for a report written file by file; each
    /// file's findings are in report order, as the linter leaves them. A file of one
    /// block is rendered into `buffer`, which the caller keeps from file to file:
    /// a fresh buffer per file was freed and asked for again each time, and the
    /// C library handed its memory back to the system in between.
    public func writeFindings(of file: FileResult, reusing buffer: inout [UInt8], to write: ([UInt8]) -> Void) {
        guard file.findings.count <= Self.blockSize else {
            return writeBlocks(Self.blocks(of: file.findings), to: write)
        }
        buffer.removeAll(keepingCapacity: true)
        render(file.findings[...], into: &buffer)
        write(buffer)
    }

    private static func blocks(of findings: [Finding]) -> [ArraySlice<Finding>] {
        stride(from: findings.startIndex, to: findings.endIndex, by: blockSize).map {
            findings[$0..<min($0 + blockSize, findings.endIndex)]
        }
    }

    private static let blockSize = 2_048

    /// Renders blocks on all cores, a wave at a time, and writes them in order.
    private func writeBlocks(_ blocks: [ArraySlice<Finding>], to write: ([UInt8]) -> Void) {
        if blocks.count == 1 { return write(render(blocks[0])) }
        let wave = ProcessInfo.processInfo.activeProcessorCount
        for first in stride(from: 0, to: blocks.count, by: wave) {
            Array(blocks[first..<min(first + wave, blocks.count)]).concurrentMap(render).forEach(write)
        }
    }

    private func render(_ findings: ArraySlice<Finding>) -> [UInt8] {
        var text: [UInt8] = []
        render(findings, into: &text)
        return text
    }

    private func render(_ findings: ArraySlice<Finding>, into text: inout [UInt8]) {
        text.reserveCapacity(text.count + findings.count * 240)
        // Through the buffer, so that findings are read in place and not copied.
        findings.withUnsafeBufferPointer { findings in
            for index in findings.indices where findings[index].isActive {
                guard !colour else {
                    for line in lines(of: findings[index]) {
                        text.append(contentsOf: line.utf8)
                        text.append(UInt8(ascii: "\n"))
                    }
                    continue
                }
                findings[index].write(to: &text)
                text.append(UInt8(ascii: "\n"))
                if let announcement = findings[index].announcement {
                    text.append(contentsOf: Self.announcementPrefix.utf8)
                    text.append(contentsOf: announcement.utf8)
                    text.append(UInt8(ascii: "\""))
                    text.append(UInt8(ascii: "\n"))
                }
            }
        }
    }

    private static let announcementPrefix = "    announced as: \""

    /// A finding's line and its announcement's; none when the finding does not count.
    private func lines(of finding: Finding) -> [String] {
        guard finding.isActive else { return [] }
        let line = paint(finding.description, finding.severity.rawValue, code: Self.code(finding.severity))
        return finding.announcement.map { [line, Self.announcementPrefix + $0 + "\""] } ?? [line]
    }

    /// Inputs that could not be linted.
    public func errorLines(_ report: LintReport) -> [String] {
        report.errors.map { paint($0.description, "error", code: Self.code(.error)) }
    }

    /// Baseline entries that matched nothing: fixed, or changed beyond recognition.
    public func staleBaselineLines(_ report: LintReport) -> [String] {
        report.staleBaselineEntries.map { entry in
            let place = [entry.screen, entry.nodePath].compactMap { $0 }.joined(separator: " ")
            return paint("\(entry.path): note: baseline entry no longer matches: \(place) [\(entry.rule)]", "note",
                         code: Self.code(.note))
        }
    }

    public func summary(_ report: LintReport) -> String {
        func plural(_ count: Int, _ word: String, _ words: String? = nil) -> String {
            "\(count) \(count == 1 ? word : words ?? word + "s")"
        }
        let counts = report.counts
        var parts = [plural(counts.errors, "error"), plural(counts.warnings, "warning")]
        if counts.notes > 0 { parts.append(plural(counts.notes, "note")) }
        let inputErrors = report.errors.count
        if inputErrors > 0 { parts.append(plural(inputErrors, "input error")) }
        if counts.suppressed > 0 { parts.append("\(counts.suppressed) suppressed") }
        if counts.baselined > 0 { parts.append("\(counts.baselined) in the baseline") }
        let stale = report.staleBaselineEntries.count
        if stale > 0 { parts.append(plural(stale, "stale baseline entry", "stale baseline entries")) }
        if !report.skipped.isEmpty {
            parts.append("skipped \(plural(report.skipped.count, "file")) that are not dumps")
        }
        return "Linted \(plural(report.files.count, "file")) (\(plural(report.screenCount, "screen"))): "
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
    private func paint(_ text: String, _ word: String, code: String) -> String {
        guard colour, let range = text.range(of: ": \(word): ") else { return text }
        return text.replacingCharacters(in: range, with: ": \u{1B}[\(code)m\(word)\u{1B}[0m: ")
    }
}
