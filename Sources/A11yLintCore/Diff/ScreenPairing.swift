/// Pairs the screens of OLD with those of NEW.
///
/// Files pair by relative path (`DiffFile.relativePath`); when each side is one
/// file, those two pair whatever their names. Files left over pair when one's
/// path ends with the other's (a snapshot of one subfolder against the whole
/// folder). Within two paired files, screens pair by key (`Screen.key`: the
/// screen's name, else `#N`). Screens still left over pair by what they hold: two
/// screens of one platform pair when most of their stops' identities are the
/// same (a renamed file, a renamed screen), the most alike first. The rest are
/// added or removed.
public enum ScreenPairing {
    /// The least share of identities (of both screens' together) two leftover screens must have in common.
    static let leastSharedIdentities = 0.5
    /// Above this many leftover screens on a side, leftovers are not compared with each other (n·m set comparisons).
    static let mostComparedLeftovers = 500

    public static func pairs(old: [DiffFile], new: [DiffFile]) -> [(old: DiffScreen?, new: DiffScreen?)] {
        var result: [(old: DiffScreen?, new: DiffScreen?)] = []
        var oldLeft: [DiffScreen] = []
        var newLeft: [DiffScreen] = []
        for (oldFile, newFile) in pairFiles(old: old, new: new) {
            guard let oldFile, let newFile else {
                oldLeft += oldFile?.screens ?? []
                newLeft += newFile?.screens ?? []
                continue
            }
            var byKey: [String: [Int]] = [:]
            for (index, screen) in oldFile.screens.enumerated().reversed() { byKey[screen.announced.screen, default: []].append(index) }
            var oldTaken = [Bool](repeating: false, count: oldFile.screens.count)
            for screen in newFile.screens {
                if let index = byKey[screen.announced.screen]?.popLast() {
                    oldTaken[index] = true
                    result.append((oldFile.screens[index], screen))
                } else {
                    newLeft.append(screen)
                }
            }
            oldLeft += oldFile.screens.indices.filter { !oldTaken[$0] }.map { oldFile.screens[$0] }
        }
        let alike = pairAlike(old: oldLeft, new: newLeft)
        result += alike.pairs
        result += alike.oldLeft.map { (old: $0, new: nil) }
        result += alike.newLeft.map { (old: nil, new: $0) }
        return result
    }

    /// Files of the two sides that pair; a nil side is a file the other side does not have.
    static func pairFiles(old: [DiffFile], new: [DiffFile]) -> [(DiffFile?, DiffFile?)] {
        if old.count == 1, new.count == 1 { return [(old[0], new[0])] }
        var byPath: [String: Int] = [:]
        for (index, file) in old.enumerated() where byPath[file.relativePath] == nil { byPath[file.relativePath] = index }
        var oldTaken = [Bool](repeating: false, count: old.count)
        var result: [(DiffFile?, DiffFile?)] = []
        var newLeft: [DiffFile] = []
        for file in new {
            if let index = byPath.removeValue(forKey: file.relativePath) {
                oldTaken[index] = true
                result.append((old[index], file))
            } else {
                newLeft.append(file)
            }
        }
        var oldLeft = old.indices.filter { !oldTaken[$0] }.map { old[$0] }
        // One path ends with the other at a folder boundary, and no other leftover's does.
        var stillNew: [DiffFile] = []
        for file in newLeft {
            let matches = oldLeft.indices.filter { endsAlike(oldLeft[$0].relativePath, file.relativePath) }
            if matches.count == 1 {
                result.append((oldLeft.remove(at: matches[0]), file))
            } else {
                stillNew.append(file)
            }
        }
        return result + oldLeft.map { ($0, nil) } + stillNew.map { (nil, $0) }
    }

    private static func endsAlike(_ first: String, _ second: String) -> Bool {
        let (short, long) = first.count <= second.count ? (first, second) : (second, first)
        return long.hasSuffix("/" + short)
    }

    /// Leftover screens paired by the identities of their stops, the most alike first.
    static func pairAlike(old: [DiffScreen], new: [DiffScreen])
        -> (pairs: [(old: DiffScreen?, new: DiffScreen?)], oldLeft: [DiffScreen], newLeft: [DiffScreen]) {
        guard !old.isEmpty, !new.isEmpty, old.count <= mostComparedLeftovers, new.count <= mostComparedLeftovers else {
            return ([], old, new)
        }
        let oldSets = old.map { Set($0.announced.stops.map(\.identity)) }
        let newSets = new.map { Set($0.announced.stops.map(\.identity)) }
        var candidates: [(share: Double, old: Int, new: Int)] = []
        for (i, first) in old.enumerated() {
            for (j, second) in new.enumerated() where first.announced.platform == second.announced.platform {
                let union = oldSets[i].union(newSets[j]).count
                guard union > 0 else { continue }
                let share = Double(oldSets[i].intersection(newSets[j]).count) / Double(union)
                if share >= leastSharedIdentities { candidates.append((share, i, j)) }
            }
        }
        candidates.sort { ($0.share, -$0.old, -$0.new) > ($1.share, -$1.old, -$1.new) }
        var oldTaken = [Bool](repeating: false, count: old.count)
        var newTaken = [Bool](repeating: false, count: new.count)
        var pairs: [(old: DiffScreen?, new: DiffScreen?)] = []
        for candidate in candidates where !oldTaken[candidate.old] && !newTaken[candidate.new] {
            oldTaken[candidate.old] = true
            newTaken[candidate.new] = true
            pairs.append((old[candidate.old], new[candidate.new]))
        }
        return (pairs, old.indices.filter { !oldTaken[$0] }.map { old[$0] },
                new.indices.filter { !newTaken[$0] }.map { new[$0] })
    }
}
