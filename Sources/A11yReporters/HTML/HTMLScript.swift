/// The page's script: draws each screen's map and lists from its data when the
/// screen comes into view (or all at once on a small run), links what belongs
/// together for highlighting, and applies the filters. It uses no network and
/// writes no text as HTML: every text goes in through `textContent`.
///
/// Filters can be preset from the page's address, so that a filtered view can be
/// shared: `?hide-severity=note,warning&hide-status=baselined&hide-rule=a,b`.
///
/// The map's marks are placed by `HTMLMapLayout` and drawn by `HTMLMapDrawing`,
/// whose functions come first.
enum HTMLScript {
    static var js: String { prefix + HTMLMapLayout.js + HTMLMapDrawing.js + main }

    private static let prefix = "(function () {\n  \"use strict\";\n"

    private static let main = #"""
  var showsFindings = document.body.getAttribute("data-content") === "findings";
  var LETTER = { error: "E", warning: "W", note: "N" };
  var hidden = { severity: {}, status: {}, rule: {} };

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

  // The map, with a pin for each finding, shaped by its severity.
  var SHAPE = { error: "diamond", warning: "triangle", note: "circle" };
  function drawScreenMap(section, data) {
    var id = section.id, findings = showsFindings ? data.f : [];
    var holder = section.querySelector("[data-map]");
    drawMap(holder, id, section.querySelector("h3").textContent, data, {
      pins: findings.map(function (finding, index) {
        return { at: finding[5], r: finding[6], shape: SHAPE[finding[1]], letter: LETTER[finding[1]],
          title: finding[1] + ": " + finding[0] + ": " + finding[2],
          mark: function (node) { marks_(node, finding, index); } };
      }),
      describe: function (drawn, pinned) {
        return (showsFindings ? " and " + pinned + " findings pinned on their nodes" : "") +
          ". The lists beside the map give the same stops and findings as text.";
      },
      label: id + "-mh"
    });
    var choice = section.querySelector('input[value="shot"]');
    if (holder && data.fr && data.sh && (!choice || choice.checked)) holder.classList.add("shows-shot");
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
    drawScreenMap(section, data);
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

  zoomsMapsIn(screens);
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
