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

    /// WebDriverAgent's trait names, as our dump format spells them.
    static let traits: [String: String] = [
        "Button": "button", "Link": "link", "Header": "header", "SearchField": "searchField", "Image": "image",
        "Selected": "selected", "PlaysSound": "playsSound", "KeyboardKey": "keyboardKey", "StaticText": "staticText",
        "SummaryElement": "summaryElement", "NotEnabled": "notEnabled", "UpdatesFrequently": "updatesFrequently",
        "StartsMediaSession": "startsMediaSession", "Adjustable": "adjustable",
        "AllowsDirectInteraction": "allowsDirectInteraction", "CausesPageTurn": "causesPageTurn", "TabBar": "tabBar",
        "ToggleButton": "toggleButton", "SupportsZoom": "supportsZoom",
    ]
}
