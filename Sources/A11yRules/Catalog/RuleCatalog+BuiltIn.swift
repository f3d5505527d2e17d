import A11yCatalog
import A11yFindings
import A11yDump
import Foundation

extension RuleCatalog {
    /// Names a folder of rule files that replaces the embedded catalog. Not for
    /// users: the golden report tests run the binary on a small fixed catalog
    /// (Tests/a11ylintTests/Fixtures/catalog), so adding a rule changes no golden file.
    public static let testCatalogVariable = "A11YLINT_TEST_CATALOG"

    /// The catalog built into this binary: `Rules/*.yml` as embedded by `make generate`.
    public static let builtIn: RuleCatalog = {
        if let folder = ProcessInfo.processInfo.environment[testCatalogVariable] {
            return testCatalog(in: folder)
        }
        do {
            return try RuleCatalog(files: EmbeddedRules.files)
        } catch {
            // The embedded files are checked by the test suite, so this cannot happen in a release.
            fatalError("built-in rule catalog is invalid: \(error)")
        }
    }()

    private static func testCatalog(in folder: String) -> RuleCatalog {
        do {
            let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".yml") }
            let files = try names.map { name in
                (name: name, text: try String(contentsOfFile: folder + "/" + name, encoding: .utf8))
            }
            return try RuleCatalog(files: files)
        } catch {
            fatalError("\(testCatalogVariable)=\(folder): \(error)")
        }
    }
}
