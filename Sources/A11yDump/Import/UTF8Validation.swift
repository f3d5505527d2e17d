/// Whether bytes are UTF-8 throughout, without making a string of them: the XML
/// reader asks it of every page source, and `String(validating:)` copied the whole
/// file to answer (`UTF8ValidationTests` holds it to that reference).
enum UTF8Validation {
    static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            // The sequence's length, and the range its second byte may take, which rules
            // out overlong forms, surrogates and code points past U+10FFFF.
            let length: Int
            var second: ClosedRange<UInt8> = 0x80...0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; second = 0xA0...0xBF
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; second = 0x80...0x9F
            case 0xF0: length = 4; second = 0x90...0xBF
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; second = 0x80...0x8F
            default: return false
            }
            guard index + length <= count, second.contains(bytes[index + 1]) else { return false }
            for offset in 2..<max(length, 2) where bytes[index + offset] & 0xC0 != 0x80 { return false }
            index += length
        }
        return true
    }
}
