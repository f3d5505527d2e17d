import A11yFindings
import A11yYAML

/// Helpers the importers share to fill a node from text attributes.
extension Node {
    mutating func set(_ key: DumpKey, _ value: PropertyValue, at mark: Mark) {
        properties.append(Property(key: key, value: value, valueMark: mark))
    }

    /// Sets a text property, leaving out empty text: tools write `text=""` for "none".
    mutating func setText(_ key: DumpKey, _ text: String?, at mark: Mark) {
        guard let text, !text.isEmpty else { return }
        set(key, .string(text), at: mark)
    }

    /// Sets a frame or bounds that lies within `CoordinateLimit`. One that does not
    /// is left out, as if the file gave none, and comes back as the problem to report,
    /// quoting the file's own text (`found`).
    mutating func setFrame(_ key: DumpKey, _ rect: Rect, found: String, at mark: Mark,
                           path: String) -> LocatedDumpProblem? {
        guard CoordinateLimit.allows(rect) else {
            let problem = DumpProblem.invalidValue(key: key.rawValue, expected: ValueType.withinCoordinateLimit,
                                                   found: found, suggestion: nil)
            return LocatedDumpProblem(problem: problem, path: path, mark: mark)
        }
        set(key, .rect(rect), at: mark)
        return nil
    }

    mutating func setBool(_ key: DumpKey, _ text: String?, at mark: Mark) {
        switch text?.lowercased() {
        case "true": set(key, .bool(true), at: mark)
        case "false": set(key, .bool(false), at: mark)
        default: break
        }
    }
}
