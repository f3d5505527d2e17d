/// A screenshot's bytes, known to be a PNG or a JPEG by their first bytes (not by
/// the file's extension), with the picture's size in pixels read from its header.
struct ScreenshotImage: Equatable {
    enum Kind: String {
        case png = "image/png"
        case jpeg = "image/jpeg"
    }

    var kind: Kind
    var width: Int
    var height: Int

    /// Reads the kind and size; nil when the bytes are neither a PNG nor a JPEG whose size can be read.
    init?(_ bytes: [UInt8]) {
        if bytes.starts(with: Self.pngSignature) {
            // The IHDR chunk comes first: length, "IHDR", then width and height as big-endian 32-bit numbers.
            guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
            kind = .png
            width = Self.bigEndian(bytes, at: 16, count: 4)
            height = Self.bigEndian(bytes, at: 20, count: 4)
        } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            guard let (width, height) = Self.jpegSize(bytes) else { return nil }
            kind = .jpeg
            self.width = width
            self.height = height
        } else {
            return nil
        }
        guard width > 0, height > 0 else { return nil }
    }

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The size in a JPEG's start-of-frame segment, found by walking the segments from the start.
    private static func jpegSize(_ bytes: [UInt8]) -> (Int, Int)? {
        var index = 2
        while index + 4 <= bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            // Fill bytes before a marker, and markers without a length.
            if marker == 0xFF { index += 1; continue }
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { index += 2; continue }
            let length = bigEndian(bytes, at: index + 2, count: 2)
            guard length >= 2 else { return nil }
            // SOF0-SOF15, except DHT (C4), JPG (C8) and DAC (CC): precision, then height and width.
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard index + 9 <= bytes.count else { return nil }
                return (bigEndian(bytes, at: index + 7, count: 2), bigEndian(bytes, at: index + 5, count: 2))
            }
            // The image data starts: no frame header came before it.
            if marker == 0xDA { return nil }
            index += 2 + length
        }
        return nil
    }

    private static func bigEndian(_ bytes: [UInt8], at start: Int, count: Int) -> Int {
        bytes[start..<start + count].reduce(0) { $0 << 8 | Int($1) }
    }
}
