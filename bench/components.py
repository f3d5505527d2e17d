#!/usr/bin/env python3
"""Writes feed screens with a component in every card, for the growth of the
checks that look around a component (what a page control pages, a stepper's
label, a tab group's tabs, the set a radio button belongs to): a feed of cards
of about 50 nodes each, every card holding one page control, stepper, tab
group, table row or radio group. A check that walks the screen once per
component grows with the square of such a screen; `bench.py`'s catalog has no
such components, so it never saw that.

    python3 bench/components.py page-control android 200000 feed.yml
"""
import argparse

NODES_PER_CARD = 50
CARD_HEIGHT = 400


class Writer:
    """Writes nodes of one platform's YAML dump, counting them."""

    def __init__(self, out, platform):
        self.out = out
        self.platform = platform
        self.count = 0

    def node(self, depth, class_name, frame, **keys):
        """One node at `depth` (0 is the root) with its class, frame and keys; its
        children follow at depth + 1, after `children_follow`."""
        # The root sits under `root:`; every other node is an item of its parent's `children`.
        pad = "  " if depth == 0 else "  " * (2 * depth)
        first = "" if depth == 0 else "- "
        self.out.write(f"{pad}{first}class: {class_name}\n")
        inner = pad + ("" if depth == 0 else "  ")
        x, y, width, height = frame
        if self.platform == "ios":
            self.out.write(f"{inner}frame: {{x: {x}, y: {y}, width: {width}, height: {height}}}\n")
        else:
            self.out.write(f"{inner}bounds: [{x}, {y}, {x + width}, {y + height}]\n")
        for key, value in keys.items():
            self.out.write(f"{inner}{key}: {value}\n")
        self.count += 1

    def children_follow(self, depth):
        pad = "  " if depth == 0 else "  " * (2 * depth) + "  "
        self.out.write(f"{pad}children:\n")

    def fill(self, depth, y, count):
        """`count` plain texts, to bring a card to its size."""
        for index in range(count):
            text_class = "UILabel" if self.platform == "ios" else "android.widget.TextView"
            self.node(depth, text_class, (16, y + 2 * index, 200, 2), text=f"\"Detail {index}\"")


def quoted(text):
    return f"\"{text}\""


# Each card is written at `depth` (the feed's items) and holds about NODES_PER_CARD nodes.

def page_control_card(w, depth, card, y):
    """A carousel of slides and, apart from it (in the card's footer, not beside the
    carousel), its page control: nothing beside the control pages, so finding its
    pager means looking further."""
    ios = w.platform == "ios"
    start = w.count
    w.node(depth, "UIView" if ios else "android.widget.LinearLayout", (0, y, 390, 300))
    w.children_follow(depth)
    w.node(depth + 1, "UILabel" if ios else "android.widget.TextView", (16, y, 300, 20), text=quoted(f"Album {card}"))
    w.node(depth + 1, "UIView" if ios else "android.widget.FrameLayout", (0, y + 20, 390, 200))
    w.children_follow(depth + 1)
    if ios:
        w.node(depth + 2, "CarouselView", (0, y + 20, 390, 200))
    else:
        w.node(depth + 2, "androidx.recyclerview.widget.RecyclerView", (0, y + 20, 390, 200), scrollable="true")
    w.children_follow(depth + 2)
    for slide in range(5):
        w.node(depth + 3, "UIImageView" if ios else "android.widget.ImageView", (slide * 390, y + 20, 390, 200),
               **({"accessibilityLabel": quoted(f"Photo {slide + 1}")} if ios
                  else {"contentDescription": quoted(f"Photo {slide + 1}")}))
    w.node(depth + 1, "UIView" if ios else "android.widget.LinearLayout", (0, y + 220, 390, 40))
    w.children_follow(depth + 1)
    if ios:
        w.node(depth + 2, "UIPageControl", (150, y + 230, 90, 20), numberOfPages=5, currentPage=card % 5,
               accessibilityTraits="[adjustable]", accessibilityValue=quoted(f"page {card % 5 + 1} of 5"))
        w.children_follow(depth + 2)
        for dot in range(5):
            w.node(depth + 3, "UIView", (150 + dot * 18, y + 230, 10, 10))
    else:
        w.node(depth + 2, "android.widget.LinearLayout", (150, y + 230, 90, 20),
               resourceId=f"com.example.feed:id/page_indicator")
        w.children_follow(depth + 2)
        for dot in range(5):
            w.node(depth + 3, "android.widget.ImageView", (150 + dot * 18, y + 230, 10, 10),
                   selected="true" if dot == card % 5 else "false")
    w.fill(depth + 1, y + 260, NODES_PER_CARD - (w.count - start))


