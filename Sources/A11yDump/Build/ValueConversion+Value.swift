import A11yFindings
import A11yYAML
import Foundation

extension ValueConversion {
    enum Outcome {
        case value(PropertyValue)
        /// A rectangle beyond `CoordinateLimit`, quoted as the file writes it.
        case outsideLimit(found: String)
    }

    /// The value `text` gives, nil when it gives none. `node` holds the element's
    /// class and the keys read before this one, in the table's order.
    func value(of text: String, in element: SourceElement, node: Node) -> Outcome? {
        switch self {
        case .text:
            return text.isEmpty ? nil : .value(.string(text))
        case .bool:
            return Self.flag(text).map { .value(.bool($0)) }
        case .count:
            guard let number = Int(text), number >= 0 else { return nil }
            return .value(.integer(number))
        case .presentFlag:
            return .value(.bool(true))
        case .absentFlag:
            return .value(.bool(false))
        case .importance:
            return Self.flag(text).map { .value(.string($0 ? "yes" : "no")) }
        case .liveRegionNumber:
            switch text {
            case "1": return .value(.string("polite"))
            case "2": return .value(.string("assertive"))
            default: return nil
            }
        case .uiautomatorBounds:
            guard let rect = DocumentReader.uiautomatorBounds(text) else { return nil }
            return Self.within(rect, found: "'\(text)'")
        case .frameFromEdges:
            guard let y = element["y"], let width = element["width"], let height = element["height"],
                  let rect = Self.frame(x: text, y: y, width: width, height: height) else { return nil }
            return Self.within(rect, found: ValueType.quotedFrame(x: text, y: y, width: width, height: height))
        case .traitNames:
            let names = text.split(separator: ",").compactMap { Self.traits[$0.trimmingCharacters(in: .whitespaces)] }
            return names.isEmpty ? nil : .value(.strings(names))
        case .cocoaRect:
            guard let rect = Self.cocoaRect(text) else { return nil }
            return Self.within(rect, found: "'\(text)'")
        case .textList:
            let items = Self.items(text)
            return items.isEmpty ? nil : .value(.strings(items))
        case .traitList:
            let names = Self.items(text).compactMap { Self.traits[$0] }
            return names.isEmpty ? nil : .value(.strings(names))
        case .identifierUnlessLabel:
            guard !text.isEmpty, text != node.string(.accessibilityLabel) else { return nil }
            return .value(.string(text))
        case .textOfStaticText:
            return node.className.hasSuffix("StaticText") && !text.isEmpty ? .value(.string(text)) : nil
        case .textUnlessStaticText:
            return !node.className.hasSuffix("StaticText") && !text.isEmpty ? .value(.string(text)) : nil
        }
    }

    private static func flag(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "true": return true
        case "false": return false
        default: return nil
        }
    }

    private static func within(_ rect: Rect, found: String) -> Outcome {
        CoordinateLimit.allows(rect) ? .value(.rect(rect)) : .outsideLimit(found: found)
    }

    /// The rectangle the four attributes spell, when each is a number.
    private static func frame(x: String, y: String, width: String, height: String) -> Rect? {
        guard let x = Double(x), let y = Double(y), let width = Double(width), let height = Double(height) else {
            return nil
        }
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// The rectangle `{{x, y}, {width, height}}` spells, when it is four numbers in that shape.
    private static func cocoaRect(_ text: String) -> Rect? {
        let shape = text.filter { $0 != " " }
        guard shape.hasPrefix("{{"), shape.hasSuffix("}}") else { return nil }
        let halves = shape.dropFirst(2).dropLast(2).components(separatedBy: "},{")
        guard halves.count == 2 else { return nil }
        let origin = halves[0].split(separator: ",", omittingEmptySubsequences: false)
        let size = halves[1].split(separator: ",", omittingEmptySubsequences: false)
        guard origin.count == 2, size.count == 2 else { return nil }
        return frame(x: String(origin[0]), y: String(origin[1]), width: String(size[0]), height: String(size[1]))
    }

    /// The items of a list a reader handed over as one text (`listSeparator`), without empty ones.
    private static func items(_ text: String) -> [String] {
        text.split(separator: listSeparator).map(String.init)
    }

    /// The trait names WebDriverAgent and idb write, as our dump format spells them. idb
    /// names the toggle-button trait by Apple's private name, `Toggle`.
    static let traits: [String: String] = [
        "Button": "button", "Link": "link", "Header": "header", "SearchField": "searchField", "Image": "image",
        "Selected": "selected", "PlaysSound": "playsSound", "KeyboardKey": "keyboardKey", "StaticText": "staticText",
        "SummaryElement": "summaryElement", "NotEnabled": "notEnabled", "UpdatesFrequently": "updatesFrequently",
        "StartsMediaSession": "startsMediaSession", "Adjustable": "adjustable",
        "AllowsDirectInteraction": "allowsDirectInteraction", "CausesPageTurn": "causesPageTurn", "TabBar": "tabBar",
        "ToggleButton": "toggleButton", "Toggle": "toggleButton", "SupportsZoom": "supportsZoom",
    ]
}
