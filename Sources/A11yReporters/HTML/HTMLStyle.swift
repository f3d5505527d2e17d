/// The page's style sheet and severity icons. Colours keep text at a contrast of
/// at least 4.5:1 on their background in light and dark mode; severity is also
/// told by shape (diamond, triangle, circle) and word, never by colour alone.
enum HTMLStyle {
    static let css = #"""
:root { color-scheme: light dark;
  --bg: #ffffff; --fg: #1b1b1b; --muted: #4d4d4d; --border: #767676; --panel: #f5f5f5;
  --link: #0b57d0; --error: #b3261e; --warning: #8a4b00; --note: #00695c; --on-mark: #ffffff;
  --stop: #0b57d0; --path: #5c5c5c; --hl: #fff1a8; --focus: #1b1b1b; --screen: #fafafa; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #121212; --fg: #ececec; --muted: #bdbdbd; --border: #9e9e9e; --panel: #1e1e1e;
    --link: #8ab4f8; --error: #ff8a80; --warning: #ffb74d; --note: #80cbc4; --on-mark: #121212;
    --stop: #8ab4f8; --path: #bdbdbd; --hl: #332e0c; --focus: #ffffff; --screen: #1a1a1a; }
}
* { box-sizing: border-box; }
body { margin: 0; padding: 0 1.25rem 2rem; background: var(--bg); color: var(--fg);
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
a { color: var(--link); }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.skip { position: absolute; left: -999px; top: 0; background: var(--bg); padding: .5rem; }
.skip:focus { left: .5rem; }
header { border-bottom: 1px solid var(--border); margin-bottom: 1rem; }
h1 { font-size: 1.6rem; margin: 1rem 0 .25rem; }
h2 { font-size: 1.3rem; margin: 1.5rem 0 .5rem; }
h3 { font-size: 1.1rem; margin: 1rem 0 .25rem; }
h4 { font-size: 1rem; margin: .25rem 0; }
.meta { color: var(--muted); }
code, .loc { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: .875em; word-break: break-all; }
dl.totals { display: flex; flex-wrap: wrap; align-items: baseline; gap: .5rem .4rem; margin: 0; }
dl.totals dt { color: var(--muted); }
dl.totals dd { margin: 0 1.1rem 0 0; font-weight: 600; }
table { border-collapse: collapse; margin: 1rem 0; }
caption { text-align: left; font-weight: 600; }
th, td { border: 1px solid var(--border); padding: .2rem .6rem; text-align: right; }
th[scope="row"], th[scope="col"]:first-child { text-align: left; font-weight: normal; }
.icon { width: 1em; height: 1em; vertical-align: -0.125em; }
.icon.sev-error, .pin.sev-error .shape { fill: var(--error); }
.icon.sev-warning, .pin.sev-warning .shape { fill: var(--warning); }
.icon.sev-note, .pin.sev-note .shape { fill: var(--note); }
.sev-error .sev { color: var(--error); font-weight: 600; }
.sev-warning .sev { color: var(--warning); font-weight: 600; }
.sev-note .sev { color: var(--note); font-weight: 600; }
form.filters { display: flex; flex-wrap: wrap; gap: 1rem; align-items: end; }
fieldset { border: 1px solid var(--border); border-radius: 4px; }
fieldset.rules { flex: 1 1 20rem; }
fieldset label { display: inline-block; margin-right: 1rem; }
button { font: inherit; color: var(--fg); background: var(--panel); border: 1px solid var(--border); border-radius: 4px; padding: .1rem .6rem; }
/* The index is a grid of whole entries: none is split between two columns. */
nav#index ol { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 22rem), 1fr));
  gap: .3rem 2rem; list-style: none; padding: 0; margin: 0; }
nav#index li { display: flex; gap: .4rem; min-width: 0; }
nav#index li .num { flex: none; min-width: 3ch; text-align: right; font-variant-numeric: tabular-nums; color: var(--muted); }
nav#index li .entry { min-width: 0; overflow-wrap: anywhere; }
section.screen { border-top: 1px solid var(--border); padding-top: .5rem; margin-top: 1.5rem; }
/* The map's column: as wide as a portrait screen drawn the window's height tall
   (--map-h), and at most half the row; a landscape screen (.wide) takes the whole
   row above its lists. The page without findings (announce) gives the map more room. */
section.screen { --ar: .5; --map-h: 78vh; --map-share: 50%; }
body[data-content="stops"] section.screen { --map-share: 62%; }
.panes { display: grid; gap: 1.25rem; align-items: start;
  grid-template-columns: minmax(14rem, min(var(--map-share), calc(var(--map-h) * var(--ar)))) minmax(0, 1fr) minmax(0, 1fr); }
body[data-content="stops"] .panes { grid-template-columns: minmax(14rem, min(var(--map-share), calc(var(--map-h) * var(--ar)))) minmax(0, 1fr); }
section.screen.wide .panes { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
body[data-content="stops"] section.screen.wide .panes { grid-template-columns: minmax(0, 1fr); }
section.screen.wide .map-pane { grid-column: 1 / -1; }
/* Stacked on a narrow window, where the page scrolls anyway: the map takes the width. */
@media (max-width: 60rem) { .panes, body[data-content="stops"] .panes { grid-template-columns: minmax(0, 1fr); }
  section.screen { --map-h: 95vh; } }
.map { max-height: 85vh; overflow: auto; border: 1px solid var(--border); border-radius: 4px; background: var(--panel); }
/* Fitted: the map's width, or the width at which it is the window's height tall; zoom multiplies it. */
.map svg { display: block; height: auto; margin: 0 auto;
  width: calc(min(100%, calc(var(--map-h) * var(--ar))) * var(--zoom, 1)); max-width: none; }
.map-tools { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: center; margin: 0 0 .4rem; }
.map-tools fieldset { margin: 0; padding: 0 .5rem .1rem; }
.map-tools legend { padding: 0 .2rem; }
.zoom { display: flex; gap: .3rem; align-items: center; }
.zoom button { min-width: 2.75rem; min-height: 2.75rem; }
.zoom output { min-width: 4ch; color: var(--muted); }
.shot-note { margin: .3rem 0 0; }
.nomap, .pending { color: var(--muted); padding: .5rem; margin: 0; }
ol.stops, ul.findings { position: relative; margin: 0; padding-left: 2.8rem; max-height: 80vh; overflow: auto; }
ul.findings { list-style: none; padding-left: 0; }
ol.stops li, ul.findings li { padding: .2rem .3rem; border-radius: 3px; }
ol.stops li q { quotes: "\201C" "\201D"; }
.hint { font-style: italic; }
.layer, .status { color: var(--muted); }
.hl { background: var(--hl); }
.off { display: none !important; }
svg .device { fill: var(--screen); stroke: var(--border); stroke-width: 1.5px; vector-effect: non-scaling-stroke; }
svg .swipe { fill: none; stroke: var(--path); stroke-width: 1.5px; stroke-dasharray: 5 4; vector-effect: non-scaling-stroke; }
svg .stopmark .outline { fill: none; pointer-events: all; stroke: var(--stop); stroke-width: 1.5px; vector-effect: non-scaling-stroke; }
svg .badgemark .badge { fill: var(--stop); stroke: var(--bg); stroke-width: 1px; vector-effect: non-scaling-stroke; }
svg .leader { stroke: var(--stop); stroke-width: 1px; vector-effect: non-scaling-stroke; }
svg .boxtext { fill: var(--fg); text-anchor: start; font-family: system-ui, sans-serif; dominant-baseline: central; pointer-events: none; }
svg .nodemark { fill: none; stroke: var(--path); stroke-width: 1px; stroke-dasharray: 3 3; vector-effect: non-scaling-stroke; }
svg .nodemark.hl { stroke: var(--fg); stroke-width: 3px; fill: var(--hl); fill-opacity: .5; }
svg .shot { display: none; }
.map.shows-shot svg .shot { display: inline; }
.map.shows-shot svg .device, .map.shows-shot svg .boxtext { display: none; }
.map.shows-shot svg .stopmark .outline { stroke-width: 2px; filter: drop-shadow(0 0 1px #fff); }
svg .badgemark .num, svg .pin text { fill: var(--on-mark); font-weight: 700; text-anchor: middle; dominant-baseline: central; font-family: system-ui, sans-serif; }
svg .pin .shape { stroke: var(--bg); stroke-width: 1px; vector-effect: non-scaling-stroke; }
svg .stopmark.hl .outline { stroke: var(--fg); stroke-width: 4px; fill: var(--hl); fill-opacity: .5; }
svg .badgemark.hl .badge, svg .pin.hl .shape { stroke: var(--fg); stroke-width: 3px; }
svg .hl { background: none; }
@media (prefers-reduced-motion: no-preference) {
  html { scroll-behavior: smooth; }
  .hl { transition: background-color .15s; }
}
@media (forced-colors: active) { svg .stopmark .outline, svg .swipe { stroke: CanvasText; } }

"""#

    /// The severity shapes, drawn once and used by every list and legend.
    static let icons = """
<svg width="0" height="0" style="position:absolute" aria-hidden="true" focusable="false"><defs>
<symbol id="icon-error" viewBox="0 0 16 16"><path d="M8 .5 15.5 8 8 15.5 .5 8Z"/></symbol>
<symbol id="icon-warning" viewBox="0 0 16 16"><path d="M8 1 15.5 15H.5Z"/></symbol>
<symbol id="icon-note" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7"/></symbol>
</defs></svg>

"""
}
