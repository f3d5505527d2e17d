/// The part of the page's script that draws a screen map, shared by the lint
/// report, the `announce` page and the `diff` page: the screen to scale, each
/// focus stop outlined and numbered in swipe order, the swipe path, and pins on
/// nodes (a lint finding, a diff's change), each with its own shape and letter
/// so that colour never says a thing alone. Also the map's zoom (its buttons,
/// ctrl or pinch and the wheel, and + - 0 on a focused map), which works on the
/// `.map-pane` holding the map, so that a page may show two maps side by side.
///
/// It uses `HTMLMapLayout`'s functions, which come before it in the script.
enum HTMLMapDrawing {
    static let js = #"""
  var NS = "http://www.w3.org/2000/svg";

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
  // A pin's outline, centred on 0 0: a diamond, a triangle, a circle or a square.
  function pinShape(shape, s) {
    if (shape === "circle") return svg("circle", { "class": "shape", r: s * 1.1 });
    if (shape === "triangle") return svg("path", { "class": "shape",
      d: "M0 " + (-s * 1.15) + "L" + s * 1.1 + " " + s * 0.8 + "L" + (-s * 1.1) + " " + s * 0.8 + "Z" });
    if (shape === "square") return svg("rect", { "class": "shape", x: -s, y: -s, width: 2 * s, height: 2 * s });
    return svg("path", { "class": "shape",
      d: "M0 " + (-s * 1.2) + "L" + s * 1.2 + " 0L0 " + s * 1.2 + "L" + (-s * 1.2) + " 0Z" });
  }

