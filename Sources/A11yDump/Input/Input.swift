import A11yFindings
import A11yYAML
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
    /// Found by walking a directory rather than named (or named with
    /// `--skip-non-dumps`): such a file is skipped, not reported, when it turns
    /// out to be YAML, XML or JSON of another kind.
    public var isDiscovered: Bool
    /// The format to read the input as; nil to tell it from the content (`DumpFormat.sniff`).
    public var format: DumpFormat?

    public init(path: String, source: Source, isDiscovered: Bool = false, format: DumpFormat? = nil) {
        self.path = path
        self.source = source
        self.isDiscovered = isDiscovered
        self.format = format
    }

    /// The name standard input goes by in reports.
    public static let standardInputName = "<stdin>"

    /// The input's bytes, or the problem that kept them from being read.
    public func read(limit: Int) -> Result<SourceBuffer, InputProblem> {
        switch source {
        case .bytes(let bytes):
            guard bytes.count <= limit else { return .failure(.tooLarge(bytes: bytes.count, limit: limit)) }
            return .success(SourceBuffer(copying: bytes))
        case .file(let file):
            let descriptor = open(file, O_RDONLY)
            guard descriptor >= 0 else { return .failure(Self.problem(errno: errno, path: file)) }
            defer { close(descriptor) }
            var info = stat()
            guard fstat(descriptor, &info) == 0 else { return .failure(Self.problem(errno: errno, path: file)) }
            if (info.st_mode & S_IFMT) == S_IFDIR { return .failure(.unreadable(reason: "it is a directory")) }
            let size = Int(info.st_size)
            if size > limit { return .failure(.tooLarge(bytes: size, limit: limit)) }
            errno = 0
            guard let buffer = SourceBuffer(descriptor: descriptor, expectedSize: size, limit: limit) else {
                // A file that grew past the limit while being read, or a read error.
                return .failure(errno == 0 ? .tooLarge(bytes: limit + 1, limit: limit) : Self.problem(errno: errno, path: file))
            }
            return .success(buffer)
        }
    }

    /// The bytes of a small file such as a configuration or a baseline, read the
    /// same way as dumps so that it fails with the same plain reasons.
    public static func contents(ofFile path: String, limit: Int = LoadLimits().maxFileBytes) -> Result<[UInt8], InputProblem> {
        Input(path: path, source: .file(path)).read(limit: limit).map { buffer in
            Array(UnsafeBufferPointer(rebasing: buffer.bytes[0..<buffer.count]))
        }
    }

    /// Why `path`, which does not lead to a file or folder, cannot be read: it is
    /// missing, or it is a symbolic link to nothing or a loop of links.
    public static func problem(ofMissing path: String) -> InputProblem {
        var info = stat()
        return stat(path, &info) == 0 ? .notFound : problem(errno: errno, path: path)
    }

    /// Whether `path` is itself a symbolic link, whatever it points at.
    public static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    private static func problem(errno code: Int32, path: String) -> InputProblem {
        switch code {
        case ENOENT: return isSymbolicLink(path) ? .symbolicLinkToNothing : .notFound
        case ELOOP: return .symbolicLinkLoop
        case EACCES: return .unreadable(reason: "permission denied")
        default: return .unreadable(reason: String(cString: strerror(code)))
        }
    }
}
