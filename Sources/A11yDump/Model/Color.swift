/// A colour a dump declares for a node's text or background: `#RRGGBB`, or
/// `#AARRGGBB` with the alpha first, as Android writes colour ints.
public struct Color: Equatable, Sendable {
    /// Channels from 0 to 255.
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// Reads `#RRGGBB` or `#AARRGGBB` (hex digits in either case); nil for anything else.
    public init?(hex text: String) {
        let bytes = Array(text.utf8)
        guard bytes.first == UInt8(ascii: "#"), bytes.count == 7 || bytes.count == 9 else { return nil }
        var channels: [UInt8] = []
        var index = 1
        while index < bytes.count {
            guard let high = Self.hexDigit(bytes[index]), let low = Self.hexDigit(bytes[index + 1]) else { return nil }
            channels.append(high << 4 | low)
            index += 2
        }
        if channels.count == 4 {
            self.init(red: channels[1], green: channels[2], blue: channels[3], alpha: channels[0])
        } else {
            self.init(red: channels[0], green: channels[1], blue: channels[2])
        }
    }

    /// Whether nothing shows through it.
    public var isOpaque: Bool { alpha == 255 }

    /// `#RRGGBB` when opaque, else `#AARRGGBB`, in upper case.
    public var hex: String {
        let channels = isOpaque ? [red, green, blue] : [alpha, red, green, blue]
        return "#" + channels.map { Self.hexPair($0) }.joined()
    }

    /// This colour drawn over `below` (source-over, per channel in sRGB values, as
    /// the platforms blend).
    public func over(_ below: Color) -> Color {
        let top = Double(alpha) / 255
        let under = Double(below.alpha) / 255
        let result = top + under * (1 - top)
        guard result > 0 else { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
        func blend(_ upper: UInt8, _ lower: UInt8) -> UInt8 {
            let value = (Double(upper) * top + Double(lower) * under * (1 - top)) / result
            return UInt8(max(0, min(255, value.rounded())))
        }
        return Color(red: blend(red, below.red), green: blend(green, below.green), blue: blend(blue, below.blue),
                     alpha: UInt8(max(0, min(255, (result * 255).rounded()))))
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    private static func hexPair(_ value: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(value >> 4)], digits[Int(value & 15)]])
    }
}
