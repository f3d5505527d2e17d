import A11yFindings
import A11yDump
import A11yCatalog
import A11yRules
import Foundation

/// The configuration of every file of a run. Either one configuration for all
/// files (`--config`, `--no-config`, a library caller), or, when configuration
/// files are discovered, for each file the nearest `.a11ylint.yml` in its own
/// folder or a folder above it: nearest wins, and files are not merged. A file
/// with no configuration file above it gets the defaults.
public struct ConfigurationSet: Sendable {
    /// The run's own configuration: the one for the working directory (or the forced
    /// one). Reports take the rules' levels of the run from it, and standard input uses it.
    public private(set) var root: Configuration
    /// What a file with no configuration file above it gets.
    private var defaults: Configuration
    /// Every configuration file read, by absolute path; each is read once.
    private var files: [String: Configuration] = [:]
    /// For each folder looked at: the absolute path of its nearest configuration file, or nil.
    private var nearest: [String: String?] = [:]
    /// The same for each folder as the run's paths spell it (`./app/dumps`), so that the
    /// lookup for a file, made several times per file, is a dictionary lookup with no path work.
    private var nearestBySpelling: [Substring: String?] = [:]
    private let discovers: Bool

    /// One configuration for every file.
    public init(_ configuration: Configuration) {
        root = configuration
        defaults = configuration
        discovers = false
    }

    /// Finds and reads the configuration files of the files at `paths` and of the
    /// working directory, each once, and returns the mistakes of every file read.
    /// Paths of configuration files are shown relative to `workingDirectory`.
    public static func discover(for paths: [String], workingDirectory: String,
                                reader: ConfigurationReader = ConfigurationReader())
        -> (configurations: ConfigurationSet, errors: [ConfigurationError]) {
        var set = ConfigurationSet(defaults: .defaults(directory: workingDirectory))
        var errors: [ConfigurationError] = []
        func configuration(at file: String) -> Configuration {
            if let read = set.files[file] { return read }
            let shown = RelativePath.display(file, base: workingDirectory, workingDirectory: workingDirectory)
            let read: Configuration
            do {
                read = try reader.read(path: shown, workingDirectory: workingDirectory)
            } catch {
                errors += error.errors
                // Never used: a run with a broken configuration stops before linting.
                read = Configuration(directory: URL(fileURLWithPath: file).deletingLastPathComponent().path, path: shown)
            }
            set.files[file] = read
            return read
        }
        if let file = set.nearestFile(from: RelativePath.absolute(".", from: workingDirectory)) {
            set.root = configuration(at: file)
        }
        for path in paths where path != Input.standardInputName {
            let spelling = Self.spelledFolder(of: path)
            if set.nearestBySpelling[spelling] != nil { continue }
            let file = set.nearestFile(from: Self.folder(of: path, workingDirectory: workingDirectory))
            set.nearestBySpelling[spelling] = .some(file)
            if let file { _ = configuration(at: file) }
        }
        return (set, errors)
    }

    private init(defaults: Configuration) {
        root = defaults
        self.defaults = defaults
        discovers = true
    }

    /// The configuration for the file at `path` (relative to `workingDirectory` or absolute).
    public func configuration(for path: String, workingDirectory: String) -> Configuration {
        guard discovers, path != Input.standardInputName else { return root }
        // A folder that discovery did not look at (not one of the run's files) gets the root's.
        guard let found = nearestBySpelling[Self.spelledFolder(of: path)]
                ?? nearest[Self.folder(of: path, workingDirectory: workingDirectory)] else { return root }
        return found.flatMap { files[$0] } ?? defaults
    }

    /// Every configuration of the run: the root and each file read.
    public var all: [Configuration] {
        [root] + files.values.filter { $0.path != root.path }.sorted { ($0.path ?? "") < ($1.path ?? "") }
    }

    /// Every configuration a file of the run may get: `all`, and the defaults for
    /// files with no configuration file above them when the root has one.
    var eachFileMayGet: [Configuration] {
        root.path == nil ? all : all + [defaults]
    }

    /// Sets the package to judge in every configuration (`--package`).
    public mutating func setPackage(_ package: String) {
        root.package = package
        defaults.package = package
        for key in files.keys { files[key]?.package = package }
    }

    /// Turns on, in every configuration, each rule its `rules` leave unset, the
    /// opt-in ones included (`--all-rules`); rules a configuration turns off stay off.
    public mutating func turnOnUnsetRules(of catalog: RuleCatalog = .builtIn) {
        func turnOn(_ configuration: inout Configuration) {
            for rule in catalog.rules where configuration.rules[rule.id]?.enabled == nil {
                configuration.rules[rule.id, default: Configuration.RuleSetting()].enabled = true
            }
        }
        turnOn(&root)
        turnOn(&defaults)
        for key in files.keys { turnOn(&files[key]!) }
    }

    /// The nearest configuration file in `folder` or above it, remembered for every
    /// folder on the way, so each folder is looked at once however many files it holds.
    private mutating func nearestFile(from folder: String) -> String? {
        if let known = nearest[folder] { return known }
        var found: String?
        // Anything by the name counts, whether it can be read or not: a folder, a link
        // to nothing or a file without permission is reported when read, not passed over.
        if let name = Configuration.fileNames.first(where: {
            Self.exists(folder + (folder.hasSuffix("/") ? "" : "/") + $0)
        }) {
            found = folder + (folder.hasSuffix("/") ? "" : "/") + name
        } else {
            let parent = URL(fileURLWithPath: folder, isDirectory: true).deletingLastPathComponent().standardizedFileURL.path
            found = parent == folder ? nil : nearestFile(from: parent)
        }
        nearest[folder] = .some(found)
        return found
    }

    /// Whether there is an entry at `path`, a symbolic link counting as itself, not its target.
    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// The folder part of `path` as written, up to its last `/`.
    private static func spelledFolder(of path: String) -> Substring {
        path.lastIndex(of: "/").map { path[..<$0] } ?? ""
    }

    private static func folder(of path: String, workingDirectory: String) -> String {
        URL(fileURLWithPath: RelativePath.absolute(path, from: workingDirectory)).deletingLastPathComponent()
            .standardizedFileURL.path
    }
}
