#!/usr/bin/env python3
"""Screens with a component every 50 nodes, for the growth of the checks that look
around a component: the pager a page control drives, a stepper's count and label,
a tab group's tabs, a table row's texts, the set a radio button belongs to.

A screen's first half is a feed: a list of cards of 50 nodes, each holding one
component. Its second half lays the same components out flat, side by side with
the texts between them in one container (a settings pane, a web page), so that
each has thousands of siblings. A check that searches the whole screen, or all of
a component's siblings, once per component grows with the square of such a
screen; `generate.py`'s catalog has no such layout, so `make bench` never saw it.
Table rows are the feed's items themselves, side by side in one list already.

Each case (a component on a platform) is linted with every rule at --nodes and at a
quarter of that: 4x the nodes must cost at most 4.4x the CPU time.

Run alone (no build: give the binary):
  python3 bench/components.py --linter .build/release/a11ylint [--case page-control/android ...]
  python3 bench/components.py --write page-control android 200000 screen.yml   # only write a screen
`make bench` runs every case after its own measures.
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile

NODES_PER_COMPONENT = 50
CARD_HEIGHT = 400


class Writer:
    """Writes the nodes of one platform's YAML dump, counting them."""

    def __init__(self, out, platform):
        self.out = out
        self.ios = platform == "ios"
        self.count = 0

    def node(self, depth, ios_class, android_class, frame, **keys):
        """One node at `depth` (0 is the root); its children, if any, follow
        `children` at depth + 1. Keys named `ios_…` or `android_…` are written
        for that platform only, without the prefix."""
        # The root sits under `root:`; every other node is an item of its parent's `children`.
        pad = "  " if depth == 0 else "  " * (2 * depth)
        self.out.write(f"{pad}{'' if depth == 0 else '- '}class: {ios_class if self.ios else android_class}\n")
        inner = pad + ("" if depth == 0 else "  ")
        x, y, width, height = frame
        if self.ios:
            self.out.write(f"{inner}frame: {{x: {x}, y: {y}, width: {width}, height: {height}}}\n")
        else:
            self.out.write(f"{inner}bounds: [{x}, {y}, {x + width}, {y + height}]\n")
        for key, value in keys.items():
            platform, _, name = key.partition("_")
            if platform in ("ios", "android") and name:
                if (platform == "ios") != self.ios:
                    continue
                key = name
            self.out.write(f"{inner}{key}: {value}\n")
        self.count += 1

    def children(self, depth):
        pad = "  " if depth == 0 else "  " * (2 * depth) + "  "
        self.out.write(f"{pad}children:\n")

    def texts(self, depth, y, count):
        """`count` plain texts, to bring a component's stretch of the screen to its size."""
        for index in range(count):
            self.node(depth, "UILabel", "android.widget.TextView", (16, y + 2 * index, 200, 2), text=f"\"Detail {index}\"")


def quoted(text):
    return f"\"{text}\""


# Each writes one component, with what a check looks for beside it, as nodes side
# by side at `depth`: inside a card of the feed, or among all the others when flat.

def page_control(w, depth, item, y):
    """A carousel of slides, and its page indicator apart from it (beside the
    carousel's frame, not beside the carousel): nothing beside the indicator pages,
    so finding its pager means looking further. On iOS every other indicator is no
    element, so the check that its slides say their place runs too."""
    w.node(depth, "UILabel", "android.widget.TextView", (16, y, 300, 20), text=quoted(f"Album {item}"))
    w.node(depth, "UIView", "android.widget.FrameLayout", (0, y + 20, 390, 200))
    w.children(depth)
    w.node(depth + 1, "CarouselView", "androidx.recyclerview.widget.RecyclerView", (0, y + 20, 390, 200),
           android_scrollable="true")
    w.children(depth + 1)
    for slide in range(5):
        w.node(depth + 2, "UIImageView", "android.widget.ImageView", (slide * 390, y + 20, 390, 200),
               ios_accessibilityLabel=quoted(f"Photo {slide + 1}"), android_contentDescription=quoted(f"Photo {slide + 1}"))
    if w.ios:
        element = {"accessibilityTraits": "[adjustable]"} if item % 2 == 0 else {"isAccessibilityElement": "false"}
        w.node(depth, "UIPageControl", None, (150, y + 230, 90, 20), numberOfPages=5, currentPage=item % 5,
               accessibilityValue=quoted(f"page {item % 5 + 1} of 5"), **element)
    else:
        w.node(depth, None, "android.widget.LinearLayout", (150, y + 230, 90, 20),
               resourceId="com.example.feed:id/page_indicator")
    w.children(depth)
    for dot in range(5):
        w.node(depth + 1, "UIView", "android.widget.ImageView", (150 + dot * 18, y + 230, 10, 10),
               android_selected="true" if dot == item % 5 else "false")


