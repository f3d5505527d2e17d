import A11yFindings

/// The findings of one file that repeat one template's element in the items of a
/// list or grid (`Finding.repetition`): the same rule on the same place of each
/// item, saying the same thing but for the names and numbers it quotes. The text
/// report prints the first of each such group and says how many more there are and
/// where; every finding still counts, and every other report lists each one.
struct RepeatedFindings {
    /// For the first finding of each group of two or more, the others, by index in the file's findings.
    private(set) var others: [Int: [Int]] = [:]
    /// The findings printed as part of an earlier finding's group.
    private(set) var folded: Set<Int> = []

    private struct Key: Hashable {
        var screen: String?
        var rule: String
        var severity: Severity
        var place: String
        var shape: String
    }

    /// Groups the findings that count; suppressed and baselined ones are not printed at all.
    init(_ findings: [Finding]) {
        var first: [Key: Int] = [:]
        for index in findings.indices where findings[index].isActive {
            let finding = findings[index]
            guard let repetition = finding.repetition else { continue }
            let key = Key(screen: finding.screen, rule: finding.ruleID, severity: finding.severity,
                          place: repetition.key, shape: Self.shape(of: finding.message))
            if let earlier = first[key] {
                others[earlier, default: []].append(index)
            } else {
                first[key] = index
            }
        }
        // Two alike findings may be two controls of one screen that look alike (a Compose
        // settings page scrolls as a list of rows of one class): each is printed.
        others = others.filter { $0.value.count + 1 >= Self.smallestGroup }
        folded = Set(others.values.joined())
    }

    /// The fewest findings printed as one group.
    static let smallestGroup = 3

    /// The message without what it quotes and without its numbers: what the rule
    /// says, not about which item. `'Love After Lockup' announces … ('New')` and
    /// `'Mayfair Witches' announces … ('New')` have one shape; so have two frames'
    /// sizes. A quote opens after a character that is no letter and closes before one
    /// that is no letter or digit, so `'Tyler Perry's Sistas'` is one quote.
    static func shape(of message: String) -> String {
        var shape = String.UnicodeScalarView()
        let scalars = Array(message.unicodeScalars)
        var quoted = false
        for (index, scalar) in scalars.enumerated() {
            let before = index > 0 ? scalars[index - 1] : nil
            let after = index + 1 < scalars.count ? scalars[index + 1] : nil
            if scalar == "'" {
                if !quoted, before.map({ !$0.properties.isAlphabetic }) ?? true {
                    quoted = true
                    shape.append(scalar)
                    continue
                }
                if quoted, after.map({ !$0.properties.isAlphabetic && $0.properties.numericType == nil }) ?? true {
                    quoted = false
                    shape.append(scalar)
                    continue
                }
            }
            if quoted { continue }
            if scalar.properties.numericType != nil {
                if shape.last != "#" { shape.append("#") }
                continue
            }
            shape.append(scalar)
        }
        return String(shape)
    }

    /// The line after a group's first finding: `… and 9 more items of #gallery (lines 278, 326, …)`.
    static func line(first: Finding, others: [Finding]) -> String {
        let lists = Set(([first] + others).compactMap { $0.repetition?.list })
        let list = lists.count == 1 ? lists.first! : first.repetition?.outermostList ?? ""
        let count = others.count
        let marks = others.map(\.mark)
        // A one-line capture puts every finding on line 1: its columns tell them apart.
        let sharesLines = Set(([first.mark] + marks).map(\.line)).count < marks.count + 1
        let shown = marks.prefix(Self.listedPlaces).map { sharesLines ? "\($0.line):\($0.column)" : String($0.line) }
        let places = shown.joined(separator: ", ") + (marks.count > Self.listedPlaces ? ", …" : "")
        let word = sharesLines ? "at" : count == 1 ? "line" : "lines"
        return "    … and \(count) more item\(count == 1 ? "" : "s") of \(list) (\(word) \(places))"
    }

    /// How many of a group's places its line lists; the rest are left to `--no-group` and the other reports.
    static let listedPlaces = 8
}
