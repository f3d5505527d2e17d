import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// A check over one screen as the screen reader sees it. Rules return
/// violations; they never print or throw.
///
/// A rule's id and options are written once, in `Rules/<id>.yml`: `make generate`
/// gives each rule type its `id` and its `Options` (Generated/Rules+Catalog.swift).
/// A rule conforms through `PlainRule` (no options) or `ConfigurableRule`.
public protocol Rule: Sendable {
    /// The rule's options as typed values: a generated struct, or `NoOptions`.
    associatedtype Options: TypedRuleOptions
    /// The stable kebab-case id, which is also the name of the rule's catalog file.
    static var id: String { get }
    /// Checks with the options the configuration chose, over the catalog's defaults.
    /// The engine calls this; rules write the typed check of their protocol below.
    func check(_ model: ScreenModel, options: RuleOptions) -> [Violation]
}

extension Rule {
    /// The id, for callers that hold `any Rule`.
    public var id: String { Self.id }
}

/// A rule that declares no options in its catalog file.
protocol PlainRule: Rule where Options == NoOptions {
    func check(_ model: ScreenModel) -> [Violation]
}

extension PlainRule {
    public func check(_ model: ScreenModel, options: RuleOptions) -> [Violation] {
        check(model)
    }
}

/// A rule that declares options in its catalog file: it reads them as the
/// generated `Options` struct, with the catalog's defaults under the configuration's choices.
protocol ConfigurableRule: Rule {
    func check(_ model: ScreenModel, options: Options) -> [Violation]
}

extension ConfigurableRule {
    public func check(_ model: ScreenModel, options: RuleOptions) -> [Violation] {
        check(model, options: Options(options))
    }
}