def stepper(w, depth, item, y):
    """A product's quantity: a native UIStepper beside its count and label on iOS;
    a decrease, count, increase row beside the label on Android."""
    w.node(depth, "UILabel", "android.widget.TextView", (16, y, 240, 20), text=quoted(f"Product {item}"))
    if w.ios:
        w.node(depth, "UILabel", None, (16, y + 30, 40, 20), text=quoted(str(item % 9 + 1)))
        w.node(depth, "UIStepper", None, (280, y + 30, 94, 32), accessibilityLabel="Quantity", value=item % 9 + 1,
               minimumValue=0, maximumValue=10, stepValue=1)
        return
    w.node(depth, None, "android.widget.LinearLayout", (240, y + 30, 140, 40))
    w.children(depth)
    w.node(depth + 1, None, "android.widget.ImageButton", (240, y + 30, 40, 40), clickable="true",
           contentDescription="Decrease quantity")
    w.node(depth + 1, None, "android.widget.TextView", (290, y + 30, 40, 40), text=quoted(str(item % 9 + 1)))
    w.node(depth + 1, None, "android.widget.ImageButton", (340, y + 30, 40, 40), clickable="true",
           contentDescription="Increase quantity")


def tab_group(w, depth, item, y):
    """A row of tabs over content: a segmented control on iOS, a TabLayout with
    named tabs on Android."""
    if w.ios:
        w.node(depth, "UISegmentedControl", None, (16, y, 358, 32))
        w.children(depth)
        for tab in range(3):
            w.node(depth + 1, "UISegment", None, (16 + tab * 119, y, 119, 32), accessibilityLabel=quoted(f"Period {tab + 1}"),
                   accessibilityTraits="[button, selected]" if tab == item % 3 else "[button]")
        return
    w.node(depth, None, "com.google.android.material.tabs.TabLayout", (16, y, 358, 48),
           resourceId="com.example.feed:id/tabs")
    w.children(depth)
    w.node(depth + 1, None, "android.widget.LinearLayout", (16, y, 358, 48))
    w.children(depth + 1)
    for tab in range(3):
        w.node(depth + 2, None, "com.google.android.material.tabs.TabLayout$TabView", (16 + tab * 119, y, 119, 48),
               clickable="true", selected="true" if tab == item % 3 else "false")
        w.children(depth + 2)
        w.node(depth + 3, None, "android.widget.TextView", (20 + tab * 119, y + 10, 100, 28), text=quoted(f"Period {tab + 1}"))


def radio_group(w, depth, item, y):
    """A choice of four: a RadioGroup on Android; on iOS, buttons named "… radio
    button" in a plain view, which VoiceOver does not count."""
    w.node(depth, "UILabel", "android.widget.TextView", (16, y, 240, 20), text=quoted(f"Delivery {item}"))
    w.node(depth, "UIView", "android.widget.RadioGroup", (16, y + 20, 358, 200))
    w.children(depth)
    for choice in range(4):
        chosen = choice == item % 4
        w.node(depth + 1, "UIButton", "android.widget.RadioButton", (16, y + 20 + choice * 50, 358, 44),
               ios_accessibilityLabel=quoted(f"Option {choice + 1} radio button"),
               ios_accessibilityTraits="[button, selected]" if chosen else "[button]",
               android_clickable="true", android_checkable="true", android_checked="true" if chosen else "false",
               android_text=quoted(f"Option {choice + 1}"))


def table_row(w, depth, item, y):
    """A row of a list whose texts, image and button are separate stops (the
    feed's item itself: `CARDS` writes no card around it)."""
    w.node(depth, "UITableViewCell", "android.widget.LinearLayout", (0, y, 390, 88),
           ios_accessoryType="disclosureIndicator", ios_accessibilityIdentifier=f"row-{item}",
           android_clickable="true", android_resourceId="com.example.feed:id/row")
    w.children(depth)
    start = w.count
    w.node(depth + 1, "UIImageView", "android.widget.ImageView", (16, y + 8, 40, 40))
    w.node(depth + 1, "UILabel", "android.widget.TextView", (64, y + 8, 240, 20), text=quoted(f"Message {item}"),
           android_focusable="true")
    w.node(depth + 1, "UIButton", "android.widget.ImageButton", (330, y + 8, 44, 44), ios_accessibilityTraits="[button]",
           ios_accessibilityLabel="Reply", android_clickable="true", android_contentDescription="Reply")
    w.node(depth + 1, "UIImageView", "android.widget.ImageView", (370, y + 30, 16, 16),
           android_resourceId="com.example.feed:id/chevron")
    w.texts(depth + 1, y + 40, NODES_PER_COMPONENT - 1 - (w.count - start))


COMPONENTS = {
    "page-control": page_control,
    "stepper": stepper,
    "tab-group": tab_group,
    "table-row": table_row,
    "radio-group": radio_group,
}


