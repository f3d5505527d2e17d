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

    /// Text that already ends in a newline, such as a whole document.
    func write(_ text: String) {
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }

    /// UTF-8 that already ends in a newline, such as a report as it is written.
    func write(_ bytes: UnsafeRawBufferPointer) {
        writeAll(STDOUT_FILENO, bytes)
    }

    func err(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// Writes every byte, going on after a partial write or an interrupted call. Stops
/// quietly when the reader has gone (a closed pipe), as there is no one left to tell.
private func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) {
    var rest = bytes
    while !rest.isEmpty {
        let written = write(descriptor, rest.baseAddress, rest.count)
        if written < 0 {
            if errno == EINTR { continue }
            return
        }
        rest = UnsafeRawBufferPointer(rebasing: rest[written...])
    }
}
