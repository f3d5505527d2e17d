#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Line breaks made of carriage returns, turned into the line feeds every reader
/// counts lines by.
///
/// A carriage return on its own ends a line (classic Mac OS, some terminal
/// captures), and carriage returns right before a line feed belong to that one
/// line break: CR CR LF is what a CR LF file becomes when its line ends are
/// converted to CR LF once more, and it means one line end, not two. Text whose
/// carriage returns all come right before a line feed (Windows' CR LF) is left as
/// it is, as every reader already takes it.
///
/// Every input is looked at, so both passes jump from one carriage return to the
/// next with `memchr` (tests compare them with a plain byte-by-byte version).
enum LineBreaks {
    /// Whether some carriage return is not followed by a line feed, so the text needs `unified`.
    static func needUnifying(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while let found = nextCarriageReturn(in: bytes, from: index) {
            if found + 1 == bytes.count || bytes[found + 1] != lineFeed { return true }
            index = found + 2
        }
        return false
    }

    /// The text with each line break one line feed. Lines and their characters are
    /// otherwise kept, so every position in it is a line and column of the original.
    static func unified(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while let found = nextCarriageReturn(in: bytes, from: index) {
            output.append(contentsOf: bytes[index..<found])
            // A run of carriage returns: one line break if a line feed ends it, else one each.
            var end = found
            while end < bytes.count, bytes[end] == carriageReturn { end += 1 }
            if end < bytes.count, bytes[end] == lineFeed {
                output.append(lineFeed)
                index = end + 1
            } else {
                output.append(contentsOf: repeatElement(lineFeed, count: end - found))
                index = end
            }
        }
        output.append(contentsOf: bytes[index...])
        return output
    }

    /// The offset of the first carriage return at or after `start`.
    private static func nextCarriageReturn(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < bytes.count, let base = bytes.baseAddress,
              let found = memchr(base + start, Int32(carriageReturn), bytes.count - start) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    private static let carriageReturn: UInt8 = 0x0D
    private static let lineFeed: UInt8 = 0x0A
}
