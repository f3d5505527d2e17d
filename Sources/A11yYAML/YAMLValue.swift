import A11yFindings

/// A small positioned YAML tree, for the rule catalog and configuration files.
/// Dumps never go through it: the dump loader builds its model from events.
public indirect enum YAMLValue: Sendable {
    case scalar(String, Mark)
    case sequence([YAMLValue], Mark)
    case mapping([YAMLEntry], Mark)

    public var mark: Mark {
        switch self {
        case .scalar(_, let mark), .sequence(_, let mark), .mapping(_, let mark): return mark
        }
    }

    public var string: String? {
        if case .scalar(let text, _) = self { return text }
        return nil
    }

    public var entries: [YAMLEntry]? {
        if case .mapping(let entries, _) = self { return entries }
        return nil
    }

    public var items: [YAMLValue]? {
        if case .sequence(let items, _) = self { return items }
        return nil
    }

    public subscript(key: String) -> YAMLValue? {
        entries?.first { $0.key == key }?.value
    }

    /// Reads every document of a YAML text. Repeated keys and syntax errors are errors.
    public static func documents(of bytes: [UInt8], limits: YAMLLimits = YAMLLimits()) throws(YAMLError) -> [YAMLValue] {
        let stream = EventStream(source: SourceBuffer(copying: bytes), limits: limits)
        var documents: [YAMLValue] = []
        while true {
            let event = try stream.next()
            if event.kind == .streamEnd { break }
            guard event.kind == .documentStart else { continue }
            documents.append(try value(from: try stream.next(), stream: stream))
            _ = try stream.next()
        }
        return documents
    }

    private static func value(from event: YAMLEvent, stream: EventStream) throws(YAMLError) -> YAMLValue {
        switch event.kind {
        case .mappingStart:
            var entries: [YAMLEntry] = []
            // Where each key came first, looked up by name: a Maestro node may hold
            // thousands of attributes, and searching the entries for each was quadratic.
            var firstMarks: [String: Mark] = [:]
            while true {
                let key = try stream.next()
                if key.kind == .mappingEnd { break }
                let keyValue = try value(from: key, stream: stream)
                let text = keyValue.string ?? ""
                if let first = firstMarks[text] {
                    throw YAMLError(mark: key.mark, problem: .duplicateKey(text, first: first))
                }
                firstMarks[text] = key.mark
                entries.append(YAMLEntry(key: text, keyMark: key.mark,
                                         value: try value(from: try stream.next(), stream: stream)))
            }
            return .mapping(entries, event.mark)
        case .sequenceStart:
            var items: [YAMLValue] = []
            while true {
                let item = try stream.next()
                if item.kind == .sequenceEnd { break }
                items.append(try value(from: item, stream: stream))
            }
            return .sequence(items, event.mark)
        default:
            return .scalar(stream.text(of: event), event.mark)
        }
    }
}

/// One key and value of a mapping.
public struct YAMLEntry: Sendable {
    public var key: String
    public var keyMark: Mark
    public var value: YAMLValue
}
