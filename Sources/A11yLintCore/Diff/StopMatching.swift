/// Pairs the focus stops of two versions of one screen, as a person comparing
/// what the screen reader says would pair them.
///
/// 1. Stops with the same node identity pair first (the k-th stop of an identity
///    with the k-th): an identity survives wrapping a layout, inserting a sibling
///    and reordering.
/// 2. The identity pairs that keep their relative order (the longest increasing
///    run of their new places, `keptOrder`) cut both screens into gaps. In each gap
///    the unpaired stops are aligned by what they say and what they are (a
///    longest common subsequence weighted by `similarity`): a relabelled button
///    keeps its place and kind, so it pairs with its old self.
/// 3. Stops still unpaired pair when they say exactly the same (a stop that moved
///    and whose identity changed with its place).
///
/// Steps 1 and 3 are hashing, and step 2's alignment is O(n·m) in the size of
/// each gap only: a screen where most stops keep their identity costs little more
/// than linear time. A gap too large to align (`largestAlignedGap`) pairs its stops
/// by exact words only. `referencePairs` is the plain alignment of whole screens
/// that the tests hold this against.
public enum StopMatching {
    /// A stop of the old screen and the stop of the new screen it became, by place in swipe order (0-based).
    public struct Pair: Equatable, Hashable, Sendable {
        public var old: Int
        public var new: Int

        public init(old: Int, new: Int) {
            self.old = old
            self.new = new
        }
    }

    /// The gap size (old stops × new stops) above which stops are paired by exact words, not aligned.
    static let largestAlignedGap = 250_000

    /// The pairs, sorted by old place.
    public static func pairs(old: [AnnouncedStop], new: [AnnouncedStop]) -> [Pair] {
        var newOf = [Int](repeating: -1, count: old.count)
        var oldOf = [Int](repeating: -1, count: new.count)
        func pair(_ oldPlace: Int, _ newPlace: Int) {
            newOf[oldPlace] = newPlace
            oldOf[newPlace] = oldPlace
        }

        // 1. By identity.
        var placesOfIdentity: [String: [Int]] = [:]
        for (place, stop) in old.enumerated().reversed() { placesOfIdentity[stop.identity, default: []].append(place) }
        for (place, stop) in new.enumerated() {
            if let oldPlace = placesOfIdentity[stop.identity]?.popLast() { pair(oldPlace, place) }
        }

        // 2. Align the gaps between the identity pairs that kept their order.
        let identityPairs = old.indices.compactMap { newOf[$0] < 0 ? nil : Pair(old: $0, new: newOf[$0]) }
        let anchors = keptOrder(identityPairs).sorted().map { identityPairs[$0] }
        var oldStart = 0
        var newStart = 0
        for anchor in anchors + [Pair(old: old.count, new: new.count)] {
            let oldGap = (oldStart..<anchor.old).filter { newOf[$0] < 0 }
            let newGap = (newStart..<anchor.new).filter { oldOf[$0] < 0 }
            if !oldGap.isEmpty, !newGap.isEmpty {
                let aligned = oldGap.count * newGap.count <= largestAlignedGap
                    ? align(oldGap.map { old[$0] }, newGap.map { new[$0] })
                    : sameWords(oldGap.map { old[$0] }, newGap.map { new[$0] })
                for found in aligned { pair(oldGap[found.old], newGap[found.new]) }
            }
            oldStart = anchor.old + 1
            newStart = anchor.new + 1
        }

        // 3. What is left, by exact words anywhere on the screen.
        let oldLeft = old.indices.filter { newOf[$0] < 0 }
        let newLeft = new.indices.filter { oldOf[$0] < 0 }
        if !oldLeft.isEmpty, !newLeft.isEmpty {
            for found in sameWords(oldLeft.map { old[$0] }, newLeft.map { new[$0] }) {
                pair(oldLeft[found.old], newLeft[found.new])
            }
        }
        return old.indices.compactMap { newOf[$0] < 0 ? nil : Pair(old: $0, new: newOf[$0]) }
    }

