#!/usr/bin/env python3
"""Uses an HTML report the way a person does, in headless Chromium through
Selenium, and checks what happens: focusing or pointing at a stop or a finding
highlights what belongs to it in the lists and on the map, and the severity
filter works from the keyboard.

Usage: scripts/html-report-interaction.py REPORT.html
The report must have a screen with a map and a finding on a focus stop (the
samples' report has). Exits 0 when every check holds, 1 when one fails, 3 when
a tool is missing. Needs what scripts/axe-check.py needs, without axe.
"""
import os
import sys

try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
except ImportError as missing:
    print(f"html-report-interaction: {missing}: install selenium", file=sys.stderr)
    sys.exit(3)

failures = []


def check(condition, what):
    print(("ok   " if condition else "FAIL ") + what)
    if not condition:
        failures.append(what)


def lit(browser):
    return {(node.tag_name, node.get_attribute("data-stop"), node.get_attribute("data-f"),
             node.find_element(By.XPATH, "ancestor::section[contains(@class,'screen')]").get_attribute("id"))
            for node in browser.find_elements(By.CSS_SELECTOR, ".hl")}


def main(page):
    options = webdriver.ChromeOptions()
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--window-size=1280,1000"):
        options.add_argument(flag)
    if os.path.exists("/usr/bin/chromium"):
        options.binary_location = "/usr/bin/chromium"
    service = Service("/usr/bin/chromedriver") if os.path.exists("/usr/bin/chromedriver") else Service()
    browser = webdriver.Chrome(options=options, service=service)
    try:
        browser.get("file://" + os.path.abspath(page))
        # A finding on a stop, on a screen with a map: the stop with the widest outline, which
        # its pins do not cover.
        item = browser.execute_script("""
            var best = null, width = 0;
            document.querySelectorAll('ul.findings li[data-stop-ref][data-placed="map"]').forEach(function (item) {
              var section = item.closest('section.screen');
              var outline = section.querySelector('g.stopmark[data-stop="' + item.getAttribute('data-stop-ref') +
                '"] rect.outline');
              var w = outline.getBoundingClientRect().width;
              if (w > width) { width = w; best = item; }
            });
            return best;""")
        section = item.find_element(By.XPATH, "ancestor::section[contains(@class,'screen')]").get_attribute("id")
        finding, stop = item.get_attribute("data-f"), item.get_attribute("data-stop-ref")
        browser.execute_script("arguments[0].focus()", item)
        check(lit(browser) >= {("li", None, finding, section), ("g", None, finding, section),
                               ("li", stop, None, section), ("g", stop, None, section)},
              "focusing a finding highlights its pin, its stop in the list and its stop's outline")
        # Pointing at the stop's outline on the map.
        # (Near the middle of its left edge: the badge and the pins sit along its top.)
        outline = browser.find_element(By.CSS_SELECTOR, f'#{section} g.stopmark[data-stop="{stop}"] rect.outline')
        browser.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", outline)
        width = outline.rect["width"]
        ActionChains(browser).move_to_element_with_offset(outline, int(-width / 2) + 3, 0).perform()
        check(("li", stop, None, section) in lit(browser) and ("li", None, finding, section) in lit(browser),
              "pointing at a stop's outline highlights the stop and its findings in the lists")
        # The severity filter, from the keyboard: Tab reaches the checkbox and Space unchecks it.
        severity = item.get_attribute("data-sev")
        box = browser.find_element(By.CSS_SELECTOR, f'input[name="severity"][value="{severity}"]')
        previous = browser.find_elements(By.CSS_SELECTOR, "a, input, button, summary, [tabindex='0']")
        reached = False
        body = browser.find_element(By.TAG_NAME, "body")
        body.send_keys(Keys.TAB)
        for _ in range(len(previous)):
            if browser.switch_to.active_element == box:
                reached = True
                break
            browser.switch_to.active_element.send_keys(Keys.TAB)
        check(reached, f"Tab reaches the {severity} checkbox")
        focus_style = browser.execute_script(
            "var s = getComputedStyle(document.activeElement); return s.outlineStyle + ' ' + s.outlineWidth")
        check(focus_style.startswith("solid") and not focus_style.endswith(" 0px"), f"focus is visible ({focus_style})")
        browser.switch_to.active_element.send_keys(Keys.SPACE)
        hidden = browser.find_elements(By.CSS_SELECTOR, f'#screens [data-sev="{severity}"]')
        check(hidden and all(not node.is_displayed() for node in hidden),
              f"unchecking {severity} hides its findings in the lists and on the maps")
        others = browser.find_elements(By.CSS_SELECTOR, f'ul.findings li:not([data-sev="{severity}"])')
        check(all("off" not in (node.get_attribute("class") or "") for node in others), "other findings stay")
        check(browser.find_element(By.ID, "shown").text.startswith("Showing "), "the filter says what it shows")
    finally:
        browser.quit()
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
