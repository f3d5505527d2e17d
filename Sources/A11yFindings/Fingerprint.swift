/// A finding's identity across runs: the same rule on the same node of the same
/// screen, wherever the lines have moved to.
public enum Fingerprint {
    /// 16 hex digits of FNV-1a over rule, file, screen and the node's identity.
    /// `relativePath` is the file relative to the base directory, so the value
    /// does not depend on where the tool ran; a renamed file is a new identity.
    ///
    /// The node's identity (`NodeIdentities`) does not change when other nodes
    /// are added, removed or reordered, unlike its path. Findings about the dump
    /// itself have no node and are known by their message.
    public static func of(_ finding: Finding, relativePath: String) -> String {
        hash([finding.ruleID, relativePath, finding.screen ?? "", finding.identity ?? finding.nodePath ?? finding.message])
    }

    /// The fingerprint a11ylint 0.3 wrote (baseline format 1, SARIF
    /// `a11ylintFingerprint/v1`): the identifier and class when the node has an
    /// identifier, else its node path. Kept to read baselines of that version.
    public static func version1(_ finding: Finding, relativePath: String) -> String {
        let node: String
        if let identifier = finding.identifier {
            node = "id:" + identifier + "|" + className(in: finding.nodePath)
        } else {
            node = finding.nodePath ?? finding.message
        }
        return hash([finding.ruleID, relativePath, finding.screen ?? "", node])
    }

    private static func hash(_ parts: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in parts {
            for byte in part.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
            // A separator that cannot occur in UTF-8, so ("ab", "c") and ("a", "bc") differ.
            hash ^= 0xff
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// `UITableViewCell` from `UIWindow/UITableView/UITableViewCell[2]`.
    private static func className(in path: String?) -> String {
        guard let last = path?.split(separator: "/").last else { return "" }
        return String(last.prefix { $0 != "[" })
    }
}
