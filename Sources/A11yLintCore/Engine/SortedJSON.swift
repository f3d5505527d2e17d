import Foundation

/// JSON that diffs well under version control: sorted keys, indented, a final newline.
/// The baseline file and the JSON report are written this way.
public enum SortedJSON {
    public static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Our documents hold only strings, numbers and booleans, which always encode.
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
