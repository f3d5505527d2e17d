import A11yFindings
import A11yDump
import A11ySemantics
import A11yCatalog
import A11yRules
import A11yLintCore

/// JUnit XML for CI test tabs: one test suite per file, one test case per rule
/// that ran on it, a failure for each rule with findings that fail the run (at
/// or above `--fail-on`); findings below that are listed in the test case's
/// `system-out`, so a passing run shows no failed test. A file that could not be
/// read gets an `input` test case with an error.
public struct JUnitReporter: Reporter {
    /// Set by `begin`.
    private var paths: ReportPaths!
    private var failOn = Severity.error
    /// The test suites so far, each ending in a newline; the document's first line
    /// holds the totals, so it is written at the end.
    private var suites = ""
    private var totals = (tests: 0, failures: 0, errors: 0)

    public init() {}

    public mutating func begin(_ run: RunInfo, to output: ReportOutput) {
        paths = run.paths
        failOn = run.failOn
    }

    public mutating func file(_ file: FileResult, to output: ReportOutput) {
        let path = paths.relative(file.path)
        var cases: [String] = []
        var failures = 0
        let active = file.findings.filter(\.isActive)
        // Rules that ran, plus any with findings (a loader rule on a file with no screen left).
        let ruleIDs = Set(file.checkedRules).union(active.map(\.ruleID)).sorted()
        for ruleID in ruleIDs {
            let all = active.filter { $0.ruleID == ruleID }
            let found = all.filter { $0.severity >= failOn }
            let below = all.filter { $0.severity < failOn }
            let name = "name=\"\(Self.escape(ruleID))\" classname=\"\(Self.escape(path))\""
            // One line per finding, escaped line by line: the line breaks between them are the report's own.
            func lines(_ findings: [Finding]) -> String {
                findings.map { Self.escape("\($0.mark.line):\($0.mark.column): \($0.severity.rawValue): \($0.message)") }
                    .joined(separator: "\n")
            }
            // Findings that do not fail the run are output of a passing test, not failures.
            let output = below.isEmpty ? "" : "\n      <system-out>\(lines(below))</system-out>"
            if found.isEmpty {
                cases.append(output.isEmpty ? "    <testcase \(name)/>" : "    <testcase \(name)>\(output)\n    </testcase>")
                continue
            }
            failures += 1
            let worst = found.map(\.severity).max() ?? .error
            let summary = "\(found.count) finding\(found.count == 1 ? "" : "s"): \(found[0].message)"
            cases.append("    <testcase \(name)>\n      <failure message=\"\(Self.escape(summary))\" "
                + "type=\"\(worst.rawValue)\">\(lines(found))</failure>\(output)\n    </testcase>")
        }
        if !file.errors.isEmpty {
            let body = file.errors.map { Self.escape("\($0.mark.line):\($0.mark.column): \($0.message)") }
                .joined(separator: "\n")
            cases.append("    <testcase name=\"input\" classname=\"\(Self.escape(path))\">\n      "
                + "<error message=\"\(Self.escape(file.errors[0].message))\" type=\"input-error\">"
                + "\(body)</error>\n    </testcase>")
        }
        let errors = file.errors.isEmpty ? 0 : 1
        totals = (totals.tests + cases.count, totals.failures + failures, totals.errors + errors)
        suites += "  <testsuite name=\"\(Self.escape(path))\" tests=\"\(cases.count)\" failures=\"\(failures)\" "
            + "errors=\"\(errors)\" skipped=\"0\">\n" + cases.joined(separator: "\n")
            + (cases.isEmpty ? "" : "\n") + "  </testsuite>\n"
    }

    public func end(_ summary: RunSummary, to output: ReportOutput) {
        output.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"\(ToolInfo.name)\" tests=\"\(totals.tests)\" failures=\"\(totals.failures)\" "
            + "errors=\"\(totals.errors)\">\n" + suites + "</testsuites>\n")
    }

    /// XML text and attribute escaping, by XML's own rules, for text from a dump.
    ///
    /// Line breaks and tabs are written as character references: a parser gives them
    /// back as they were (in an attribute too, where it turns raw ones into spaces),
    /// and no dump text can start a line of the report, where a CI log that shows it
    /// would read `::` as a workflow command. DEL, the C1 controls, the line separators
    /// and the bidirectional controls are written as references too, and so is the
    /// bracket of `##[`, so that none reaches a terminal raw. The other C0 controls
    /// and U+FFFE and U+FFFF, which XML 1.0 cannot carry at all, become U+FFFD.
    static func escape(_ text: String) -> String {
        var result = ""
        var previous: (Unicode.Scalar?, Unicode.Scalar?) = (nil, nil)
        for scalar in text.unicodeScalars {
            defer { previous = (previous.1, scalar) }
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\t": result += "&#9;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "[" where previous == ("#", "#"): result += "&#91;"
            default:
                let value = scalar.value
                if value < 0x20 || (0xFFFE...0xFFFF).contains(value) {
                    result += "\u{FFFD}"
                } else if TerminalText.escape(scalar) != nil {
                    result += "&#x" + String(value, radix: 16, uppercase: true) + ";"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
