import Foundation

/// Standard output and error, with colour only for a terminal and never under NO_COLOR.
struct Console {
    let colourOut: Bool
    let colourErr: Bool

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let allowed = environment["NO_COLOR"].map { $0.isEmpty } ?? true
        colourOut = allowed && isatty(STDOUT_FILENO) == 1
        colourErr = allowed && isatty(STDERR_FILENO) == 1
    }

    func out(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// Text that already ends in a newline, such as a whole report.
    func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    func err(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
