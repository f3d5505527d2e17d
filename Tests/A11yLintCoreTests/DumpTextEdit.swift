import Foundation
import XCTest

/// Edits a team makes to a screen, made on a uiautomator XML dump's text: the
/// `diff` tests make each from a real corpus screen. Each edit finds its node by
/// one attribute's value and fails the test when that node is not there.
struct DumpTextEdit {
    var text: String

    /// The range of the element whose opening tag has `attribute="value"`, and of that opening tag.
    func element(_ attribute: String, _ value: String, file: StaticString = #filePath, line: UInt = #line)
        throws -> (element: Range<String.Index>, tag: Range<String.Index>) {
        let needle = " \(attribute)=\"\(value)\""
        let found = try XCTUnwrap(text.range(of: needle), "no node with \(needle)", file: file, line: line)
        let start = try XCTUnwrap(text.range(of: "<node", options: .backwards, range: text.startIndex..<found.lowerBound))
        let tagEnd = try XCTUnwrap(text.range(of: ">", range: found.upperBound..<text.endIndex)).upperBound
        let tag = start.lowerBound..<tagEnd
        if text[tag].hasSuffix("/>") { return (tag, tag) }
        var depth = 1
        var index = tagEnd
        while depth > 0 {
            let open = text.range(of: "<node", range: index..<text.endIndex)
            let close = try XCTUnwrap(text.range(of: "</node>", range: index..<text.endIndex), "unbalanced XML")
            if let open, open.lowerBound < close.lowerBound {
                let end = try XCTUnwrap(text.range(of: ">", range: open.upperBound..<text.endIndex)).upperBound
                if !text[open.lowerBound..<end].hasSuffix("/>") { depth += 1 }
                index = end
            } else {
                depth -= 1
                index = close.upperBound
            }
        }
        return (start.lowerBound..<index, tag)
    }

    /// Gives the node's `name` attribute a new value.
    mutating func set(_ name: String, to value: String, where attribute: String, is key: String) throws {
        let tag = try element(attribute, key).tag
        var opening = String(text[tag])
        let current = try XCTUnwrap(opening.range(of: #" \#(name)="[^"]*""#, options: .regularExpression))
        opening.replaceSubrange(current, with: " \(name)=\"\(value)\"")
        text.replaceSubrange(tag, with: opening)
    }

    /// Swaps two sibling elements; the first must come before the second.
    mutating func swap(_ attribute: String, _ first: String, _ second: String) throws {
        let one = try element(attribute, first).element
        let two = try element(attribute, second).element
        XCTAssertLessThanOrEqual(one.upperBound, two.lowerBound)
        let between = String(text[one.upperBound..<two.lowerBound])
        text.replaceSubrange(one.lowerBound..<two.upperBound, with: String(text[two]) + between + String(text[one]))
    }

    /// Wraps the element in a layout with the same bounds, as a team adds a container for styling.
    mutating func wrap(_ attribute: String, _ value: String, in className: String) throws {
        let found = try element(attribute, value)
        let tag = String(text[found.tag])
        let bounds = try XCTUnwrap(tag.range(of: #"bounds="[^"]*""#, options: .regularExpression)).map { tag[$0] }
        let wrapped = "<node index=\"0\" text=\"\" resource-id=\"\" class=\"\(className)\" package=\"com.albacontrol\" "
            + "content-desc=\"\" checkable=\"false\" checked=\"false\" clickable=\"false\" enabled=\"true\" "
            + "focusable=\"false\" focused=\"false\" scrollable=\"false\" long-clickable=\"false\" password=\"false\" "
            + "selected=\"false\" \(bounds ?? "")>" + String(text[found.element]) + "</node>"
        text.replaceSubrange(found.element, with: wrapped)
    }

    /// Puts a copy of the element after it, edited by `change`.
    mutating func insertCopy(after attribute: String, _ value: String, _ change: (inout DumpTextEdit) throws -> Void) throws {
        let found = try element(attribute, value).element
        var copy = DumpTextEdit(text: String(text[found]))
        try change(&copy)
        text.insert(contentsOf: copy.text, at: found.upperBound)
    }

    /// Puts `xml` as the last child of the element.
    mutating func append(_ xml: String, into attribute: String, _ value: String) throws {
        let found = try element(attribute, value)
        XCTAssertTrue(text[found.element].hasSuffix("</node>"), "the node has no children to add to")
        text.insert(contentsOf: xml, at: text.index(found.element.upperBound, offsetBy: -"</node>".count))
    }
}
