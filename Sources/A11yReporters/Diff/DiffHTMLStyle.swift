import A11yLintCore

/// The diff page's style, on top of the lint report's (`HTMLStyle`): the two
/// sides side by side (stacked on a narrow window) with the changes beside or
/// below them, and a mark for each kind of difference that differs from the
/// others in shape and letter as well as colour. Colours keep a contrast of at
/// least 4.5:1 with the page in light and dark mode, and 3:1 with the marks' letters.
enum DiffHTMLStyle {
    /// How each kind of difference is marked: its shape on the map and in the lists, its letter, and the side it is on.
    struct Mark {
        var kind: StopDifference.Kind
        var shape: String
        var letter: String
        var side: String
    }

    static let kinds = [Mark(kind: .added, shape: "circle", letter: "A", side: "on NEW"),
                        Mark(kind: .removed, shape: "square", letter: "R", side: "on OLD"),
                        Mark(kind: .changed, shape: "diamond", letter: "C", side: "on both"),
                        Mark(kind: .moved, shape: "triangle", letter: "M", side: "on both")]

    static func mark(_ kind: StopDifference.Kind) -> Mark { kinds.first { $0.kind == kind }! }

    static func icon(_ kind: StopDifference.Kind) -> String {
        "<svg class=\"icon diff-\(kind.rawValue)\" aria-hidden=\"true\" focusable=\"false\"><use href=\"#icon-\(kind.rawValue)\"/></svg>"
    }

    static let css = #"""
:root { --added: #1b6e20; --removed: #b3261e; --changed: #6a1b9a; --moved: #8a4b00; }
@media (prefers-color-scheme: dark) {
  :root { --added: #81c784; --removed: #ff8a80; --changed: #ce93d8; --moved: #ffb74d; }
}
/* OLD and NEW side by side, the changes beside them on a wide window and below them on a
   narrower one; all stacked on a phone. Each side carries its screen's proportions (--ar). */
section.screen .sides { display: grid; gap: 1.25rem; align-items: start;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) minmax(18rem, 1fr); }
section.screen .sides.one { grid-template-columns: minmax(0, 1fr) minmax(18rem, 1fr); }
@media (max-width: 100rem) { section.screen .sides { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
  section.screen .changes-pane { grid-column: 1 / -1; } }
@media (max-width: 50rem) { section.screen .sides, section.screen .sides.one { grid-template-columns: minmax(0, 1fr); }
  section.screen { --map-h: 95vh; } }
.side { min-width: 0; }
.side h4 .which { font-weight: 700; }
.side details { margin-top: .5rem; }
ol.changes { margin: 0; padding-left: 0; list-style: none; max-height: 80vh; overflow: auto; }
ol.changes > li { padding: .3rem .4rem; border-radius: 3px; border-left: 4px solid var(--border); margin-bottom: .3rem; }
ol.changes > li.diff-added { border-left-color: var(--added); }
ol.changes > li.diff-removed { border-left-color: var(--removed); border-left-style: dashed; }
ol.changes > li.diff-changed { border-left-color: var(--changed); border-left-style: double; }
ol.changes > li.diff-moved { border-left-color: var(--moved); border-left-style: dotted; }
ol.changes .kind { font-weight: 700; }
ol.changes ul.parts { margin: .2rem 0 0; padding-left: 1.2rem; }
ol.changes del, ol.changes ins { text-decoration: none; }
ol.changes del::before { content: "was "; color: var(--muted); }
ol.changes ins::before { content: "now "; color: var(--muted); }
ul.finding-changes { padding-left: 1.2rem; }
.icon.diff-added, svg .pin.diff-added .shape { fill: var(--added); }
.icon.diff-removed, svg .pin.diff-removed .shape { fill: var(--removed); }
.icon.diff-changed, svg .pin.diff-changed .shape { fill: var(--changed); }
.icon.diff-moved, svg .pin.diff-moved .shape { fill: var(--moved); }
.diff-added .kind { color: var(--added); }
.diff-removed .kind { color: var(--removed); }
.diff-changed .kind { color: var(--changed); }
.diff-moved .kind { color: var(--moved); }
/* A stop that differs: its outline in its kind's colour, thicker, and dashed or dotted by kind. */
svg .stopmark.diff-added .outline { stroke: var(--added); stroke-width: 3px; }
svg .stopmark.diff-removed .outline { stroke: var(--removed); stroke-width: 3px; stroke-dasharray: 6 3; }
svg .stopmark.diff-changed .outline { stroke: var(--changed); stroke-width: 3px; stroke-dasharray: 10 3 2 3; }
svg .stopmark.diff-moved .outline { stroke: var(--moved); stroke-width: 3px; stroke-dasharray: 2 3; }
svg .stopmark.hl .outline { stroke: var(--fg); stroke-width: 4px; }

"""#

    /// The kinds' shapes, drawn once and used by the legend and the lists.
    static let icons = """
<svg width="0" height="0" style="position:absolute" aria-hidden="true" focusable="false"><defs>
<symbol id="icon-added" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7"/></symbol>
<symbol id="icon-removed" viewBox="0 0 16 16"><rect x="1.5" y="1.5" width="13" height="13"/></symbol>
<symbol id="icon-changed" viewBox="0 0 16 16"><path d="M8 .5 15.5 8 8 15.5 .5 8Z"/></symbol>
<symbol id="icon-moved" viewBox="0 0 16 16"><path d="M8 1 15.5 15H.5Z"/></symbol>
</defs></svg>

"""
}
