import A11yFindings
import A11yYAML

/// uiautomator's rectangles, `[left,top][right,bottom]`, read byte by byte: every
/// node of an Android page source has one, and splitting the text into characters
/// took a third of the time of linting a large uiautomator dump. The text is cut at
/// every `[`, `]` and `,`; the four pieces that are not empty, with spaces around
/// them dropped, are the numbers (`UIAutomatorBoundsTests` holds it to the plain
/// reading it replaced).
enum UIAutomatorBounds {
    static func rect(_ text: String) -> Rect? {
        var text = text
        return text.withUTF8 { bytes -> Rect? in
            guard bytes.first == UInt8(ascii: "[") else { return nil }
            var numbers: [Double] = []
            numbers.reserveCapacity(4)
            var start = 0
            for index in 0...bytes.count {
                guard index == bytes.count || isSeparator(bytes[index]) else { continue }
                if index > start {
                    guard numbers.count < 4, let number = number(UnsafeBufferPointer(rebasing: bytes[start..<index]))
                    else { return nil }
                    numbers.append(number)
                }
                start = index + 1
            }
            guard numbers.count == 4 else { return nil }
            return Rect(x: numbers[0], y: numbers[1], width: numbers[2] - numbers[0], height: numbers[3] - numbers[1])
        }
    }

    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: ",")
    }

    /// The piece as a number once the spaces around it are dropped.
    private static func number(_ piece: UnsafeBufferPointer<UInt8>) -> Double? {
        var lower = 0
        var upper = piece.count
        while lower < upper, piece[lower] == 0x20 { lower += 1 }
        while upper > lower, piece[upper - 1] == 0x20 { upper -= 1 }
        guard lower < upper else { return nil }
        return Double(String(decoding: UnsafeBufferPointer(rebasing: piece[lower..<upper]), as: UTF8.self))
    }
}
