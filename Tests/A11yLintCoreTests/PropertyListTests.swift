@testable import A11yDump
import A11yFindings
import XCTest

/// `PropertyList` keeps flags apart from other values to save memory; to its users it
/// must be an array of `Property`. Every test runs the same steps on a plain array.
final class PropertyListTests: XCTestCase {
    private let keys: [DumpKey] = [.clickable, .checked, .enabled, .text, .contentDescription, .bounds, .resourceId,
                                   .focusable, .selected, .accessibilityTraits]

    /// A property of a key not in `taken`, with a value of the key's type: a node holds
    /// each key once (loaders skip repeats), and a key's type is fixed.
    private func randomProperty(_ generator: inout SeededGenerator, notIn taken: [Property]) -> Property? {
        let free = keys.filter { key in !taken.contains { $0.key == key } }
        guard let key = free.randomElement(using: &generator) else { return nil }
        // Marks sometimes close together, as a node's are, and sometimes far apart: a
        // flag more than 31 lines or 1,024 columns from the first flag does not fit 32
        // bits and is kept as a plain property.
        let mark = Bool.random(using: &generator)
            ? Mark(line: Int.random(in: 1...40, using: &generator), column: Int.random(in: 1...2_200, using: &generator))
            : Mark(line: Int.random(in: 1...200_000, using: &generator), column: Int.random(in: 1...9_000_000, using: &generator))
        let value: PropertyValue
        switch key {
        case .text, .contentDescription, .resourceId:
            value = .string(["OK", "Profile photo of someone with a long name", ""].randomElement(using: &generator)!)
        case .bounds: value = .rect(Rect(x: 0, y: Double(Int.random(in: 0...99, using: &generator)), width: 10, height: 4))
        case .accessibilityTraits: value = .strings(["button", "selected"])
        default: value = .bool(Bool.random(using: &generator))
        }
        return Property(key: key, value: value, valueMark: mark)
    }

    private func assertSame(_ list: PropertyList, _ reference: [Property], file: StaticString = #filePath,
                            line: UInt = #line) {
        XCTAssertEqual(Array(list), reference, "iteration", file: file, line: line)
        XCTAssertEqual(list.count, reference.count, file: file, line: line)
        for index in reference.indices {
            XCTAssertEqual(list[index], reference[index], "subscript \(index)", file: file, line: line)
        }
        for key in keys {
            let first = reference.first { $0.key == key }
            XCTAssertEqual(list.property(key), first, "\(key)", file: file, line: line)
            XCTAssertEqual(list.has(key), first != nil, file: file, line: line)
            if case .bool(let value)? = first?.value {
                XCTAssertEqual(list.flag(key), value, file: file, line: line)
            } else {
                XCTAssertNil(list.flag(key), file: file, line: line)
                XCTAssertEqual(list.storedValue(key), first?.value, file: file, line: line)
            }
        }
        XCTAssertEqual(list, PropertyList(reference), "equal to one built from the array", file: file, line: line)
    }

    func testBuildingFromAnArrayKeepsTheOrder() {
        let mark = Mark(line: 3, column: 7)
        let properties = [Property(key: .text, value: .string("Like"), valueMark: mark),
                          Property(key: .checked, value: .bool(true), valueMark: Mark(line: 3, column: 20)),
                          Property(key: .bounds, value: .rect(Rect(x: 0, y: 0, width: 4, height: 4)), valueMark: mark),
                          Property(key: .clickable, value: .bool(false), valueMark: Mark(line: 3, column: 40))]
        let list = PropertyList(properties)
        assertSame(list, properties)
        XCTAssertEqual(list.map(\.key), [.text, .checked, .bounds, .clickable])
        XCTAssertEqual(list[3].valueMark, Mark(line: 3, column: 40))
        XCTAssertNotEqual(list, PropertyList(properties.reversed()))
    }