    /// The indices (into `pairs`, which are sorted by old place) of a largest set of
    /// pairs whose new places rise with their old ones: the stops that kept their
    /// relative order. The others moved. O(k log k) (patience sorting).
    public static func keptOrder(_ pairs: [Pair]) -> Set<Int> {
        // tails[length - 1]: the index of the pair ending the best run of that length with the lowest new place.
        var tails: [Int] = []
        var before = [Int](repeating: -1, count: pairs.count)
        for (index, pair) in pairs.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if pairs[tails[middle]].new < pair.new { low = middle + 1 } else { high = middle }
            }
            before[index] = low > 0 ? tails[low - 1] : -1
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var kept: Set<Int> = []
        var current = tails.last ?? -1
        while current >= 0 {
            kept.insert(current)
            current = before[current]
        }
        return kept
    }

    /// How alike two stops with different identities are, as what a person would
    /// go by: the same name, the same kind of node (the identity's first word: its
    /// class or `#identifier`), the same role, the same value, a name that differs
    /// only in spacing or case. 0 when they should not pair: a stop pairs with
    /// another of its kind, or with one that has its name.
    static func similarity(_ old: Features, _ new: Features) -> Int {
        let sameName = !old.name.isEmpty && old.name == new.name
        let sameKind = old.kind == new.kind
        guard sameName || sameKind else { return 0 }
        var score = 0
        if sameName { score += 4 } else if !old.folded.isEmpty, old.folded == new.folded { score += 2 }
        if sameKind { score += 2 }
        if old.role == new.role { score += 2 }
        if !old.value.isEmpty, old.value == new.value { score += 1 }
        return score >= 4 ? score : 0
    }

    /// What `similarity` compares, worked out once per stop rather than once per pair.
    struct Features {
        var identity: String
        var kind: Substring
        var name: String
        /// The name in lower case without spaces and punctuation.
        var folded: String
        var role: String
        var value: String

        init(_ stop: AnnouncedStop) {
            identity = stop.identity
            kind = StopMatching.kind(of: stop.identity)
            name = stop.name
            folded = String(stop.name.lowercased().filter { !$0.isWhitespace && !$0.isPunctuation })
            role = stop.role
            value = stop.value
        }
    }

    /// The identity's first word: `Button` of `Button "OK" in #bar`, `#checkout`, `Decrement` of a stepper's button.
    static func kind(of identity: String) -> Substring {
        identity.prefix { $0 != " " && $0 != "[" && $0 != "\"" }
    }

    /// The pairs of a longest common subsequence weighted by `similarity`: the most
    /// alike pairing that keeps both orders. O(n·m).
    static func align(_ old: [AnnouncedStop], _ new: [AnnouncedStop],
                      weight: (Features, Features) -> Int = similarity) -> [Pair] {
        let oldFeatures = old.map(Features.init)
        let newFeatures = new.map(Features.init)
        let columns = new.count + 1
        var best = [Int](repeating: 0, count: (old.count + 1) * columns)
        var weights = [Int](repeating: 0, count: old.count * new.count)
        for i in old.indices {
            for j in new.indices {
                let w = weight(oldFeatures[i], newFeatures[j])
                weights[i * new.count + j] = w
                let diagonal = w > 0 ? best[i * columns + j] + w : 0
                best[(i + 1) * columns + j + 1] = max(best[i * columns + j + 1], best[(i + 1) * columns + j], diagonal)
            }
        }
        var found: [Pair] = []
        var i = old.count
        var j = new.count
        while i > 0, j > 0 {
            let here = best[i * columns + j]
            let w = weights[(i - 1) * new.count + j - 1]
            if w > 0, here == best[(i - 1) * columns + j - 1] + w {
                found.append(Pair(old: i - 1, new: j - 1))
                i -= 1
                j -= 1
            } else if here == best[(i - 1) * columns + j] {
                i -= 1
            } else {
                j -= 1
            }
        }
        return found.reversed()
    }

    /// Pairs of stops that say exactly the same (name, value, role, states), the
    /// k-th of some words with the k-th; in linear time.
    static func sameWords(_ old: [AnnouncedStop], _ new: [AnnouncedStop]) -> [Pair] {
        var placesOfWords: [Words: [Int]] = [:]
        for (place, stop) in old.enumerated().reversed() where !stop.utterance.isEmpty || !stop.name.isEmpty {
            placesOfWords[Words(stop), default: []].append(place)
        }
        var found: [Pair] = []
        for (place, stop) in new.enumerated() {
            if let oldPlace = placesOfWords[Words(stop)]?.popLast() { found.append(Pair(old: oldPlace, new: place)) }
        }
        return found.sorted { $0.old < $1.old }
    }

    private struct Words: Hashable {
        var name: String
        var value: String
        var role: String
        var states: [String]

        init(_ stop: AnnouncedStop) {
            name = stop.name
            value = stop.value
            role = stop.role
            states = stop.states
        }
    }

    /// The reference the tests hold `pairs` against: one alignment of the whole
    /// screens, where the same identity weighs more than any run of similar stops.
    /// It cannot see a stop that moved, and costs O(n·m) on every screen.
    static func referencePairs(old: [AnnouncedStop], new: [AnnouncedStop]) -> [Pair] {
        let identityWeight = 1 + 12 * max(old.count, new.count)
        return align(old, new) { first, second in
            first.identity == second.identity ? identityWeight : similarity(first, second)
        }
    }
}
