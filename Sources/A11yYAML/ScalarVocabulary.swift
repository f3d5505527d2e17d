import A11yFindings

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Words a reader expects to see over and over (key names, common values).
///
/// The parser matches each scalar's bytes against them before decoding: a match
/// hands out the one shared `String` and the word's number, so key names are
/// neither decoded nor hashed again on every node.
public struct ScalarVocabulary: Sendable {
    let words: [String]
    /// Every word's bytes, one after the other, and where each starts.
    private let bytes: [UInt8]
    private let starts: [Int]
    /// Open addressing on a cheap hash of a scalar's length and three of its bytes:
    /// a word's number plus one, or 0 for an empty slot.
    private let slots: [UInt16]

    /// Repeated words keep their first number.
    public init(_ list: [String]) {
        var words: [String] = []
        for word in list where !words.contains(word) { words.append(word) }
        var bytes: [UInt8] = []
        var starts: [Int] = []
        for word in words {
            starts.append(bytes.count)
            bytes.append(contentsOf: word.utf8)
        }
        starts.append(bytes.count)
        // At most a quarter full, so that a scalar that is no word meets an empty slot soon.
        var size = 64
        while size < words.count * 4 { size *= 2 }
        var slots = [UInt16](repeating: 0, count: size)
        for (number, word) in words.enumerated() {
            let text = Array(word.utf8)
            var slot = text.withUnsafeBufferPointer { Self.hash($0) } & (size - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = UInt16(number + 1)
        }
        self.words = words
        self.bytes = bytes
        self.starts = starts
        self.slots = slots
    }

    /// The number of the word spelled by `text`, if it is one.
    func word(_ text: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !text.isEmpty else { return nil }
        let mask = slots.count - 1
        var slot = Self.hash(text) & mask
        return bytes.withUnsafeBufferPointer { bytes in
            while true {
                let entry = Int(slots[slot])
                if entry == 0 { return nil }
                let start = starts[entry - 1]
                if starts[entry] - start == text.count,
                   memcmp(bytes.baseAddress! + start, text.baseAddress!, text.count) == 0 {
                    return entry - 1
                }
                slot = (slot + 1) & mask
            }
        }
    }

    private static func hash(_ text: UnsafeBufferPointer<UInt8>) -> Int {
        let count = text.count
        return count &* 31 &+ Int(text[0]) &* 7 &+ Int(text[count - 1]) &* 131 &+ Int(text[count / 2]) &* 17
    }
}