    func testRandomChangesMatchAnArray() {
        var generator = SeededGenerator(state: 4040)
        for _ in 0..<2_000 {
            var reference: [Property] = []
            var list = PropertyList()
            for _ in 0..<Int.random(in: 0..<14, using: &generator) {
                switch Int.random(in: 0..<4, using: &generator) {
                case 0 where !reference.isEmpty:
                    // Another value for a key the list holds, or another key in its place.
                    let index = Int.random(in: 0..<reference.count, using: &generator)
                    var others = reference
                    others.remove(at: index)
                    guard let property = randomProperty(&generator, notIn: others) else { continue }
                    reference[index] = property
                    list[index] = property
                case 1:
                    guard let property = randomProperty(&generator, notIn: reference) else { continue }
                    let index = Int.random(in: 0...reference.count, using: &generator)
                    reference.insert(property, at: index)
                    list.insert(property, at: index)
                case 2:
                    list.updateNonFlagValues { value in
                        if case .string(let text) = value { value = .string(text + "!") }
                    }
                    reference = reference.map { property in
                        guard case .string(let text) = property.value else { return property }
                        return Property(key: property.key, value: .string(text + "!"), valueMark: property.valueMark)
                    }
                default:
                    guard let property = randomProperty(&generator, notIn: reference) else { continue }
                    reference.append(property)
                    list.append(property)
                }
            }
            if Bool.random(using: &generator) {
                list.reserveCapacity(12)
                list.trimCapacity()
                // The allocator may round a block up by 8 bytes: one word of room.
                XCTAssertLessThanOrEqual(list.unusedRoom, 1)
            }
            assertSame(list, reference)
        }
    }

    func testEveryKeyFitsAWordAndComesBack() {
        XCTAssertEqual(MemoryLayout<DumpKey>.size, 1)
        var properties: [Property] = []
        for (index, key) in DumpKey.allCases.enumerated() {
            properties.append(Property(key: key, value: .bool(index % 3 == 0), valueMark: Mark(line: 7, column: index + 1)))
        }
        let list = PropertyList(properties)
        XCTAssertEqual(Array(list), properties)
        for property in properties {
            guard case .bool(let value) = property.value else { continue }
            XCTAssertEqual(list.flag(property.key), value, "\(property.key)")
        }
    }

    func testFlagsFarFromTheFirstAreKeptWhole() {
        let base = Mark(line: 40_000, column: 3_000)
        func flag(_ key: DumpKey, line: Int, column: Int) -> Property {
            Property(key: key, value: .bool(line % 2 == 0), valueMark: Mark(line: line, column: column))
        }
        let properties = [
            flag(.checked, line: base.line, column: base.column),
            flag(.clickable, line: base.line + 31, column: base.column - 1_024),  // fits
            flag(.enabled, line: base.line + 32, column: base.column),            // a line too far
            flag(.focusable, line: base.line - 1, column: base.column),           // above the first
            flag(.selected, line: base.line, column: base.column + 1_023),        // fits
            flag(.heading, line: base.line, column: base.column + 1_024),         // a column too far
            flag(.scrollable, line: 2, column: 9_000_000),                        // far above and right
        ]
        let list = PropertyList(properties)
        XCTAssertEqual(Array(list), properties)
        XCTAssertEqual(list.packedFlagCount, 3)
        XCTAssertEqual(list[1].valueMark, Mark(line: 40_031, column: 1_976))
        XCTAssertEqual(list.flag(.enabled), true)
        XCTAssertEqual(list[6].valueMark, Mark(line: 2, column: 9_000_000))
        for property in properties {
            XCTAssertEqual(list.property(property.key), property)
        }
    }

