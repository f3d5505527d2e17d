/// Reading a key's value against its `ValueType`.
extension DocumentReader {
    /// The checked value, or nil when it is null (unset) or invalid (reported).
    func readValue(_ event: YAMLEvent, key: String, type: ValueType) throws(StreamFailure) -> PropertyValue? {
        switch type {
        case .stringList, .choiceList, .bounds:
            return try readList(event, key: key, type: type)
        case .frame, .record:
            return try readRecord(event, key: key, type: type)
        case .string, .bool, .integer, .number, .choice, .structural:
            guard event.kind == .scalar else {
                invalid(key, expected: type.expectation, at: event)
                try skip(event)
                return nil
            }
            let scalar = ScalarValue(event)
            if scalar == .null { return nil }
            guard let value = Self.scalar(scalar, text: event.value, as: type) else {
                invalid(key, expected: type.expectation, at: event, suggestion: suggestion(for: event.value, in: type))
                return nil
            }
            return value
        }
    }

    private static func scalar(_ scalar: ScalarValue, text: String, as type: ValueType) -> PropertyValue? {
        switch (type, scalar) {
        case (.string, .string(let value)), (.structural, .string(let value)):
            return .string(value)
        case (.string, .integer), (.string, .float):
            // A label such as `3` is text to the screen reader, not a count.
            return .string(text)
        case (.bool, .bool(let value)):
            return .bool(value)
        case (.integer(let minimum), .integer(let value)) where value >= minimum:
            return .integer(value)
        case (.number, .integer(let value)):
            return .number(Double(value))
        case (.number, .float(let value)) where value.isFinite:
            return .number(value)
        case (.choice(let values), .string(let value)) where values.contains(value):
            return .string(value)
        default:
            return nil
        }
    }

    private func suggestion(for text: String, in type: ValueType) -> String? {
        switch type {
        case .choice(let values), .choiceList(let values): return Suggestion.closest(to: text, among: values)
        default: return nil
        }
    }

    private func readList(_ event: YAMLEvent, key: String, type: ValueType) throws(StreamFailure) -> PropertyValue? {
        if event.kind == .scalar {
            let scalar = ScalarValue(event)
            if scalar == .null { return nil }
            // uiautomator writes bounds as "[left,top][right,bottom]"; accept that spelling too.
            if case .bounds = type, case .string(let text) = scalar, let rect = Self.uiautomatorBounds(text) {
                return .rect(rect)
            }
        }
        guard event.kind == .sequenceStart else {
            invalid(key, expected: type.expectation, at: event)
            try skip(event)
            return nil
        }
        var strings: [String] = []
        var numbers: [Double] = []
        var bad = false
        while true {
            let item = try stream.next()
            if item.kind == .sequenceEnd { break }
            guard item.kind == .scalar else {
                invalid(key, expected: type.expectation, at: item)
                try skip(item)
                bad = true
                continue
            }
            let scalar = ScalarValue(item)
            switch (type, scalar) {
            case (.bounds, .integer(let value)):
                numbers.append(Double(value))
            case (.bounds, .float(let value)) where value.isFinite:
                numbers.append(value)
            case (.choiceList(let values), .string(let value)) where values.contains(value):
                strings.append(value)
            case (.stringList, .string(let value)):
                strings.append(value)
            case (.stringList, .integer), (.stringList, .float):
                strings.append(item.value)
            default:
                let expected: String
                switch type {
                case .bounds: expected = "a number"
                case .choiceList(let values): expected = ValueType.oneOf(values)
                default: expected = "a string"
                }
                invalid(key, expected: expected, at: item, suggestion: suggestion(for: item.value, in: type))
                bad = true
            }
        }
        if case .bounds = type {
            guard !bad, numbers.count == 4 else {
                if !bad { invalid(key, expected: type.expectation, at: event) }
                return nil
            }
            return .rect(Rect(x: numbers[0], y: numbers[1], width: numbers[2] - numbers[0], height: numbers[3] - numbers[1]))
        }
        return .strings(strings)
    }

    private func readRecord(_ event: YAMLEvent, key: String, type: ValueType) throws(StreamFailure) -> PropertyValue? {
        let fields: [RecordField]
        switch type {
        case .frame: fields = Self.frameFields
        case .record(let recordFields): fields = recordFields
        default: fields = []
        }
        if event.kind == .scalar, ScalarValue(event) == .null { return nil }
        guard event.kind == .mappingStart else {
            invalid(key, expected: type.expectation, at: event)
            try skip(event)
            return nil
        }
        // Records have at most four fields: a list is cheaper than a dictionary.
        var values: [(name: String, value: PropertyValue.Scalar)] = []
        var seen: [(String, Mark)] = []
        while let (name, keyMark) = try nextUniqueKey(in: &seen) {
            let item = try stream.next()
            guard let field = fields.first(where: { $0.name == name }) else {
                unknownKeys.append((name, keyMark, .field(of: key, among: fields.map(\.name))))
                try skip(item)
                continue
            }
            guard item.kind == .scalar else {
                invalid("\(key).\(name)", expected: Self.expectation(field.kind), at: item)
                try skip(item)
                continue
            }
            switch (field.kind, ScalarValue(item)) {
            case (_, .null):
                continue
            case (.integer, .integer(let value)):
                values.append((name, .integer(value)))
            case (.number, .integer(let value)):
                values.append((name, .number(Double(value))))
            case (.number, .float(let value)) where value.isFinite:
                values.append((name, .number(value)))
            case (.bool, .bool(let value)):
                values.append((name, .bool(value)))
            default:
                invalid("\(key).\(name)", expected: Self.expectation(field.kind), at: item)
            }
        }
        guard case .frame = type else {
            return .record(Dictionary(values, uniquingKeysWith: { first, _ in first }))
        }
        func number(_ name: String) -> Double? { values.first { $0.name == name }?.value.doubleValue }
        let missing = fields.map(\.name).filter { number($0) == nil }
        guard missing.isEmpty else {
            report(.invalidValue(key: key, expected: type.expectation,
                                 found: "a mapping without " + missing.joined(separator: ", "), suggestion: nil),
                   at: event.mark)
            return nil
        }
        return .rect(Rect(x: number("x") ?? 0, y: number("y") ?? 0, width: number("width") ?? 0,
                          height: number("height") ?? 0))
    }

    private static let frameFields = ["x", "y", "width", "height"].map { RecordField(name: $0, kind: .number) }

    private static func expectation(_ kind: RecordField.Kind) -> String {
        switch kind {
        case .integer: return "a whole number"
        case .number: return "a number"
        case .bool: return "true or false"
        }
    }

    /// Parses `[0,0][1080,1920]`.
    static func uiautomatorBounds(_ text: String) -> Rect? {
        let parts = text.split(whereSeparator: { "[],".contains($0) }).map { Double($0.trimmingCharacters()) }
        guard parts.count == 4, let left = parts[0], let top = parts[1], let right = parts[2], let bottom = parts[3],
              text.hasPrefix("[") else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
}

private extension Substring {
    func trimmingCharacters() -> String {
        String(self.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
