import A11yFindings
import A11yYAML

/// Trees that XCUITests print with `print(app.debugDescription)`, alone or inside
/// an `xcodebuild test` log. Each `Element subtree:` block is one screen; its
/// lines become `XCUIElementType…` elements read as an Appium XCUITest source
/// would be, so the same class table and VoiceOver rules apply.
///
/// The description records no `isAccessibilityElement` and no traits: which
/// nodes are VoiceOver elements follows from their types (buttons, texts,
/// switches, cells and fields are; images and plain views are not), as for
/// Appium sources too old to write `accessible`.
struct XCUIDescriptionImporter {
    let path: String
    let limits: LoadLimits

    func load(_ bytes: UnsafeBufferPointer<UInt8>) -> LoadResult {
        let scanner = XCUIDescriptionScanner(bytes: bytes)
        var marks = MarkCounter(bytes: bytes)
        var result = LoadResult()
        var searchFrom = 0
        while let start = scanner.lineAfterMarker(from: searchFrom) {
            do {
                let (root, end) = try tree(at: start, scanner: scanner, marks: &marks)
                var problems: [LocatedDumpProblem] = []
                let screen = screen(root, index: result.screens.count + 1, problems: &problems)
                result.append(screen, problems: problems)
                searchFrom = end
            } catch {
                // Like a YAML syntax error: the screens before it are kept, the rest is not read.
                result.errors.append(InputError(path: path, mark: marks.mark(at: error.offset), problem: error.problem))
                return result
            }
        }
        if result.screens.isEmpty {
            result.errors.append(InputError(path: path, mark: .start, problem: .xcuiNoSubtree))
        }
        return result
    }

    /// Whether the content looks like a description: it starts with `Attributes:`
    /// and an element, or an `Element subtree:` line is followed by an element line.
    /// Content that starts like our YAML dump is not searched, so large dumps cost nothing more.
    static func looksLikeDescription(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let scanner = XCUIDescriptionScanner(bytes: bytes)
        let start = DumpFormat.contentStart(bytes)
        if scanner.starts(with: attributesPrefix, at: start),
           scanner.elementStart(at: start + attributesPrefix.count) != nil {
            return true
        }
        if startsLikeDump(scanner, at: start) { return false }
        var searchFrom = 0
        while let next = scanner.lineAfterMarker(from: searchFrom) {
            if scanner.elementStart(at: next) != nil { return true }
            searchFrom = next
        }
        return false
    }

    /// The line XCTest writes first, about the element the description is of.
    static let attributesPrefix = Array("Attributes: ".utf8)

    /// The keys that open an a11ylint YAML dump.
    private static let dumpKeys = ["platform:", "screen:", "app:", "density:", "root:"].map { Array($0.utf8) }

    /// Whether the first line that is not a comment, a directive or a document
    /// marker opens one of our dump's keys.
    private static func startsLikeDump(_ scanner: XCUIDescriptionScanner, at start: Int) -> Bool {
        let bytes = scanner.bytes
        var index = start
        for _ in 0..<64 {
            while index < bytes.count, [0x20, 0x09, 0x0D, 0x0A].contains(bytes[index]) { index += 1 }
            guard index < bytes.count else { return false }
            if bytes[index] == UInt8(ascii: "#") || bytes[index] == UInt8(ascii: "%") {
                index = scanner.lineEnd(from: index)
            } else if scanner.starts(with: Array("---".utf8), at: index) || scanner.starts(with: Array("...".utf8), at: index) {
                index += 3
            } else {
                return dumpKeys.contains { scanner.starts(with: $0, at: index) }
            }
        }
        return false
    }

    // MARK: - Tree

    /// A problem at a byte offset, before it is turned into a mark.
    private struct Failure: Error {
        var offset: Int
        var problem: InputProblem
    }

