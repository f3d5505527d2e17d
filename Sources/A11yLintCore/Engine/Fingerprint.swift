/// A finding's identity across runs: the same rule on the same node of the same
/// screen, wherever the lines have moved to.
public enum Fingerprint {
    /// 16 hex digits of FNV-1a over rule, file, screen and node (or message, for
    /// findings about the dump itself, which have no node). `relativePath` is the
    /// file relative to the base directory, so the value does not depend on where
    /// the tool ran.
    public static func of(_ finding: Finding, relativePath: String) -> String {
        let parts = [finding.ruleID, relativePath, finding.screen ?? "",
                     finding.nodePath ?? finding.message, finding.identifier ?? ""]
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
}
