@testable import A11yFindings
@testable import A11yYAML
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yCatalog
@testable import A11yRules
@testable import A11yLintCore
@testable import A11yReporters
import Foundation
import XCTest

/// Runs the official YAML test suite (../shared/yaml-test-suite) through the loader.
///
/// Every case must load without a crash; a case marked `error` must be rejected
/// with a positioned YAML error. Where libyaml itself accepts invalid YAML, or
/// rejects valid YAML, the case is listed below as a known libyaml limitation.
final class YAMLTestSuiteTests: XCTestCase {
    /// Invalid YAML that libyaml 0.2.5 parses without complaint: mostly comments
    /// or anchors without the white space the spec requires, tabs in
    /// indentation, and a few flow-context corner cases.
    static let invalidButAcceptedByLibyaml: Set<String> = [
        "9C9N", "9HCY", "9JBA", "CVW2", "DK95/01", "EB22", "G5U8", "MUS6/00", "MUS6/01", "QB6E", "RHX7",
        "S98Z", "SU5Z", "X4QW", "Y79Y/003", "YJV2",
    ]

    /// Valid YAML that libyaml 0.2.5 rejects with a syntax error: YAML 1.2 features
    /// it predates (unknown directives, `%YAML 1.2` plus content after `...`), empty
    /// keys, tabs as separation, colons in flow keys and similar corner cases.
    static let validButRejectedByLibyaml: Set<String> = [
        "2JQS", "2LFX", "2SXE", "4ABK", "4MUZ/00", "4MUZ/01", "4MUZ/02", "58MP", "5MUD", "5T43", "6BCT",
        "6CA3", "6LVF", "6M2F", "7Z25", "8XYN", "96NN/00", "96NN/01", "9SA2", "A2M4", "BEC7", "CFD4", "DBG4",
        "DK3J", "DK95/00", "DK95/03", "DK95/04", "FP8R", "FRK4", "HM87/00", "HWV9", "K3WX", "M2N8/00",
        "M7A3", "MUS6/05", "MUS6/06", "NHX8", "NJ66", "NKF9", "Q5MG", "QT73", "R4YG", "S3PD", "SM9W/01",
        "UKK6/00", "UT92", "VJP3/01", "W4TN", "W5VH", "Y79Y/001", "Y79Y/010",
    ]

    func testEveryCase() throws {
        let suite = try suiteFolder()
        let cases = try caseFolders(in: suite)
        XCTAssertGreaterThan(cases.count, 300)
        var accepted: Set<String> = []
        var rejected: Set<String> = []
        for (name, folder) in cases {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent("in.yaml")))
            let result = DumpLoader().load(bytes: bytes, path: "in.yaml")
            let yamlErrors = result.errors.filter(\.isYAMLError)
            for error in yamlErrors {
                XCTAssertGreaterThanOrEqual(error.mark.line, 1, name)
                XCTAssertGreaterThanOrEqual(error.mark.column, 1, name)
            }
            let expectsError = FileManager.default.fileExists(atPath: folder.appendingPathComponent("error").path)
            if expectsError && yamlErrors.isEmpty { accepted.insert(name) }
            if !expectsError && !yamlErrors.isEmpty { rejected.insert(name) }
        }
        XCTAssertEqual(accepted.sorted(), Self.invalidButAcceptedByLibyaml.sorted(),
                       "error cases the loader accepts (update the known list if libyaml changed)")
        XCTAssertEqual(rejected.sorted(), Self.validButRejectedByLibyaml.sorted(),
                       "valid cases the loader rejects")
    }

    /// Parsing ahead on another thread must not change a thing: the same screens,
    /// findings and errors for every case, valid or not.
    func testParsingAheadGivesTheSameResults() throws {
        let suite = try suiteFolder()
        var ahead = DumpLoader()
        ahead.prefetchBytes = 0
        for (name, folder) in try caseFolders(in: suite) {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent("in.yaml")))
            let plain = DumpLoader().load(bytes: bytes, path: "in.yaml")
            let prefetched = ahead.load(bytes: bytes, path: "in.yaml")
            XCTAssertEqual(prefetched.errors.map(\.description), plain.errors.map(\.description), name)
            XCTAssertEqual(prefetched.findings.map(\.description), plain.findings.map(\.description), name)
            XCTAssertEqual(prefetched.screens.map(\.root), plain.screens.map(\.root), name)
        }
    }

    /// ../shared/yaml-test-suite; the test is skipped when it is absent.
    private func suiteFolder() throws -> URL {
        let suite = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("shared/yaml-test-suite")
        guard FileManager.default.fileExists(atPath: suite.path) else {
            throw XCTSkip("../shared/yaml-test-suite is not present")
        }
        return suite
    }

    private func caseFolders(in suite: URL) throws -> [(String, URL)] {
        var found: [(String, URL)] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: suite.path).sorted() {
            let folder = suite.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("in.yaml").path) {
                found.append((name, folder))
                continue
            }
            let subfolders = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for sub in subfolders.sorted() {
                let inner = folder.appendingPathComponent(sub)
                if FileManager.default.fileExists(atPath: inner.appendingPathComponent("in.yaml").path) {
                    found.append(("\(name)/\(sub)", inner))
                }
            }
        }
        return found
    }
}

private extension InputError {
    /// A problem with the YAML itself, as opposed to a valid YAML file that is not a dump.
    var isYAMLError: Bool {
        switch problem {
        case .syntax, .duplicateKey, .undefinedAlias, .recursiveAlias, .nestingTooDeep, .aliasExpansionLimit:
            return true
        default:
            return false
        }
    }
}
