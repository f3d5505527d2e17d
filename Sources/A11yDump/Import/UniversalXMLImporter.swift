import A11yFindings
import A11yYAML

/// Page source rewritten by Appium's universal-xml-plugin: a `<UI>` root,
/// platform-neutral element names (`Button`, `Text`, `TextInput`, `Nav`,
/// `Element`, `View`, …) and attributes (`axId`, `id`, `text`, `value`,
/// `visible`, `enabled`, `x`/`y`/`width`/`height`). The plugin renames only; it
/// keeps the tree and drops checked, selected, clickable, focusable, password
/// and the like. So each element is turned back into the platform's own
/// vocabulary (the class the neutral name most often stands for, the
/// attribute the neutral one was made from) and read as that platform's
/// source, with every mark kept.
enum UniversalXMLImporter {
    /// The platform the plugin ran on, from a scan of the start tags. Names and
    /// attributes that the plugin's map gives to one platform only decide, the first
    /// found; when there are none, an `<App>` under `<UI>` means iOS (WebDriverAgent's
    /// tree always starts with the application, which becomes `App`; Android's never does).
    static func platform(scanning bytes: UnsafeBufferPointer<UInt8>) -> Platform {
        var scanner = XMLTagScanner(bytes: bytes, keepsNames: true)
        _ = scanner.prolog()
        scanner.scan(before: bytes.count)
        var index = 0
        var firstChild: String?
        while let tag = scanner.next() {
            if index == 1 { firstChild = tag.name }
            index += 1
            if UniversalVocabulary.iosOnlyNames.contains(tag.name) || tag.name.hasPrefix("XCUIElementType") {
                return .ios
            }
            if UniversalVocabulary.androidOnlyNames.contains(tag.name) || tag.name.contains(".") { return .android }
            for attribute in tag.attributeNames {
                if UniversalVocabulary.iosOnlyAttributes.contains(attribute) { return .ios }
                if UniversalVocabulary.androidOnlyAttributes.contains(attribute) { return .android }
            }
        }
        return firstChild == "App" ? .ios : .android
    }

    /// The element in the platform's own names; the root becomes the platform's own root.
    static func native(_ element: SourceElement, vocabulary: UniversalVocabulary, isRoot: Bool) -> SourceElement {
        var result = element
        result.attributes = element.attributes.map { attribute in
            var renamed = attribute
            renamed.name = vocabulary.attributes[attribute.name] ?? attribute.name
            return renamed
        }
        let className = vocabulary.classes[element.name] ?? element.name
        switch vocabulary.platform {
        case .ios:
            result.name = isRoot ? "AppiumAUT" : className
            // WebDriverAgent's secure field reports its text as bullets; the plugin
            // folds it into `TextInput` with the plain field.
            if !isRoot, className == "XCUIElementTypeTextField", isMasked(element["value"]) {
                result.name = "XCUIElementTypeSecureTextField"
            }
        case .android:
            result.name = isRoot ? "hierarchy" : "node"
            result.set("class", className, at: element.mark)
            if let bounds = bounds(of: element) {
                result.set("bounds", bounds, at: element.mark(of: "x"))
            }
            // The plugin drops `password`; a field whose text is all bullets is one.
            if className == "android.widget.EditText", isMasked(element["text"]) {
                result.set("password", "true", at: element.mark(of: "text"))
            }
        }
        return result
    }

    /// `x`/`y`/`width`/`height` as uiautomator writes a rectangle, `[left,top][right,bottom]`.
    static func bounds(of element: SourceElement) -> String? {
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
