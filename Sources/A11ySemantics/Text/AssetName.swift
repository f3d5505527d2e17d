/// Names that are not words for a listener: a file, asset or resource id that
/// leaked into a label ("ic_arrow_back_24", "img_0042.png", `R.drawable.logo`,
/// "square.and.arrow.up"), or a bare word for the kind of element ("image",
/// "icon"). Written words with hyphens ("Wi-Fi", "e-mail", "COVID-19"), product
/// codes in capitals ("SKU 12345") and single ordinary words are names, not ids.
public enum AssetName {
    /// What kind of id a name looks like.
    public enum Leak: Sendable, Equatable {
        /// A word for the kind of element and nothing else: "image", "icon", "photo", "button".
        case typeWord
        /// A file name: an image extension or a `@2x` scale suffix.
        case fileName
        /// A resource reference: `R.drawable.logo`, `@drawable/logo`.
        case resourceReference
        /// A dotted lowercase SF Symbol name: `square.and.arrow.up`.
        case symbolName
        /// One token in snake or kebab case, or an asset prefix in camel case: `btn_close`, `ic-arrow-back`, `icBack`.
        case identifier
        /// A camera or export file name with a long digit run: `IMG_0042`, `DSC01234`.
        case numberedFile

        /// How a message says it.
        public var description: String {
            switch self {
            case .typeWord: return "a bare type word"
            case .fileName: return "a file name"
            case .resourceReference: return "a resource reference"
            case .symbolName: return "an SF Symbol name"
            case .identifier: return "an asset or resource id"
            case .numberedFile: return "a numbered file name"
            }
        }
    }

    /// The kind of id `name` looks like, or nil when it reads as words.
    public static func leak(in name: String) -> Leak? {
        // Every stop's name is asked: most are words with spaces, longer than three type words, and
        // are let go here before any string is made.
        let count = name.utf8.count
        guard count > 0, count <= 80 else { return nil }
        let hasSpace = name.utf8.contains { $0 == 0x20 || $0 == 0x09 }
        if hasSpace {
            // Words with spaces can only be type words, and every one of those starts with b, g, i or p.
            guard count <= 32 else { return nil }
            var atWordStart = true
            for byte in name.utf8 {
                if byte == 0x20 || byte == 0x09 {
                    atWordStart = true
                } else if atWordStart {
                    let lowered = byte | 0x20
                    guard lowered == 0x62 || lowered == 0x67 || lowered == 0x69 || lowered == 0x70 else { return nil }
                    atWordStart = false
                }
            }
        }
        // An id has a separator, a digit or a hump (`icBack`); a plain word can only be a type word.
        var marked = false
        var previousLower = false
        for byte in name.utf8 {
            switch byte {
            case 0x5F, 0x2D, 0x2E, 0x40, 0x2F, 0x30...0x39: marked = true
            case 0x41...0x5A where previousLower: marked = true
            default: break
            }
            if marked { break }
            previousLower = byte >= 0x61 && byte <= 0x7A
        }
        if !marked, !hasSpace, count > 11 { return nil }
        let trimmed = SpokenText.trimmed(Substring(name))
        guard !trimmed.isEmpty else { return nil }
        let lowered = trimmed.lowercased()
        if !marked { return isTypeWordsOnly(lowered) ? .typeWord : nil }
        if isTypeWordsOnly(lowered) { return .typeWord }
        // Everything below is one token: a name with a space is words.
        guard !trimmed.utf8.contains(where: { $0 == 0x20 || $0 == 0x09 }) else { return nil }
        // Non-ASCII letters are not how ids are written; leave such names alone.
        guard trimmed.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        if resourcePrefixes.contains(where: { lowered.hasPrefix($0) }) { return .resourceReference }
        if lowered.contains("@2x") || lowered.contains("@3x") { return .fileName }
        if let dot = lowered.lastIndex(of: "."), imageExtensions.contains(String(lowered[lowered.index(after: dot)...])),
           dot != lowered.startIndex {
            return .fileName
        }
        if isSymbolName(trimmed) { return .symbolName }
        if isNumberedFile(lowered) { return .numberedFile }
        if isSnakeCase(trimmed) || isAssetKebabCase(trimmed) || isAssetCamelCase(trimmed) { return .identifier }
        return nil
    }

    /// One to three words, every one a word for a kind of element: "icon", "Icon image".
    private static func isTypeWordsOnly(_ lowered: String) -> Bool {
        if typeWords.contains(lowered) { return true }
        // Only ASCII letters ("quantity"): one word, not the two or three asked for,
        // found without breaking the text into characters.
        if lowered.utf8.allSatisfy({ ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }) { return false }
        let words = lowered.split { !$0.isLetter }
        return words.count >= 2 && words.count <= 3 && words.allSatisfy { typeWords.contains(String($0)) }
    }

    private static let typeWords: Set<String> = [
        "image", "icon", "photo", "button", "img", "picture", "graphic", "imageview", "imagebutton", "pic",
    ]

    private static let imageExtensions: Set<String> = [
        "png", "jpg", "jpeg", "gif", "webp", "svg", "heic", "bmp", "tif", "tiff", "ico",
    ]

    private static let resourcePrefixes = [
        "r.drawable.", "r.mipmap.", "r.id.", "r.string.", "r.raw.", "@drawable/", "@mipmap/", "@id/", "@+id/",
        "@string/", "android.r.", "@android:",
    ]

