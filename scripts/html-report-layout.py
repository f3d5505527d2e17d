#!/usr/bin/env python3
"""Checks how an HTML report lays out its screens in headless Chromium, through
Selenium, at a phone's, a tablet's and a landscape screen's window size:

- no stop badge or finding pin covers another (their rectangles, measured in the
  page, never intersect), at every window size and zoomed in;
- each map takes the room it has: at least 45% of its section's width (90% for a
  landscape screen, which spans the section), or 70% of the window's height;
- the zoom buttons zoom the map and Fit undoes it;
- pointing at a finding scrolls the stops list to its stop, and a finding of a
  group highlights every finding of the group and their stops;
- a screenshot is shown under the map and the switch turns it into the wireframe;
- the screen index's entries are whole and their numbers overlap no text.

Usage: scripts/html-report-layout.py [--shots DIR] REPORT.html [REPORT.html ...]
With --shots, a PNG of each screen with a map is saved at each window size.
Exits 0 when every check holds, 1 when one fails, 3 when a tool is missing.
"""
import os
import sys

try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
except ImportError as missing:
    print(f"html-report-layout: {missing}: install selenium", file=sys.stderr)
    sys.exit(3)

failures = []
WINDOWS = {"phone": (412, 915), "tablet": (1024, 1366), "landscape": (1920, 1080)}


def check(condition, what):
    print(("ok   " if condition else "FAIL ") + what)
    if not condition:
        failures.append(what)


# Every pair of marks on one map whose rectangles intersect by more than half a pixel.
OVERLAPS = """
var result = [];
document.querySelectorAll('svg[data-screen-map]').forEach(function (map) {
  var section = map.closest('section.screen').id;
  var marks = Array.prototype.map.call(map.querySelectorAll('g.badgemark circle.badge, g.stopmark circle.badge, g.pin .shape'), function (node) {
    var r = node.getBoundingClientRect(), g = node.closest('g.badgemark, g.stopmark, g.pin');
    return { r: r, name: (g.getAttribute('data-stop') != null ? 'stop ' + g.getAttribute('data-stop') : 'finding ' + g.getAttribute('data-f')) };
  });
  for (var i = 0; i < marks.length; i++) for (var j = i + 1; j < marks.length; j++) {
    var a = marks[i].r, b = marks[j].r;
    var w = Math.min(a.right, b.right) - Math.max(a.left, b.left), h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
    if (w > 0.5 && h > 0.5) result.push(section + ': ' + marks[i].name + ' and ' + marks[j].name);
  }
});
return [document.querySelectorAll('g.badgemark, g.stopmark:has(circle.badge), g.pin').length, result];
"""

MAP_WIDTHS = """
return Array.prototype.map.call(document.querySelectorAll('section.screen'), function (section) {
  var map = section.querySelector('svg[data-screen-map]');
  return map ? [section.id, section.classList.contains('wide'), map.getBoundingClientRect().width,
    section.getBoundingClientRect().width, map.getBoundingClientRect().height / innerHeight] : null;
}).filter(Boolean);
"""

INDEX = """
var problems = [], items = document.querySelectorAll('nav#index li');
items.forEach(function (item, n) {
  if (item.getClientRects().length !== 1) problems.push('entry ' + (n + 1) + ' is broken across columns');
  var num = item.querySelector('.num'), entry = item.querySelector('.entry');
  if (!num || !entry) { problems.push('entry ' + (n + 1) + ' has no number or text'); return; }
  var a = num.getBoundingClientRect(), b = entry.getBoundingClientRect();
  if (a.right > b.left + 0.5 && a.left < b.right && a.bottom > b.top && a.top < b.bottom)
    problems.push('the number of entry ' + (n + 1) + ' overlaps its text');
});
return [items.length, problems];
"""


def driver(width, height):
    options = webdriver.ChromeOptions()
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", f"--window-size={width},{height}"):
        options.add_argument(flag)
    if os.path.exists("/usr/bin/chromium"):
        options.binary_location = "/usr/bin/chromium"
    service = Service("/usr/bin/chromedriver") if os.path.exists("/usr/bin/chromedriver") else Service()
    browser = webdriver.Chrome(options=options, service=service)
    browser.set_window_size(width, height)
    return browser


