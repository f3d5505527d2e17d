/// The page's script: draws each screen's map and lists from its data when the
/// screen comes into view (or all at once on a small run), links what belongs
/// together for highlighting, and applies the filters. It uses no network and
/// writes no text as HTML: every text goes in through `textContent`.
///
/// Filters can be preset from the page's address, so that a filtered view can be
/// shared: `?hide-severity=note,warning&hide-status=baselined&hide-rule=a,b`.
enum HTMLScript {
    static let js = #"""
(function () {
  "use strict";
  var NS = "http://www.w3.org/2000/svg";
  var showsFindings = document.body.getAttribute("data-content") === "findings";
  var LETTER = { error: "E", warning: "W", note: "N" };
  var hidden = { severity: {}, status: {}, rule: {} };

  function html(name, attributes, text) {
    var node = document.createElement(name);
    for (var key in attributes) node.setAttribute(key, attributes[key]);
    if (text != null) node.textContent = text;
    return node;
  }
  function svg(name, attributes, text) {
    var node = document.createElementNS(NS, name);
    for (var key in attributes) node.setAttribute(key, attributes[key]);
    if (text != null) node.textContent = text;
    return node;
  }
  function icon(severity) {
    var node = svg("svg", { "class": "icon sev-" + severity, "aria-hidden": "true", focusable: "false" });
    node.appendChild(svg("use", { href: "#icon-" + severity }));
    return node;
  }
  function marks(node, finding, index) {
    node.setAttribute("data-sev", finding[1]);
    node.setAttribute("data-rule", finding[0]);
    node.setAttribute("data-status", finding[7]);
    if (finding[5] >= 0) node.setAttribute("data-stop-ref", finding[5]);
    if (index != null) node.setAttribute("data-f", index);
    node.classList.add("sev-" + finding[1]);
    if (!isShown(node)) node.classList.add("off");
  }
  function isShown(node) {
    return !hidden.severity[node.getAttribute("data-sev")] && !hidden.status[node.getAttribute("data-status")] &&
      !hidden.rule[node.getAttribute("data-rule")];
  }

  // The lists.
  function drawStops(section, data, onStop) {
    var list = section.querySelector("ol.stops");
    if (!list) return;
    var id = section.id, fragment = document.createDocumentFragment();
    data.s.forEach(function (stop, n) {
      var item = html("li", { id: id + "-st" + n, "data-stop": n, tabindex: "0",
        "data-placed": data.fr && stop[0] ? "map" : "list" });
      item.appendChild(html("q", {}, stop[1]));
      if (stop[2]) {
        item.appendChild(document.createTextNode(" then "));
        item.appendChild(html("q", { "class": "hint" }, stop[2]));
      }
      if (stop[6]) item.appendChild(html("span", { "class": "layer" }, " [" + stop[6] + " window]"));
      item.appendChild(document.createTextNode(" "));
      item.appendChild(html("code", {}, stop[3]));
      item.appendChild(html("span", { "class": "meta" },
        " line " + stop[4] + ":" + stop[5] + (stop[0] ? "" : " · no frame, so not on the map")));
      var on = onStop[n];
      if (on && showsFindings) {
        var note = html("span", { "class": "on-stop" }, " Findings: ");
        on.forEach(function (index, k) {
          if (k) note.appendChild(document.createTextNode(", "));
          var link = html("a", { href: "#" + id + "-f" + index }, data.f[index][1] + " " + data.f[index][0]);
          marks(link, data.f[index], null);
          note.appendChild(link);
        });
        item.appendChild(note);
      }
      fragment.appendChild(item);
    });
    list.appendChild(fragment);
  }

  function drawFindings(section, data) {
    var list = section.querySelector("ul.findings");
    if (!list) return;
    var id = section.id, fragment = document.createDocumentFragment();
    data.f.forEach(function (finding, index) {
      var place = finding[5] >= 0 ? data.s[finding[5]][0] : finding[6];
      var item = html("li", { id: id + "-f" + index, tabindex: "0", "data-placed": data.fr && place ? "map" : "list" });
      marks(item, finding, index);
      item.appendChild(icon(finding[1]));
      item.appendChild(html("span", { "class": "sev" }, " " + finding[1]));
      item.appendChild(document.createTextNode(" "));
      item.appendChild(html("a", { href: "#rule-" + finding[0] }, finding[0]));
      item.appendChild(document.createTextNode(": " + finding[2] + " "));
      item.appendChild(html("span", { "class": "loc" }, data.p + ":" + finding[3] + ":" + finding[4]));
      var where = finding[5] >= 0 ? "at stop " + (finding[5] + 1) :
        finding[6] ? "on a node that is not a stop" : "not on the map: its node has no frame";
      item.appendChild(html("span", { "class": "meta" }, " · " + where));
      if (finding[7] !== "active") {
        item.appendChild(html("span", { "class": "status" },
          " · " + finding[7] + (finding[8] ? ": " + finding[8] : "")));
      }
      fragment.appendChild(item);
    });
    list.appendChild(fragment);
  }

  // The map.
  function drawMap(section, data, onStop) {
    var holder = section.querySelector("[data-map]");
    if (!holder || !data.fr) return;
    var id = section.id, screen = data.fr, stops = data.s, findings = showsFindings ? data.f : [];
    var left = screen[0], top = screen[1], right = screen[0] + screen[2], bottom = screen[1] + screen[3];
    function grow(r) {
      if (!r) return;
      left = Math.min(left, r[0]); top = Math.min(top, r[1]);
      right = Math.max(right, r[0] + r[2]); bottom = Math.max(bottom, r[1] + r[3]);
    }
    stops.forEach(function (stop) { grow(stop[0]); });
    findings.forEach(function (finding) { grow(finding[6]); });
    var unit = Math.max(Math.min(screen[2], screen[3]) / 22, 4), pad = unit * 1.2;
    var width = right - left + 2 * pad, height = bottom - top + 2 * pad;
    var title = section.querySelector("h3").textContent;
    var drawn = stops.filter(function (stop) { return stop[0]; }).length;
    var pinned = findings.filter(function (f) { return f[5] >= 0 ? stops[f[5]][0] : f[6]; }).length;
    var map = svg("svg", { viewBox: [left - pad, top - pad, width, height].join(" "), role: "img",
      "aria-labelledby": id + "-mt " + id + "-md", "class": "screenmap", "data-screen-map": "" });
    map.appendChild(svg("title", { id: id + "-mt" }, "Map of " + title));
    map.appendChild(svg("desc", { id: id + "-md" }, "The screen drawn to scale in " + data.u + ", " + screen[2] +
      " by " + screen[3] + ", with " + drawn + " focus stops outlined and numbered in visiting order" +
      (showsFindings ? " and " + pinned + " findings pinned on their nodes" : "") +
      ". The lists beside the map give the same stops and findings as text."));
    map.appendChild(svg("rect", { "class": "device", x: screen[0], y: screen[1], width: screen[2], height: screen[3] }));
    var points = [];
    stops.forEach(function (stop) {
      if (stop[0]) points.push((stop[0][0] + stop[0][2] / 2) + "," + (stop[0][1] + stop[0][3] / 2));
    });
    if (points.length > 1) map.appendChild(svg("polyline", { "class": "swipe", points: points.join(" ") }));
    stops.forEach(function (stop, n) {
      var r = stop[0];
      if (!r) return;
      var group = svg("g", { "class": "stopmark", "data-stop": n });
      group.appendChild(svg("title", {}, "Stop " + (n + 1) + ": " + stop[1]));
      group.appendChild(svg("rect", { "class": "outline", x: r[0], y: r[1], width: r[2], height: r[3] }));
      var radius = unit * 0.6;
      group.appendChild(svg("circle", { "class": "badge", cx: r[0] + radius, cy: r[1] + radius, r: radius }));
      group.appendChild(svg("text", { x: r[0] + radius, y: r[1] + radius, "font-size": unit * (n < 99 ? 0.7 : 0.5) }, n + 1));
      map.appendChild(group);
    });
    // Pins sit in a row along the top edge of their node, from its right corner.
    var taken = {};
    findings.forEach(function (finding, index) {
      var r = finding[5] >= 0 ? stops[finding[5]][0] : finding[6];
      if (!r) return;
      var key = r.join(","), k = taken[key] || 0;
      taken[key] = k + 1;
      var size = unit * 0.55;
      var x = r[0] + r[2] - size - k * size * 2.2, y = r[1] + size;
      if (x < r[0] + size) x = r[0] + r[2] - size - (k % 6) * size * 2.2;
      var group = svg("g", { "class": "pin", transform: "translate(" + x + " " + y + ")" });
      marks(group, finding, index);
      group.appendChild(svg("title", {}, finding[1] + ": " + finding[0] + ": " + finding[2]));
      if (finding[1] === "note") {
        group.appendChild(svg("circle", { "class": "shape", r: size }));
      } else if (finding[1] === "warning") {
        group.appendChild(svg("path", { "class": "shape",
          d: "M0 " + (-size * 1.15) + "L" + size * 1.1 + " " + size * 0.8 + "L" + (-size * 1.1) + " " + size * 0.8 + "Z" }));
      } else {
        group.appendChild(svg("path", { "class": "shape",
          d: "M0 " + (-size * 1.2) + "L" + size * 1.2 + " 0L0 " + size * 1.2 + "L" + (-size * 1.2) + " 0Z" }));
      }
      group.appendChild(svg("text", { y: finding[1] === "warning" ? size * 0.2 : 0, "font-size": size * 1.1 }, LETTER[finding[1]]));
      map.appendChild(group);
    });
    holder.textContent = "";
    holder.appendChild(map);
    // A tall map scrolls inside its box, which keyboard users must be able to reach.
    if (height > width * 2.2) {
      holder.setAttribute("tabindex", "0");
      holder.setAttribute("role", "group");
      holder.setAttribute("aria-labelledby", id + "-mh");
    }
  }

  function draw(section) {
    if (section.hasAttribute("data-drawn")) return;
    section.setAttribute("data-drawn", "");
    var data = JSON.parse(section.querySelector("script.data").textContent);
    var onStop = {};
    data.f.forEach(function (finding, index) {
      if (finding[5] >= 0) (onStop[finding[5]] = onStop[finding[5]] || []).push(index);
    });
    drawMap(section, data, onStop);
    drawStops(section, data, onStop);
    if (showsFindings) drawFindings(section, data);
  }

  // Highlighting: a stop, its outline and its findings; a finding, its pin and its stop.
  function related(section, target) {
    var stop = target.getAttribute("data-stop"), finding = target.getAttribute("data-f");
    var selectors = [];
    if (finding != null) {
      selectors.push('[data-f="' + finding + '"]');
      var ref = target.getAttribute("data-stop-ref");
      if (ref != null) selectors.push('[data-stop="' + ref + '"]');
    } else if (stop != null) {
      selectors.push('[data-stop="' + stop + '"]', '[data-f][data-stop-ref="' + stop + '"]');
    }
    return selectors.length ? section.querySelectorAll(selectors.join(",")) : [];
  }
  var lit = [];
  function light(event) {
    var section = event.target.closest && event.target.closest("section.screen");
    var target = event.target.closest && event.target.closest("[data-stop],[data-f]");
    unlight();
    if (!section || !target) return;
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

  // Filters.
  var form = document.querySelector("form.filters");
  function applyFilters() {
    if (!form) return;
    ["severity", "status", "rule"].forEach(function (name) {
      hidden[name] = {};
      form.querySelectorAll('input[name="' + name + '"]').forEach(function (box) {
        if (!box.checked) hidden[name][box.value] = true;
      });
    });
    document.querySelectorAll("#screens [data-sev]").forEach(function (node) {
      node.classList.toggle("off", !isShown(node));
    });
    var all = document.querySelectorAll("ul.findings > li"), shown = 0;
    all.forEach(function (item) { if (!item.classList.contains("off")) shown++; });
    var status = document.getElementById("shown");
    var drawnAll = document.querySelectorAll("section.screen:not([data-drawn])").length === 0;
    if (status) status.textContent = "Showing " + shown + " of " + all.length + " findings" +
      (drawnAll ? "." : " on the screens drawn so far.");
  }
  if (form) {
    var query = new URLSearchParams(location.search);
    ["severity", "status", "rule"].forEach(function (name) {
      var values = (query.get("hide-" + name) || "").split(",");
      form.querySelectorAll('input[name="' + name + '"]').forEach(function (box) {
        if (values.indexOf(box.value) >= 0) box.checked = false;
      });
    });
    form.addEventListener("change", applyFilters);
    form.addEventListener("click", function (event) {
      var which = event.target.getAttribute && event.target.getAttribute("data-rules");
      if (!which) return;
      form.querySelectorAll('input[name="rule"]').forEach(function (box) { box.checked = which === "all"; });
      applyFilters();
    });
    applyFilters();
  }

  // Drawing: everything now on a small run, else each screen as it nears the view.
  var sections = Array.prototype.slice.call(document.querySelectorAll("section.screen"));
  function drawAll() {
    sections.forEach(draw);
    applyFilters();
  }
  if (document.body.getAttribute("data-draw") === "all" || !("IntersectionObserver" in window)) {
    drawAll();
  } else {
    var observer = new IntersectionObserver(function (entries) {
      entries.forEach(function (entry) {
        if (!entry.isIntersecting) return;
        observer.unobserve(entry.target);
        draw(entry.target);
      });
      applyFilters();
    }, { rootMargin: "600px 0px" });
    sections.forEach(function (section) { observer.observe(section); });
    var button = document.getElementById("draw-all");
    if (button) button.addEventListener("click", function () {
      button.disabled = true;
      button.textContent = "Drawing…";
      setTimeout(function () { drawAll(); button.textContent = "Every screen is drawn"; }, 0);
    });
  }
})();

"""#
}
