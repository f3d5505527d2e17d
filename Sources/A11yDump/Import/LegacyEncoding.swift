import Foundation

/// Turns XML written in a legacy encoding into UTF-8, the only encoding the
/// XML parser is given (libxml2's own conversions crash on some inputs).
///
/// Two cases: the declaration names an encoding other than UTF-8, or it says
/// UTF-8 (or nothing) while the bytes are not. The second is common with
/// uiautomator2 on Chinese Windows, which saves the page source in the system
/// code page (GBK) under a UTF-8 declaration; such a file is read as GB18030
/// (a superset of GBK) when it decodes as that from start to end.
enum LegacyEncoding {
    /// Foundation's encodings for the names XML declarations use, lowercased.
    static let byName: [String: String.Encoding] = [
        "gbk": gb18030, "gb2312": gb18030, "gb18030": gb18030, "cp936": gb18030, "x-gbk": gb18030,
        "big5": String.Encoding(rawValue: 0x8000_0A03),
        "shift_jis": .shiftJIS, "sjis": .shiftJIS, "windows-31j": .shiftJIS,
        "euc-jp": .japaneseEUC, "euc-kr": String.Encoding(rawValue: 0x8000_0940),
        "iso-8859-1": .isoLatin1, "latin1": .isoLatin1, "windows-1252": .windowsCP1252, "cp1252": .windowsCP1252,
    ]

    static let gb18030 = String.Encoding(rawValue: 0x8000_0632)

    /// The encoding a declaration names, when it is one that can be read.
    static func named(_ name: String) -> String.Encoding? { byName[name.lowercased()] }

    /// The bytes as UTF-8, decoded from `encoding`; nil when they are not text in that encoding.
    static func utf8(_ bytes: UnsafeBufferPointer<UInt8>, from encoding: String.Encoding) -> [UInt8]? {
        String(data: Data(buffer: bytes), encoding: encoding).map { Array($0.utf8) }
    }

    /// Whether the bytes are UTF-8 throughout.
    static func isUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        UTF8Validation.isValid(bytes)
    }
}
