#!/usr/bin/env python3
"""Runs axe-core on HTML pages in headless Chromium and prints every violation.

Usage: scripts/axe-check.py PAGE.html [PAGE.html ...]

Needs Chromium and chromedriver (Debian: chromium, chromium-driver) and the
Python packages selenium and axe-selenium-python (which ships axe-core).
Exits 0 when no page has a violation, 1 when one has, 3 when a tool is missing.
"""
import os
import sys

try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from axe_selenium_python import Axe
except ImportError as missing:
    print(f"axe-check: {missing}: install selenium and axe-selenium-python", file=sys.stderr)
    sys.exit(3)


def driver(dark):
    options = webdriver.ChromeOptions()
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--window-size=1280,1000"):
        options.add_argument(flag)
    if dark:
        options.add_argument("--force-dark-mode")
        options.add_argument("--blink-settings=preferredColorScheme=0")
    for binary in ("/usr/bin/chromium", "/usr/bin/chromium-browser"):
        if os.path.exists(binary):
            options.binary_location = binary
    service = Service("/usr/bin/chromedriver") if os.path.exists("/usr/bin/chromedriver") else Service()
    return webdriver.Chrome(options=options, service=service)


def main(pages):
    failed = False
    for dark in (False, True):
        browser = driver(dark)
        try:
            for page in pages:
                browser.get("file://" + os.path.abspath(page))
                axe = Axe(browser)
                axe.inject()
                # Every rule axe has, best practices included, not only the WCAG ones.
                results = axe.run()
                mode = "dark" if dark else "light"
                for violation in results["violations"]:
                    failed = True
                    print(f"{page} ({mode}): {violation['id']} ({violation['impact']}): {violation['help']}")
                    for node in violation["nodes"][:5]:
                        print(f"    {node['target']}: {node['failureSummary'].splitlines()[-1].strip()}")
                print(f"{page} ({mode}): {len(results['violations'])} violations, {len(results['passes'])} rules passed")
        finally:
            browser.quit()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
