import A11yDump

/// For each image of a screen, what another stop of its row says when it says
/// the image's name: the "icon that repeats the text beside it" of
/// `ScreenModel.decorativeReason` ("Settings, image" then "Settings").
///
/// The row is the image's parent, and its stops are all the stops within it.
/// Searched image by image, a parent with thousands of stops (idb's flat
/// `describe-all`, a flat settings pane) was read once for each of its images, so
/// the time grew with the square of the screen. Here each parent of an image is
/// read once: its stops are grouped by what they say, trimmed and lowercased, and
/// each image looks its own name up.
///
/// Answers are exactly those of reading the row's stops in order for each image
/// (a test compares both on the corpus and on random trees).
struct NamesSaidBesideImages: Sendable {
    /// By image order: the name the first other stop of its row says, as that stop says it.
    private let said: [Int: String]

    /// What a stop says, as the comparison sees it: its words trimmed and
    /// lowercased, and its length before that. Names more than two bytes longer or
    /// shorter than the image's do not count, so each length has a group of its own.
    private struct Saying: Hashable {
        let words: String
        let length: Int
    }

    /// An image whose name another stop may say.
    private struct Image {
        let node: SemanticNode
        let saying: Saying
    }

    /// Reads each parent of a named image once; every other node only to find the images.
    init(in model: ScreenModel) {
        var imagesByRow: [Int: [Image]] = [:]
        for node in model.nodes where node.children.isEmpty && model.isImage(node) {
            let name = SpokenText.trimmed(Substring(model.name(of: node)))
            guard !SpokenText.isEffectivelyEmpty(name), let row = node.parentOrder else { continue }
            imagesByRow[row, default: []].append(Image(node: node, saying: Saying(words: name.lowercased(),
                                                                                   length: name.utf8.count)))
        }
        var said: [Int: String] = [:]
        for (row, images) in imagesByRow {
            let stops = model.stops(within: model.nodes[row])
            let words = Set(images.map(\.saying.words))
            let lengths = Set(images.flatMap { ($0.saying.length - 2) ... ($0.saying.length + 2) })
            // The places in `stops` of the stops that say each image's name, in order.
            var places: [Saying: [Int]] = [:]
            for place in stops.indices {
                let name = stops[place].announcement.name
                // The length first: it rules out most stops without building a string.
                guard lengths.contains(name.utf8.count) else { continue }
                let saying = Saying(words: SpokenText.trimmed(Substring(name)).lowercased(), length: name.utf8.count)
                if words.contains(saying.words) { places[saying, default: []].append(place) }
            }
            for image in images {
                var first: Int?
                for length in (image.saying.length - 2) ... (image.saying.length + 2) {
                    let saying = Saying(words: image.saying.words, length: length)
                    // The image's own stop says its name too, and is passed over.
                    guard let place = places[saying]?.first(where: { place in
                        stops[place].node !== image.node && !image.node.contains(stops[place].node)
                    }) else { continue }
                    first = min(first ?? place, place)
                }
                if let first { said[image.node.order] = stops[first].announcement.name }
            }
        }
        self.said = said
    }

    /// What the first stop of the image's row other than the image says when it
    /// says the image's name (trimmed, in any case, at most two bytes longer or
    /// shorter); nil when none does, or the node is no named image.
    func name(repeating image: SemanticNode) -> String? {
        said[image.order]
    }
}
