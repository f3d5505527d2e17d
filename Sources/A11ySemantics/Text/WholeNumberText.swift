/// The whole number a text shows ("3", " 12 "): `Int` of the text with its white
/// space and format characters taken out (`SpokenText.normalize`). A stepper asks
/// it of every text beside it, and most are words ("Produkt 1"), which the first
/// byte already rules out; TextFastPathTests compares it with the plain way.
enum WholeNumberText {
    static func value(of text: String) -> Int? {
        // `Int` takes only a sign and ASCII digits. An ASCII first byte that is no white
        // space stays first after normalizing (only spaces and non-ASCII format
        // characters go), so when it is no sign or digit there is no number.
        if let first = text.utf8.first, first < 0x80, !isSpace(first), first != 0x2B, first != 0x2D,
           !(first >= 0x30 && first <= 0x39) {
            return nil
        }
        return reference(text)
    }

    /// The plain way.
    static func reference(_ text: String) -> Int? {
        Int(SpokenText.normalize(text))
    }

    /// ASCII white space as `SpokenText.normalize` takes it.
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }
}
