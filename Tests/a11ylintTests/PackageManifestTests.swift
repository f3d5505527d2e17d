import Foundation
import XCTest

/// a11ylint as another package's dependency (`Tests/LibraryClient` builds it so,
/// by path). SwiftPM refuses `unsafeFlags` only in dependencies fetched by URL, so
/// the path dependency cannot catch them: the manifest is checked here instead.
final class PackageManifestTests: XCTestCase {
    private var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    func testTheManifestSetsNoFlagsADependentPackageWouldRefuse() throws {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertTrue(manifest.contains(".library(name: \"A11yLintCore\""), "the library product is still declared")
        XCTAssertFalse(manifest.contains("unsafeFlags"),
                       "unsafe compiler flags belong in the Makefile's OPTIMIZE_FLAGS, not in Package.swift")
    }

    func testTheMakefilesReleaseBuildKeepsItsOptimizationFlags() throws {
        let makefile = try String(contentsOf: root.appendingPathComponent("Makefile"), encoding: .utf8)
        XCTAssertTrue(makefile.contains("-enforce-exclusivity=unchecked"))
        XCTAssertTrue(makefile.contains("-cross-module-optimization"))
        XCTAssertTrue(makefile.contains("$(STATIC_FLAGS) $(OPTIMIZE_FLAGS)"), "make build passes them")
    }
}
