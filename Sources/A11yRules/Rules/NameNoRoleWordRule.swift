import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// A name does not repeat the role the screen reader already speaks.
struct NameNoRoleWordRule: ConfigurableRule {
    func check(_ model: ScreenModel, options: Options) -> [Violation] {
        let allowed = Set(options.allowedWords.map { $0.lowercased() })
        return model.stops.compactMap { stop in
            guard stop.segment == nil, !stop.announcement.name.isEmpty else { return nil }
            // A page's text is written for every browser: "Sign in button" there is the page's
            // wording, not a role word a native label repeats.
            guard !model.isWebContent(stop.node) else { return nil }
            let role = stop.announcement.role
            guard !role.isEmpty else { return nil }
            // Most roles are one word; the generic split cost more than the rest of the check.
            let roles = role.utf8.contains(UInt8(ascii: ","))
                ? role.split(separator: ",").map { SpokenText.trimmed($0) } : [SpokenText.trimmed(Substring(role))]
            func isRepeated(_ word: String) -> Bool {
                !word.isEmpty && (allowed.isEmpty || !allowed.contains(word.lowercased()))
                    && SpokenText.containsWord(stop.announcement.name, word)
            }
            // The role as spoken first: most roles are one word with no other form.
            guard let repeated = roles.first(where: isRepeated)
                ?? roles.lazy.flatMap(Self.otherForms).first(where: isRepeated) else { return nil }
            return Violation(stop.node, """
                Name '\(stop.announcement.name)' repeats the role '\(repeated)' that the screen reader already \
                says; it will be heard as '\(stop.announcement.utterance)'.
                """, at: model.nameOverride(of: stop.node)?.mark)
        }
    }

    /// The other ways a role word shows up in a name, besides as spoken ("check
    /// box"): written as one word ("checkbox"), and, for the roles readers name in
    /// two words, the word that says it ("Wi-Fi switch" beside "switch button").
    static func otherForms(of role: String) -> [String] {
        guard role.utf8.contains(UInt8(ascii: " ")) else { return [] }
        return [role.replacingOccurrences(of: " ", with: "")] + (shortForms[role.lowercased()] ?? [])
    }

    private static let shortForms: [String: [String]] = [
        "switch button": ["switch"], "toggle button": ["toggle"], "drop down list": ["dropdown", "drop down"],
    ]
}