def stepper_card(w, depth, card, y):
    """A product with a quantity stepper: a native UIStepper on iOS, a custom
    decrease / count / increase row on Android."""
    ios = w.platform == "ios"
    start = w.count
    w.node(depth, "UIView" if ios else "android.widget.LinearLayout", (0, y, 390, 120))
    w.children_follow(depth)
    w.node(depth + 1, "UILabel" if ios else "android.widget.TextView", (16, y, 240, 20), text=quoted(f"Product {card}"))
    if ios:
        w.node(depth + 1, "UILabel", (16, y + 30, 40, 20), text=quoted(str(card % 9 + 1)))
        w.node(depth + 1, "UIStepper", (280, y + 30, 94, 32), accessibilityLabel="Quantity", value=card % 9 + 1,
               minimumValue=0, maximumValue=10, stepValue=1)
    else:
        w.node(depth + 1, "android.widget.LinearLayout", (240, y + 30, 140, 40))
        w.children_follow(depth + 1)
        w.node(depth + 2, "android.widget.ImageButton", (240, y + 30, 40, 40), clickable="true",
               contentDescription="Decrease quantity")
        w.node(depth + 2, "android.widget.TextView", (290, y + 30, 40, 40), text=quoted(str(card % 9 + 1)))
        w.node(depth + 2, "android.widget.ImageButton", (340, y + 30, 40, 40), clickable="true",
               contentDescription="Increase quantity")
    w.fill(depth + 1, y + 70, NODES_PER_CARD - (w.count - start))


def tab_group_card(w, depth, card, y):
    """A card with a row of tabs over its content: a segmented control on iOS, a
    TabLayout with named tabs on Android."""
    ios = w.platform == "ios"
    start = w.count
    w.node(depth, "UIView" if ios else "android.widget.LinearLayout", (0, y, 390, 200))
    w.children_follow(depth)
    if ios:
        w.node(depth + 1, "UISegmentedControl", (16, y, 358, 32))
        w.children_follow(depth + 1)
        for tab in range(3):
            w.node(depth + 2, "UISegment", (16 + tab * 119, y, 119, 32), accessibilityLabel=quoted(f"Period {tab + 1}"),
                   accessibilityTraits="[button, selected]" if tab == card % 3 else "[button]")
    else:
        w.node(depth + 1, "com.google.android.material.tabs.TabLayout", (16, y, 358, 48),
               resourceId="com.example.feed:id/tabs")
        w.children_follow(depth + 1)
        w.node(depth + 2, "android.widget.LinearLayout", (16, y, 358, 48))
        w.children_follow(depth + 2)
        for tab in range(3):
            w.node(depth + 3, "com.google.android.material.tabs.TabLayout$TabView", (16 + tab * 119, y, 119, 48),
                   clickable="true", selected="true" if tab == card % 3 else "false")
            w.children_follow(depth + 3)
            w.node(depth + 4, "android.widget.TextView", (20 + tab * 119, y + 10, 100, 28),
                   text=quoted(f"Period {tab + 1}"))
    w.fill(depth + 1, y + 60, NODES_PER_CARD - (w.count - start))


