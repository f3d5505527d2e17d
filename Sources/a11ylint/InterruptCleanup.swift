import Foundation

/// Removes the temporary file of a report being written when the run is stopped
/// by SIGINT, SIGTERM or SIGHUP, then lets the signal end the process as it would
/// have. A signal handler may call only async-signal-safe functions, so the path
/// is kept as a C string the handler hands straight to unlink(2).
enum InterruptCleanup {
    /// Marks `path` as the file to remove if the run is stopped now.
    /// The copies are never freed: a handler on another thread may be reading the
    /// last one, and a run writes only a few reports. They stay listed, so that a
    /// leak checker (`make test-asan`) sees them still held, not lost.
    static func guardFile(_ path: String) {
        installHandlersOnce()
        let copy = strdup(path)
        keptCopiesLock.lock()
        keptCopies.append(copy)
        keptCopiesLock.unlock()
        pendingTemporaryFile = copy
    }

    private static let keptCopiesLock = NSLock()
    nonisolated(unsafe) private static var keptCopies: [UnsafeMutablePointer<CChar>?] = []

    /// The file is renamed into place or removed: nothing is left to clean up.
    static func release() {
        pendingTemporaryFile = nil
    }

    private static let installed: Void = {
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = removePendingFileAndResignal
            sigemptyset(&action.sa_mask)
            var previous = sigaction()
            sigaction(signal, &action, &previous)
            // A signal the caller chose to ignore (nohup) stays ignored.
            if isIgnore(previous.__sigaction_handler.sa_handler) {
                sigaction(signal, &previous, nil)
            }
        }
    }()

    /// C function pointers are not Equatable in Swift; SIG_IGN is a fixed address.
    private static func isIgnore(_ handler: __sighandler_t?) -> Bool {
        unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    private static func installHandlersOnce() {
        _ = installed
    }
}

/// Set only by `InterruptCleanup`; read by the signal handler.
nonisolated(unsafe) private var pendingTemporaryFile: UnsafeMutablePointer<CChar>?

private func removePendingFileAndResignal(_ signal: Int32) {
    if let path = pendingTemporaryFile { unlink(path) }
    Glibc.signal(signal, SIG_DFL)
    raise(signal)
}
