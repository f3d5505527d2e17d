#!/usr/bin/env python3
"""Uses the HTML page of `a11ylint diff --format html` the way a reviewer does,
in headless Chromium through Selenium, and checks what it shows:

- on a wide window OLD's and NEW's maps stand side by side; on a phone's they are
  stacked, NEW's below OLD's;
- each change is marked on the side(s) that have its stop: a pin carrying the
  change's number (added on NEW, removed on OLD, changed and moved on both), of
  the kind's shape and letter, and the stop's outline in the kind's style;
- focusing or pointing at a change lights up its stop on both maps and in both
  lists, and nothing else; pointing at a marked stop on a map lights up its change
  and its stop on the other map.

Usage: scripts/diff-report-check.py PAGE.html
Exits 0 when every check holds, 1 when one fails, 3 when a tool is missing.
Needs what scripts/axe-check.py needs, without axe.
"""
import os
import sys

try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
except ImportError as missing:
    print(f"diff-report-check: {missing}: install selenium", file=sys.stderr)
    sys.exit(3)

failures = []
SHAPES = {"added": ("circle", "A"), "removed": ("rect", "R"), "changed": ("path", "C"), "moved": ("path", "M")}


def check(condition, what):
    print(("ok   " if condition else "FAIL ") + what)
    if not condition:
        failures.append(what)


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


# The page's rectangles of OLD's and NEW's maps in each section that has both.
SIDES = """
return Array.prototype.map.call(document.querySelectorAll('section.screen'), function (section) {
  var o = section.querySelector('[data-side="o"] svg[data-screen-map]'), n = section.querySelector('[data-side="n"] svg[data-screen-map]');
  if (!o || !n) return null;
  var a = o.getBoundingClientRect(), b = n.getBoundingClientRect();
  return [section.id, a.left, a.right, a.top + scrollY, a.bottom + scrollY, b.left, b.right, b.top + scrollY, b.bottom + scrollY];
}).filter(Boolean);
"""

# Each change: its kind, its stops' places, and what the maps carry for it on each side.
MARKS = """
var out = [];
document.querySelectorAll('section.screen').forEach(function (section) {
  var data = section.screenData;
  if (!data) return;
  data.c.forEach(function (change, k) {
    var sides = {};
    ['o', 'n'].forEach(function (key, i) {
      var side = section.querySelector('[data-side="' + key + '"]'), at = change[i + 1];
      if (!side || !side.querySelector('svg[data-screen-map]')) { sides[key] = null; return; }
      var pins = side.querySelectorAll('g.pin[data-c="' + k + '"]');
      var outline = at >= 0 ? side.querySelector('g.stopmark[data-stop="' + at + '"]') : null;
      sides[key] = { pins: pins.length,
        shape: pins.length ? pins[0].querySelector('.shape').tagName : null,
        letter: pins.length ? pins[0].querySelector('text').textContent : null,
        pinKind: pins.length ? pins[0].classList.contains('diff-' + change[0]) : null,
        outlined: outline ? outline.classList.contains('diff-' + change[0]) : null,
        frame: at >= 0 && !!data[key].s[at][0] };
    });
    out.push([section.id, k, change[0], sides]);
  });
});
return out;
"""

LIT = """
return Array.prototype.map.call(document.querySelectorAll('.hl'), function (node) {
  var side = node.closest('[data-side]');
  return [node.tagName.toLowerCase(), side ? side.getAttribute('data-side') : null,
          node.getAttribute('data-stop'), node.getAttribute('data-c')];
});
"""


def expected_lit(browser, section, k):
    """What a change should light up: its item and pins, and its stops' outlines, badges and list items."""
    change = browser.execute_script(f"return document.getElementById('{section}').screenData.c[{k}]")
    want = set()
    for key, at in (("o", change[1]), ("n", change[2])):
        if at < 0:
            continue
        has_map = browser.execute_script(
            f"return !!document.querySelector('#{section}-{key} svg[data-screen-map] g.stopmark[data-stop=\"{at}\"]')")
        if has_map:
            want |= {("g", key, str(at), None)}
        want.add(("li", key, str(at), None))
    return want


