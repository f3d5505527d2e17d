import A11yFindings
import A11yDump
import A11ySemantics
import A11yCatalog
import A11yRules
import A11yLintCore
import A11yReporters
import ArgumentParser
import Foundation

/// `--config`, `--no-config`, `--all-rules` and `--package`, shared by the commands that look at screens.
struct ConfigurationOptions: ParsableArguments {
    @Option(name: .customLong("config"),
            help: ArgumentHelp("The configuration file to use for every file, instead of each file's nearest .a11ylint.yml.",
                               valueName: "file"))
    var path: String?

    @Flag(name: .customLong("no-config"), help: "Ignore .a11ylint.yml files and run every rule at its default.")
    var ignoreFiles = false

    @Flag(name: .customLong("all-rules"),
          help: "Run every rule, the opt-in ones too, except those a configuration turns off.")
    var allRules = false

    @Option(name: .customLong("package"),
            help: ArgumentHelp("""
                In dumps that hold the windows of several apps, judge only this package's windows (default: the \
                app with the largest window). Overrides the configuration's 'package'.
                """, valueName: "name"))
    var package: String?

    func validate() throws {
        if path != nil && ignoreFiles {
            throw ValidationError("--config and --no-config cannot be used together.")
        }
    }

    /// The configuration of every file at `paths` (files, not folders), with `--package`
    /// over their own; every mistake in a configuration file is reported, and ends the run with exit 2.
    func load(for paths: [String], console: Console) throws -> ConfigurationSet {
        let workingDirectory = FileManager.default.currentDirectoryPath
        var configurations: ConfigurationSet
        if ignoreFiles {
            configurations = ConfigurationSet(.defaults(directory: workingDirectory))
        } else if let path {
            do {
                configurations = ConfigurationSet(try ConfigurationReader().read(path: path, workingDirectory: workingDirectory))
            } catch {
                console.err(error.description)
                throw ExitCode(2)
            }
        } else {
            let discovered = ConfigurationSet.discover(for: paths, workingDirectory: workingDirectory)
            guard discovered.errors.isEmpty else {
                discovered.errors.forEach { console.err($0.description) }
                throw ExitCode(2)
            }
            configurations = discovered.configurations
        }
        if let package { configurations.setPackage(package) }
        if allRules { configurations.turnOnUnsetRules() }
        return configurations
    }
}
