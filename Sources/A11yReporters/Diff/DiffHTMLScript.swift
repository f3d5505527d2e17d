/// The diff page's script: draws each side's map (with the lint report's map
/// drawing, `HTMLMapDrawing`) and list of stops from the screen's data, marks the
/// stops that differ, and lights up a change's stop on both maps when a change,
/// a mark or a stop is pointed at or focused. It uses no network and writes no
/// text as HTML: every text goes in through `textContent`.
enum DiffHTMLScript {
    static var js: String { prefix + HTMLMapLayout.js + HTMLMapDrawing.js + main }

    private static let prefix = "(function () {\n  \"use strict\";\n"

    private static let main = #"""
  // Each kind's mark: the pin's shape and letter (as the legend and the list of changes show them).
  var MARK = { added: ["circle", "A"], removed: ["square", "R"], changed: ["diamond", "C"], moved: ["triangle", "M"] };
  var WORD = { o: "before", n: "after" };

  function drawSide(section, key, data, changes) {
    var pane = document.getElementById(section.id + "-" + key);
    if (!pane || !data) return;
    var kindOf = {}, changeOf = {}, pins = [];
    changes.forEach(function (change, k) {
      var n = key === "o" ? change[1] : change[2];
      if (n < 0 || !data.s[n]) return;
      kindOf[n] = change[0];
      changeOf[n] = k;
      pins.push({ at: n, r: null, shape: MARK[change[0]][0], letter: MARK[change[0]][1],
        title: change[0] + ": stop " + (n + 1) + ": " + data.s[n][1],
        mark: function (node) { node.setAttribute("data-c", k); node.classList.add("diff-" + change[0]); } });
    });
    section.changeOf[key] = changeOf;
    var title = section.querySelector("h3").textContent + ", " + WORD[key];
    drawMap(pane.querySelector("[data-map]"), pane.id, title, data, {
      pins: pins,
      stopClass: function (n) { return kindOf[n] ? "diff-" + kindOf[n] : ""; },
      describe: function (drawn, pinned) {
        return ", " + pinned + " of them marked as added, removed, changed or moved" +
          ". The list of changes beside the maps says what each mark stands for.";
      },
      label: pane.id + "-mh"
    });
    var list = pane.querySelector("ol.stops");
    if (!list) return;
    var fragment = document.createDocumentFragment();
    data.s.forEach(function (stop, n) {
      var item = html("li", { id: pane.id + "-st" + n, "data-stop": n, tabindex: "0",
        "data-placed": data.fr && stop[0] ? "map" : "list" });
      if (kindOf[n]) {
        item.classList.add("diff-" + kindOf[n]);
        item.appendChild(html("span", { "class": "kind" }, MARK[kindOf[n]][1] + " " + kindOf[n] + ": "));
      }
      item.appendChild(html("q", {}, stop[1]));
      if (stop[2]) {
        item.appendChild(document.createTextNode(" then "));
        item.appendChild(html("q", { "class": "hint" }, stop[2]));
      }
      if (stop[6]) item.appendChild(html("span", { "class": "layer" }, " [" + stop[6] + " window]"));
      item.appendChild(document.createTextNode(" "));
      item.appendChild(html("code", { title: stop[3] }, stop[7] || stop[3]));
      if (data.fr && !stop[0]) item.appendChild(html("span", { "class": "meta" }, " · no frame, so not on the map"));
      fragment.appendChild(item);
    });
    list.appendChild(fragment);
  }

  function draw(section) {
    if (section.hasAttribute("data-drawn")) return;
    section.setAttribute("data-drawn", "");
    var data = JSON.parse(section.querySelector("script.data").textContent);
    section.screenData = data;
    section.changeOf = {};
    drawSide(section, "o", data.o, data.c);
    drawSide(section, "n", data.n, data.c);
  }

  // Highlighting: a change lights up its item and its stop on both maps and in both lists;
  // a stop that differs does the same, and any other stop lights up only itself.
  function related(section, target) {
    var c = target.getAttribute("data-c"), selectors = [];
    if (c == null) {
      var side = target.closest("[data-side]"), n = target.getAttribute("data-stop");
      if (!side || n == null) return [];
      c = (section.changeOf[side.getAttribute("data-side")] || {})[n];
      if (c == null) return side.querySelectorAll('[data-stop="' + n + '"]');
    }
    var change = section.screenData.c[c];
    if (!change) return [];
    selectors.push('[data-c="' + c + '"]');
    if (change[1] >= 0) selectors.push('[data-side="o"] [data-stop="' + change[1] + '"]');
    if (change[2] >= 0) selectors.push('[data-side="n"] [data-stop="' + change[2] + '"]');
    return section.querySelectorAll(selectors.join(","));
  }
  var lit = [];
  function light(event) {
    var section = event.target.closest && event.target.closest("section.screen");
    var target = event.target.closest && event.target.closest("[data-c],[data-stop]");
    unlight();
    if (!section || !target || !section.screenData) return;
    lit = Array.prototype.slice.call(related(section, target));
    lit.forEach(function (node) { node.classList.add("hl"); });
  }
  function unlight() {
    lit.forEach(function (node) { node.classList.remove("hl"); });
    lit = [];
  }
  var screens = document.getElementById("screens");
  screens.addEventListener("mouseover", light);
  screens.addEventListener("focusin", light);
  screens.addEventListener("mouseleave", unlight);
  screens.addEventListener("focusout", function (event) { if (!screens.contains(event.relatedTarget)) unlight(); });
  zoomsMapsIn(screens);

  // Drawing: everything now on a small diff, else each screen as it nears the view.
  var sections = Array.prototype.slice.call(document.querySelectorAll("section.screen"));
  if (document.body.getAttribute("data-draw") === "all" || !("IntersectionObserver" in window)) {
    sections.forEach(draw);
  } else {
    var observer = new IntersectionObserver(function (entries) {
      entries.forEach(function (entry) {
        if (!entry.isIntersecting) return;
        observer.unobserve(entry.target);
        draw(entry.target);
      });
    }, { rootMargin: "600px 0px" });
    sections.forEach(function (section) { observer.observe(section); });
  }
})();

"""#
}
