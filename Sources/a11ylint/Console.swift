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

    /// Text that already ends in a newline, such as a whole report. Written from the
    /// string's own bytes: a large report is tens of megabytes, not worth a copy.
    func write(_ text: String) {
        var text = text
        text.withUTF8 { writeAll(STDOUT_FILENO, UnsafeRawBufferPointer($0)) }
    }

    /// UTF-8 that already ends in a newline.
    func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { writeAll(STDOUT_FILENO, $0) }
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
