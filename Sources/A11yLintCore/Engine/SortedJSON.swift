import A11yFindings
import Foundation

/// JSON that diffs well under version control: sorted keys, indented, a final newline.
/// The baseline file and the JSON, SARIF and announcement reports are written this way.
///
/// `JSONEncoder` escapes the C0 controls; DEL, the C1 controls, the line separators,
/// the bidirectional controls and `##[` it writes raw, which JSON allows but a terminal
/// or a CI log that shows the document would act on: `EncoderLeftovers` escapes them too.
public enum SortedJSON {
    public static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Our documents hold only strings, whole numbers and booleans, which always
        // encode. A fractional number that is not finite is the one thing that would
        // not (JSON has no `inf` or `nan`): that is a bug to catch in tests, never a
        // report to write with such a number in it.
        do {
            let encoded = EncoderLeftovers.escaped(Array(try encoder.encode(value)))
            return String(decoding: encoded, as: UTF8.self) + "\n"
        } catch {
            assertionFailure("a JSON document could not be encoded: \(error)")
            return "{}\n"
        }
    }
}
