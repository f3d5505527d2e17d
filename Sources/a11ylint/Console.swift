import Foundation

/// Standard output and error, with colour only for a terminal and never under NO_COLOR.
/// Every write is checked: the first failure of each stream is kept, later writes to
/// that stream are dropped, and `exit` turns a failure into exit status 2, so output
/// that was lost never passes for a clean run.
/// Reporters may write from the threads that lint, so a lock keeps writes whole.
final class Console: @unchecked Sendable {
    /// The process has one standard output and one standard error, so one console.
    static let standard = Console()

    let colourOut: Bool
    let colourErr: Bool
    /// The errno of the first failed write to standard output or error.
    private(set) var outFailure: Int32?
    private(set) var errFailure: Int32?
    private let lock = NSLock()

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let allowed = environment["NO_COLOR"].map { $0.isEmpty } ?? true
        colourOut = allowed && isatty(STDOUT_FILENO) == 1
        colourErr = allowed && isatty(STDERR_FILENO) == 1
    }

    func out(_ line: String) {
        write(line + "\n")
    }

    /// Text that already ends in a newline, such as a whole document.
    func write(_ text: String) {
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }

    /// UTF-8 that already ends in a newline, such as a report as it is written.
    func write(_ bytes: UnsafeRawBufferPointer) {
        lock.withLock {
            guard outFailure == nil else { return }
            outFailure = DescriptorWriter.writeAll(STDOUT_FILENO, bytes)
        }
    }

    func err(_ line: String) {
        var text = line + "\n"
        lock.withLock {
            guard errFailure == nil else { return }
            errFailure = text.withUTF8 { DescriptorWriter.writeAll(STDERR_FILENO, UnsafeRawBufferPointer($0)) }
        }
    }

    /// Ends the process with `status`, or with 2 when output was lost; a lost
    /// standard output is said on standard error while that still works.
    func exit(_ status: Int32) -> Never {
        if let outFailure {
            err(WriteFailure.standardOutputMessage(outFailure))
            Foundation.exit(2)
        }
        Foundation.exit(errFailure == nil ? status : 2)
    }
}
