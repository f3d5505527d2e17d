@testable import A11yFindings
@testable import A11yYAML
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yCatalog
@testable import A11yRules
@testable import A11yLintCore
@testable import A11yReporters
import XCTest

final class ModelMappingTests: XCTestCase {
    func testIOSNodeMapsEveryKindOfValue() throws {
        let result = load("""
        platform: ios
        screen: Cart
        app: Shop
        root:
          class: UIStepper
          accessibilityLabel: Quantity
          accessibilityValue: "3"
          accessibilityTraits: [adjustable, notEnabled]
          accessibilityCustomActions: [Remove, 2]
          isAccessibilityElement: true
          isEnabled: false
          accessoryType: checkmark
          numberOfPages: 4
          currentPage: 0
          value: 3
          stepValue: 0.5
          title: 42
          frame: {x: 1, y: 2.5, width: 94, height: 32}
          accessibilityHint: null
        """)
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.findings, [])
        let screen = try XCTUnwrap(result.screens.first)
        XCTAssertEqual(screen.name, "Cart")
        XCTAssertEqual(screen.app, "Shop")
        let node = screen.root
        XCTAssertEqual(node.string(.accessibilityLabel), "Quantity")
        XCTAssertEqual(node.string(.accessibilityValue), "3")
        XCTAssertEqual(node.strings(.accessibilityTraits), ["adjustable", "notEnabled"])
        XCTAssertEqual(node.strings(.accessibilityCustomActions), ["Remove", "2"])
        XCTAssertEqual(node.bool(.isAccessibilityElement), true)
        XCTAssertEqual(node.bool(.isEnabled), false)
        XCTAssertEqual(node.string(.accessoryType), "checkmark")
        XCTAssertEqual(node.integer(.numberOfPages), 4)
        XCTAssertEqual(node.integer(.currentPage), 0)
        XCTAssertEqual(node.number(.value), 3)
        XCTAssertEqual(node.number(.stepValue), 0.5)
        XCTAssertEqual(node.string(.title), "42", "numbers are text where a string is expected")
        XCTAssertEqual(node.rect, Rect(x: 1, y: 2.5, width: 94, height: 32))
        XCTAssertNil(node[.accessibilityHint], "null means unset")
    }

    func testAndroidNodeMapsRecordsBoundsAndEnums() throws {
        let result = load("""
        platform: android
        density: 2.75
        root:
          class: androidx.recyclerview.widget.RecyclerView
          bounds: [0, 100, 1080, 1900]
          importantForAccessibility: no
          accessibilityLiveRegion: polite
          collectionInfo: {rowCount: 12, columnCount: 1}
          children:
            - class: android.widget.SeekBar
              bounds: "[0,0][1080,200]"
              rangeInfo: {min: 0, max: 10, current: 2.5}
              collectionItemInfo: {rowIndex: 0, columnIndex: 0, heading: false}
              actions: [click, scrollForward, Remove item]
              role: Switch
              toggleableState: on
              checked: true
        """)
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.findings, [])
        let screen = try XCTUnwrap(result.screens.first)
        XCTAssertEqual(screen.density, 2.75)
        XCTAssertEqual(screen.root.rect, Rect(x: 0, y: 100, width: 1080, height: 1800))
        XCTAssertEqual(screen.root.string(.importantForAccessibility), "no", "a plain no is the enum's string")
        XCTAssertEqual(screen.root.record(.collectionInfo)?["rowCount"], .integer(12))
        let child = screen.root.children[0]
        XCTAssertEqual(child.rect, Rect(x: 0, y: 0, width: 1080, height: 200))
        XCTAssertEqual(child.record(.rangeInfo)?["current"], .number(2.5))
        XCTAssertEqual(child.record(.collectionItemInfo)?["heading"], .bool(false))
        XCTAssertEqual(child.strings(.actions), ["click", "scrollForward", "Remove item"])
        XCTAssertEqual(child.string(.role), "Switch")
        XCTAssertEqual(child.string(.toggleableState), "on")
        XCTAssertEqual(child.bool(.checked), true)
    }

    func testBooleansFollowTheYAML12CoreSchema() throws {
        let result = load("""
        platform: android
        root:
          class: X
          clickable: True
          focusable: FALSE
          enabled: yes
          selected: "true"
          checkable: 1
        """)
        let node = try XCTUnwrap(result.screens.first?.root)
        XCTAssertEqual(node.bool(.clickable), true)
        XCTAssertEqual(node.bool(.focusable), false)
        XCTAssertEqual(result.findings.map(\.message), [
            "Invalid value for 'enabled': expected true or false, found 'yes'",
            "Invalid value for 'selected': expected true or false, found 'true'",
            "Invalid value for 'checkable': expected true or false, found the number 1",
        ])
        XCTAssertEqual(positions(result.findings), ["6:12 dump-invalid-value", "7:13 dump-invalid-value",
                                                    "8:14 dump-invalid-value"])
    }

    func testUnknownKeysSuggestTheClosestKnownKeyOfThePlatform() {
        let result = load("""
        platform: ios
        screne: Home
        root:
          class: UILabel
          accesibilityLabel: Hi
          IsEnabled: true
          flavour: sweet
          frame: {x: 0, y: 0, width: 1, height: 1, depth: 3}
        """)
        XCTAssertEqual(result.findings.map(\.message), [
            "Unknown key 'screne'; did you mean 'screen'?",
            "Unknown key 'accesibilityLabel'; did you mean 'accessibilityLabel'?",
            "Unknown key 'IsEnabled'; did you mean 'isEnabled'?",
            "Unknown key 'flavour'; it is ignored",
            "Unknown key 'depth'; it is ignored",
        ])
        XCTAssertEqual(positions(result.findings), ["2:1 dump-unknown-key", "5:3 dump-unknown-key",
                                                    "6:3 dump-unknown-key", "7:3 dump-unknown-key",
                                                    "8:44 dump-unknown-key"])
        XCTAssertTrue(result.findings.allSatisfy { $0.severity == .warning })
    }

    func testKeysOfTheOtherPlatformAreReportedEvenWhenPlatformComesLast() throws {
        let result = load("""
        root:
          class: UIButton
          contentDescription: Pay
          accessibilityHint: Pays now
        density: 3
        platform: ios
        """)
        XCTAssertEqual(result.findings.map(\.message), [
            "'contentDescription' is an Android key, not part of iOS dumps; did you mean 'accessibilityLabel'?",
            "'density' is an Android key, not part of iOS dumps; it is ignored",
        ])
        XCTAssertEqual(positions(result.findings), ["3:3 dump-unknown-key", "5:1 dump-unknown-key"])
        let root = try XCTUnwrap(result.screens.first?.root)
        XCTAssertNil(root[.contentDescription], "other-platform keys are dropped from the model")
        XCTAssertEqual(root.string(.accessibilityHint), "Pays now")
        XCTAssertNil(result.screens.first?.density)
    }

    /// Properties keep only their value's position; a key of the other platform is
    /// still reported at the key, whether the platform comes first or last.
    func testKeysOfTheOtherPlatformAreReportedAtTheKeyWhenPlatformComesFirst() throws {
        let result = load("""
        platform: android
        root:
          class: android.widget.Button
          accessibilityTraits:
            - button
          contentDescription: &pay Pay
          accessibilityLabel: *pay
          accessibilityHint: *pay
        """)
        XCTAssertEqual(positions(result.findings), ["4:3 dump-unknown-key", "7:3 dump-unknown-key",
                                                    "8:3 dump-unknown-key"])
        let root = try XCTUnwrap(result.screens.first?.root)
        XCTAssertEqual(root.properties.map(\.key), [.contentDescription])
        XCTAssertEqual(root.properties.first?.valueMark, Mark(line: 6, column: 23))
    }

    /// VoiceOver visits only the elements a container lists, so an identifier that
    /// no element inside carries (a typo) puts an element out of reach unseen.
    func testListedElementsThatNoElementInsideCarriesAreReported() throws {
        let result = load("""
        platform: ios
        root:
          class: UIWindow
          children:
            - class: UIView
              accessibilityElements: [total, pay-buton, pay-buton, outside, row, row, row]
              children:
                - {class: UILabel, text: Total, accessibilityIdentifier: total}
                - {class: UIView, children: [{class: UIButton, title: Pay, accessibilityIdentifier: pay-button}]}
                - {class: UIButton, title: Row, accessibilityIdentifier: row}
            - {class: UIButton, title: Elsewhere, accessibilityIdentifier: outside}
            - {class: UIView, accessibilityElements: [], children: [{class: UILabel, text: Hidden}]}
        """)
        XCTAssertEqual(result.findings.map(\.message), [
            "Invalid value for 'accessibilityElements': expected the accessibilityIdentifier of an element inside the "
                + "node, found 'pay-buton', which no element inside it carries; did you mean 'pay-button'?",
            "Invalid value for 'accessibilityElements': expected the accessibilityIdentifier of an element inside the "
                + "node, found 'outside', which no element inside it carries",
        ], "each missing identifier once; one listed more often than carried, or an empty list, is no mistake")
        XCTAssertEqual(positions(result.findings), ["6:30 dump-invalid-value", "6:30 dump-invalid-value"])
        XCTAssertEqual(try XCTUnwrap(result.screens.first).root.children[0].strings(.accessibilityElements).count, 7,
                       "the list is kept as written")
    }

    func testInvalidValuesAreReportedAtTheValue() {
        let result = load("""
        platform: android
        root:
          class: X
          importantForAccessibility: noHideDescendant
          accessibilityLiveRegion: [polite]
          bounds: [1, 2, 3]
          collectionInfo: {rowCount: many}
          text: true
          children: oops
        """)
        XCTAssertEqual(result.findings.map(\.message), [
            "Invalid value for 'importantForAccessibility': expected one of auto, yes, no, noHideDescendants, "
                + "found 'noHideDescendant'; did you mean 'noHideDescendants'?",
            "Invalid value for 'accessibilityLiveRegion': expected one of none, polite, assertive, found a list",
            "Invalid value for 'bounds': expected a list [left, top, right, bottom] of four numbers, found a list",
            "Invalid value for 'collectionInfo.rowCount': expected a whole number, found 'many'",
            "Invalid value for 'text': expected a string, found the boolean true",
            "Invalid value for 'children': expected a list of nodes, found 'oops'",
        ])
        XCTAssertEqual(positions(result.findings), [
            "4:30 dump-invalid-value", "5:28 dump-invalid-value", "6:11 dump-invalid-value",
            "7:30 dump-invalid-value", "8:9 dump-invalid-value", "9:13 dump-invalid-value",
        ])
        XCTAssertTrue(result.findings.allSatisfy { $0.severity == .error })
    }

    func testFramesNeedAllFourNumbers() throws {
        let result = load("""
        platform: ios
        root:
          class: UIWindow
          frame: {x: 0, y: 0, width: 390, height: 844}
          children:
            - {class: UILabel, frame: {x: 1, width: 2}}
            - {class: UILabel, frame: {x: 1, y: 2, width: 3, height: tall}}
            - {class: UILabel, frame: {x: -1, y: 2.5, width: 3, height: 4}}
        """)
        XCTAssertEqual(result.findings.map(\.message), [
            "Invalid value for 'frame': expected a mapping {x, y, width, height} of numbers, found a mapping without y, height",
            "Invalid value for 'frame.height': expected a number, found 'tall'",
            "Invalid value for 'frame': expected a mapping {x, y, width, height} of numbers, found a mapping without height",
        ])
        let root = try XCTUnwrap(result.screens.first?.root)
        XCTAssertEqual(root.rect, Rect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(root.children.map(\.rect), [nil, nil, Rect(x: -1, y: 2.5, width: 3, height: 4)])
    }

    func testNodesWithoutClassAndChildrenThatAreNotNodes() {
        let result = load("""
        platform: ios
        root:
          accessibilityLabel: Window
          children:
            - just text
            - {class: UILabel}
        """)
        XCTAssertEqual(positions(result.findings), ["3:3 dump-missing-class", "5:7 dump-invalid-value"])
        XCTAssertEqual(result.screens.first?.root.children.count, 1)
    }

    func testTaggedAndQuotedScalars() {
        XCTAssertEqual(ScalarValue.resolvePlain("0x1F"), .integer(31))
        XCTAssertEqual(ScalarValue.resolvePlain("0o17"), .integer(15))
        XCTAssertEqual(ScalarValue.resolvePlain("-2.5e3"), .float(-2500))
        XCTAssertEqual(ScalarValue.resolvePlain(".5"), .float(0.5))
        XCTAssertEqual(ScalarValue.resolvePlain("1."), .float(1))
        XCTAssertEqual(ScalarValue.resolvePlain("~"), .null)
        XCTAssertEqual(ScalarValue.resolvePlain("1-2"), .string("1-2"))
        XCTAssertEqual(ScalarValue.resolvePlain("+"), .string("+"))
        XCTAssertEqual(ScalarValue.resolvePlain("no"), .string("no"))
        let result = load("platform: ios\nroot: {class: X, isEnabled: !!str true, numberOfPages: '3'}\n")
        XCTAssertEqual(positions(result.findings), ["2:29 dump-invalid-value", "2:56 dump-invalid-value"])
    }
}