def lit(browser):
    return {tuple(item) for item in browser.execute_script(LIT)}


def main(page):
    url = "file://" + os.path.abspath(page)
    # Side by side on a landscape and a tablet window, stacked on a phone.
    for window, (width, height), beside in (("landscape", (1920, 1080), True), ("tablet", (1024, 1366), True),
                                            ("phone", (412, 915), False)):
        browser = driver(width, height)
        try:
            browser.get(url)
            sides = browser.execute_script(SIDES)
            check(len(sides) > 0, f"{window}: a screen with OLD's and NEW's maps")
            for section, ol, orr, ot, ob, nl, nr, nt, nb in sides:
                if beside:
                    check(nl >= orr - 1 and abs(nt - ot) < 2,
                          f"{window} {section}: NEW's map stands beside OLD's ({ol:.0f}-{orr:.0f} and {nl:.0f}-{nr:.0f} px)")
                else:
                    check(nt >= ob - 1, f"{window} {section}: NEW's map is below OLD's ({ob:.0f} and {nt:.0f} px)")
        finally:
            browser.quit()

    browser = driver(1920, 1080)
    try:
        browser.get(url)
        marks = browser.execute_script(MARKS)
        check(len(marks) > 0, f"{len(marks)} changes on the page")
        for section, k, kind, sides in marks:
            shape, letter = SHAPES[kind]
            has = {"o": kind != "added", "n": kind != "removed"}
            for key in ("o", "n"):
                side = sides.get(key)
                if side is None:
                    continue
                if not has[key] or not side["frame"]:
                    check(side["pins"] == 0, f"{section} change {k} ({kind}): no mark on {key}")
                    continue
                check(side["pins"] == 1 and side["shape"] == shape and side["letter"] == letter and side["pinKind"]
                      and side["outlined"], f"{section} change {k} ({kind}): marked on {key} with a {shape} '{letter}' "
                      f"and its outline ({side})")

        # Focusing a change, then pointing at it, lights up its stop on both maps and nothing else.
        for section, k, kind, _ in marks:
            item = browser.find_element(By.CSS_SELECTOR, f'#{section} ol.changes li[data-c="{k}"]')
            want = expected_lit(browser, section, k)
            browser.execute_script("arguments[0].focus()", item)
            got = {entry for entry in lit(browser) if entry[3] is None}
            check(got == want, f"{section} change {k} ({kind}): focusing it lights up {sorted(want, key=str)}"
                  + ("" if got == want else f", not {sorted(got, key=str)}"))
            browser.execute_script("arguments[0].blur()", item)
            browser.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", item)
            ActionChains(browser).move_to_element(item).perform()
            got = {entry for entry in lit(browser) if entry[3] is None}
            check(got == want and ("li", None, None, str(k)) in lit(browser),
                  f"{section} change {k} ({kind}): pointing at it lights it and its stops up")

        # Pointing at a changed or moved stop's outline on NEW's map lights up its change and OLD's stop.
        both = [(section, k) for section, k, kind, sides in marks
                if kind in ("changed", "moved") and (sides.get("n") or {}).get("frame")]
        for section, k in both[:3]:
            at = browser.execute_script(f"return document.getElementById('{section}').screenData.c[{k}][2]")
            outline = browser.find_element(By.CSS_SELECTOR, f'#{section}-n g.stopmark[data-stop="{at}"] rect.outline')
            browser.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", outline)
            # Near the middle of its left edge: the badge and the pins sit along its top.
            ActionChains(browser).move_to_element_with_offset(outline, int(-outline.rect["width"] / 2) + 2, 0).perform()
            got = lit(browser)
            check(("li", None, None, str(k)) in got and expected_lit(browser, section, k) <= got,
                  f"{section}: pointing at NEW's stop {int(at) + 1} lights up its change and OLD's stop")
    finally:
        browser.quit()
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
