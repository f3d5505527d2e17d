import A11yFindings
import A11yYAML
import Foundation

/// Turns the paths given on the command line into inputs: files as they are,
/// directories walked for `*.yml`, `*.yaml`, `*.xml` and `*.json`, and for the
/// `*.txt` and `*.log` files whose head shows a capture (`TextCaptureProbe`).
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
                errors.append(InputError(path: path, mark: .start, problem: Input.problem(ofMissing: path)))
                continue
            }
            guard isDirectory.boolValue else {
                inputs.append(Input(path: path, source: .file(path)))
                continue
            }
            var visited: Set<String> = []
            var found: [String] = []
            walk(path, visited: &visited, files: &found, errors: &errors)
            if found.isEmpty {
                errors.append(InputError(path: path, mark: .start, problem: .noDumpFiles))
            }
            inputs += found.map { Input(path: $0, source: .file($0), isDiscovered: true) }
        }
        return (inputs, errors)
    }

    /// Collects dump files below `directory`. A folder that cannot be listed and a
    /// link to nothing are errors: a file that silently drops out is a file not linted.
    private func walk(_ directory: String, visited: inout Set<String>, files: inout [String], errors: inout [InputError]) {
        // Following symbolic links is useful, but a link back up the tree must not loop.
        let real = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
        guard visited.insert(real).inserted else { return }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            let reason = access(directory, R_OK | X_OK) == 0 ? "it cannot be listed" : "permission denied"
            errors.append(InputError(path: directory, mark: .start, problem: .unreadable(reason: reason)))
            return
        }
        for name in names.sorted() where !name.hasPrefix(".") {
            let child = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            let pathExtension = (name as NSString).pathExtension.lowercased()
            let isDump = extensions.contains(pathExtension)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: child, isDirectory: &isDirectory) else {
                if isDump, Input.isSymbolicLink(child) {
                    errors.append(InputError(path: child, mark: .start, problem: Input.problem(ofMissing: child)))
                }
                continue
            }
            if isDirectory.boolValue {
                walk(child, visited: &visited, files: &files, errors: &errors)
            } else if isDump
                        || (TextCaptureProbe.extensions.contains(pathExtension) && TextCaptureProbe.holdsCapture(atPath: child)) {
                files.append(child)
            }
        }
    }
}
