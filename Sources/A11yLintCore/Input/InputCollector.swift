import Foundation

/// Turns the paths given on the command line into inputs: files as they are,
/// directories walked for `*.yml`, `*.yaml`, `*.xml` and `*.json`.
public struct InputCollector: Sendable {
    /// File extensions picked up when walking a directory.
    public var extensions: Set<String> = ["yml", "yaml", "xml", "json"]

    public init() {}

    /// Inputs in the order given, each directory's files sorted; paths that do not
    /// exist, and directories with nothing to lint, become errors.
    public func collect(_ paths: [String]) -> (inputs: [Input], errors: [InputError]) {
        var inputs: [Input] = []
        var errors: [InputError] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                errors.append(InputError(path: path, mark: .start, problem: .notFound))
                continue
            }
            guard isDirectory.boolValue else {
                inputs.append(Input(path: path, source: .file(path)))
                continue
            }
            var visited: Set<String> = []
            let found = walk(path, visited: &visited)
            if found.isEmpty {
                errors.append(InputError(path: path, mark: .start, problem: .noDumpFiles))
            }
            inputs += found.map { Input(path: $0, source: .file($0), isDiscovered: true) }
        }
        return (inputs, errors)
    }

    private func walk(_ directory: String, visited: inout Set<String>) -> [String] {
        // Following symbolic links is useful, but a link back up the tree must not loop.
        let real = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
        guard visited.insert(real).inserted,
              let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        var files: [String] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            let child = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: child, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                files += walk(child, visited: &visited)
            } else if extensions.contains((name as NSString).pathExtension.lowercased()) {
                files.append(child)
            }
        }
        return files
    }
}
