#!/usr/bin/env python3
"""The worst cases of issue 44: inputs shaped so that a step which compares each
node with its siblings, or each key with the keys before it, would take time that
grows with the square of the input. Each case is written at a size and at four
times that size; every command's time is compared with `lint`'s on the same
input (target <= 2.0) and with its own time on the smaller input (target <= 4.4).

  obscured-yaml  N buttons with the same frame under one parent (iOS YAML): obscured-stop
  obscured-xml   the same in a uiautomator dump
  keys-yaml      one node with N keys the dump format does not know (YAML)
  keys-maestro   one Maestro JSON node with N attributes
  keys-xml       one uiautomator node with N attributes (refused past 1,000: exit 2)
  list-recycler  N buttons in an Android RecyclerView (TalkBack says "item 3 of N")
  feed-yaml      an iOS table of N/5 rows of five nodes (bench/generate.py's dump)
  feed-android   an Android RecyclerView of N/4 rows of four nodes (YAML)
  tabs-xml       a Material tab strip of N tabs (TalkBack numbers them: "Tab, 3 of N")
  navigation-xml a Material navigation bar of N items, numbered the same way
  flat-idb       idb's flat `describe-all` JSON of N elements side by side under the application: images
                 (some named like the text beside them), texts, buttons and small links beside texts
                 (decorative-image-hidden, touch-target-size's inline links)
  flat-xml       a uiautomator dump of N views under one layout: images, texts and switches
                 (decorative-image-hidden, Compose's role child of each switch's parent)

Run alone (no build: give the binary):
  python3 bench/worst_cases.py --linter .build/release/a11ylint [--case keys-xml ...] [--scale 0.25]
`make bench` runs every case at the default sizes after its own measures.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(__file__))
from generate import write_dump  # noqa: E402

ANDROID_PREFIX = ('<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>\n'
                  '<hierarchy rotation="0">\n')
ANDROID_NODE = ('<node index="{index}" text="{text}" resource-id="{id}" class="{cls}" package="com.example.shop" '
                'content-desc="" checkable="false" checked="false" clickable="{clickable}" enabled="true" '
                'focusable="{clickable}" focused="false" scrollable="{scrollable}" long-clickable="false" '
                'password="false" selected="false" bounds="{bounds}"')


def android_node(index, cls, bounds, text="", identifier="", clickable=False, scrollable=False):
    return ANDROID_NODE.format(index=index, text=text, id=identifier, cls=cls, bounds=bounds,
                               clickable=str(clickable).lower(), scrollable=str(scrollable).lower())


def write_obscured_yaml(path, count):
    """`count` buttons with one frame, side by side under one view: each is drawn
    over every one before it."""
    with open(path, "w", encoding="utf-8") as out:
        out.write("platform: ios\nscreen: Stacked buttons\nroot:\n  class: UIWindow\n"
                  "  frame: {x: 0, y: 0, width: 390, height: 844}\n  children:\n"
                  "    - class: UIView\n      frame: {x: 0, y: 0, width: 390, height: 844}\n      children:\n")
        for index in range(count):
            out.write(f"        - {{class: UIButton, accessibilityLabel: Pay {index}, accessibilityTraits: [button], "
                      f"frame: {{x: 20, y: 400, width: 350, height: 48}}}}\n")


def write_obscured_xml(path, count):
    """The same in a uiautomator dump."""
    with open(path, "w", encoding="utf-8") as out:
        out.write(ANDROID_PREFIX)
        out.write(android_node(0, "android.widget.FrameLayout", "[0,0][1080,2340]") + ">\n")
        for index in range(count):
            out.write("  " + android_node(index, "android.widget.Button", "[48,1000][1032,1144]",
                                          text=f"Pay {index}", clickable=True) + "/>\n")
        out.write("</node>\n</hierarchy>\n")


def write_keys_yaml(path, count):
    """One node with `count` keys the format does not know: each is a finding."""
    with open(path, "w", encoding="utf-8") as out:
        out.write("platform: android\nroot:\n  class: android.widget.FrameLayout\n  bounds: [0, 0, 1080, 2340]\n")
        for index in range(count):
            out.write(f"  extra{index}: {index}\n")


def write_keys_maestro(path, count):
    """One Maestro JSON node with `count` attributes."""
    with open(path, "w", encoding="utf-8") as out:
        out.write('{\n  "attributes" : {\n    "class" : "android.widget.FrameLayout",\n'
                  '    "bounds" : "[0,0][1080,2340]"')
        for index in range(count):
            out.write(f',\n    "extra{index}" : "{index}"')
        out.write('\n  },\n  "children" : [ ]\n}\n')


def write_keys_xml(path, count):
    """One uiautomator node with `count` attributes."""
    with open(path, "w", encoding="utf-8") as out:
        out.write(ANDROID_PREFIX)
        out.write(android_node(0, "android.widget.FrameLayout", "[0,0][1080,2340]"))
        for index in range(count):
            out.write(f' extra{index}="{index}"')
        out.write("/>\n</hierarchy>\n")


def write_list_recycler(path, count):
    """`count` buttons in a RecyclerView, each a list item TalkBack counts."""
    columns = 8
    with open(path, "w", encoding="utf-8") as out:
        out.write(ANDROID_PREFIX)
        out.write(android_node(0, "android.widget.FrameLayout", "[0,0][1080,2340]") + ">\n")
        out.write(android_node(0, "androidx.recyclerview.widget.RecyclerView", "[0,0][1080,2340]",
                               identifier="com.example.shop:id/list", scrollable=True) + ">\n")
        for index in range(count):
            row, column = divmod(index, columns)
            x, y = column * 135, row * 12
            out.write("    " + android_node(index, "android.widget.Button", f"[{x},{y}][{x + 130},{y + 10}]",
                                            text=f"Size {index}", clickable=True) + "/>\n")
        out.write("</node>\n</node>\n</hierarchy>\n")


def write_feed_yaml(path, count):
    """An iOS table of rows (bench/generate.py's dump) of about `count` nodes."""
    write_dump(path, count)


def write_feed_android(path, count):
    """An Android feed of about `count` nodes: a RecyclerView of rows, each a
    clickable layout with a title, a subtitle and an image (a screen's list
    repeated as a mutation fuzzer would)."""
    rows = max(1, count // 4)
    with open(path, "w", encoding="utf-8") as out:
        out.write("platform: android\nscreen: Feed\nroot:\n  class: android.widget.FrameLayout\n"
                  "  bounds: [0, 0, 1080, 2340]\n  children:\n"
                  "    - class: androidx.recyclerview.widget.RecyclerView\n"
                  "      resourceId: com.example.shop:id/feed\n      scrollable: true\n"
                  "      bounds: [0, 0, 1080, 2340]\n      children:\n")
        for row in range(rows):
            top = row * 240
            out.write(f"        - class: android.widget.LinearLayout\n"
                      f"          resourceId: com.example.shop:id/row\n"
                      f"          clickable: true\n"
                      f"          bounds: [0, {top}, 1080, {top + 240}]\n"
                      f"          children:\n"
                      f"            - {{class: android.widget.TextView, text: Post {row}, bounds: [32, {top + 20}, 800, {top + 100}]}}\n"
                      f"            - {{class: android.widget.TextView, text: {row % 60} minutes ago, "
                      f"bounds: [32, {top + 120}, 800, {top + 200}]}}\n"
                      f"            - {{class: android.widget.ImageView, contentDescription: Photo {row}, "
                      f"bounds: [840, {top + 20}, 1040, {top + 220}]}}\n")


def write_tabs_xml(path, count):
    """A Material tab strip of `count` tabs (TalkBack says "Tab, 3 of N"), the last selected."""
    with open(path, "w", encoding="utf-8") as out:
        out.write(ANDROID_PREFIX)
        out.write(android_node(0, "android.widget.FrameLayout", "[0,0][1080,2340]") + ">\n")
        out.write(android_node(0, "android.widget.HorizontalScrollView", "[0,0][1080,150]", scrollable=True) + ">\n")
        out.write(android_node(0, "android.widget.LinearLayout", "[0,0][1080,150]") + ">\n")
        for index in range(count):
            tab = android_node(index, "android.widget.LinearLayout", f"[{index * 10},0][{index * 10 + 10},150]",
                               clickable=True)
            if index == count - 1:
                tab = tab.replace('selected="false"', 'selected="true"')
            out.write("      " + tab.replace('content-desc=""', f'content-desc="Tab {index}"') + "/>\n")
        out.write("</node>\n</node>\n</node>\n</hierarchy>\n")


def write_navigation_xml(path, count):
    """A Material navigation bar of `count` items, each a FrameLayout known by its icon's id."""
    with open(path, "w", encoding="utf-8") as out:
        out.write(ANDROID_PREFIX)
        out.write(android_node(0, "android.widget.FrameLayout", "[0,0][1080,2340]") + ">\n")
        out.write(android_node(0, "android.widget.FrameLayout", "[0,2100][1080,2340]") + ">\n")
        for index in range(count):
            item = android_node(index, "android.widget.FrameLayout", f"[{index},2100][{index + 1},2340]",
                                clickable=True).replace('content-desc=""', f'content-desc="Item {index}"')
            icon = android_node(0, "android.widget.ImageView", f"[{index},2100][{index + 1},2200]",
                                identifier="com.example.shop:id/navigation_bar_item_icon_view")
            out.write(f"    {item}>{icon}/></node>\n")
        out.write("</node>\n</node>\n</hierarchy>\n")


def write_flat_idb(path, count):
    """idb's flat `describe-all`: the application, then `count` elements after it, all
    under it. Rows of an image, its caption, a small link beside the caption and a
    button; every fourth image is named like its caption, the others by a name no
    other stop says, so looking for one reads the whole row."""
    kinds = [("Image", "AXImage", "image", ["Image"]), ("StaticText", "AXStaticText", "text", ["StaticText"]),
             ("Link", "AXLink", "link", ["Link"]), ("Button", "AXButton", "button", ["Button"])]
    # An application as tall as its rows: every element shows, so every check runs on it.
    screen_height = (count // len(kinds) + 1) * 50
    with open(path, "w", encoding="utf-8") as out:
        out.write(f'[\n  {{\n    "AXFrame" : "{{{{0, 0}}, {{390, {screen_height}}}}}",\n'
                  f'    "frame" : {{"x" : 0, "y" : 0, "width" : 390, "height" : {screen_height}}},\n'
                  '    "role_description" : "application",\n    "AXLabel" : "Shop",\n    "type" : "Application",\n'
                  '    "role" : "AXApplication",\n    "enabled" : true,\n    "traits" : [\n\n    ]\n  }')
        for index in range(count):
            row, column = divmod(index, len(kinds))
            kind, role, description, traits = kinds[column]
            label = {0: f"Caption {row}" if row % 4 == 0 else f"Photo {row}", 1: f"Caption {row}", 2: f"More {row}",
                     3: f"Buy {row}"}[column]
            x, y, width, height = [(16, 4, 40, 40), (64, 16, 200, 16), (266, 16, 40, 16), (320, 0, 48, 48)][column]
            y += row * 50
            out.write(f',\n  {{\n    "AXFrame" : "{{{{{x}, {y}}}, {{{width}, {height}}}}}",\n'
                      f'    "frame" : {{"x" : {x}, "y" : {y}, "width" : {width}, "height" : {height}}},\n'
                      f'    "role_description" : "{description}",\n    "AXLabel" : "{label}",\n    "type" : "{kind}",\n'
                      f'    "role" : "{role}",\n    "enabled" : true,\n    "traits" : {json.dumps(traits)}\n  }}')
        out.write("\n]\n")


def write_flat_xml(path, count):
    """`count` views under one layout: rows of an image named like no other view,
    a text and a switch."""
    with open(path, "w", encoding="utf-8") as out:
        out.write(ANDROID_PREFIX)
        out.write(android_node(0, "android.widget.FrameLayout", f"[0,0][1080,{count * 50 + 200}]") + ">\n")
        for index in range(count):
            row, column = divmod(index, 3)
            top = row * 150
            if column == 0:
                node = android_node(index, "android.widget.ImageView", f"[48,{top}][144,{top + 96}]").replace(
                    'content-desc=""', f'content-desc="Photo {row}"')
            elif column == 1:
                node = android_node(index, "android.widget.TextView", f"[192,{top}][800,{top + 96}]", text=f"Setting {row}")
            else:
                node = android_node(index, "android.widget.Switch", f"[880,{top}][1032,{top + 96}]", clickable=True)
                node = node.replace('checkable="false"', 'checkable="true"')
            out.write("  " + node + "/>\n")
        out.write("</node>\n</hierarchy>\n")


# name: (writer, file extension, base size, commands to time besides `lint`)
ALL_COMMANDS = ["lint --all-rules", "announce", "announce --format json", "announce --format html",
                "lint --format html"]
CASES = {
    "obscured-yaml": (write_obscured_yaml, "yml", 5_000, ["lint --all-rules"]),
    "obscured-xml": (write_obscured_xml, "xml", 5_000, ["lint --all-rules"]),
    "keys-yaml": (write_keys_yaml, "yml", 25_000, []),
    "keys-maestro": (write_keys_maestro, "json", 25_000, []),
    "keys-xml": (write_keys_xml, "xml", 50_000, []),
    "list-recycler": (write_list_recycler, "xml", 2_000, ALL_COMMANDS),
    "feed-yaml": (write_feed_yaml, "yml", 20_000, ALL_COMMANDS),
    "feed-android": (write_feed_android, "yml", 16_000, ALL_COMMANDS),
    "tabs-xml": (write_tabs_xml, "xml", 2_000, ["announce"]),
    "navigation-xml": (write_navigation_xml, "xml", 2_000, ["announce"]),
    "flat-idb": (write_flat_idb, "json", 5_000, ["lint --all-rules"]),
    "flat-xml": (write_flat_xml, "xml", 5_000, ["lint --all-rules"]),
}


# Cases whose input is refused by a limit (exit 2): refusing it must be linear too.
REFUSED = {"keys-xml"}


def timed(command, accepted=(0, 1), clock="wall"):
    """Wall time (or CPU time, user and system) of one run, its output thrown away;
    exit 0 or 1 (findings) unless told."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    if code not in accepted:
        raise SystemExit(f"error: {' '.join(command)} exited with {code}")
    return elapsed if clock == "wall" else usage.ru_utime + usage.ru_stime


def median_time(command, repeats, accepted, clock):
    return statistics.median(timed(command, accepted, clock) for _ in range(repeats))


def run_case(name, linter, folder, scale, repeats, report, clock):
    """Times the case at its size and at four times it; returns whether every target held."""
    writer, extension, base, others = CASES[name]
    size = max(1, int(base * scale))
    commands = ["lint"] + others
    times = {}
    for count in (size, size * 4):
        path = os.path.join(folder, f"{name}-{count}.{extension}")
        writer(path, count)
        for words in commands:
            command = [linter] + words.split() + ["--no-config", path]
            times[(words, count)] = median_time(command, repeats, (2,) if name in REFUSED else (0, 1), clock)
        os.remove(path)
    held = True
    for words in commands:
        small, large = times[(words, size)], times[(words, size * 4)]
        growth = large / small
        against_lint = large / times[("lint", size * 4)]
        ok = growth <= 4.4 and against_lint <= 2.0
        held = held and ok
        report(f"{name:14} {words:24} {size:>7} -> {size * 4:>7}: {small * 1000:7.0f} ms -> {large * 1000:7.0f} ms, "
               f"x{growth:.2f} (target <= 4.4), {against_lint:.2f} x lint (target <= 2.0) "
               f"{'ok' if ok else 'OVER TARGET'}")
    return held


def run(linter, cases, scale=1.0, repeats=3, report=print, clock="wall"):
    with tempfile.TemporaryDirectory() as folder:
        results = [run_case(name, linter, folder, scale, repeats, report, clock) for name in cases]
    return all(results)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--linter", required=True, help="the a11ylint binary to time")
    parser.add_argument("--case", action="append", choices=sorted(CASES), help="a case to run (default: all)")
    parser.add_argument("--scale", type=float, default=1.0, help="multiplies every case's size (default 1)")
    parser.add_argument("--repeats", type=int, default=3, help="runs per command and size; the median counts")
    parser.add_argument("--clock", choices=["wall", "cpu"], default="wall",
                        help="wall time (the targets' measure) or CPU time, steadier on a busy machine")
    parser.add_argument("--write", nargs=3, metavar=("CASE", "COUNT", "PATH"),
                        help="only write one case's input of COUNT items to PATH")
    args = parser.parse_args()
    if args.write:
        name, count, path = args.write
        CASES[name][0](path, int(count))
        return 0
    return 0 if run(args.linter, args.case or list(CASES), args.scale, args.repeats, clock=args.clock) else 1


if __name__ == "__main__":
    sys.exit(main())
