@testable import A11yDump
@testable import A11yRules
import A11yCatalog
import XCTest

/// "Did you mean" hints: the closest known name within the edits allowed.
final class SuggestionTests: XCTestCase {
    /// What `Suggestion.closest` must give: every candidate measured, the first of the nearest kept.
    private func reference(_ name: String, _ candidates: [String]) -> String? {
        let lowered = Array(name.lowercased().unicodeScalars)
        let allowed = max(1, min(3, lowered.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = Suggestion.editDistance(lowered, Array(candidate.lowercased().unicodeScalars))
            if distance <= allowed, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// Candidates of every length are skipped unmeasured only when their length
    /// alone rules them out: the answers are those of measuring every one.
    func testSkippingByLengthGivesTheSameAnswers() {
        let candidates = DumpKey.allCases.map(\.rawValue) + ["İstanbul", "ß", "straße", "x", ""]
        var random = SeededGenerator(state: 3)
        for _ in 0 ..< 2_000 {
            var name = Array(candidates.randomElement(using: &random)!)
            for _ in 0 ..< Int.random(in: 0 ... 4, using: &random) {
                let letters = Array("abcdeIıSsßé")
                switch Int.random(in: 0 ..< 3, using: &random) {
                case 0 where !name.isEmpty: name.remove(at: Int.random(in: 0 ..< name.count, using: &random))
                case 1: name.insert(letters.randomElement(using: &random)!, at: Int.random(in: 0 ... name.count, using: &random))
                default: if !name.isEmpty { name[Int.random(in: 0 ..< name.count, using: &random)] = letters.randomElement(using: &random)! }
                }
            }
            XCTAssertEqual(Suggestion.closest(to: String(name), among: candidates), reference(String(name), candidates), String(name))
        }
        XCTAssertEqual(Suggestion.closest(to: "accesibilityLabel", among: candidates), "accessibilityLabel")
        XCTAssertNil(Suggestion.closest(to: "extra12345", among: candidates))
    }

    /// A rule id is suggested when it is a few edits away, or when it is the only
    /// rule whose id holds every word of what was written; several such rules, or
    /// none, give no suggestion rather than a guess.
    func testRuleIdSuggestions() {
        let catalog = RuleCatalog.builtIn
        let cases: [(String, String?)] = [
            ("controlname", "control-name"), ("ControlName", "control-name"), ("contol-name", "control-name"),
            ("control_name", "control-name"), ("contrast", "text-contrast"), ("touch-target", "touch-target-size"),
            ("touchTarget", "touch-target-size"), ("page-control", nil), ("name", nil), ("", nil), ("spinner", nil),
        ]
        for (written, expected) in cases {
            XCTAssertEqual(catalog.suggestion(for: written), expected, written)
        }
    }
}
