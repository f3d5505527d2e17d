/// A screen's node identifiers (`SemanticNode.identifier`), each distinct one kept
/// once, with every node's place in that list. Every row of a list repeats its ids,
/// so detection asks its questions of an id (does it name a page indicator, a
/// status banner, a drag handle?) once per distinct id rather than once per node:
/// asked node by node, folding and searching ids took a tenth of a large lint.
/// Made once per screen when detection starts (`DetectionInput.identifiers`).
struct ScreenIdentifiers: Sendable {
    /// Each distinct identifier, in the order its first node comes.
    let distinct: [String]
    /// Per node, in tree order: its identifier's place in `distinct`, or -1 when it has none.
    private let places: [Int32]

    init(tree: ScreenTree) {
        var distinct: [String] = []
        var placeOf: [String: Int32] = [:]
        var places = [Int32](repeating: -1, count: tree.nodes.count)
        // Siblings usually share an id pattern and rows repeat it: the last id is
        // compared before hashing.
        var last: (id: String, place: Int32)?
        for node in tree.nodes {
            guard let id = node.identifier else { continue }
            if let last, last.id == id {
                places[node.order] = last.place
                continue
            }
            let place: Int32
            if let known = placeOf[id] {
                place = known
            } else {
                place = Int32(distinct.count)
                distinct.append(id)
                placeOf[id] = place
            }
            places[node.order] = place
            last = (id, place)
        }
        self.distinct = distinct
        self.places = places
    }

    /// The place of the node's identifier in `distinct`; nil when it has none.
    func place(of node: SemanticNode) -> Int? {
        let place = places[node.order]
        return place < 0 ? nil : Int(place)
    }

    /// `question` answered for every distinct identifier, by place: read it for a
    /// node with `answer(_:for:)`.
    func answers(_ question: (String) -> Bool) -> IdentifierAnswers {
        IdentifierAnswers(byPlace: distinct.map(question), identifiers: self)
    }
}

/// One question's answers for a screen's identifiers (`ScreenIdentifiers.answers`).
struct IdentifierAnswers: Sendable {
    fileprivate let byPlace: [Bool]
    fileprivate let identifiers: ScreenIdentifiers

    /// The answer for the node's identifier; false when it has none.
    func answer(for node: SemanticNode) -> Bool {
        guard let place = identifiers.place(of: node) else { return false }
        return byPlace[place]
    }
}
