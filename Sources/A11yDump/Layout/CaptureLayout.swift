import A11yFindings

/// A capture rewritten in its own format with one element to a line, indented by
/// depth (`a11ylint format`). Many tools save a page source on one line, and every
/// finding of such a file then stands on line 1; laid out, the file is what a
/// review can point into, and linting it gives the same findings, each at its own line.
///
/// Only white space between elements changes. XML and JSON captures are laid out
/// (`XMLLayout`, `JSONLayout`); our YAML, XCUITest descriptions and idb's or
/// Maestro's JSON that is already laid out come back as they were, or nearly so.
public enum CaptureLayout {
    /// The bytes laid out, read as `format` (what `DumpFormat.sniff` tells).
    /// Nil when the format has an element to a line already (YAML, XCUITest's text)
    /// and is left as it is.
    public static func laidOut(_ source: UnsafeBufferPointer<UInt8>, as format: DumpFormat) throws(LayoutError) -> [UInt8]? {
        if let encoding = WideEncoding.named(byMarkOf: source) {
            throw LayoutError(mark: .start, problem: .wideEncoding(encoding.rawValue))
        }
        let lineBreak = lineBreak(of: source)
        switch format {
        case .xml:
            var layout = XMLLayout(bytes: source, lineBreak: lineBreak)
            return try layout.laidOut()
        case .json, .idb:
            var layout = JSONLayout(bytes: source, start: DumpFormat.contentStart(source), lineBreak: lineBreak)
            return try layout.laidOut()
        case .maestro:
            var layout = JSONLayout(bytes: source, start: MaestroImporter.jsonStart(source), lineBreak: lineBreak)
            return try layout.laidOut()
        case .yaml, .xcuiDescription, .quotedXML:
            return nil
        }
    }

    /// Which format `laidOut` reads the bytes as.
    public static func format(of source: UnsafeBufferPointer<UInt8>) -> DumpFormat {
        DumpFormat.sniff(source)
    }

    /// The file's own line break: CR LF when its first line ends so, else LF.
    static func lineBreak(of bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        guard let feed = bytes.firstIndex(of: 0x0A) else { return [0x0A] }
        return feed > 0 && bytes[feed - 1] == 0x0D ? [0x0D, 0x0A] : [0x0A]
    }
}
