import A11yFindings
import A11yYAML

/// Reads an XML page source into a screen, whichever tool wrote it.
struct XMLImporter {
    let limits: LoadLimits

    func load(_ bytes: UnsafeBufferPointer<UInt8>, path: String) -> LoadResult {
        let tree: ImportedElement
        do {
            tree = try XMLReader.parse(bytes, path: path, limits: limits)
        } catch {
            return LoadResult(errors: [error])
        }
        var problems: [LocatedDumpProblem] = []
        let screen: Screen
        if Self.isIOS(tree) {
            screen = IOSXMLImporter(path: path).screen(from: tree, problems: &problems)
        } else if tree.name == "hierarchy" {
            screen = AndroidXMLImporter(path: path).screen(from: tree, problems: &problems)
        } else if tree.name == "UI" {
            screen = UniversalXMLImporter(path: path).screen(from: tree, problems: &problems)
        } else {
            return LoadResult(errors: [InputError(path: path, mark: tree.mark, problem: .unknownXML(root: tree.name))])
        }
        var result = LoadResult()
        result.append(screen, problems: problems)
        return result
    }

    /// `<AppiumAUT>`, an `XCUIElementType…` root, or a `<hierarchy>` whose first node has such a type.
    static func isIOS(_ tree: ImportedElement) -> Bool {
        if tree.name == "AppiumAUT" || tree.name.hasPrefix("XCUIElementType") { return true }
        guard tree.name == "hierarchy", let first = tree.children.first else { return false }
        return first.name.hasPrefix("XCUIElementType") || first["type"]?.hasPrefix("XCUIElementType") == true
    }
}
