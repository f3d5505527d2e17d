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
            var builder = NodeBuilder(reading: .xcuiDescription, limits: limits, path: path)
            do {
                searchFrom = try read(at: start, scanner: scanner, marks: &marks, into: &builder)
            } catch {
                // Like a YAML syntax error: the screens before it are kept, the rest is not read.
                result.errors.append(InputError(path: path, mark: error.mark, problem: error.problem))
                return result
            }
            // Every line says whether its element is disabled or selected: a missing flag means
            // enabled and not selected. Whether an element is one for VoiceOver, and its
            // traits, are not written at all.
            builder.record([.isEnabled, .isSelected])
            guard var screen = builder.reading.screen(from: builder, documentIndex: result.screens.count + 1) else {
                continue
            }
            screen.app = screen.root.className == "XCUIElementTypeApplication" ? screen.root.string(.accessibilityLabel) : nil
            result.append(screen, problems: builder.problems)
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

    // MARK: - Elements

    /// Reads the block of element lines at `start` into the builder; it ends at the first
    /// line that is not an element line deeper than the root's. Gives where reading stopped.
    private func read(at start: Int, scanner: XCUIDescriptionScanner, marks: inout MarkCounter,
                      into builder: inout NodeBuilder) throws(LoadFailure) -> Int {
        guard scanner.elementStart(at: start) != nil else {
            throw LoadFailure(mark: marks.mark(at: start), problem: .xcuiNoElementLine)
        }
        let rootLine = try line(at: start, rootIndent: nil, scanner: scanner, marks: &marks)
        try builder.start(element(rootLine, marks: &marks))
        // The indents of the open elements: a line less indented than the one before
        // closes the elements as deep as it or deeper.
        var indents = [rootLine.indent]
        var next = rootLine.end + 1
        while next < scanner.bytes.count, let found = scanner.elementStart(at: next), found.indent > rootLine.indent {
            while let last = indents.last, last >= found.indent {
                try builder.end()
                indents.removeLast()
            }
            let parsed = try line(at: next, rootIndent: rootLine.indent, scanner: scanner, marks: &marks)
            try builder.start(element(parsed, marks: &marks))
            indents.append(parsed.indent)
            next = parsed.end + 1
        }
        for _ in indents { try builder.end() }
        return min(next, scanner.bytes.count)
    }

    private func line(at start: Int, rootIndent: Int?, scanner: XCUIDescriptionScanner,
                      marks: inout MarkCounter) throws(LoadFailure) -> XCUIDescriptionScanner.Line {
        do {
            return try scanner.line(at: start, rootIndent: rootIndent)
        } catch {
            throw LoadFailure(mark: marks.mark(at: error.offset), problem: .xcuiSyntax(error.problem))
        }
    }

    /// One line as an element: `Window (Main)` becomes `XCUIElementTypeWindow`; the frame
    /// gives `x`, `y`, `width` and `height`, the keys (`identifier`, `label`, `value`,
    /// `placeholderValue`, …) and flags (`Disabled`, `Selected`, …) keep their names, and
    /// the key table's column for the description says which it reads. Of repeated keys
    /// the first counts.
    private func element(_ line: XCUIDescriptionScanner.Line, marks: inout MarkCounter) -> SourceElement {
        var element = SourceElement(name: "XCUIElementType" + line.type, mark: marks.mark(at: line.typeOffset))
        for (segment, offset) in line.segments {
            switch segment {
            case .frame(let x, let y, let width, let height):
                for (name, number) in [("x", x), ("y", y), ("width", width), ("height", height)] {
                    element.add(name, number, at: marks.mark(at: offset))
                }
            case .attribute(let key, let value):
                element.add(key, value, at: marks.mark(at: offset))
            case .flag(let name):
                element.add(name, "true", at: marks.mark(at: offset))
            }
        }
        return element
    }
}
