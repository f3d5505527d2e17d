/// The marks that set a part of a name off, where readers pause: "Home, selected",
/// "Selected: Home", "Wi-Fi (on)". Each is one scalar, so names are cut at them
/// scalar by scalar; a switch rather than a set, as hashing every scalar of every
/// name showed in profiles. TextFastPathTests compares `isMark` with `characters` for
/// every scalar.
enum PartMarks {
    /// The marks, as characters.
    static let characters: Set<Character> = [",", ";", ":", "|", "·", "(", ")", "–", "—", "、", "，", "：", "；"]

    /// Whether the scalar is one of `characters`.
    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2C, 0x3B, 0x3A, 0x7C, 0xB7, 0x28, 0x29, 0x2013, 0x2014, 0x3001, 0xFF0C, 0xFF1A, 0xFF1B: return true
        default: return false
        }
    }
}
