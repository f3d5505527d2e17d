#!/usr/bin/env python3
"""Writes a large, realistic iOS dump for benchmarks: a table of product rows,
each with labels, a stepper and buttons, about 200 bytes per node."""
import sys


def write_dump(path, target_nodes):
    count = 0
    with open(path, "w", encoding="utf-8") as out:
        out.write("platform: ios\nscreen: Benchmark catalog\napp: Shop\nroot:\n")
        out.write("  class: UIWindow\n  frame: {x: 0, y: 0, width: 390, height: 844}\n  children:\n")
        out.write("    - class: UITableView\n      accessibilityIdentifier: catalog\n      children:\n")
        count = 2
        row = 0
        while count < target_nodes:
            row += 1
            y = row * 88
            out.write(
                f"        - class: UITableViewCell\n"
                f"          accessibilityIdentifier: row-{row}\n"
                f"          accessibilityLabel: \"Produkt {row}, Größe M, {row % 9 + 1} Stück\"\n"
                f"          accessibilityTraits: [button]\n"
                f"          accessoryType: disclosureIndicator\n"
                f"          frame: {{x: 0, y: {y}, width: 390, height: 88}}\n"
                f"          children:\n"
                f"            - class: UILabel\n"
                f"              text: \"Produkt {row} — Größe L\"\n"
                f"              accessibilityTraits: [staticText]\n"
                f"              frame: {{x: 16, y: {y + 8}, width: 240, height: 22}}\n"
                f"            - class: UILabel\n"
                f"              text: \"{row % 9 + 1} Stück\"\n"
                f"              frame: {{x: 16, y: {y + 34}, width: 120, height: 18}}\n"
                f"            - class: UIStepper\n"
                f"              accessibilityLabel: Quantity\n"
                f"              value: {row % 9 + 1}\n"
                f"              minimumValue: 0\n"
                f"              maximumValue: 10\n"
                f"              stepValue: 1\n"
                f"              frame: {{x: 280, y: {y + 30}, width: 94, height: 32}}\n"
                f"            - class: UIButton\n"
                f"              title: Remove\n"
                f"              accessibilityLabel: Remove product {row}\n"
                f"              accessibilityTraits: [button]\n"
                f"              isEnabled: true\n"
                f"              frame: {{x: 300, y: {y + 4}, width: 74, height: 24}}\n"
            )
            count += 5
    return count


def write_dense_dump(path, stops=5000):
    """One iOS screen with `stops` buttons all on it, in a grid of 50 columns, for
    the checks that compare stops with each other (duplicates, covers, targets)."""
    columns = 50
    rows = (stops + columns - 1) // columns
    with open(path, "w", encoding="utf-8") as out:
        out.write("platform: ios\nscreen: Benchmark keypad\napp: Shop\nroot:\n")
        out.write(f"  class: UIWindow\n  frame: {{x: 0, y: 0, width: {columns * 48}, height: {rows * 48}}}\n  children:\n")
        out.write(f"    - class: UIView\n      frame: {{x: 0, y: 0, width: {columns * 48}, height: {rows * 48}}}\n"
                  "      children:\n")
        for index in range(stops):
            x, y = index % columns * 48, index // columns * 48
            out.write(
                f"        - class: UIButton\n"
                f"          accessibilityLabel: Key {index}\n"
                f"          accessibilityTraits: [button]\n"
                f"          frame: {{x: {x + 2}, y: {y + 2}, width: 44, height: 44}}\n"
            )
    return stops + 2


if __name__ == "__main__":
    # argparse rather than bare arguments: `generate.py --help` used to write a dump named "--help".
    import argparse
    parser = argparse.ArgumentParser(description="Write a synthetic iOS dump for benchmarks; prints its node count.")
    parser.add_argument("path", help="the YAML file to write")
    parser.add_argument("nodes", nargs="?", type=int, default=150_000, help="about how many nodes (default 150000)")
    arguments = parser.parse_args()
    print(write_dump(arguments.path, arguments.nodes))
