import Foundation

/// A new file with an unpredictable name beside a target, for writing it whole
/// before a rename. It is created with O_EXCL and O_NOFOLLOW, so a file or link
/// someone planted under a guessable name is never opened or written through, and
/// it is removed if the run is interrupted while it exists.
struct TemporaryFile {
    let path: String
    let descriptor: Int32

    init(beside target: URL) throws(WriteFailure) {
        let folder = target.deletingLastPathComponent()
        var attempts = 0
        while true {
            let name = ".\(target.lastPathComponent).\(String(UInt64.random(in: .min ... .max), radix: 36)).tmp"
            let candidate = folder.appendingPathComponent(name).path
            // Guarded before it exists, so a signal at any moment after the file appears removes it.
            // Only a name already taken (EEXIST) could make the guard name someone else's file, and
            // a random 64-bit name is not one anyone can take in advance.
            InterruptCleanup.guardFile(candidate)
            let opened = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            if opened >= 0 {
                path = candidate
                descriptor = opened
                return
            }
            let failure = errno
            InterruptCleanup.release()
            attempts += 1
            // Another name is tried only when this one was taken.
            guard failure == EEXIST, attempts < 16 else { throw .system(failure) }
        }
    }

    /// Closes the file, removing it unless it was renamed into place.
    func close(removing: Bool) {
        Foundation.close(descriptor)
        if removing { unlink(path) }
        InterruptCleanup.release()
    }
}
