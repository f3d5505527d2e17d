import Foundation

/// One thing to lint: a file on disk or bytes already read (standard input).
public struct Input: Sendable, Equatable {
    public enum Source: Sendable, Equatable {
        case file(String)
        case bytes([UInt8])
    }

    /// How the input is named in every position and report.
    public var path: String
    public var source: Source

    public init(path: String, source: Source) {
        self.path = path
        self.source = source
    }

    /// The name standard input goes by in reports.
    public static let standardInputName = "<stdin>"

    /// The input's bytes, or the problem that kept them from being read.
    func read(limit: Int) -> Result<[UInt8], InputProblem> {
        switch source {
        case .bytes(let bytes):
            return .success(bytes)
        case .file(let file):
            guard let handle = FileHandle(forReadingAtPath: file) else {
                return .failure(FileManager.default.fileExists(atPath: file)
                                ? .unreadable(reason: "permission denied") : .notFound)
            }
            defer { try? handle.close() }
            do {
                // Read one byte past the limit, so an oversized file is caught without reading it all.
                let data = try handle.read(upToCount: limit + 1) ?? Data()
                if data.count > limit {
                    let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? data.count
                    return .failure(.tooLarge(bytes: size, limit: limit))
                }
                return .success([UInt8](data))
            } catch {
                return .failure(.unreadable(reason: Self.reason(error)))
            }
        }
    }

    private static func reason(_ error: Error) -> String {
        let text = (error as NSError).localizedFailureReason ?? error.localizedDescription
        return text.isEmpty ? "read failed" : text
    }
}
