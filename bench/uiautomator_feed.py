#!/usr/bin/env python3
"""Writes a uiautomator dump of real shape for the XML benchmarks: a social feed,
a RecyclerView of cards, each card an avatar, the author's name, the post's text,
a like checkbox and a share button.

The file is written as `uiautomator dump` writes it (the corpus's dumps show it):
the single-quoted declaration, then the whole hierarchy on the same line with no
line break, every node with the same seventeen attributes in the same order, and
leaves closed with ` />`. Texts hold accented letters, CJK and escaped `&` and
quotes, as real posts do, so the reader's decoding and unescaping are timed too.
About 365 bytes a node: 8.9 MB hold 24,000 nodes.

Run alone:
  python3 bench/uiautomator_feed.py feed.xml 8.9    # about 8.9 MB; prints the node count and size
"""
import argparse
import os

DECLARATION = "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>"
PACKAGE = "com.example.feed"
SCREEN_WIDTH = 1080
CARD_HEIGHT = 520
NODES_PER_CARD = 6
# Nodes above the cards: window, decor, content frame and the RecyclerView.
FRAME_NODES = 4

AUTHORS = ["Ana Souza", "Björn Ødegård", "Chloé Martin", "Dmitri Ivanov", "Emeka Okafor", "Fatima Zahra",
           "Grace Lee", "Hiroshi Tanaka", "Ingrid Müller", "José Núñez", "林小雨", "Lars Jensen"]
POSTS = ["Sunset over the harbour tonight",
         "Lessons from our first app &amp; what next",
         "The new café downstairs is good",
         "&quot;Ship small, ship often&quot; — still true",
         "We are hiring in Lisbon, ask me",
         "新しいプロジェクトを始めました",
         "Weekend hike: 14 km, 900 m up"]


def node(index, cls, bounds, text="", resource="", description="", checkable=False, checked=False,
         clickable=False, scrollable=False):
    """One node's start tag, in uiautomator's attribute order, left open."""
    left, top, right, bottom = bounds
    flag = {True: "true", False: "false"}
    resource_id = f"{PACKAGE}:id/{resource}" if resource else ""
    return (f'<node index="{index}" text="{text}" resource-id="{resource_id}" class="{cls}" package="{PACKAGE}" '
            f'content-desc="{description}" checkable="{flag[checkable]}" checked="{flag[checked]}" '
            f'clickable="{flag[clickable]}" enabled="true" focusable="{flag[clickable]}" focused="false" '
            f'scrollable="{flag[scrollable]}" long-clickable="false" password="false" selected="false" '
            f'bounds="[{left},{top}][{right},{bottom}]"')


def leaf(*arguments, **keywords):
    return node(*arguments, **keywords) + " />"


def card(index, top):
    """One card of the feed: six nodes."""
    author = AUTHORS[index % len(AUTHORS)]
    post = POSTS[index % len(POSTS)]
    liked = index % 3 == 0
    return "".join([
        node(index, "android.view.ViewGroup", (0, top, SCREEN_WIDTH, top + CARD_HEIGHT), resource="card",
             clickable=True) + ">",
        leaf(0, "android.widget.ImageView", (42, top + 42, 168, top + 168), resource="avatar",
             description=f"Profile photo of {author}"),
        leaf(1, "android.widget.TextView", (210, top + 52, 900, top + 110), text=author, resource="author"),
        leaf(2, "android.widget.TextView", (42, top + 200, 1038, top + 380), text=f"{post} #{index}",
             resource="body"),
        leaf(3, "android.widget.CheckBox", (42, top + 400, 168, top + 500), resource="like", description="Like",
             checkable=True, checked=liked, clickable=True),
        leaf(4, "android.widget.ImageButton", (912, top + 400, 1038, top + 500), resource="share",
             description="Share post", clickable=True),
        "</node>",
    ])


def write_feed(path, target_bytes):
    """Writes a feed of whole cards, about `target_bytes` long, to `path`; returns its node count."""
    # The cards' count first: the frames above them give their bounds, which hold the feed's height.
    # A card's bounds grow by a digit now and then, so its size is taken halfway down.
    guess = max(1, target_bytes // len(card(0, 0).encode("utf-8")))
    cards = max(1, round((target_bytes - 2_000) / len(card(guess // 2, guess // 2 * CARD_HEIGHT).encode("utf-8"))))
    height = 200 + cards * CARD_HEIGHT
    with open(path, "w", encoding="utf-8") as out:
        out.write(DECLARATION + '<hierarchy rotation="0">')
        out.write(node(0, "android.widget.FrameLayout", (0, 0, SCREEN_WIDTH, height)) + ">")
        out.write(node(0, "android.widget.LinearLayout", (0, 0, SCREEN_WIDTH, height)) + ">")
        out.write(node(0, "android.widget.FrameLayout", (0, 200, SCREEN_WIDTH, height), resource="content") + ">")
        out.write(node(0, "androidx.recyclerview.widget.RecyclerView", (0, 200, SCREEN_WIDTH, height),
                       resource="feed", scrollable=True) + ">")
        batch = []
        for index in range(cards):
            batch.append(card(index, 200 + index * CARD_HEIGHT))
            if len(batch) == 1000:  # written in batches: the 200 MB file would otherwise be one string
                out.write("".join(batch))
                batch = []
        out.write("".join(batch))
        out.write("</node>" * FRAME_NODES + "</hierarchy>")
    return FRAME_NODES + cards * NODES_PER_CARD


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="Write a uiautomator feed dump; prints its node count and size.")
    parser.add_argument("path", help="the XML file to write")
    parser.add_argument("megabytes", nargs="?", type=float, default=8.9, help="about how large, in MB (default 8.9)")
    arguments = parser.parse_args()
    count = write_feed(arguments.path, int(arguments.megabytes * 1e6))
    print(f"{count} nodes, {os.path.getsize(arguments.path)} bytes")
