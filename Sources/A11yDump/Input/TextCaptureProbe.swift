import A11yFindings
import A11yYAML

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a `.txt` or `.log` file that a folder walk finds holds a capture: an
/// XCUITest description, Maestro's or idb's output, or a capture tool's failure text
/// (`CaptureFailure`). Such files carry captures as often as notes and build logs do,
/// so they are judged by content, and only by their head: a folder of large logs is
/// walked at the cost of one small read per log.
enum TextCaptureProbe {
    /// The extensions judged this way.
    static let extensions: Set<String> = ["txt", "log"]

    /// How much of a file is read to judge it: enough for an `xcodebuild` log's build
    /// steps before the description (the corpus's start within 50 KB), little enough
    /// to read thousands of logs without notice.
    static let headBytes = 64 * 1024

    /// Whether the file at `path` starts like a capture; false when it cannot be read
    /// (it is left out, as it was before text files were looked at).
    static func holdsCapture(atPath path: String) -> Bool {
        guard let head = head(ofFile: path) else { return false }
        return holdsCapture(SourceBuffer(copying: head))
    }

    /// Whether text that starts with these bytes is a capture or a failed one.
    static func holdsCapture(head bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        holdsCapture(SourceBuffer(copying: Array(bytes)))
    }

    private static func holdsCapture(_ head: SourceBuffer) -> Bool {
        // The loader's own view of the text: UTF-16 from PowerShell's '>' and CR line ends as well.
        guard let text = try? DumpLoader.text(of: head) else { return false }
        let contents = text.contents
        // An empty notes file or log is common beside dumps and says nothing about a
        // capture: only text picked up by what it says counts. (An empty `.yml`, `.xml`
        // or `.json`, and any empty file named on the command line, is a failed capture.)
        let failure = CaptureFailure.detect(contents)?.failure
        return (failure != nil && failure != .empty)
            || (mayHoldDescription(contents) && XCUIDescriptionImporter.looksLikeDescription(contents))
            || MaestroImporter.looksLikeHierarchy(contents)
            || IdbImporter.looksLikeOutput(contents)
    }

    /// Whether the text starts with XCTest's `Attributes:` line or holds its `Element subtree:`
    /// line: what the description's own test needs, found without going line by line
    /// through a head of log lines that hold neither.
    private static func mayHoldDescription(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = DumpFormat.contentStart(bytes)
        let attributes = XCUIDescriptionImporter.attributesPrefix
        return Array(bytes[start..<min(bytes.count, start + attributes.count)]) == attributes
            || ByteSearch.firstOffset(of: XCUIDescriptionScanner.marker, in: bytes) != nil
    }

    /// Up to `headBytes` of the file, cut to whole four-byte units so that UTF-16 and
    /// UTF-32 text reads to its last whole character.
    private static func head(ofFile path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: headBytes)
        var filled = 0
        while filled < headBytes {
            let got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, headBytes - filled) }
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { return nil }
            if got == 0 { break }
            filled += got
        }
        bytes.removeSubrange((filled == headBytes ? filled - filled % 4 : filled)...)
        return bytes
    }
}
