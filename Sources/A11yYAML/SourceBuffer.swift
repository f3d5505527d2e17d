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

    /// Gives the memory of the bytes before `offset` back to the system, a whole page
    /// at a time: a reader that goes through the text once and is done with them
    /// (`XMLEventReader`) keeps only what lies ahead, so a large file does not sit in
    /// memory beside everything made from it. Those bytes must not be read again:
    /// they read as zeros. Bytes from `offset` on, and any page that holds one of
    /// them, are kept as they are.
    public func release(before offset: Int) {
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        guard let base = bytes.baseAddress, pageSize > 0, offset > 0 else { return }
        let start = (Int(bitPattern: base) + pageSize - 1) / pageSize * pageSize
        let end = (Int(bitPattern: base) + min(offset, count)) / pageSize * pageSize
        let from = max(start, released)
        guard end > from else { return }
        _ = madvise(UnsafeMutableRawPointer(bitPattern: from), end - from, Self.dontNeed)
        released = end
    }

    /// The address up to which pages were released.
    private var released = 0

    #if canImport(Glibc)
    private static let dontNeed = Int32(MADV_DONTNEED)
    #else
    // Darwin keeps the contents with MADV_DONTNEED; MADV_FREE lets the pages go.
    private static let dontNeed = Int32(MADV_FREE)
    #endif

    public var contents: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: bytes.baseAddress, count: count) }
}
