import Foundation

/// Writing reports, baselines and converted dumps to the paths users name.
enum Files {
    static func write(_ text: String, to path: String) throws(WriteFailure) {
        try write(Array(text.utf8), to: path)
    }

    /// A regular file (or a new one) is replaced whole through a temporary file and
    /// a rename, so a reader never sees half a report and the old one stays when
    /// writing fails. A symbolic link is written through to the file it points at and
    /// stays a link. Devices, pipes and sockets, and any path in /dev or /proc (such
    /// as /dev/stdout, which may stand for a file the shell opened), are written in
    /// place: renaming over them would replace the device or the link itself.
    static func write(_ bytes: [UInt8], to path: String) throws(WriteFailure) {
        switch try WriteTarget(path) {
        case .replaced(let file): try replace(file, with: bytes)
        case .inPlace(let file): try writeInPlace(file, bytes)
        }
    }

    private static func writeInPlace(_ path: String, _ bytes: [UInt8]) throws(WriteFailure) {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .system(errno) }
        defer { close(descriptor) }
        if let failure = bytes.withUnsafeBytes({ DescriptorWriter.writeAll(descriptor, $0) }) {
            throw .system(failure)
        }
    }

    private static func replace(_ path: String, with bytes: [UInt8]) throws(WriteFailure) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .cannotCreateFolder(folder.path)
        }
        let temporary = try TemporaryFile(beside: url)
        var failure = bytes.withUnsafeBytes { DescriptorWriter.writeAll(temporary.descriptor, $0) }
        // A report that replaces another keeps the old one's permissions.
        var existing = stat()
        if failure == nil, stat(path, &existing) == 0, fchmod(temporary.descriptor, existing.st_mode & 0o7777) != 0 {
            failure = errno
        }
        if failure == nil, fsync(temporary.descriptor) != 0 { failure = errno }
        if failure == nil, rename(temporary.path, path) != 0 { failure = errno }
        temporary.close(removing: failure != nil)
        if let failure { throw .system(failure) }
    }
}

/// How a path is written, from what is at it now.
enum WriteTarget: Equatable {
    /// A new or regular file: written whole to a temporary file, then renamed onto it.
    case replaced(String)
    /// A device, pipe, socket or descriptor alias: opened and written as it is.
    case inPlace(String)

    init(_ path: String) throws(WriteFailure) {
        if path.hasPrefix("/dev/") || path.hasPrefix("/proc/") {
            self = .inPlace(path)
            return
        }
        var status = stat()
        if lstat(path, &status) != 0 {
            guard errno == ENOENT else { throw .system(errno) }
            self = .replaced(path)
            return
        }
        if Self.kind(status) == S_IFLNK {
            guard stat(path, &status) == 0 else {
                if errno == ELOOP { throw .symlinkLoop }
                if errno == ENOENT { throw .danglingSymlink(to: Self.linkTarget(path)) }
                throw .system(errno)
            }
            if Self.kind(status) == S_IFREG {
                guard let resolved = realpath(path, nil) else { throw .system(errno) }
                defer { free(resolved) }
                self = .replaced(String(cString: resolved))
                return
            }
        }
        switch Self.kind(status) {
        case S_IFREG: self = .replaced(path)
        case S_IFDIR: throw .isFolder
        default: self = .inPlace(path)
        }
    }

    private static func kind(_ status: stat) -> mode_t {
        status.st_mode & S_IFMT
    }

    private static func linkTarget(_ path: String) -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? path
    }
}
