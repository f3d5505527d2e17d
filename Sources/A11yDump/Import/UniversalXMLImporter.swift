import A11yFindings
import A11yYAML

/// Page source rewritten by Appium's universal-xml-plugin: a `<UI>` root,
/// platform-neutral element names (`Button`, `Text`, `TextInput`, `Nav`,
/// `Element`, `View`, …) and attributes (`axId`, `id`, `text`, `value`,
/// `visible`, `enabled`, `x`/`y`/`width`/`height`). The plugin renames only; it
/// keeps the tree and drops checked, selected, clickable, focusable, password
/// and the like. So the document is turned back into the platform's own
/// vocabulary (the class the neutral name most often stands for, the
/// attribute the neutral one was made from) and read by that platform's
/// importer, with every mark kept.
struct UniversalXMLImporter {
    let path: String

    func screen(from document: ImportedElement, problems: inout [LocatedDumpProblem]) -> Screen {
        switch Self.platform(of: document) {
        case .ios:
            var root = Self.native(document, vocabulary: .ios)
            root.name = "AppiumAUT"
            return IOSXMLImporter(path: path).screen(from: root, problems: &problems)
        case .android:
            var root = Self.native(document, vocabulary: .android)
            root.name = "hierarchy"
            return AndroidXMLImporter(path: path).screen(from: root, problems: &problems)
        }
    }

    /// The platform the plugin ran on. Names and attributes that the plugin's
    /// map gives to one platform only decide; when they are absent or disagree,
    /// an `<App>` under `<UI>` means iOS (WebDriverAgent's tree always starts
    /// with the application, which becomes `App`; Android's never does).
    static func platform(of document: ImportedElement) -> Platform {
        var ios = false
        var android = false
        var stack = [document]
        while let element = stack.popLast() {
            if UniversalVocabulary.iosOnlyNames.contains(element.name) || element.name.hasPrefix("XCUIElementType") {
                ios = true
            } else if UniversalVocabulary.androidOnlyNames.contains(element.name) || element.name.contains(".") {
                android = true
            }
            for attribute in element.attributes.keys {
                if UniversalVocabulary.iosOnlyAttributes.contains(attribute) { ios = true }
                if UniversalVocabulary.androidOnlyAttributes.contains(attribute) { android = true }
            }
            if ios != android, ios || android { break }
            stack.append(contentsOf: element.children)
        }
        if ios != android { return ios ? .ios : .android }
        return document.children.first?.name == "App" ? .ios : .android
    }

    /// The element and its subtree in the platform's own names.
    static func native(_ element: ImportedElement, vocabulary: UniversalVocabulary) -> ImportedElement {
        var result = element
        result.attributes = [:]
        result.attributeMarks = [:]
        for (attribute, value) in element.attributes {
            let name = vocabulary.attributes[attribute] ?? attribute
            result.attributes[name] = value
            result.attributeMarks[name] = element.mark(of: attribute)
        }
        let className = vocabulary.classes[element.name] ?? element.name
        switch vocabulary.platform {
        case .ios:
            result.name = className
            // WebDriverAgent's secure field reports its text as bullets; the plugin
            // folds it into `TextInput` with the plain field.
            if className == "XCUIElementTypeTextField", Self.isMasked(element["value"]) {
                result.name = "XCUIElementTypeSecureTextField"
            }
        case .android:
            result.name = "node"
            result.attributes["class"] = className
            result.attributeMarks["class"] = element.mark
            if let bounds = Self.bounds(of: element) {
                result.attributes["bounds"] = bounds
                result.attributeMarks["bounds"] = element.mark(of: "x")
            }
            // The plugin drops `password`; a field whose text is all bullets is one.
            if className == "android.widget.EditText", Self.isMasked(element["text"]) {
                result.attributes["password"] = "true"
                result.attributeMarks["password"] = element.mark(of: "text")
            }
        }
        result.children = element.children.map { native($0, vocabulary: vocabulary) }
        return result
    }

    /// `x`/`y`/`width`/`height` as uiautomator writes a rectangle, `[left,top][right,bottom]`.
    static func bounds(of element: ImportedElement) -> String? {
        guard let x = element["x"].flatMap(Double.init), let y = element["y"].flatMap(Double.init),
              let width = element["width"].flatMap(Double.init), let height = element["height"].flatMap(Double.init)
        else { return nil }
        let number = { (value: Double) in value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)" }
        return "[\(number(x)),\(number(y))][\(number(x + width)),\(number(y + height))]"
    }

    static func isMasked(_ text: String?) -> Bool {
        guard let text, !text.isEmpty else { return false }
        return text.allSatisfy { $0 == "•" }
    }
}
