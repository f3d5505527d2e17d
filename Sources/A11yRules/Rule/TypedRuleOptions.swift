import A11yCatalog
import A11yFindings
import A11yDump

/// A rule's options as typed properties, made from the values the engine hands
/// over (the catalog's defaults with the configuration's choices on top).
/// `make generate` writes one such struct per rule that declares options.
public protocol TypedRuleOptions: Sendable {
    init(_ values: RuleOptions)
}

/// The options of a rule that declares none.
public struct NoOptions: TypedRuleOptions, Equatable {
    public init(_ values: RuleOptions) {}
}
