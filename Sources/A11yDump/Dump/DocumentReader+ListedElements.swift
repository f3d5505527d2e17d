import A11yFindings

extension DocumentReader {
    /// Reports each identifier an iOS container's `accessibilityElements` lists that
    /// no node inside it carries. VoiceOver visits only the listed elements, so a
    /// misspelt identifier silently puts an element out of reach; the finding says
    /// so, with the closest identifier that is there.
    func reportUnmatchedListedElements(in root: Node) {
        var containers: [Node] = []
        collectListingContainers(root, into: &containers)
        for container in containers {
            guard let listing = container[.accessibilityElements], case .strings(let listed) = listing.value else {
                continue
            }
            var carried: Set<String> = []
            for child in container.children { collectIdentifiers(child, into: &carried) }
            var reported: Set<String> = []
            for identifier in listed where !carried.contains(identifier) && reported.insert(identifier).inserted {
                let suggestion = Suggestion.closest(to: identifier, among: carried.sorted())
                report(.invalidValue(key: DumpKey.accessibilityElements.rawValue,
                                     expected: "the accessibilityIdentifier of an element inside the node",
                                     found: "'\(identifier)', which no element inside it carries",
                                     suggestion: suggestion),
                       at: listing.valueMark)
            }
        }
    }

    private func collectListingContainers(_ node: Node, into containers: inout [Node]) {
        if node.has(.accessibilityElements) { containers.append(node) }
        for child in node.children { collectListingContainers(child, into: &containers) }
    }

    private func collectIdentifiers(_ node: Node, into identifiers: inout Set<String>) {
        if let identifier = node.string(.accessibilityIdentifier) { identifiers.insert(identifier) }
        for child in node.children { collectIdentifiers(child, into: &identifiers) }
    }
}