def layout_checks(browser, page, window, shots):
    name = os.path.basename(page)
    count, overlaps = browser.execute_script(OVERLAPS)
    check(count > 0 and not overlaps, f"{name} at {window}: {count} badges and pins, none covers another"
          + (f" ({len(overlaps)} do: {overlaps[:3]})" if overlaps else ""))
    entries, problems = browser.execute_script(INDEX)
    check(entries > 0 and not problems, f"{name} at {window}: the screen index's {entries} entries lay out cleanly"
          + (f" ({problems[:3]})" if problems else ""))
    if shots:
        for section in browser.find_elements(By.CSS_SELECTOR, "section.screen:has(svg[data-screen-map])"):
            browser.execute_script("arguments[0].scrollIntoView({block: 'start', behavior: 'instant'})", section)
            section.screenshot(os.path.join(shots, f"{os.path.splitext(name)[0]}-{section.get_attribute('id')}-{window}.png"))
    return {section: (wide, width, room, height) for section, wide, width, room, height
            in browser.execute_script(MAP_WIDTHS)}


def interaction_checks(browser, page):
    name = os.path.basename(page)
    # Zoom: + widens the first map by half, Fit gives its width back; marks stay apart zoomed in.
    section = browser.find_element(By.CSS_SELECTOR, "section.screen:has(svg[data-screen-map])")
    svg = section.find_element(By.CSS_SELECTOR, "svg[data-screen-map]")
    before = svg.rect["width"]
    browser.execute_script("arguments[0].scrollIntoView({block: 'start', behavior: 'instant'})", section)
    section.find_element(By.CSS_SELECTOR, 'button[data-zoom="in"]').click()
    zoomed = svg.rect["width"]
    check(abs(zoomed / before - 1.5) < 0.02, f"{name}: Zoom in makes the map 1.5 times as wide ({before:.0f} -> {zoomed:.0f} px)")
    count, overlaps = browser.execute_script(OVERLAPS)
    check(not overlaps, f"{name}: zoomed in, no badge or pin covers another")
    check(section.find_element(By.CSS_SELECTOR, ".zoom-level").text == "150%", f"{name}: the zoom level says 150%")
    section.find_element(By.CSS_SELECTOR, 'button[data-zoom="fit"]').click()
    check(abs(svg.rect["width"] - before) < 1, f"{name}: Fit gives the map its width back")

    # Pointing at a finding scrolls the stops list to its stop, when the stop is out of the list's view.
    moved = browser.execute_script("""
        var items = document.querySelectorAll('ul.findings li[data-stop-ref]');
        for (var i = 0; i < items.length; i++) {
          var section = items[i].closest('section.screen'), list = section.querySelector('ol.stops');
          if (list.scrollHeight <= list.clientHeight + 10) continue;
          var stop = list.querySelector('li[data-stop="' + items[i].getAttribute('data-stop-ref') + '"]');
          // Scroll the list to the end away from the stop, so that the stop is out of view.
          list.scrollTop = stop.offsetTop > list.scrollHeight / 2 ? 0 : list.scrollHeight;
          var r = stop.getBoundingClientRect(), l = list.getBoundingClientRect();
          if (r.bottom <= l.top || r.top >= l.bottom) return [items[i], stop, list];
        }
        return null;""")
    if moved:
        item, stop, stop_list = moved
        browser.execute_script("arguments[0].focus()", item)
        visible = browser.execute_script("""
            var r = arguments[0].getBoundingClientRect(), l = arguments[1].getBoundingClientRect();
            return r.top >= l.top - 1 && r.bottom <= l.bottom + 1;""", stop, stop_list)
        check(visible and "hl" in stop.get_attribute("class"),
              f"{name}: focusing a finding scrolls the stops list to its highlighted stop")
        # Pointing with the mouse does the same.
        browser.execute_script("arguments[0].focus(); arguments[0].blur();"
                               "arguments[1].scrollTop = arguments[2].offsetTop > arguments[1].scrollHeight / 2 ? 0 :"
                               " arguments[1].scrollHeight", item, stop_list, stop)
        hidden = not browser.execute_script("""
            var r = arguments[0].getBoundingClientRect(), l = arguments[1].getBoundingClientRect();
            return r.top >= l.top - 1 && r.bottom <= l.bottom + 1;""", stop, stop_list)
        browser.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", item)
        ActionChains(browser).move_to_element(item).perform()
        visible = browser.execute_script("""
            var r = arguments[0].getBoundingClientRect(), l = arguments[1].getBoundingClientRect();
            return r.top >= l.top - 1 && r.bottom <= l.bottom + 1;""", stop, stop_list)
        check(hidden and visible, f"{name}: pointing at a finding scrolls the stops list to its stop")

    # A finding of a group lights up every finding of the group, their pins and their stops.
    grouped = browser.execute_script("return document.querySelector('ul.findings li[data-g]')")
    if grouped:
        group = grouped.get_attribute("data-g")
        browser.execute_script("arguments[0].focus()", grouped)
        state = browser.execute_script("""
            var section = arguments[0].closest('section.screen'), g = arguments[1];
            var members = section.querySelectorAll('[data-f][data-g="' + g + '"]');
            var unlit = Array.prototype.filter.call(members, function (n) { return !n.classList.contains('hl'); });
            var stops = [];
            section.querySelectorAll('ul.findings li[data-g="' + g + '"][data-stop-ref]').forEach(function (n) {
              stops.push(n.getAttribute('data-stop-ref'));
            });
            var dark = stops.filter(function (s) {
              return !section.querySelector('g.stopmark[data-stop="' + s + '"].hl, ol.stops li[data-stop="' + s + '"].hl');
            });
            return [section.querySelectorAll('ul.findings li[data-g="' + g + '"]').length, unlit.length, dark.length];""",
            grouped, group)
        check(state[0] > 1 and state[1] == 0 and state[2] == 0,
              f"{name}: focusing one of {state[0]} alike findings highlights all of them and their stops")

    # The screenshot switch.
    image = browser.execute_script("return document.querySelector('svg[data-screen-map] image.shot')")
    if image:
        section = browser.execute_script("return arguments[0].closest('section.screen')", image)
        shown = browser.execute_script("return getComputedStyle(arguments[0]).display !== 'none'", image)
        check(shown, f"{name}: the screenshot is shown under the map")
        # Relative to the map, which the clicks may scroll.
        rect = """var r = arguments[0].getBoundingClientRect(), m = arguments[0].ownerSVGElement.getBoundingClientRect();
            return [r.x - m.x, r.y - m.y, r.width, r.height]"""
        box = browser.execute_script(rect, image)
        browser.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})",
                               section.find_element(By.CSS_SELECTOR, "fieldset.view"))
        box = browser.execute_script(rect, image)
        section.find_element(By.CSS_SELECTOR, 'input[value="wire"]').click()
        device = browser.execute_script(rect, section.find_element(By.CSS_SELECTOR, "rect.device"))
        check(all(abs(a - b) < 1.5 for a, b in zip(box, device)),
              f"{name}: the screenshot is scaled to the screen's frame ({box} and {device})")
        hidden = browser.execute_script("return getComputedStyle(arguments[0]).display === 'none'", image)
        texts = browser.execute_script("""
            var t = arguments[0].querySelectorAll('text.boxtext');
            return t.length && getComputedStyle(t[0]).display !== 'none';""", section)
        check(hidden and texts, f"{name}: the wireframe switch hides the screenshot and shows the boxes' text")
        section.find_element(By.CSS_SELECTOR, 'input[value="shot"]').click()
        check(browser.execute_script("return getComputedStyle(arguments[0]).display !== 'none'", image),
              f"{name}: the screenshot switch shows it again")


def main(arguments):
    shots = None
    if arguments[:1] == ["--shots"]:
        shots, arguments = arguments[1], arguments[2:]
        os.makedirs(shots, exist_ok=True)
    widths = {}
    for window, (width, height) in WINDOWS.items():
        browser = driver(width, height)
        try:
            for page in arguments:
                browser.get("file://" + os.path.abspath(page))
                widths[(page, window)] = layout_checks(browser, page, window, shots)
                if window == "landscape":
                    interaction_checks(browser, page)
        finally:
            browser.quit()
    # Each map takes the room it has at every window size: it is as wide as most of its section
    # (all of it for a landscape screen), or as tall as most of the window.
    for page in arguments:
        name = os.path.basename(page)
        for window in WINDOWS:
            for section, (wide, width, room, height) in widths[(page, window)].items():
                share = 0.9 if wide else 0.45
                check(width >= share * room or height >= 0.7, f"{name} {section} at {window}: the map takes the room "
                      f"it has ({width:.0f} px wide in a section of {room:.0f} px, {height:.0%} of the window's height)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
