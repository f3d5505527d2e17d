import A11yFindings
import A11yYAML
import A11yDump

/// The components the criteria have rules for.
public enum Component: String, Sendable, CaseIterable {
    case pageControl = "page-control"
    case stepper
    case tableRow = "table-row"
}
