import A11yFindings
import A11yDump

/// A fixed set of class names with a value each, looked up by length and then by
/// comparing: the names are short and few, and every node of a screen asks, so
/// this costs a fraction of hashing the name (most names fit inside a `String`
/// value, and two such compare as two machine words).
struct NameTable<Value: Sendable>: Sendable {
    private let byLength: [[(name: String, value: Value)]]

    init(_ entries: [(String, Value)]) {
        var byLength = Array(repeating: [(name: String, value: Value)](), count: (entries.map(\.0.utf8.count).max() ?? 0) + 1)
        for (name, value) in entries where !byLength[name.utf8.count].contains(where: { $0.name == name }) {
            byLength[name.utf8.count].append((name, value))
        }
        self.byLength = byLength
    }

    subscript(name: String) -> Value? {
        let length = name.utf8.count
        guard length < byLength.count else { return nil }
        for entry in byLength[length] where entry.name == name { return entry.value }
        return nil
    }
}

extension NameTable where Value == Bool {
    init(names: [String]) {
        self.init(names.map { ($0, true) })
    }

    func contains(_ name: String) -> Bool {
        self[name] != nil
    }
}