  // Draws `data` (a screen's frame `fr`, unit `u`, screenshot `sh` and stops `s`, as
  // `HTMLScreenData` writes them) into `holder`. `how` says what else goes on it:
  //   pins: [{ at: stop index or -1, r: the node's frame when it is not a stop, shape, letter,
  //            title, mark: function (group) giving the pin's group its attributes }]
  //   stopClass: function (n), an extra class for stop n's outline and badge (optional)
  //   describe: function (drawn stops, placed pins), the map's description
  //   label: the id of the element that names the map's box
  function drawMap(holder, id, title, data, how) {
    if (!holder || !data.fr) return;
    var screen = data.fr, stops = data.s, pins = how.pins || [];
    // Marks are sized in the map's units for a phone-sized screen, so that they stay about
    // the size of a finger on a tablet or a car's screen instead of growing with it.
    var unit = Math.min(Math.max(Math.min(screen[2], screen[3]) / 28, 6), 24);
    var d = unit * 1.2, p = unit * 1.32;
    var marks = new Occupancy(d * 2, unit * 0.08);
    var badges = [];
    stops.forEach(function (stop, n) {
      if (stop[0]) badges[n] = marks.place(d, badgeSpots(stop[0], d), [stop[0][0], stop[0][1]]);
    });
    var placed = [], onStop = {};
    pins.forEach(function (pin, index) {
      var r = pin.at >= 0 ? stops[pin.at][0] : pin.r;
      if (pin.at >= 0) onStop[pin.at] = (onStop[pin.at] || 0) + 1;
      if (r) placed[index] = marks.place(p, pinSpots(r, p), [r[0] + r[2], r[1]]);
    });
    // The drawing covers the screen, every node drawn and every mark.
    var left = screen[0], top = screen[1], right = screen[0] + screen[2], bottom = screen[1] + screen[3];
    function grow(r) {
      if (!r) return;
      left = Math.min(left, r[0]); top = Math.min(top, r[1]);
      right = Math.max(right, r[0] + r[2]); bottom = Math.max(bottom, r[1] + r[3]);
    }
    stops.forEach(function (stop) { grow(stop[0]); });
    pins.forEach(function (pin) { grow(pin.r); });
    marks.all.forEach(grow);
    var pad = unit * 0.5;
    var width = right - left + 2 * pad, height = bottom - top + 2 * pad;
    var drawn = stops.filter(function (stop) { return stop[0]; }).length;
    var map = svg("svg", { viewBox: [left - pad, top - pad, width, height].join(" "), role: "img",
      "aria-labelledby": id + "-mt " + id + "-md", "class": "screenmap", "data-screen-map": "" });
    map.appendChild(svg("title", { id: id + "-mt" }, "Map of " + title));
    map.appendChild(svg("desc", { id: id + "-md" }, "The screen drawn to scale in " + data.u + ", " + screen[2] +
      " by " + screen[3] + (data.sh ? ", over its screenshot," : "") + " with " + drawn +
      " focus stops outlined and numbered in visiting order" + how.describe(drawn, placed.filter(Boolean).length)));
    map.appendChild(svg("rect", { "class": "device", x: screen[0], y: screen[1], width: screen[2], height: screen[3] }));
    if (data.sh) {
      // Stretched to the screen's frame: the picture is in pixels, the map in points or dp.
      map.appendChild(svg("image", { "class": "shot", href: data.sh, x: screen[0], y: screen[1], width: screen[2],
        height: screen[3], preserveAspectRatio: "none" }));
    }
    // The nodes of pins that are not stops, dashed, so that a highlighted pin shows its node.
    pins.forEach(function (pin) {
      var r = pin.at < 0 && pin.r;
      if (!r) return;
      var node = svg("rect", { "class": "nodemark", x: r[0], y: r[1], width: r[2], height: r[3] });
      pin.mark(node);
      map.appendChild(node);
    });
    function classes(base, n) {
      var extra = how.stopClass && how.stopClass(n);
      return extra ? base + " " + extra : base;
    }
    var size = unit * 0.5;
    stops.forEach(function (stop, n) {
      var r = stop[0];
      if (!r) return;
      var group = svg("g", { "class": classes("stopmark", n), "data-stop": n });
      group.appendChild(svg("title", {}, "Stop " + (n + 1) + ": " + stop[1]));
      group.appendChild(svg("rect", { "class": "outline", x: r[0], y: r[1], width: r[2], height: r[3] }));
      // The node's name along the top of its outline, after its badge when the badge sits in the
      // corner and before its pins, so that it stays clear of what it contains.
      var badge = badges[n], inside = badge[0] === r[0] && badge[1] === r[1];
      var x = r[0] + unit * 0.2 + (inside ? d : 0), y = r[1] + Math.min(r[3] / 2, d / 2);
      var room = r[0] + r[2] - unit * 0.2 - x - (onStop[n] || 0) * p;
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
      var group = svg("g", { "class": classes("badgemark", n), "data-stop": n });
      group.appendChild(svg("title", {}, "Stop " + (n + 1) + ": " + stop[1]));
      leader(group, stop[0], mark);
      group.appendChild(svg("circle", { "class": "badge", cx: mark[0] + d / 2, cy: mark[1] + d / 2, r: d / 2 }));
      group.appendChild(svg("text", { "class": "num", x: mark[0] + d / 2, y: mark[1] + d / 2,
        "font-size": unit * (n < 99 ? 0.7 : 0.5) }, n + 1));
      map.appendChild(group);
    });
    pins.forEach(function (pin, index) {
      var mark = placed[index];
      if (!mark) return;
      var s = p / 2.4, r = pin.at >= 0 ? stops[pin.at][0] : pin.r;
      var group = svg("g", { "class": "pin" });
      pin.mark(group);
      group.appendChild(svg("title", {}, pin.title));
      leader(group, r, mark);
      var shape = svg("g", { transform: "translate(" + (mark[0] + p / 2) + " " + (mark[1] + p / 2) + ")" });
      shape.appendChild(pinShape(pin.shape, s));
      shape.appendChild(svg("text", { y: pin.shape === "triangle" ? s * 0.2 : 0, "font-size": s * 1.1 }, pin.letter));
      group.appendChild(shape);
      map.appendChild(group);
    });
    holder.textContent = "";
    holder.appendChild(map);
    // The map scrolls inside its box when zoomed or tall, so keyboard users must be able to reach it;
    // there + and - zoom it and 0 fits it again.
    holder.setAttribute("tabindex", "0");
    holder.setAttribute("role", "group");
    holder.setAttribute("aria-labelledby", how.label);
  }

  // Zoom: the buttons, ctrl or pinch and the wheel over a map, and + - 0 on a focused map.
  var ZOOMS = [1, 1.5, 2, 3, 4, 6, 8];
  function zoom(pane, how, at) {
    var holder = pane && pane.querySelector(".map");
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
    var output = pane.querySelector(".zoom-level");
    if (output) output.textContent = Math.round(next * 100) + "%";
  }
  function zoomsMapsIn(root) {
    root.addEventListener("click", function (event) {
      var button = event.target.closest && event.target.closest("[data-zoom]");
      if (button) zoom(button.closest(".map-pane"), button.getAttribute("data-zoom"));
    });
    root.addEventListener("wheel", function (event) {
      var holder = event.ctrlKey && event.target.closest && event.target.closest(".map");
      if (!holder) return;
      event.preventDefault();
      zoom(holder.closest(".map-pane"), event.deltaY < 0 ? "in" : "out", event);
    }, { passive: false });
    root.addEventListener("keydown", function (event) {
      if (!event.target.classList || !event.target.classList.contains("map")) return;
      var how = { "+": "in", "=": "in", "-": "out", "0": "fit" }[event.key];
      if (!how || event.ctrlKey || event.metaKey || event.altKey) return;
      event.preventDefault();
      zoom(event.target.closest(".map-pane"), how);
    });
  }

"""#
}
