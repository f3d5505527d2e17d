import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// A modal layer offers a named control the screen reader reaches: one that closes it or acts.
struct ModalDismissRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        var violations: [Violation] = []
        for modal in model.modals where model.isJudged(modal.root) && !modal.platformOffersWayOut {
            // The scrim is outside the root: tapping beside the layer is no way out without sight.
            let wayOut = model.stops(within: modal.root).contains { stop in
                let traits = model.traits(of: stop.node)
                return (traits.isControl || traits.actions.contains(.activate)) && traits.enabled != .no
                    && !SpokenText.isEffectivelyEmpty(stop.announcement.name)
            }
            if wayOut { continue }
            let scrim = modal.scrim.map { " (its scrim\(model.named($0)) closes it only for a tap beside it)" } ?? ""
            violations.append(Violation(modal.root, """
                \(model.label(modal)) has no named control the screen \
                reader can reach to close it or act\(scrim): a blind user is stuck in it.
                """))
        }
        return violations
    }
}
