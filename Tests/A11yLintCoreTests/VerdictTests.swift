@testable import A11yFindings
@testable import A11yDump
@testable import A11yCatalog
@testable import A11yRules
@testable import A11yLintCore
import Foundation
import XCTest

/// Every finding a11ylint gives on the corpus against a judged verdict
/// (`Tests/Verdicts/FILE.tsv`): a finding without a row fails, a FALSE finding of
/// a rule that is on by default fails, and a TRUE finding that is no longer
/// reported fails. The per-rule precision table in `docs/semantics.md` is written
/// from these files: `UPDATE_PRECISION=1 make test` rewrites it, and this test
/// fails while it differs. Skipped when `../shared/corpus` is absent.
final class VerdictTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Verdicts")
    static let semanticsDoc = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/semantics.md")
    static let tableBegin = "<!-- BEGIN PRECISION TABLE: written by VerdictTests from Tests/Verdicts/ -->"
    static let tableEnd = "<!-- END PRECISION TABLE -->"

    enum Verdict: String { case trueFinding = "TRUE", falseFinding = "FALSE", unclear = "UNCLEAR" }

    struct Row {
        var rule: String
        var identity: String
        var verdict: Verdict
        var line: Int
    }

    struct Key: Hashable {
        var rule: String
        var identity: String
    }

    /// The rows of one verdict file, with every malformed line reported.
    static func rows(of url: URL) throws -> [Row] {
        let text = try String(contentsOf: url, encoding: .utf8)
        var rows: [Row] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard index > 0, !line.isEmpty else {
                if index == 0 { XCTAssertEqual(line, "rule\tidentity\tverdict\tjudged by\treason", url.lastPathComponent) }
                continue
            }
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard cells.count == 5, let verdict = Verdict(rawValue: cells[2]), !cells[4].isEmpty else {
                XCTFail("\(url.lastPathComponent):\(index + 1): a row needs rule, identity, TRUE/FALSE/UNCLEAR, who judged it and a reason")
                continue
            }
            rows.append(Row(rule: cells[0], identity: cells[1], verdict: verdict, line: index + 1))
        }
        return rows
    }

    /// Every rule on, opt-in ones too: their findings are judged as well.
    static var linter: Linter {
        Linter(configuration: .everyRule(directory: "/"), workingDirectory: "/")
    }

    /// Per rule: findings reported now, and how they were judged; FALSE rows no longer reported.
    struct Tally {
        var findings = 0, trueFindings = 0, falseFindings = 0, unclear = 0, falseGone = 0
        var precision: Double? {
            trueFindings + falseFindings == 0 ? nil : Double(trueFindings) / Double(trueFindings + falseFindings)
        }
    }

    func testEveryCorpusFindingHasAVerdictAndTheDefaultRulesSayNothingFalse() throws {
        let files = try CorpusTests.files()
        let linter = Self.linter
        let catalog = RuleCatalog.builtIn
        var tallies: [String: Tally] = [:]
        var unjudged: [String] = []
        for name in files {
            let path = CorpusTests.corpus.appendingPathComponent(name).path
            let result = linter.lint(Input(path: path, source: .file(path)))
            let url = Self.folder.appendingPathComponent(name + ".tsv")
            let rows = FileManager.default.fileExists(atPath: url.path) ? try Self.rows(of: url) : []
            var verdicts: [Key: Row] = [:]
            for row in rows {
                let key = Key(rule: row.rule, identity: row.identity)
                XCTAssertNil(verdicts[key], "\(name).tsv:\(row.line): a second row for \(row.rule) on \(row.identity)")
                XCTAssertNotNil(catalog.rule(row.rule), "\(name).tsv:\(row.line): no rule '\(row.rule)'")
                verdicts[key] = row
            }
            var reported = Set<Key>()
            for finding in result.findings {
                let key = Key(rule: finding.ruleID, identity: finding.identity ?? "")
                reported.insert(key)
                guard let row = verdicts[key] else {
                    unjudged.append("\(name)\t\(finding.ruleID)\t\(key.identity)\t\(finding.message)")
                    continue
                }
                tallies[key.rule, default: Tally()].findings += 1
                switch row.verdict {
                case .trueFinding: tallies[key.rule]!.trueFindings += 1
                case .unclear: tallies[key.rule]!.unclear += 1
                case .falseFinding:
                    tallies[key.rule]!.falseFindings += 1
                    if catalog.rule(key.rule)?.optIn == false {
                        XCTFail("\(name).tsv:\(row.line): \(key.rule) is on by default and reports \(key.identity), judged FALSE")
                    }
                }
            }
            for row in rows where !reported.contains(Key(rule: row.rule, identity: row.identity)) {
                switch row.verdict {
                case .trueFinding:
                    XCTFail("\(name).tsv:\(row.line): \(row.rule) no longer reports \(row.identity), judged TRUE")
                case .falseFinding: tallies[row.rule, default: Tally()].falseGone += 1
                case .unclear: break
                }
            }
        }
        XCTAssert(unjudged.isEmpty, "findings without a verdict row (file, rule, identity, message):\n"
            + unjudged.joined(separator: "\n"))
        for rule in catalog.rules where !rule.optIn {
            let tally = tallies[rule.id] ?? Tally()
            XCTAssertEqual(tally.falseFindings, 0, "\(rule.id) is on by default with FALSE findings on the corpus")
        }
        try checkTable(Self.table(tallies, catalog: catalog))
    }

    /// The table in `docs/semantics.md`, rewritten with `UPDATE_PRECISION=1`.
    func checkTable(_ table: String) throws {
        let doc = try String(contentsOf: Self.semanticsDoc, encoding: .utf8)
        let start = try XCTUnwrap(doc.range(of: Self.tableBegin), "docs/semantics.md has no precision table markers")
        let stop = try XCTUnwrap(doc.range(of: Self.tableEnd, range: start.upperBound..<doc.endIndex))
        let written = String(doc[start.upperBound..<stop.lowerBound])
        let wanted = "\n" + table
        if written == wanted { return }
        if ProcessInfo.processInfo.environment["UPDATE_PRECISION"] != nil {
            let updated = String(doc[..<start.upperBound]) + wanted + String(doc[stop.lowerBound...])
            try updated.write(to: Self.semanticsDoc, atomically: true, encoding: .utf8)
            return
        }
        XCTFail("docs/semantics.md's precision table is out of date; run UPDATE_PRECISION=1 make test:\n\(table)")
    }

    static func table(_ tallies: [String: Tally], catalog: RuleCatalog) -> String {
        func percent(_ value: Double?) -> String { value.map { String(format: "%.0f%%", $0 * 100) } ?? "–" }
        var lines = ["| rule | on by default | findings | true | false | unclear | precision | false ones fixed |",
                     "|---|---|---|---|---|---|---|---|"]
        var defaults = Tally(), everything = Tally()
        for rule in catalog.rules {
            guard let tally = tallies[rule.id] else { continue }
            lines.append("| `\(rule.id)` | \(rule.optIn ? "opt-in" : "yes") | \(tally.findings) | \(tally.trueFindings) "
                + "| \(tally.falseFindings) | \(tally.unclear) | \(percent(tally.precision)) | \(tally.falseGone) |")
            for keyPath in [\Tally.findings, \.trueFindings, \.falseFindings, \.unclear, \.falseGone] {
                everything[keyPath: keyPath] += tally[keyPath: keyPath]
                if !rule.optIn { defaults[keyPath: keyPath] += tally[keyPath: keyPath] }
            }
        }
        for (title, tally) in [("default rules", defaults), ("all rules", everything)] {
            lines.append("| **\(title)** | | \(tally.findings) | \(tally.trueFindings) | \(tally.falseFindings) "
                + "| \(tally.unclear) | \(percent(tally.precision)) | \(tally.falseGone) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
