/// The part of the page's script that places the marks on a screen map: each
/// stop's numbered badge and each finding's pin goes to the first spot near its
/// node's corner that no mark placed before it covers (inside the corner, beside
/// it, above it, then rings further out with a leader line back to the node). So
/// no badge or pin ever covers another, however crowded the screen, and a node's
/// text is written in its outline where it fits.
///
/// Marks are placed in the map's own units (points or dp), so the layout holds at
/// every zoom level. Placed marks are kept in a grid of cells, so that a screen of
/// thousands of stops is laid out without comparing every pair.
enum HTMLMapLayout {
    static let js = #"""
  function overlaps(a, b) {
    return a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3] && b[1] < a[1] + a[3];
  }
  function Occupancy(cell, gap) { this.cell = cell; this.gap = gap; this.cells = {}; this.all = []; }
  Occupancy.prototype.each = function (r, visit) {
    var c = this.cell;
    for (var i = Math.floor(r[0] / c); i <= Math.floor((r[0] + r[2]) / c); i++) {
      for (var j = Math.floor(r[1] / c); j <= Math.floor((r[1] + r[3]) / c); j++) {
        if (visit(i + "," + j) === false) return false;
      }
    }
    return true;
  };
  Occupancy.prototype.isFree = function (r) {
    var cells = this.cells;
    return this.each(r, function (key) {
      var list = cells[key];
      if (list) for (var k = 0; k < list.length; k++) if (overlaps(list[k], r)) return false;
    });
  };
  Occupancy.prototype.take = function (r) {
    var g = this.gap, padded = [r[0] - g, r[1] - g, r[2] + 2 * g, r[3] + 2 * g], cells = this.cells;
    this.all.push(r);
    this.each(padded, function (key) { (cells[key] = cells[key] || []).push(padded); });
  };
  // The first free square of side `size` among `spots` (top-left corners), else on rings
  // around `corner`, each a step further out.
  Occupancy.prototype.place = function (size, spots, corner) {
    for (var n = 0; n < spots.length; n++) {
      var r = [spots[n][0], spots[n][1], size, size];
      if (this.isFree(r)) { this.take(r); return r; }
    }
    var step = size * 1.15;
    for (var ring = 1; ring < 400; ring++) {
      for (var dy = -ring; dy <= ring; dy++) {
        var across = Math.abs(dy) === ring ? 1 : 2 * ring;
        for (var dx = -ring; dx <= ring; dx += across) {
          var s = [corner[0] + dx * step - size / 2, corner[1] + dy * step - size / 2, size, size];
          if (this.isFree(s)) { this.take(s); return s; }
        }
      }
    }
    var last = [corner[0], corner[1], size, size];
    this.take(last);
    return last;
  };
  // The spots a stop's badge tries, in order: inside the node's top-left corner, beside it, above it, below it.
  function badgeSpots(r, d) {
    var spots = [];
    if (r[2] >= d && r[3] >= d) spots.push([r[0], r[1]]);
    spots.push([r[0] - d, r[1]], [r[0], r[1] - d], [r[0] - d, r[1] - d]);
    if (r[3] >= 2 * d) spots.push([r[0], r[1] + r[3] - d], [r[0] - d, r[1] + r[3] - d]);
    spots.push([r[0], r[1] + r[3]], [r[0] + d, r[1] - d], [r[0] + d, r[1] + r[3]]);
    return spots;
  }
  // A finding's pin: along the top edge from the right corner, then beside the right edge, then above.
  function pinSpots(r, p) {
    var spots = [];
    if (r[3] >= p) for (var x = r[0] + r[2] - p; x >= r[0]; x -= p) spots.push([x, r[1]]);
    for (var k = 0; k < 4; k++) spots.push([r[0] + r[2], r[1] + k * p]);
    for (k = 0; k < 4; k++) spots.push([r[0] + r[2] - p - k * p, r[1] - p]);
    return spots;
  }
  // The point of rectangle `r` nearest to (x, y).
  function nearest(r, x, y) {
    return [Math.min(Math.max(x, r[0]), r[0] + r[2]), Math.min(Math.max(y, r[1]), r[1] + r[3])];
  }
  // About how wide `text` is at font size 1: CJK and other wide characters a full em, others about half.
  function textWidth(text) {
    var width = 0;
    for (var i = 0; i < text.length; i++) width += text.charCodeAt(i) >= 0x2E80 ? 1 : 0.58;
    return width;
  }
  // `text` cut with an ellipsis to fit `room` at font size `size`, or null when too little of it fits.
  function fitted(text, room, size) {
    text = text.replace(/\s+/g, " ").trim();
    if (!text || room < size * 1.5) return null;
    if (textWidth(text) * size <= room) return text;
    // By characters, not UTF-16 units, so that no emoji is cut in half.
    var cut = Array.from(text.slice(0, Math.ceil(room / size / 0.58) + 2));
    while (cut.length > 1 && (textWidth(cut.join("")) + 0.6) * size > room) cut.pop();
    return cut.length >= 2 ? cut.join("").trim() + "…" : null;
  }

"""#
}
