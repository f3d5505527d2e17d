import A11yFindings
import A11yDump

/// What the nodes of one class share: the class's simple name, what a11ylint
/// knows about it (`KnownClasses`) and what VoiceOver makes of it. Worked out once
/// per class name of a screen: readers, detectors and rules ask every node for its
/// class's facts, many times over, and a node keeps one reference here rather
/// than its own copy of the name and facts (which would make each node larger).
final class NodeClass: Sendable {
    let simpleName: String
    let facts: ClassFacts?
    let iosClass: IOSClass

    init(className name: String) {
        // Searched as bytes: both separators are ASCII, so the cut falls between characters.
        simpleName = name.utf8.lastIndex(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "$") })
            .map { String(name[name.utf8.index(after: $0)...]) } ?? name
        facts = KnownClasses.facts(simpleName)
        iosClass = KnownClasses.voiceOver(simpleName)
    }

    /// The classes of one screen's nodes, by full class name, while its tree is built.
    struct Cache {
        private var byName: [String: NodeClass] = [:]
        /// Siblings usually share their class: the last one is checked before hashing.
        private var last: NodeClass?
        private var lastName = ""

        mutating func nodeClass(named name: String) -> NodeClass {
            if let last, name == lastName { return last }
            let found: NodeClass
            if let known = byName[name] {
                found = known
            } else {
                found = NodeClass(className: name)
                byName[name] = found
            }
            last = found
            lastName = name
            return found
        }
    }
}
