import A11yCatalog
import Foundation
import RuleGeneration

// `make generate`: writes what follows from Rules/*.yml (see RuleGenerator) and
// removes the docs pages of rules that no longer exist. Run from the package
// root, or give the root as the argument. Prints each file it changes.

let root = CommandLine.arguments.dropFirst().first ?? FileManager.default.currentDirectoryPath
let files = FileManager.default

func read(_ path: String) throws -> String {
    try String(contentsOfFile: root + "/" + path, encoding: .utf8)
}

func fail(_ message: String) -> Never {
    var line = message + "\n"
    _ = line.withUTF8 { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    exit(1)
}

do {
    let ruleNames = try files.contentsOfDirectory(atPath: root + "/Rules").filter { $0.hasSuffix(".yml") }.sorted()
    let ruleFiles = try ruleNames.map { (name: $0, text: try read("Rules/" + $0)) }
    let generated = try RuleGenerator.files(ruleFiles: ruleFiles, readme: try read(RuleGenerator.readmePath))
    for file in generated where (try? read(file.path)) != file.text {
        let url = URL(fileURLWithPath: root + "/" + file.path)
        try files.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.text.utf8).write(to: url, options: .atomic)
        print("wrote \(file.path)")
    }
    let pages = Set(generated.map(\.path))
    for name in try files.contentsOfDirectory(atPath: root + "/" + RuleGenerator.docsFolder).sorted()
    where name.hasSuffix(".md") && !pages.contains(RuleGenerator.docsFolder + "/" + name) {
        try files.removeItem(atPath: root + "/" + RuleGenerator.docsFolder + "/" + name)
        print("removed \(RuleGenerator.docsFolder)/\(name)")
    }
    for rule in try RuleCatalog(files: ruleFiles).rules {
        if let check = RuleGenerator.checkPath(of: rule), !files.fileExists(atPath: root + "/" + check) {
            print("note: Rules/\(rule.file) has no check yet: write it in \(check)")
        }
    }
} catch let error as RuleGenerationError {
    fail(error.description)
} catch {
    fail("error: \(error)")
}