    /// The first parts of asset names in kebab or camel case: `ic-back`, `btnClose`.
    private static let assetPrefixes: Set<String> = [
        "ic", "img", "icon", "btn", "iv", "ib", "bg", "image", "asset", "drawable", "res", "logo", "thumb",
    ]

    /// Lowercase words joined by dots, at least two of them, each starting with a letter:
    /// `chevron.right`, `person.crop.circle.fill`. A domain ("example.com") is left out by its last part.
    private static func isSymbolName(_ token: String) -> Bool {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2 else { return false }
        for part in parts {
            guard let first = part.utf8.first, first >= 0x61, first <= 0x7A,
                  part.utf8.allSatisfy({ ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) }) else { return false }
        }
        // "mr.smith" or "node.js" are names: a symbol name has at least one of the words symbols are made of.
        return !topLevelDomains.contains(String(parts[parts.count - 1]))
            && parts.contains { symbolWords.contains(String($0)) }
    }

    /// Words that SF Symbol names are built from: shapes, variants and common pictures.
    private static let symbolWords: Set<String> = [
        "fill", "circle", "square", "rectangle", "slash", "and", "plus", "minus", "xmark", "checkmark", "arrow",
        "arrowshape", "chevron", "triangle", "diamond", "badge", "person", "crop", "gear", "gearshape", "trash",
        "heart", "star", "bell", "house", "magnifyingglass", "ellipsis", "up", "down", "left", "right", "forward",
        "backward", "clockwise", "counterclockwise", "doc", "folder", "paperplane", "envelope", "phone", "camera",
        "photo", "video", "mic", "speaker", "wave", "play", "pause", "stop", "bookmark", "tag", "cart", "bag",
        "creditcard", "lock", "eye", "link", "pencil", "calendar", "clock", "location", "map", "mappin", "info",
        "exclamationmark", "questionmark", "bubble", "text", "list", "bullet", "line", "grid", "tray", "icloud",
        "wifi", "battery", "bolt", "flame", "sun", "moon", "cloud", "globe", "qrcode", "hand", "thumbsup",
        "sparkles", "slider", "power", "keyboard", "music", "note", "film", "book", "gift",
        "cube", "car", "airplane", "figure", "flag", "scissors", "wrench", "timer", "alarm", "waveform", "sidebar",
        "shuffle", "repeat", "return", "delete", "inset", "filled", "horizontal", "vertical", "dots",
        "number", "rays", "viewfinder", "faceid", "touchid", "hourglass", "pin", "paperclip", "printer",
    ]

    private static let topLevelDomains: Set<String> = [
        "com", "org", "net", "io", "app", "dev", "edu", "gov", "co", "uk", "de", "fr", "es", "it", "jp", "cn", "ru",
        "info", "me", "tv", "us", "eu", "ca", "au", "in", "br", "nl", "ai",
    ]

    /// A camera or export prefix followed by four digits or more: `img_0042`, `dsc01234`, `pxl_20230101`.
    private static func isNumberedFile(_ lowered: String) -> Bool {
        let letters = lowered.prefix { $0.isLetter }
        guard filePrefixes.contains(String(letters)) else { return false }
        var rest = lowered.dropFirst(letters.count)
        if rest.first == "_" || rest.first == "-" { rest = rest.dropFirst() }
        let digits = rest.prefix { $0.isNumber }
        return digits.count >= 4
    }

    private static let filePrefixes: Set<String> = [
        "img", "dsc", "dscn", "dscf", "pxl", "vid", "mov", "pic", "photo", "image", "screenshot", "scan", "mvimg",
    ]

    /// Letters and digits joined by underscores, at least two parts: `btn_close`, `banner_1`.
    private static func isSnakeCase(_ token: String) -> Bool {
        let parts = token.split(separator: "_", omittingEmptySubsequences: false)
        guard parts.count >= 2 else { return false }
        return parts.allSatisfy { !$0.isEmpty && $0.utf8.allSatisfy(isASCIIAlphanumeric) }
            && parts.contains { $0.utf8.contains(where: isASCIILetter) }
    }

    /// Lowercase kebab case starting with an asset prefix: `ic-arrow-back`, `img-hero`.
    /// Ordinary hyphenated words ("e-mail", "check-in", "Wi-Fi") do not start with one.
    private static func isAssetKebabCase(_ token: String) -> Bool {
        let parts = token.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count >= 2, let first = parts.first, assetPrefixes.contains(String(first)) else { return false }
        return parts.allSatisfy { !$0.isEmpty && $0.utf8.allSatisfy { isASCIIAlphanumeric($0) && !($0 >= 0x41 && $0 <= 0x5A) } }
    }

    /// An asset prefix followed by a capitalized word: `icBack`, `btnClose`, `imgLogo`.
    private static func isAssetCamelCase(_ token: String) -> Bool {
        let bytes = Array(token.utf8)
        guard let upper = bytes.firstIndex(where: { $0 >= 0x41 && $0 <= 0x5A }), upper > 0,
              bytes.allSatisfy(isASCIIAlphanumeric) else { return false }
        let prefix = String(decoding: bytes[..<upper], as: UTF8.self)
        return assetPrefixes.contains(prefix) && upper + 1 < bytes.count
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
    }

    private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        isASCIILetter(byte) || (byte >= 0x30 && byte <= 0x39)
    }
}
