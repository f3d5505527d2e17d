import A11yFindings

/// Findings of one screen that one template makes: the same rule on nodes whose
/// identities differ only by the names in quotes and the ordinals in brackets
/// (`#iv_gallery in #rl_img "00:02"`, `#iv_gallery in #rl_img "00:03"`), as the
/// tiles of a grid or the rows of a list are. The page highlights a group's
/// members together, so that a finding repeated over five controls shows all five.
struct HTMLFindingGroups {
    /// The group number of each finding that shares its template with another, by index.
    private var groupOf: [Int: Int] = [:]

    init(_ findings: [Finding]) {
        var byTemplate: [String: [Int]] = [:]
        var order: [String] = []
        for (index, finding) in findings.enumerated() {
            guard let identity = finding.identity else { continue }
            let key = finding.ruleID + "\u{0}" + Self.template(of: identity)
            if byTemplate[key] == nil { order.append(key) }
            byTemplate[key, default: []].append(index)
        }
        var number = 0
        for key in order {
            guard let members = byTemplate[key], members.count > 1 else { continue }
            for member in members { groupOf[member] = number }
            number += 1
        }
    }

    func group(of index: Int) -> Int? { groupOf[index] }

    /// The identity without its quoted names and bracketed ordinals.
    static func template(of identity: String) -> String {
        var result = ""
        var inQuotes = false, inBrackets = false
        for character in identity {
            switch character {
            case "\"" where !inBrackets: inQuotes.toggle()
            case "[" where !inQuotes: inBrackets = true
            case "]" where inBrackets: inBrackets = false
            default:
                if !inQuotes && !inBrackets { result.append(character) }
            }
        }
        return result.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
}
