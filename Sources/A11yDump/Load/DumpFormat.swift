import A11yFindings
import A11yYAML

/// The kinds of file a11ylint reads, told apart by content, not by extension,
/// so that a folder of mixed dumps just works.
public enum DumpFormat: String, Sendable {
    /// Our own format (docs/dump-format.md).
    case yaml
    /// uiautomator, Appium UiAutomator2 or Appium XCUITest page source.
    case xml
    /// `maestro hierarchy` JSON, with or without its "Running on …" line.
    case maestro
    /// Other JSON: an a11ylint dump written as JSON, or a file of another kind.
    case json
    /// A page source saved as a quoted string (Python's `repr`, a JSON string): not readable as it is.
    case quotedXML
    /// What an XCUITest prints with `print(app.debugDescription)`, alone or inside an `xcodebuild` log.
    case xcuiDescription
    /// `idb ui describe-all` JSON (iOS simulators), flat or `--nested`.
    case idb

    /// Looks at the first byte that is not a byte-order mark or white space; text
    /// that could be YAML is searched for an XCUITest description unless it starts
    /// like our dump.
    static func sniff(_ bytes: UnsafeBufferPointer<UInt8>) -> DumpFormat {
        var index = contentStart(bytes)
        guard index < bytes.count else { return .yaml }
        // Before Maestro's test: a nested idb element may list its `children` first.
        if IdbImporter.looksLikeOutput(bytes) { return .idb }
        if MaestroImporter.looksLikeHierarchy(bytes) { return .maestro }
        if bytes[index] == UInt8(ascii: "<") { return .xml }
        if bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "[") { return .json }
        if bytes[index] == UInt8(ascii: "'") || bytes[index] == UInt8(ascii: "\"") {
            index = contentStart(bytes, from: index + 1)
            if index < bytes.count, bytes[index] == UInt8(ascii: "<") { return .quotedXML }
        }
        if XCUIDescriptionImporter.looksLikeDescription(bytes) { return .xcuiDescription }
        return .yaml
    }

    /// The index of the first byte from `start` on that is not white space,
    /// past a UTF-8 byte-order mark at the very start.
    static func contentStart(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int {
        var index = start
        if index == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index
    }
}
