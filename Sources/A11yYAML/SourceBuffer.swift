import A11yFindings

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of one input, read once and handed to libyaml without copying.
public final class SourceBuffer {
    public let bytes: UnsafeMutableBufferPointer<UInt8>
    public let count: Int

    public init(copying array: [UInt8]) {
        bytes = .allocate(capacity: max(array.count, 1))
        _ = bytes.initialize(from: array)
        count = array.count
    }

    /// Reads an open file descriptor to its end, up to `limit` bytes; nil when the
    /// file is larger than that or a read fails (`errno` tells why).
    public init?(descriptor: Int32, expectedSize: Int, limit: Int) {
        var capacity = max(min(expectedSize, limit) + 1, 4096)
        var buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: capacity)
        var filled = 0
        while true {
            if filled == capacity {
                guard capacity <= limit else {
                    buffer.deallocate()
                    return nil
                }
                let bigger = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: capacity * 2)
                bigger.baseAddress!.update(from: buffer.baseAddress!, count: filled)
                buffer.deallocate()
                buffer = bigger
                capacity *= 2
            }
            let got = read(descriptor, buffer.baseAddress! + filled, capacity - filled)
            if got < 0 {
                if errno == EINTR { continue }
                buffer.deallocate()
                return nil
            }
            if got == 0 { break }
            filled += got
        }
        guard filled <= limit else {
            buffer.deallocate()
            return nil
        }
        bytes = buffer
        count = filled
    }

    deinit {
        bytes.deallocate()
    }

    public var contents: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: bytes.baseAddress, count: count) }
}
