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
            let role = stop.announcement.role
            guard !role.isEmpty else { return nil }
            // Most roles are one word; the generic split cost more than the rest of the check.
            let roles = role.utf8.contains(UInt8(ascii: ","))
                ? role.split(separator: ",").map { SpokenText.trimmed($0) } : [SpokenText.trimmed(Substring(role))]
            guard let repeated = roles.lazy.flatMap(Self.forms).first(where: {
                !$0.isEmpty && (allowed.isEmpty || !allowed.contains($0.lowercased()))
                    && SpokenText.containsWord(stop.announcement.name, $0)
            }) else { return nil }
            return Violation(stop.node, """
                Name '\(stop.announcement.name)' repeats the role '\(repeated)' that the screen reader already \
                says; it will be heard as '\(stop.announcement.utterance)'.
                """, at: model.nameOverride(of: stop.node)?.mark)
        }
    }

    /// The ways a role word shows up in a name: as spoken ("check box"), written as
    /// one word ("checkbox"), and, for the roles readers name in two words, the
    /// word that says it ("Wi-Fi switch" beside VoiceOver's "switch button").
    static func forms(of role: String) -> [String] {
        var forms = [role]
        if role.contains(" ") { forms.append(role.replacingOccurrences(of: " ", with: "")) }
        forms += shortForms[role.lowercased()] ?? []
        return forms
    }

    private static let shortForms: [String: [String]] = [
        "switch button": ["switch"], "toggle button": ["toggle"], "drop down list": ["dropdown", "drop down"],
    ]
}
