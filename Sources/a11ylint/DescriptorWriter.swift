import Foundation

/// Writing whole buffers to a file descriptor, going on after partial writes and
/// interrupted calls.
enum DescriptorWriter {
    /// Writes every byte; returns the errno of the failure that stopped it, or nil.
    /// A closed pipe is a failure too (EPIPE, where SIGPIPE is ignored): the output is lost.
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
        var rest = bytes
        while !rest.isEmpty {
            let written = Foundation.write(descriptor, rest.baseAddress, rest.count)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            rest = UnsafeRawBufferPointer(rebasing: rest[written...])
        }
        return nil
    }
}
