import A11yFindings
import A11yYAML

/// Reading a key's value against its `ValueType`.
extension DocumentReader {
    /// The checked value, or nil when it is null (unset) or invalid (reported).
    func readValue(_ event: YAMLEvent, key: String, type: ValueType) throws(LoadFailure) -> PropertyValue? {
        switch type {
        case .stringList, .choiceList, .bounds:
            return try readList(event, key: key, type: type)
        case .frame, .record:
            return try readRecord(event, key: key, type: type)
        case .string, .bool, .integer, .number, .positiveNumber, .color, .choice, .structural:
            guard event.kind == .scalar else {
                invalid(key, expected: type.expectation, at: event)
                try skip(event)
                return nil
            }
            let scalar = stream.scalar(of: event)
            if scalar == .null { return nil }
            guard let value = propertyValue(scalar, of: event, as: type) else {
                invalid(key, expected: type.expectation, at: event,
                        suggestion: suggestion(for: stream.text(of: event), in: type))
                return nil
            }
            return value
        }
    }

    private func propertyValue(_ scalar: ScalarValue, of event: YAMLEvent, as type: ValueType) -> PropertyValue? {
        switch (type, scalar) {
        case (.string, .string(let value)), (.structural, .string(let value)):
            return .string(value)
        case (.string, .integer), (.string, .float):
            // A label such as `3` is text to the screen reader, not a count.
            return .string(stream.text(of: event))
        case (.bool, .bool(let value)):
            return .bool(value)
        case (.integer(let minimum), .integer(let value)) where value >= minimum:
            return .integer(value)
        case (.number, .integer(let value)):
            return .number(Double(value))
        case (.number, .float(let value)) where value.isFinite:
            return .number(value)
        case (.positiveNumber, .integer(let value)) where value > 0:
            return .number(Double(value))
        case (.positiveNumber, .float(let value)) where value.isFinite && value > 0:
            return .number(value)
        case (.color, .string(let value)) where Color(hex: value) != nil:
            return .string(value)
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

    private func readList(_ event: YAMLEvent, key: String, type: ValueType) throws(LoadFailure) -> PropertyValue? {
        if event.kind == .scalar {
            let scalar = stream.scalar(of: event)
            if scalar == .null { return nil }
            // uiautomator writes bounds as "[left,top][right,bottom]"; accept that spelling too.
            if case .bounds = type, case .string(let text) = scalar, let rect = Self.uiautomatorBounds(text) {
                guard CoordinateLimit.allows(rect) else {
                    report(.invalidValue(key: key, expected: ValueType.withinCoordinateLimit, found: "'\(text)'",
                                         suggestion: nil), at: event.mark)
                    return nil
                }
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
        // The word numbers of up to four items, 16 bits each, when every item is a
        // vocabulary word: the key under which an equal list is shared.
        var words: UInt64? = 0
        while true {
            let item = try next()
            if item.kind == .sequenceEnd { break }
            if let known = words, item.word >= 0, item.word < 0xFFFF, strings.count < 4 {
                words = known << 16 | UInt64(item.word + 1)
            } else {
                words = nil
            }
            guard item.kind == .scalar else {
                invalid(key, expected: type.expectation, at: item)
                try skip(item)
                bad = true
                continue
            }
            let scalar = stream.scalar(of: item)
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
                strings.append(stream.text(of: item))
            default:
                let expected: String
                switch type {
                case .bounds: expected = "a number"
                case .choiceList(let values): expected = ValueType.oneOf(values)
                default: expected = "a string"
                }
                invalid(key, expected: expected, at: item, suggestion: suggestion(for: stream.text(of: item), in: type))
                bad = true
            }
        }
        if case .bounds = type {
            guard !bad, numbers.count == 4 else {
                if !bad { invalid(key, expected: type.expectation, at: event) }
                return nil
            }
            let rect = Rect(x: numbers[0], y: numbers[1], width: numbers[2] - numbers[0], height: numbers[3] - numbers[1])
            guard CoordinateLimit.allows(rect) else {
                let found = "[" + numbers.map(DumpWriter.format).joined(separator: ", ") + "]"
                report(.invalidValue(key: key, expected: ValueType.withinCoordinateLimit, found: found, suggestion: nil),
                       at: event.mark)
                return nil
            }
            return .rect(rect)
        }
        // Lists such as `[button]` repeat on thousands of nodes: equal ones share one array.
        // A document has a few dozen such lists at most, so a scan beats hashing. A list
        // that lost a rejected item no longer spells its words, so it is not shared.
        if let words, !bad, !strings.isEmpty {
            if let shared = sharedLists.first(where: { $0.words == words }) { return .strings(shared.list) }
            if sharedLists.count < 64 { sharedLists.append((words, strings)) }
        }
        return .strings(strings)
    }

    private func readRecord(_ event: YAMLEvent, key: String, type: ValueType) throws(LoadFailure) -> PropertyValue? {
        let shape: RecordShape
        switch type {
        case .frame: shape = .frame
        case .record(let recordFields): shape = .fields(recordFields)
        default: shape = .fields([])
        }
        if event.kind == .scalar, stream.scalar(of: event) == .null { return nil }
        guard event.kind == .mappingStart else {
            invalid(key, expected: type.expectation, at: event)
            try skip(event)
            return nil
        }
        assert(shape.fields.count <= 4, "RecordSlots holds four fields")
        // Records have at most four fields: values and first marks live in fixed
        // slots by field, so a frame costs no allocation.
        var values = RecordSlots<PropertyValue.Scalar>()
        var marks = RecordSlots<Mark>()
        var seenUnknown: [String: Mark] = [:]
        while let keyEvent = try nextKey() {
            let name = stream.text(of: keyEvent)
            guard let index = shape.index(of: name) else {
                try skipUnknown(keyEvent, scope: .field(of: key, among: shape.fields.map(\.name)), seen: &seenUnknown)
                continue
            }
            if let first = marks[index] {
                duplicate(name, at: keyEvent.mark, first: first)
                try skip(try next())
                continue
            }
            marks[index] = keyEvent.mark
            let item = try next()
            guard item.kind == .scalar else {
                invalid("\(key).\(name)", expected: Self.expectation(shape.kind(at: index)), at: item)
                try skip(item)
                continue
            }
            switch (shape.kind(at: index), stream.scalar(of: item)) {
            case (_, .null):
                continue
            case (.integer, .integer(let value)):
                values[index] = .integer(value)
            case (.number, .integer(let value)):
                values[index] = .number(Double(value))
            case (.number, .float(let value)) where value.isFinite:
                values[index] = .number(value)
            case (.bool, .bool(let value)):
                values[index] = .bool(value)
            default:
                invalid("\(key).\(name)", expected: Self.expectation(shape.kind(at: index)), at: item)
            }
        }
        guard case .frame = shape else {
            var record: [String: PropertyValue.Scalar] = [:]
            for (index, field) in shape.fields.enumerated() {
                if let value = values[index] { record[field.name] = value }
            }
            return .record(record)
        }
        // Read from the slots, not gathered in a list: most nodes have a frame.
        if let x = values[0]?.doubleValue, let y = values[1]?.doubleValue, let width = values[2]?.doubleValue,
           let height = values[3]?.doubleValue {
            let rect = Rect(x: x, y: y, width: width, height: height)
            guard CoordinateLimit.allows(rect) else {
                let found = ValueType.quotedFrame(x: DumpWriter.format(x), y: DumpWriter.format(y),
                                                  width: DumpWriter.format(width), height: DumpWriter.format(height))
                report(.invalidValue(key: key, expected: ValueType.withinCoordinateLimit, found: found, suggestion: nil),
                       at: event.mark)
                return nil
            }
            return .rect(rect)
        }
        let fields = shape.fields
        let missing = fields.indices.filter { values[$0]?.doubleValue == nil }.map { fields[$0].name }
        report(.invalidValue(key: key, expected: type.expectation,
                             found: "a mapping without " + missing.joined(separator: ", "), suggestion: nil),
               at: event.mark)
        return nil
    }

    private static func expectation(_ kind: RecordField.Kind) -> String {
        switch kind {
        case .integer: return "a whole number"
        case .number: return "a number"
        case .bool: return "true or false"
        }
    }

    /// Parses `[0,0][1080,1920]`.
    static func uiautomatorBounds(_ text: String) -> Rect? {
        UIAutomatorBounds.rect(text)
    }
}

/// The fields a record may have. A frame's four are fixed and found by a switch:
/// nearly every node has a frame, and reading a shared list of fields for each one
/// retained and released that list, from every core at once.
private enum RecordShape {
    case frame
    case fields([RecordField])

    func index(of name: String) -> Int? {
        switch self {
        case .frame:
            switch name {
            case "x": return 0
            case "y": return 1
            case "width": return 2
            case "height": return 3
            default: return nil
            }
        case .fields(let fields):
            return fields.firstIndex { $0.name == name }
        }
    }

    func kind(at index: Int) -> RecordField.Kind {
        switch self {
        case .frame: return .number
        case .fields(let fields): return fields[index].kind
        }
    }

    /// Every field, in order, for messages.
    var fields: [RecordField] {
        switch self {
        case .frame: return ValueType.frameFields
        case .fields(let fields): return fields
        }
    }
}

/// Four optional values kept inline, one per field of a record.
private struct RecordSlots<Value> {
    private var slots: (Value?, Value?, Value?, Value?) = (nil, nil, nil, nil)

    subscript(index: Int) -> Value? {
        get {
            switch index {
            case 0: return slots.0
            case 1: return slots.1
            case 2: return slots.2
            default: return slots.3
            }
        }
        set {
            switch index {
            case 0: slots.0 = newValue
            case 1: slots.1 = newValue
            case 2: slots.2 = newValue
            default: slots.3 = newValue
            }
        }
    }
}
