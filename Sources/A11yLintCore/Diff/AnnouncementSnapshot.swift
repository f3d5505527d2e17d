import A11yFindings
import A11yDump
import Foundation

/// A document `announce --format json` wrote, read back: the golden file a team
/// commits and `diff` compares fresh captures with.
public struct AnnouncementSnapshot: Decodable, Sendable {
    public var screens: [AnnouncedScreen]

    /// Whether the bytes look like a snapshot rather than a dump: a JSON object
    /// with a `screens` list. No dump format has that key (idb's JSON is a list of
    /// elements, Maestro's an object with `attributes` and `children`).
    public static func looksLike(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let first = bytes.firstIndex(where: { !Self.isSpace($0) }), bytes[first] == UInt8(ascii: "{") else {
            return false
        }
        return Self.contains(bytes, Self.screensKey)
    }

    /// Reads a snapshot, or says why it cannot be read, positioned where the JSON
    /// parser says when the text is not JSON.
    public static func read(_ bytes: [UInt8], path: String) -> Result<AnnouncementSnapshot, InputError> {
        do {
            return .success(try JSONDecoder().decode(AnnouncementSnapshot.self, from: Data(bytes)))
        } catch let error as DecodingError {
            return .failure(InputError(path: path, mark: mark(of: error), problem: .snapshotShape(words(for: error))))
        } catch {
            return .failure(InputError(path: path, mark: .start, problem: .snapshotShape("\(error)")))
        }
    }

    private static let screensKey = Array("\"screens\"".utf8)

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0xEF || byte == 0xBB || byte == 0xBF
    }

    private static func contains(_ bytes: UnsafeRawBufferPointer, _ needle: [UInt8]) -> Bool {
        guard bytes.count >= needle.count else { return false }
        var index = 0
        while index + needle.count <= bytes.count {
            guard let found = bytes[index...].firstIndex(of: needle[0]) else { return false }
            if found + needle.count > bytes.count { return false }
            if bytes[found..<found + needle.count].elementsEqual(needle) { return true }
            index = found + 1
        }
        return false
    }

    /// The key path a decoding error is about, as `screens[2].stops[0].identity`.
    private static func keyPath(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
        }
        return text.isEmpty ? "the document" : text
    }

    private static func words(for error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let context):
            let path = keyPath(context.codingPath)
            return "\(path) has no '\(key.stringValue)'"
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            return "\(keyPath(context.codingPath)) is not \(typeName(type))"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "it is not JSON" : "\(keyPath(context.codingPath)) is not valid"
        @unknown default:
            return "\(error)"
        }
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type: return "a whole number"
        case is [String].Type: return "a list of strings"
        default: return type is any Collection.Type ? "a list" : "an object"
        }
    }

    /// Where the JSON parser stopped, when it says (Foundation writes "line 3, column 5"); else the start.
    private static func mark(of error: DecodingError) -> Mark {
        guard case .dataCorrupted(let context) = error, let underlying = context.underlyingError else { return .start }
        let text = "\(underlying)" + ((underlying as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "")
        guard let match = text.range(of: #"line \d+, column \d+"#, options: .regularExpression) else { return .start }
        let numbers = text[match].split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        guard numbers.count == 2 else { return .start }
        return Mark(line: numbers[0], column: max(numbers[1], 1))
    }
}
