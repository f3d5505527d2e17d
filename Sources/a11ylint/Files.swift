import Foundation

enum Files {
    /// Writes through a temporary file in the same folder and a rename, so a
    /// reader never sees half a report, even when the run is killed mid-write.
    static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
    }
}