def write_component_dump(path, component, target_nodes, platform="android"):
    """A screen of about `target_nodes` nodes with one `component` every 50 nodes;
    returns the node count."""
    write = COMPONENTS[component]
    ios = platform == "ios"
    # Table rows are the feed's items; every other component sits in a card of the
    # feed, then among the others in one flat container.
    flat = component != "table-row"
    with open(path, "w", encoding="utf-8") as out:
        out.write(f"platform: {platform}\nscreen: Benchmark feed\napp: {'Feed' if ios else 'com.example.feed'}\nroot:\n")
        w = Writer(out, platform)
        # A window as tall as the screen's content: every component shows, so every check runs on it.
        height = (target_nodes // NODES_PER_COMPONENT + 2) * CARD_HEIGHT
        w.node(0, "UIWindow", "android.widget.FrameLayout", (0, 0, 390, height))
        w.children(0)
        # On iOS the page controls' feed is a collection view: the screen's one pager,
        # which every indicator without a pager beside it then falls back on.
        feed_class = "UICollectionView" if component == "page-control" else "UITableView"
        w.node(1, feed_class, "androidx.recyclerview.widget.RecyclerView", (0, 0, 390, height),
               android_scrollable="true", android_resourceId="com.example.feed:id/feed")
        w.children(1)
        item = 0
        feed_end = target_nodes // 2 if flat else target_nodes
        while w.count < feed_end:
            y = item * CARD_HEIGHT
            if component == "table-row":
                write(w, 2, item, y)
            else:
                start = w.count
                w.node(2, "UIView", "android.widget.LinearLayout", (0, y, 390, CARD_HEIGHT))
                w.children(2)
                write(w, 3, item, y)
                w.texts(3, y + 300, NODES_PER_COMPONENT - (w.count - start))
            item += 1
        if flat:
            w.node(1, "UIView", "android.widget.LinearLayout", (0, 0, 390, height))
            w.children(1)
            while w.count < target_nodes:
                y = item * CARD_HEIGHT
                start = w.count
                write(w, 2, item, y)
                w.texts(2, y + 300, NODES_PER_COMPONENT - (w.count - start))
                item += 1
    return w.count


PLATFORMS = ("android", "ios")
CASES = [f"{component}/{platform}" for component in COMPONENTS for platform in PLATFORMS]


def cpu_time(command):
    """The CPU time (user and system) of one run, in seconds, and its exit code."""
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    return usage.ru_utime + usage.ru_stime, os.waitstatus_to_exitcode(status)


def median_cpu_times(commands, repeats):
    """The median CPU time of each command over `repeats` runs, the commands run turn
    about after an untimed run of each (which reads the file from disk): a machine
    whose speed drifts during the runs (other work on its cores) then slows all alike."""
    for command in commands:
        cpu_time(command)
    runs = [[] for _ in commands]
    for _ in range(repeats):
        for place, command in enumerate(commands):
            runs[place].append(cpu_time(command))
    for command, results in zip(commands, runs):
        codes = {code for _, code in results}
        if not codes <= {0, 1}:
            raise SystemExit(f"error: {' '.join(command)} exited with {codes}")
    return [statistics.median(t for t, _ in results) for results in runs]


def run(linter, cases=None, nodes=200_000, repeats=3, report=print):
    """Times each case at a quarter of `nodes` and at `nodes`; returns whether every growth held."""
    held = True
    with tempfile.TemporaryDirectory() as folder:
        for case in cases or CASES:
            component, platform = case.split("/")
            sizes, commands = [], []
            for count in (nodes // 4, nodes):
                path = os.path.join(folder, f"{component}-{platform}-{count}.yml")
                sizes.append(write_component_dump(path, component, count, platform))
                commands.append([linter, "lint", "--no-config", "--all-rules", path])
            small_time, large_time = median_cpu_times(commands, repeats)
            for command in commands:
                os.remove(command[-1])
            growth = large_time / small_time
            ok = growth <= 4.4
            held = held and ok
            report(f"{case:20} {sizes[0]:>7} -> {sizes[1]:>7} nodes: {small_time * 1000:6.0f} ms -> {large_time * 1000:6.0f} ms "
                   f"of CPU, x{growth:.2f} (target <= 4.4, {'ok' if ok else 'OVER TARGET'})")
    return held


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--linter", help="the a11ylint binary to time")
    parser.add_argument("--case", action="append", choices=CASES, help="a case to run (default: all)")
    parser.add_argument("--nodes", type=int, default=200_000, help="the larger screen's nodes (default 200000)")
    parser.add_argument("--repeats", type=int, default=3, help="runs per size; the median counts")
    parser.add_argument("--write", nargs=4, metavar=("COMPONENT", "PLATFORM", "NODES", "PATH"),
                        help="only write one screen (COMPONENT one of %s) and print its node count" % ", ".join(COMPONENTS))
    args = parser.parse_args()
    if args.write:
        component, platform, count, path = args.write
        if component not in COMPONENTS or platform not in PLATFORMS:
            parser.error(f"no such screen: {component} {platform}")
        print(write_component_dump(path, component, int(count), platform))
        return 0
    if not args.linter:
        parser.error("give --linter to time, or --write to write a screen")
    return 0 if run(args.linter, args.case, args.nodes, args.repeats) else 1


if __name__ == "__main__":
    sys.exit(main())