    /// Reads the block of element lines at `start` into one tree; it ends at the first
    /// line that is not an element line deeper than the root's. Gives where reading stopped.
    private func tree(at start: Int, scanner: XCUIDescriptionScanner,
                      marks: inout MarkCounter) throws(Failure) -> (ImportedElement, end: Int) {
        guard scanner.elementStart(at: start) != nil else { throw Failure(offset: start, problem: .xcuiNoElementLine) }
        let rootLine = try line(at: start, rootIndent: nil, scanner: scanner)
        let rootElement = try element(rootLine, marks: &marks)
        var stack = [(indent: rootLine.indent, element: rootElement)]
        var count = 1
        var next = rootLine.end + 1
        while next < scanner.bytes.count, let found = scanner.elementStart(at: next), found.indent > rootLine.indent {
            count += 1
            if count > limits.maxNodes {
                throw Failure(offset: found.typeOffset, problem: .tooManyNodes(limits.maxNodes))
            }
            // A line less indented than the one before closes the elements deeper than it.
            while let last = stack.last, last.indent >= found.indent { Self.close(&stack) }
            if stack.count >= limits.maxDepth {
                throw Failure(offset: found.typeOffset, problem: .nestingTooDeep(limits.maxDepth))
            }
            let parsed = try line(at: next, rootIndent: rootLine.indent, scanner: scanner)
            let parsedElement = try element(parsed, marks: &marks)
            stack.append((parsed.indent, parsedElement))
            next = parsed.end + 1
        }
        while stack.count > 1 { Self.close(&stack) }
        return (stack[0].element, min(next, scanner.bytes.count))
    }

    private func line(at start: Int, rootIndent: Int?,
                      scanner: XCUIDescriptionScanner) throws(Failure) -> XCUIDescriptionScanner.Line {
        do {
            return try scanner.line(at: start, rootIndent: rootIndent)
        } catch {
            throw Failure(offset: error.offset, problem: .xcuiSyntax(error.problem))
        }
    }

    /// Hands the innermost open element to its parent.
    private static func close(_ stack: inout [(indent: Int, element: ImportedElement)]) {
        let last = stack.removeLast()
        stack[stack.count - 1].element.children.append(last.element)
    }

    /// The description's keys, under the names the WebDriverAgent importer reads.
    private static let attributeNames = ["identifier": "name", "label": "label", "value": "value",
                                         "placeholderValue": "placeholderValue"]

    /// One line as the element an Appium XCUITest source would have: `Window (Main)`
    /// becomes `XCUIElementTypeWindow`, `Disabled` becomes `enabled="false"` and
    /// `Selected` `selected="true"`. Keys and flags it does not know (`pid`,
    /// `hitPoint`, `Keyboard Focused`) are left out; of repeated keys the first counts.
    private func element(_ line: XCUIDescriptionScanner.Line, marks: inout MarkCounter) throws(Failure) -> ImportedElement {
        var element = ImportedElement(name: "XCUIElementType" + line.type, mark: marks.mark(at: line.typeOffset),
                                      attributes: [:], attributeMarks: [:], children: [])
        func add(_ name: String, _ value: String, at offset: Int) {
            guard element.attributes[name] == nil else { return }
            element.attributes[name] = value
            element.attributeMarks[name] = marks.mark(at: offset)
        }
        for (segment, offset) in line.segments {
            switch segment {
            case .frame(let x, let y, let width, let height):
                for (name, number) in [("x", x), ("y", y), ("width", width), ("height", height)] {
                    add(name, number, at: offset)
                }
            case .attribute(let key, let value):
                guard let name = Self.attributeNames[key] else { continue }
                if value.utf8.count > limits.maxStringBytes {
                    throw Failure(offset: offset, problem: .stringTooLong(limits.maxStringBytes))
                }
                add(name, value, at: offset)
            case .flag("Disabled"):
                add("enabled", "false", at: offset)
            case .flag("Selected"):
                add("selected", "true", at: offset)
            case .flag:
                continue
            }
        }
        return element
    }

    // MARK: - Screen

    private func screen(_ root: ImportedElement, index: Int, problems: inout [LocatedDumpProblem]) -> Screen {
        var screen = IOSXMLImporter(path: path).screen(from: root, problems: &problems)
        screen.documentIndex = index
        screen.app = root.name == "XCUIElementTypeApplication" ? root["label"].flatMap { $0.isEmpty ? nil : $0 } : nil
        // Every line says whether its element is disabled or selected: a missing flag means
        // enabled and not selected. Whether an element is one for VoiceOver, and its
        // traits, are not written at all.
        screen.recordedKeys = root.recordedKeys(IOSXMLImporter.attributes).union([.isEnabled, .isSelected])
        return screen
    }
}
