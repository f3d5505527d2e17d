/// One problem a rule found in a screen. Findings are values: rules return them,
/// nothing throws them.
public struct Finding: Equatable, Sendable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    public var path: String
    public var mark: Mark
    /// Where the node sits in its tree, e.g. `UIWindow/UITableView/UITableViewCell[2]`.
    public var nodePath: String?
    /// The node's accessibility identifier, resource id or test tag.
    public var identifier: String?
    /// The node's identity, which survives edits elsewhere in the dump, e.g.
    /// `#close_button` or `ImageView "Amma picture" in #contact_row` (`NodeIdentities`).
    public var identity: String?
    /// The screen's name, or `#N` for the N-th unnamed document of the file.
    public var screen: String?
    /// What the screen reader is predicted to say at the node, when it is a focus stop.
    public var announcement: String?
    /// Whether the finding counts, or a suppression or the baseline accepted it.
    public var status: FindingStatus = .active
    /// The list or grid whose items all hold the node, when it is one of a template's
    /// repeated elements; the text report groups such findings.
    public var repetition: ListRepetition?

    public init(ruleID: String, severity: Severity, message: String, path: String, mark: Mark,
                nodePath: String? = nil, identifier: String? = nil, identity: String? = nil, screen: String? = nil,
                announcement: String? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.path = path
        self.mark = mark
        self.nodePath = nodePath
        self.identifier = identifier
        self.identity = identity
        self.screen = screen
        self.announcement = announcement
    }

    /// Compiler style: `path:line:col: severity: message [rule-id]`, safe for a terminal.
    public var description: String {
        var line: [UInt8] = []
        write(to: &line)
        return String(decoding: line, as: UTF8.self)
    }

    /// Appends `description`'s UTF-8 to `bytes`: reports of a large run write
    /// hundreds of thousands of these lines, and appending bytes costs a fraction of
    /// appending strings.
    ///
    /// `path` replaces the finding's own path in the line (a report that names files
    /// relative to a base), so that the findings need not be copied to rename them.
    public func write(to bytes: inout [UInt8], path shownPath: String? = nil) {
        // The path and the message may quote the dump (a file name, a label with a line
        // break): written safe for one line of a terminal, as `TerminalText` says.
        TerminalText.append(shownPath ?? path, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(contentsOf: String(mark.line).utf8)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(contentsOf: String(mark.column).utf8)
        switch severity {
        case .error: bytes.append(contentsOf: Self.errorPart)
        case .warning: bytes.append(contentsOf: Self.warningPart)
        case .note: bytes.append(contentsOf: Self.notePart)
        }
        TerminalText.append(message, to: &bytes)
        bytes.append(UInt8(ascii: " "))
        bytes.append(UInt8(ascii: "["))
        bytes.append(contentsOf: ruleID.utf8)
        bytes.append(UInt8(ascii: "]"))
    }

    private static let errorPart = Array(": \(Severity.error.rawValue): ".utf8)
    private static let warningPart = Array(": \(Severity.warning.rawValue): ".utf8)
    private static let notePart = Array(": \(Severity.note.rawValue): ".utf8)

    public var isActive: Bool {
        if case .active = status { return true }
        return false
    }

    /// Whether no finding precedes the one before it: then sorting would change nothing.
    public static func areInReportOrder(_ findings: [Finding]) -> Bool {
        // Through the buffer, so that no finding is copied to be compared.
        findings.withUnsafeBufferPointer { findings in
            !findings.indices.dropFirst().contains { precedes(findings[$0], findings[$0 - 1]) }
        }
    }

    /// Orders findings by file, then position, then rule.
    public static func precedes(_ lhs: Finding, _ rhs: Finding) -> Bool {
        // Field by field rather than as tuples: a tuple would copy the strings in it.
        if lhs.path != rhs.path { return lhs.path < rhs.path }
        if lhs.mark != rhs.mark { return lhs.mark < rhs.mark }
        return lhs.ruleID < rhs.ruleID
    }
}

/// What happened to a finding after the rules ran.
public enum FindingStatus: Equatable, Sendable {
    /// It counts towards the exit status.
    case active
    /// A suppression in the configuration accepted it, for the given reason.
    case suppressed(reason: String)
    /// The baseline file already lists it.
    case baselined
}
