import A11yFindings
import A11yDump
import A11ySemantics
import A11yCatalog
import A11yRules
import A11yLintCore
import A11yReporters
import ArgumentParser
import Foundation

/// `--config` and `--no-config`, shared by the commands that look at screens.
struct ConfigurationOptions: ParsableArguments {
    @Option(name: .customLong("config"),
            help: ArgumentHelp("The configuration file to use instead of the nearest .a11ylint.yml.", valueName: "file"))
    var path: String?

    @Flag(name: .customLong("no-config"), help: "Ignore .a11ylint.yml files and run every rule at its default.")
    var ignoreFiles = false

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

    /// The configuration to use, with `--package` over its own; a broken one is
    /// reported and ends the run with exit 2.
    func load(console: Console) throws -> Configuration {
        var configuration = try loadFile(console: console)
        if let package { configuration.package = package }
        return configuration
    }

    private func loadFile(console: Console) throws -> Configuration {
        let workingDirectory = FileManager.default.currentDirectoryPath
        if ignoreFiles { return .defaults(directory: workingDirectory) }
        // A file found by searching is named relative to here, like the inputs.
        guard let file = path ?? Configuration.find(from: workingDirectory).map({
            RelativePath.display($0, base: workingDirectory, workingDirectory: workingDirectory)
        }) else {
            return .defaults(directory: workingDirectory)
        }
        do {
            return try ConfigurationReader().read(path: file, workingDirectory: workingDirectory)
        } catch {
            console.err(error.description)
            throw ExitCode(2)
        }
    }
}
