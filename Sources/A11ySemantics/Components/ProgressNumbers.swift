/// The numbers a progress text or a progress indicator states: positions ("2 of
/// 5", "2/5") and percentages ("40%", "40 percent"). Two texts that state one of
/// the same say the same progress twice (criteria.md 4.13, PRG-1).
public struct ProgressNumbers: Equatable, Sendable {
    /// Positions as (step, count): "2 of 5" is (2, 5).
    public private(set) var positions: Set<Position> = []
    /// Whole percentages: "40%" is 40.
    public private(set) var percentages: Set<Int> = []

    public struct Position: Hashable, Sendable {
        public let step: Int
        public let count: Int
    }

    public init() {}

    /// The positions and percentages written in `text`. Only English "of" and a
    /// slash join a position: other languages' words are not known here.
    public init(text: String) {
        let characters = Array(text.lowercased())
        var place = 0
        while place < characters.count {
            guard characters[place].isASCIIDigit else {
                place += 1
                continue
            }
            guard let (first, afterFirst) = Self.number(in: characters, at: place) else {
                // Past the whole run of digits and points: no part of "2.5" is a step.
                while place < characters.count, characters[place].isASCIIDigit || characters[place] == "." { place += 1 }
                continue
            }
            var next = Self.skippingSpaces(characters, from: afterFirst)
            if next < characters.count, characters[next] == "%" || Self.word("percent", in: characters, at: next) {
                percentages.insert(first)
            } else if let joinEnd = Self.joiner(in: characters, at: next) {
                next = Self.skippingSpaces(characters, from: joinEnd)
                if let (second, _) = Self.number(in: characters, at: next), first >= 0, first <= second, second > 0 {
                    positions.insert(Position(step: first, count: second))
                }
            }
            place = afterFirst
        }
    }

    /// What a range's value states: the step of a range counted in whole steps
    /// ("2 of 5") and its share in whole percent.
    public init(range: ValueRange) {
        guard let current = range.current, let maximum = range.maximum else { return }
        let minimum = range.minimum ?? 0
        guard maximum > minimum, current >= minimum, current <= maximum else { return }
        if current == current.rounded(), maximum == maximum.rounded(), minimum == 0, maximum <= 1_000 {
            positions.insert(Position(step: Int(current), count: Int(maximum)))
        }
        percentages.insert(Int(((current - minimum) / (maximum - minimum) * 100).rounded()))
    }

    /// Everything either states.
    public func union(_ other: ProgressNumbers) -> ProgressNumbers {
        var both = self
        both.positions.formUnion(other.positions)
        both.percentages.formUnion(other.percentages)
        return both
    }

    /// Whether the two state one number in common, as a position or as a percentage.
    public func sharesAny(with other: ProgressNumbers) -> Bool {
        !positions.isDisjoint(with: other.positions) || !percentages.isDisjoint(with: other.percentages)
    }

    public var isEmpty: Bool { positions.isEmpty && percentages.isEmpty }

    // MARK: - Reading a text

    /// The whole number of at most six digits starting at `place`, and the place after it.
    private static func number(in characters: [Character], at place: Int) -> (Int, Int)? {
        var end = place
        while end < characters.count, characters[end].isASCIIDigit { end += 1 }
        // A decimal ("2.5") is no step and no whole percentage.
        let decimal = end + 1 < characters.count && characters[end] == "." && characters[end + 1].isASCIIDigit
        guard end > place, end - place <= 6, !decimal, let value = Int(String(characters[place..<end])) else {
            return nil
        }
        return (value, end)
    }

    private static func skippingSpaces(_ characters: [Character], from place: Int) -> Int {
        var place = place
        while place < characters.count, characters[place] == " " { place += 1 }
        return place
    }

    /// The end of "of" or "/" at `place`, if one is there.
    private static func joiner(in characters: [Character], at place: Int) -> Int? {
        guard place < characters.count else { return nil }
        if characters[place] == "/" { return place + 1 }
        return word("of", in: characters, at: place) ? place + 2 : nil
    }

    /// Whether `word` stands at `place` as a whole word.
    private static func word(_ word: String, in characters: [Character], at place: Int) -> Bool {
        let letters = Array(word)
        guard place + letters.count <= characters.count,
              Array(characters[place..<(place + letters.count)]) == letters else { return false }
        let after = place + letters.count
        return after == characters.count || !characters[after].isLetter
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
