/// Who we are, for reports that name their tool.
public enum ToolInfo {
    public static let name = "a11ylint"
    public static let version = "0.4.0"
    public static let homepage = "https://github.com/a11ylint/a11ylint"

    /// Where a rule's documentation is published: the generated docs/rules page.
    public static func helpURI(for ruleID: String) -> String {
        "\(homepage)/blob/main/docs/rules/\(ruleID).md"
    }
}
