import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// No stop is named by a file, asset or resource id, or by a bare type word.
///
/// Only names the app sets for the screen reader are judged (an accessibility
/// label, a content description, or a control's or image's text): a text view that
/// shows "IMG_0042.jpg" on screen shows it to everyone, like a file list does,
/// and so does a label that repeats a text shown elsewhere (a user name "jane_doe").
/// A bare role word that the reader speaks as the role ("Button, button") is
/// left to `name-no-role-word`, and a decorative image (a chevron named
/// `chevron.right`) to `decorative-image-hidden`. An icon merged into a row or button is judged
/// too when the row speaks its description ("Icon, 88, Icon, 23").
struct NameNotAssetIdRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        var found: [Violation] = []
        // Made when first needed: most screens have no candidate at all.
        var shown: Set<String>?
        func isShown(_ name: String) -> Bool {
            if shown == nil { shown = Self.visibleTexts(in: model) }
            return shown?.contains(SpokenText.trimmed(Substring(name))) ?? false
        }
        for stop in model.stops {
            let node = stop.node
            let name = stop.announcement.name
            guard stop.segment == nil, !name.isEmpty, let leak = AssetName.leak(in: name), model.isJudged(node) else {
                continue
            }
            let traits = model.traits(of: node)
            let override = model.nameOverride(of: node)
            // Text that a plain text view shows is seen by everyone: not a leaked label.
            if override == nil, !traits.isControl, !model.isImage(node) { continue }
            if leak == .typeWord, Self.isSpokenRole(name, stop.announcement.role) { continue }
            // A chevron named `chevron.right` should be hidden, not renamed: decorative-image-hidden says so.
            if model.isImage(node), !traits.isControl, model.decorativeReason(of: node) != nil { continue }
            // Words the screen shows are its content (a user name, a file name), seen by everyone alike.
            if leak != .typeWord, isShown(name) { continue }
            let what = model.isImage(node) ? "Image" : traits.isControl ? "Control" : "Element"
            found.append(Violation(node, """
                \(what) is named '\(name)', \(leak.description), not a description; the screen reader says \
                '\(stop.announcement.utterance)'. Name it for what it shows or does.
                """, at: override?.mark))
        }
        return found + mergedLeaks(in: model, isShown: isShown)
    }

    /// The texts the screen shows, trimmed.
    private static func visibleTexts(in model: ScreenModel) -> Set<String> {
        Set(model.nodes.lazy.filter { !model.isHidden($0) }.compactMap(\.visibleText).map { SpokenText.trimmed(Substring($0)) })
    }

    /// Descriptions of nodes that are no stops of their own but are spoken as part
    /// of the stop that holds them.
    private func mergedLeaks(in model: ScreenModel, isShown: (String) -> Bool) -> [Violation] {
        model.nodes.compactMap { node in
            guard model.stop(on: node) == nil, let override = model.nameOverride(of: node),
                  let leak = AssetName.leak(in: override.name), !model.isHidden(node), model.isJudged(node) else {
                return nil
            }
            if leak != .typeWord, isShown(override.name) { return nil }
            var current = model.parent(of: node)
            while let ancestor = current, model.stop(on: ancestor) == nil { current = model.parent(of: ancestor) }
            guard let holder = current.flatMap(model.announcement(of:)),
                  SpokenText.containsWord(holder.name, SpokenText.trimmed(Substring(override.name))) else { return nil }
            return Violation(node, """
                Description '\(override.name)' is \(leak.description), not a description, and is spoken within \
                '\(holder.name)'. Describe what it shows, or hide it if the text beside it says it all.
                """, at: override.mark)
        }
    }

    /// Whether the name is the role word the reader already speaks: `name-no-role-word` reports that.
    private static func isSpokenRole(_ name: String, _ role: String) -> Bool {
        !role.isEmpty && role.split(separator: ",").contains { SpokenText.containsWord(name, SpokenText.trimmed($0)) }
    }
}