def table_row_card(w, depth, card, y):
    """A row of a list (the feed's item itself) with its texts, an image, a
    button and a chevron, split into separate stops."""
    ios = w.platform == "ios"
    start = w.count
    if ios:
        w.node(depth, "UITableViewCell", (0, y, 390, 88), accessoryType="disclosureIndicator",
               accessibilityIdentifier=f"row-{card}")
    else:
        w.node(depth, "android.widget.LinearLayout", (0, y, 390, 88), clickable="true",
               resourceId="com.example.feed:id/row")
    w.children_follow(depth)
    w.node(depth + 1, "UIImageView" if ios else "android.widget.ImageView", (16, y + 8, 40, 40))
    w.node(depth + 1, "UILabel" if ios else "android.widget.TextView", (64, y + 8, 240, 20),
           text=quoted(f"Message {card}"), **({} if ios else {"focusable": "true"}))
    w.node(depth + 1, "UIButton" if ios else "android.widget.ImageButton", (330, y + 8, 44, 44),
           **({"accessibilityTraits": "[button]", "accessibilityLabel": "Reply"} if ios
              else {"clickable": "true", "contentDescription": "Reply"}))
    if not ios:
        w.node(depth + 1, "android.widget.ImageView", (370, y + 30, 16, 16), resourceId="com.example.feed:id/chevron")
    w.fill(depth + 1, y + 40, NODES_PER_CARD - (w.count - start))


def radio_group_card(w, depth, card, y):
    """A card with a choice of four: a RadioGroup on Android; buttons named
    "… radio button" with no group on iOS."""
    ios = w.platform == "ios"
    start = w.count
    w.node(depth, "UIView" if ios else "android.widget.LinearLayout", (0, y, 390, 260))
    w.children_follow(depth)
    w.node(depth + 1, "UILabel" if ios else "android.widget.TextView", (16, y, 240, 20), text=quoted(f"Delivery {card}"))
    w.node(depth + 1, "UIView" if ios else "android.widget.RadioGroup", (16, y + 20, 358, 200))
    w.children_follow(depth + 1)
    for choice in range(4):
        chosen = choice == card % 4
        if ios:
            w.node(depth + 2, "UIButton", (16, y + 20 + choice * 50, 358, 44),
                   accessibilityLabel=quoted(f"Option {choice + 1} radio button"),
                   accessibilityTraits="[button, selected]" if chosen else "[button]")
        else:
            w.node(depth + 2, "android.widget.RadioButton", (16, y + 20 + choice * 50, 358, 44), clickable="true",
                   checkable="true", checked="true" if chosen else "false", text=quoted(f"Option {choice + 1}"))
    w.fill(depth + 1, y + 230, NODES_PER_CARD - (w.count - start))


CARDS = {
    "page-control": page_control_card,
    "stepper": stepper_card,
    "tab-group": tab_group_card,
    "table-row": table_row_card,
    "radio-group": radio_group_card,
}


def write_component_dump(path, component, target_nodes, platform="android"):
    """A feed of about `target_nodes` nodes whose cards each hold one `component`;
    returns the node count."""
    card_writer = CARDS[component]
    ios = platform == "ios"
    with open(path, "w", encoding="utf-8") as out:
        out.write(f"platform: {platform}\nscreen: Benchmark feed\napp: {'Feed' if ios else 'com.example.feed'}\n"
                  "root:\n")
        w = Writer(out, platform)
        # A window as tall as the feed: every card shows, so every check runs on every component.
        height = (target_nodes // NODES_PER_CARD + 2) * CARD_HEIGHT
        w.node(0, "UIWindow" if ios else "android.widget.FrameLayout", (0, 0, 390, height))
        w.children_follow(0)
        w.node(1, "UITableView" if ios else "androidx.recyclerview.widget.RecyclerView", (0, 0, 390, height),
               **({} if ios else {"scrollable": "true", "resourceId": "com.example.feed:id/feed"}))
        w.children_follow(1)
        card = 0
        while w.count < target_nodes:
            card_writer(w, 2, card, card * CARD_HEIGHT)
            card += 1
    return w.count


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="Write a feed with a component in every card; prints its node count.")
    parser.add_argument("component", choices=sorted(CARDS))
    parser.add_argument("platform", choices=["android", "ios"])
    parser.add_argument("nodes", type=int, help="about how many nodes")
    parser.add_argument("path", help="the YAML file to write")
    arguments = parser.parse_args()
    print(write_component_dump(arguments.path, arguments.component, arguments.nodes, arguments.platform))
