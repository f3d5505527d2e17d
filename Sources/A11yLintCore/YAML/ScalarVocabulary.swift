/// Words a reader expects to see over and over (key names, common values).
///
/// The parser matches each scalar's bytes against them before decoding: a match
/// hands out the one shared `String` and the word's number, so key names are
/// neither decoded nor hashed again on every node.
struct ScalarVocabulary: Sendable {
    let words: [String]
    /// For each byte length, the words of that length with their numbers.
    private let byLength: [[(bytes: [UInt8], word: Int)]]

    /// Repeated words keep their first number.
    init(_ list: [String]) {
        var words: [String] = []
        var byLength: [[(bytes: [UInt8], word: Int)]] = []
        for word in list where !words.contains(word) {
            let bytes = Array(word.utf8)
            while byLength.count <= bytes.count { byLength.append([]) }
            byLength[bytes.count].append((bytes, words.count))
            words.append(word)
        }
        self.words = words
        self.byLength = byLength
    }

    /// The number of the word spelled by `bytes`, if it is one.
    func word(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes.count < byLength.count, let first = bytes.first else { return nil }
        for candidate in byLength[bytes.count] where candidate.bytes[0] == first {
            if candidate.bytes.withUnsafeBufferPointer({ $0.elementsEqual(bytes) }) { return candidate.word }
        }
        return nil
    }
}