    /// A uiautomator node writes its nine flags side by side on one line: all of them
    /// must pack, or the memory the list exists to save is spent after all.
    func testAUIAutomatorNodePacksEveryFlag() {
        let keys: [DumpKey] = [.checkable, .checked, .clickable, .enabled, .focusable, .scrollable, .longClickable,
                               .password, .selected]
        var properties = [Property(key: .text, value: .string("Like"), valueMark: Mark(line: 1, column: 90_210))]
        for (index, key) in keys.enumerated() {
            properties.append(Property(key: key, value: .bool(index == 3),
                                       valueMark: Mark(line: 1, column: 90_260 + 19 * index)))
        }
        properties.append(Property(key: .bounds, value: .rect(Rect(x: 0, y: 0, width: 9, height: 9)),
                                   valueMark: Mark(line: 1, column: 90_500)))
        let list = PropertyList(properties)
        XCTAssertEqual(list.packedFlagCount, keys.count)
        XCTAssertEqual(list.unusedRoom, 0)
        XCTAssertEqual(Array(list), properties)
        // A copy shares the block until one of them changes.
        var copy = list
        copy.append(Property(key: .heading, value: .bool(true), valueMark: Mark(line: 1, column: 90_600)))
        XCTAssertEqual(Array(list), properties)
        XCTAssertEqual(Array(copy), properties + [copy[11]])
        XCTAssertEqual(copy.flag(.heading), true)
        XCTAssertNil(list.flag(.heading))
    }

    /// Changing a list that is the only holder of its block changes it in place (loaders
    /// do it for every node); changing a copy leaves the original as it was.
    func testChangesCopyTheBlockOnlyWhenShared() {
        var list = PropertyList([
            Property(key: .text, value: .string("Like"), valueMark: Mark(line: 1, column: 5)),
            Property(key: .clickable, value: .bool(true), valueMark: Mark(line: 1, column: 20)),
        ])
        let own = list.blockIdentity
        list.updateNonFlagValues { $0 = .string("Liked") }
        XCTAssertEqual(list.blockIdentity, own)
        XCTAssertEqual(list.storedValue(.text), .string("Liked"))
        var shared = list
        shared.updateNonFlagValues { $0 = .string("Shared") }
        XCTAssertNotEqual(shared.blockIdentity, own)
        XCTAssertEqual(list.storedValue(.text), .string("Liked"))
        XCTAssertEqual(shared.storedValue(.text), .string("Shared"))
        XCTAssertEqual(shared.flag(.clickable), true)
        list.reserveCapacity(3)
        list.append(Property(key: .checked, value: .bool(false), valueMark: Mark(line: 1, column: 40)))
        let reserved = list.blockIdentity
        list.append(Property(key: .bounds, value: .rect(Rect(x: 0, y: 0, width: 1, height: 1)),
                             valueMark: Mark(line: 1, column: 60)))
        XCTAssertEqual(list.blockIdentity, reserved, "appending into reserved room")
        XCTAssertEqual(list.map(\.key), [.text, .clickable, .checked, .bounds])
        // Empty lists share one block, which appending to one of them leaves empty.
        var first = PropertyList()
        let second = PropertyList()
        XCTAssertEqual(first.blockIdentity, second.blockIdentity)
        first.append(Property(key: .checked, value: .bool(true), valueMark: Mark(line: 2, column: 1)))
        first.updateNonFlagValues { _ in }
        XCTAssertNotEqual(first.blockIdentity, second.blockIdentity)
        XCTAssertTrue(second.isEmpty)
        XCTAssertTrue(PropertyList().isEmpty)
        XCTAssertEqual(first.count, 1)
    }

    func testNodeAccessorsReadThroughTheList() {
        let node = Node(className: "android.widget.CheckBox", mark: Mark(line: 1, column: 1), properties: [
            Property(key: .checked, value: .bool(true), valueMark: Mark(line: 1, column: 9)),
            Property(key: .text, value: .string("Like"), valueMark: Mark(line: 1, column: 30)),
            Property(key: .bounds, value: .rect(Rect(x: 1, y: 2, width: 3, height: 4)), valueMark: Mark(line: 1, column: 50)),
        ])
        XCTAssertEqual(node.bool(.checked), true)
        XCTAssertNil(node.bool(.text))
        XCTAssertEqual(node.string(.text), "Like")
        XCTAssertNil(node.string(.checked))
        XCTAssertEqual(node.rect, Rect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(node[.checked]?.valueMark, Mark(line: 1, column: 9))
        XCTAssertTrue(node.has(.checked))
        XCTAssertFalse(node.has(.clickable))
    }
}
