import A11yFindings
import A11yYAML

/// What every input format's reader feeds, whatever the format: elements in
/// document order, each followed by its children and then closed by `end()`.
/// Readers hand elements over as they read them, so no format builds a tree of
/// its own before the nodes are made (`NodeBuilder`).
protocol ElementSink {
    mutating func start(_ element: SourceElement) throws(LoadFailure)
    mutating func end() throws(LoadFailure)
}
