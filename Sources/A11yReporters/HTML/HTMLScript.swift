/// The page's script: draws each screen's map and lists from its data when the
/// screen comes into view (or all at once on a small run), links what belongs
/// together for highlighting, and applies the filters. It uses no network and
/// writes no text as HTML: every text goes in through `textContent`.
///
/// Filters can be preset from the page's address, so that a filtered view can be
/// shared: `?hide-severity=note,warning&hide-status=baselined&hide-rule=a,b`.
///
/// The map's marks are placed by `HTMLMapLayout`, whose functions come first.
enum HTMLScript {
    static var js: String { prefix + HTMLMapLayout.js + main }

    private static let prefix = "(function () {\n  \"use strict\";\n"

    private static let main = #"""
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
  function marks_(node, finding, index) {
    node.setAttribute("data-sev", finding[1]);
    node.setAttribute("data-rule", finding[0]);
    node.setAttribute("data-status", finding[7]);
    if (finding[5] >= 0) node.setAttribute("data-stop-ref", finding[5]);
    if (index != null) node.setAttribute("data-f", index);
    if (finding[10] >= 0) node.setAttribute("data-g", finding[10]);
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
      // The identity, as the text and JSON reports name the node; the node path is its tooltip.
      item.appendChild(html("code", { title: stop[3] }, stop[7] || stop[3]));
      item.appendChild(html("span", { "class": "meta" },
        " line " + stop[4] + ":" + stop[5] + (stop[0] ? "" : " · no frame, so not on the map")));
      var on = onStop[n];
      if (on && showsFindings) {
        var note = html("span", { "class": "on-stop" }, " Findings: ");
        on.forEach(function (index, k) {
          if (k) note.appendChild(document.createTextNode(", "));
          var link = html("a", { href: "#" + id + "-f" + index }, data.f[index][1] + " " + data.f[index][0]);
          marks_(link, data.f[index], null);
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
      marks_(item, finding, index);
      item.appendChild(icon(finding[1]));
      item.appendChild(html("span", { "class": "sev" }, " " + finding[1]));
      item.appendChild(document.createTextNode(" "));
      item.appendChild(html("a", { href: "#rule-" + finding[0] }, finding[0]));
      item.appendChild(document.createTextNode(": " + finding[2] + " "));
      if (finding[9]) {
        item.appendChild(html("code", { "class": "who" }, finding[9]));
        item.appendChild(document.createTextNode(" "));
      }
      item.appendChild(html("span", { "class": "loc" }, data.p + ":" + finding[3] + ":" + finding[4]));
      var where = finding[5] >= 0 ? "at stop " + (finding[5] + 1) :
        finding[6] ? "on a node that is not a stop" : "not on the map: its node has no frame";
      if (finding[10] >= 0) {
        var alike = data.f.filter(function (other) { return other[10] === finding[10]; }).length;
        where += " · one of " + alike + " alike findings, shown together";
      }
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
    // Marks are sized in the map's units for a phone-sized screen, so that they stay about
    // the size of a finger on a tablet or a car's screen instead of growing with it.
    var unit = Math.min(Math.max(Math.min(screen[2], screen[3]) / 28, 6), 24);
    var d = unit * 1.2, p = unit * 1.32;
    var marks = new Occupancy(d * 2, unit * 0.08);
    var badges = [];
    stops.forEach(function (stop, n) {
      if (stop[0]) badges[n] = marks.place(d, badgeSpots(stop[0], d), [stop[0][0], stop[0][1]]);
    });
    var pins = [];
    findings.forEach(function (finding, index) {
      var r = finding[5] >= 0 ? stops[finding[5]][0] : finding[6];
      if (r) pins[index] = marks.place(p, pinSpots(r, p), [r[0] + r[2], r[1]]);
    });
    // The drawing covers the screen, every node drawn and every mark.
    var left = screen[0], top = screen[1], right = screen[0] + screen[2], bottom = screen[1] + screen[3];
    function grow(r) {
      if (!r) return;
      left = Math.min(left, r[0]); top = Math.min(top, r[1]);
      right = Math.max(right, r[0] + r[2]); bottom = Math.max(bottom, r[1] + r[3]);
    }
    stops.forEach(function (stop) { grow(stop[0]); });
    findings.forEach(function (finding) { grow(finding[6]); });
    marks.all.forEach(grow);
    var pad = unit * 0.5;
    var width = right - left + 2 * pad, height = bottom - top + 2 * pad;
    var title = section.querySelector("h3").textContent;
    var drawn = stops.filter(function (stop) { return stop[0]; }).length;
    var pinned = pins.filter(Boolean).length;
    var map = svg("svg", { viewBox: [left - pad, top - pad, width, height].join(" "), role: "img",
      "aria-labelledby": id + "-mt " + id + "-md", "class": "screenmap", "data-screen-map": "" });
    map.appendChild(svg("title", { id: id + "-mt" }, "Map of " + title));
    map.appendChild(svg("desc", { id: id + "-md" }, "The screen drawn to scale in " + data.u + ", " + screen[2] +
      " by " + screen[3] + (data.sh ? ", over its screenshot," : "") + " with " + drawn +
      " focus stops outlined and numbered in visiting order" +
      (showsFindings ? " and " + pinned + " findings pinned on their nodes" : "") +
      ". The lists beside the map give the same stops and findings as text."));
    map.appendChild(svg("rect", { "class": "device", x: screen[0], y: screen[1], width: screen[2], height: screen[3] }));
    if (data.sh) {
      // Stretched to the screen's frame: the picture is in pixels, the map in points or dp.
      map.appendChild(svg("image", { "class": "shot", href: data.sh, x: screen[0], y: screen[1], width: screen[2],
        height: screen[3], preserveAspectRatio: "none" }));
    }
    // The nodes of findings that are not stops, dashed, so that a highlighted finding shows its node.
    findings.forEach(function (finding, index) {
      var r = finding[5] < 0 && finding[6];
      if (!r) return;
      var node = svg("rect", { "class": "nodemark", x: r[0], y: r[1], width: r[2], height: r[3] });
      marks_(node, finding, index);
      map.appendChild(node);
    });
    var size = unit * 0.5;
    stops.forEach(function (stop, n) {
      var r = stop[0];
      if (!r) return;
      var group = svg("g", { "class": "stopmark", "data-stop": n });
      group.appendChild(svg("title", {}, "Stop " + (n + 1) + ": " + stop[1]));
      group.appendChild(svg("rect", { "class": "outline", x: r[0], y: r[1], width: r[2], height: r[3] }));
      // The node's name along the top of its outline, after its badge when the badge sits in the
      // corner and before the pins of its findings, so that it stays clear of what it contains.
      var badge = badges[n], inside = badge[0] === r[0] && badge[1] === r[1];
      var x = r[0] + unit * 0.2 + (inside ? d : 0), y = r[1] + Math.min(r[3] / 2, d / 2);
      var room = r[0] + r[2] - unit * 0.2 - x - (onStop[n] ? onStop[n].length * p : 0);
      var words = r[3] >= size * 1.3 && fitted(stop[8] || stop[1], room, size);
      if (words) group.appendChild(svg("text", { "class": "boxtext", x: x, y: y, "font-size": size }, words));
      map.appendChild(group);
    });
    var points = [];
    stops.forEach(function (stop) {
      if (stop[0]) points.push((stop[0][0] + stop[0][2] / 2) + "," + (stop[0][1] + stop[0][3] / 2));
    });
    if (points.length > 1) map.appendChild(svg("polyline", { "class": "swipe", points: points.join(" ") }));
    // A mark placed away from its node gets a line back to the node.
    function leader(group, r, mark) {
      var cx = mark[0] + mark[2] / 2, cy = mark[1] + mark[3] / 2, end = nearest(r, cx, cy);
      if (Math.abs(end[0] - cx) + Math.abs(end[1] - cy) > mark[2]) {
        group.appendChild(svg("line", { "class": "leader", x1: cx, y1: cy, x2: end[0], y2: end[1] }));
      }
    }
    stops.forEach(function (stop, n) {
      var mark = badges[n];
      if (!mark) return;
      var group = svg("g", { "class": "badgemark", "data-stop": n });
      group.appendChild(svg("title", {}, "Stop " + (n + 1) + ": " + stop[1]));
      leader(group, stop[0], mark);
      group.appendChild(svg("circle", { "class": "badge", cx: mark[0] + d / 2, cy: mark[1] + d / 2, r: d / 2 }));
      group.appendChild(svg("text", { "class": "num", x: mark[0] + d / 2, y: mark[1] + d / 2,
        "font-size": unit * (n < 99 ? 0.7 : 0.5) }, n + 1));
      map.appendChild(group);
    });
    findings.forEach(function (finding, index) {
      var mark = pins[index];
      if (!mark) return;
      var s = p / 2.4, r = finding[5] >= 0 ? stops[finding[5]][0] : finding[6];
      var group = svg("g", { "class": "pin" });
      marks_(group, finding, index);
      group.appendChild(svg("title", {}, finding[1] + ": " + finding[0] + ": " + finding[2]));
      leader(group, r, mark);
      var shape = svg("g", { transform: "translate(" + (mark[0] + p / 2) + " " + (mark[1] + p / 2) + ")" });
      if (finding[1] === "note") {
        shape.appendChild(svg("circle", { "class": "shape", r: s * 1.1 }));
      } else if (finding[1] === "warning") {
        shape.appendChild(svg("path", { "class": "shape",
          d: "M0 " + (-s * 1.15) + "L" + s * 1.1 + " " + s * 0.8 + "L" + (-s * 1.1) + " " + s * 0.8 + "Z" }));
      } else {
        shape.appendChild(svg("path", { "class": "shape",
          d: "M0 " + (-s * 1.2) + "L" + s * 1.2 + " 0L0 " + s * 1.2 + "L" + (-s * 1.2) + " 0Z" }));
      }
      shape.appendChild(svg("text", { y: finding[1] === "warning" ? s * 0.2 : 0, "font-size": s * 1.1 }, LETTER[finding[1]]));
      group.appendChild(shape);
      map.appendChild(group);
    });
    holder.textContent = "";
    holder.appendChild(map);
    var choice = section.querySelector('input[value="shot"]');
    if (data.sh && (!choice || choice.checked)) holder.classList.add("shows-shot");
    // The map scrolls inside its box when zoomed or tall, so keyboard users must be able to reach it;
    // there + and - zoom it and 0 fits it again.
    holder.setAttribute("tabindex", "0");
    holder.setAttribute("role", "group");
    holder.setAttribute("aria-labelledby", id + "-mh");
  }

  // Which stops each finding covers besides its own: those inside its node's frame (a row's
  // separate stops), unless the node is half the screen or more.
  function coverage(data) {
    var screenArea = data.fr ? data.fr[2] * data.fr[3] : 0;
    return data.f.map(function (finding) {
      var r = finding[5] >= 0 ? data.s[finding[5]][0] : finding[6], covered = [];
      if (!r || r[2] * r[3] >= screenArea / 2) return covered;
      data.s.forEach(function (stop, n) {
        var s = stop[0];
        if (s && n !== finding[5] && s[0] >= r[0] && s[1] >= r[1] && s[0] + s[2] <= r[0] + r[2] &&
            s[1] + s[3] <= r[1] + r[3]) covered.push(n);
      });
      return covered;
    });
  }

  function draw(section) {
    if (section.hasAttribute("data-drawn")) return;
    section.setAttribute("data-drawn", "");
    var data = JSON.parse(section.querySelector("script.data").textContent);
    var onStop = {};
    data.f.forEach(function (finding, index) {
      if (finding[5] >= 0) (onStop[finding[5]] = onStop[finding[5]] || []).push(index);
    });
    section.screenData = data;
    section.covers = coverage(data);
    drawMap(section, data, onStop);
    drawStops(section, data, onStop);
    if (showsFindings) drawFindings(section, data);
  }

  // Highlighting: a stop, its outline and its findings; a finding, its pin, its stop, the stops
  // its node covers, and every finding of its group (one template over the items of a list).
  function related(section, target) {
    var stop = target.getAttribute("data-stop"), finding = target.getAttribute("data-f");
    var data = section.screenData, selectors = [];
    if (finding != null && data) {
      var group = data.f[finding][10], members = [];
      data.f.forEach(function (other, index) {
        if (index === +finding || (group >= 0 && other[10] === group)) members.push(index);
      });
      members.forEach(function (index) {
        selectors.push('[data-f="' + index + '"]');
        if (data.f[index][5] >= 0) selectors.push('[data-stop="' + data.f[index][5] + '"]');
        (section.covers[index] || []).forEach(function (n) { selectors.push('[data-stop="' + n + '"]'); });
      });
    } else if (stop != null) {
      selectors.push('[data-stop="' + stop + '"]', '[data-f][data-stop-ref="' + stop + '"]');
    }
    return selectors.length ? section.querySelectorAll(selectors.join(",")) : [];
  }
  // Scrolls a list (not the page) so that `item` shows, when it does not.
  function reveal(list, item) {
    var top = item.offsetTop, bottom = top + item.offsetHeight;
    if (top < list.scrollTop || bottom > list.scrollTop + list.clientHeight) {
      list.scrollTop = Math.max(0, top - (list.clientHeight - item.offsetHeight) / 2);
    }
  }
  var lit = [];
  function light(event) {
    var section = event.target.closest && event.target.closest("section.screen");
    var target = event.target.closest && event.target.closest("[data-stop],[data-f]");
    unlight();
    if (!section || !target) return;
    lit = Array.prototype.slice.call(related(section, target));
    lit.forEach(function (node) { node.classList.add("hl"); });
    // The other lists show what lights up in them: pointing at a finding brings its stop into view.
    section.querySelectorAll("ol.stops, ul.findings").forEach(function (list) {
      if (list.contains(target)) return;
      var first = lit.filter(function (node) { return node.parentNode === list; })[0];
      if (first) reveal(list, first);
    });
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

  // Zoom: the buttons, ctrl or pinch and the wheel over a map, and + - 0 on a focused map.
  var ZOOMS = [1, 1.5, 2, 3, 4, 6, 8];
  function zoom(section, how, at) {
    var holder = section.querySelector(".map");
    if (!holder || !holder.querySelector("svg")) return;
    var level = +(holder.getAttribute("data-zoom") || 1), place = ZOOMS.indexOf(level);
    var next = how === "in" ? ZOOMS[Math.min(place + 1, ZOOMS.length - 1)] :
      how === "out" ? ZOOMS[Math.max(place - 1, 0)] : 1;
    // The point under the pointer (or the middle of the box) stays where it is.
    var box = holder.getBoundingClientRect();
    var x = at ? at.clientX - box.left : holder.clientWidth / 2, y = at ? at.clientY - box.top : holder.clientHeight / 2;
    var fx = (holder.scrollLeft + x) / holder.scrollWidth, fy = (holder.scrollTop + y) / holder.scrollHeight;
    holder.style.setProperty("--zoom", next);
    holder.setAttribute("data-zoom", next);
    holder.scrollLeft = fx * holder.scrollWidth - x;
    holder.scrollTop = fy * holder.scrollHeight - y;
    var output = section.querySelector(".zoom-level");
    if (output) output.textContent = Math.round(next * 100) + "%";
  }
  screens.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest("[data-zoom]");
    if (button) zoom(button.closest("section.screen"), button.getAttribute("data-zoom"));
  });
  screens.addEventListener("wheel", function (event) {
    var holder = event.ctrlKey && event.target.closest && event.target.closest(".map");
    if (!holder) return;
    event.preventDefault();
    zoom(holder.closest("section.screen"), event.deltaY < 0 ? "in" : "out", event);
  }, { passive: false });
  screens.addEventListener("keydown", function (event) {
    if (!event.target.classList || !event.target.classList.contains("map")) return;
    var how = { "+": "in", "=": "in", "-": "out", "0": "fit" }[event.key];
    if (!how || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    zoom(event.target.closest("section.screen"), how);
  });
  // The switch between the screenshot and the wireframe.
  screens.addEventListener("change", function (event) {
    var input = event.target;
    if (!input.name || !/-view$/.test(input.name)) return;
    var holder = input.closest("section.screen").querySelector(".map");
    if (holder) holder.classList.toggle("shows-shot", input.value === "shot" && input.checked);
  });

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
