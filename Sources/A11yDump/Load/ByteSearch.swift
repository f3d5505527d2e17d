#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finding a run of bytes in a text that may be megabytes long (an `xcodebuild`
/// log, the head of every `.txt` and `.log` file a folder walk finds): `memchr`
/// jumps to each candidate first byte, `memcmp` checks the rest. `ByteSearchTests`
/// holds it to a plain byte-by-byte search.
enum ByteSearch {
    /// Where `needle` first occurs in `bytes`, or nil; nil for an empty needle.
    static func firstOffset(of needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress, let first = needle.first, needle.count <= bytes.count else { return nil }
        var index = 0
        let lastStart = bytes.count - needle.count
        while index <= lastStart, let found = memchr(base + index, Int32(first), lastStart + 1 - index) {
            let candidate = UnsafeRawPointer(found) - UnsafeRawPointer(base)
            if memcmp(base + candidate, needle, needle.count) == 0 { return candidate }
            index = candidate + 1
        }
        return nil
    }
}
