import A11yFindings
import A11yDump

/// A reorder handle: the grip at the edge of a list row that a user drags to move
/// the row. UIKit draws its own for a table in edit mode (`UITableViewCellReorderControl`,
/// and the list cells' reorder accessory, found by the class name's end
/// `ReorderControl`); apps draw theirs (Android's drag-sort lists, Compose's
/// reorderable lists, SwiftUI rows with a custom grip).
///
/// A drawn handle is found by its id ("drag_handle", "reorderHandle") or by a
/// name that only says what it is ("Drag handle", "Drag to reorder"), and only
/// when the same id or name comes back on two rows or more: a sheet's grabber
/// (Material's `BottomSheetDragHandleView` is named "Drag handle" and often has
/// the id `drag_handle`) stands once on a screen, a list's handles once per row.
/// A lone "Reorder" is not taken for a handle: a shop's order history has a
/// "Reorder" (buy again) button on every row. XCUITest and Appium snapshots
/// record UIKit's control as a plain button named "Reorder" and the row's label,
/// which a dump cannot tell from such a button; those are left alone.
public enum ReorderHandle: Component {
    public static let name = "reorder-handle"

    public static func matchesClass(_ name: String) -> Bool {
        name.hasSuffix("ReorderControl")
    }

    public static func structureTest(for screen: DetectionInput) -> (SemanticNode) -> Bool {
        // Candidates grouped by what made them one (the id's own part, or the name), each with its parent.
        var byKey: [String: [(node: Int, parent: Int)]] = [:]
        let idSaysHandle = screen.identifiers.answers { IdentifierWords.contains($0, any: handleIdWords) }
        for node in screen.tree.nodes where !screen.hidden[node.order] {
            guard let key = candidateKey(node, idSaysHandle: idSaysHandle.answer(for: node)),
                  let parent = screen.tree.parent(of: node) else { continue }
            byKey[key, default: []].append((node.order, parent.order))
        }
        var handles = Set<Int>()
        for group in byKey.values where Set(group.map(\.parent)).count >= 2 {
            handles.formUnion(group.map(\.node))
        }
        return { handles.contains($0.order) }
    }

    /// What makes the node look like a drawn handle: its id, when the id says so,
    /// else its name, when the name only says what it is; nil for anything else.
    private static func candidateKey(_ node: SemanticNode, idSaysHandle: Bool) -> String? {
        if idSaysHandle, let id = node.identifier {
            return "id:" + String(id.split(separator: "/").last ?? Substring(id))
        }
        let n = node.dumped
        guard let name = n.string(.contentDescription) ?? n.string(.accessibilityLabel) ?? node.visibleText,
              // Most names hold none of the words, not even inside another word: a scan of
              // their bytes rules them out before the name is split into words, which took
              // 8% of a lint when done for every node. Folding gives these letters only
              // from the same ASCII letters (`FoldedScalarScan`), so the scan misses none.
              IdentifierWords.contains(name, any: drawnHandleLetters),
              name.count <= 40 else { return nil }
        let words = wordsOf(name)
        guard isOnlyHandleWords(words), words.contains(where: { drawnHandleWords.contains($0) }) else { return nil }
        return "name:" + words.joined(separator: " ")
    }

    /// Id words of a handle, looked for in the id's own part with `_` and `-` skipped.
    private static let handleIdWords = IdentifierWords.Words(["draghandle", "reorderhandle", "handledrag", "dragreorder"])

    /// Words one of which a drawn handle's bare name holds: "Drag handle", "Drag to reorder".
    /// Not "reorder" alone (an order history's "Reorder" button) nor "move" alone (a file's "Move").
    private static let drawnHandleWords: Set<String> = ["drag", "handle", "grip"]
    private static let drawnHandleLetters = IdentifierWords.Words(Array(drawnHandleWords), ignoringSeparators: false)

    // MARK: - What it says

    /// Words that only say what a handle is or does, not which row it moves.
    static let handleWords: Set<String> = [
        "reorder", "drag", "handle", "grip", "move", "rearrange", "sort", "drop", "to", "and", "item", "row",
        "button", "this", "the",
    ]

    /// The lowercased words of a text: runs of letters and digits.
    static func wordsOf(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    /// Whether the words are some and say only what a handle is: "Reorder",
    /// "Drag handle", "Drag to reorder", "Move item".
    public static func isOnlyHandleWords(_ words: [String]) -> Bool {
        !words.isEmpty && words.allSatisfy { handleWords.contains($0) }
    }

    /// Whether a handle's name says only what it is, not which row it moves.
    public static func nameIsBare(_ name: String) -> Bool {
        isOnlyHandleWords(wordsOf(name))
    }
}
