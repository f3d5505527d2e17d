/// The input formats whose attributes the key table names (`DumpKeySpec.reads`).
/// Appium's universal-xml-plugin renames a uiautomator or WebDriverAgent source
/// and is read as the one it was made from (`UniversalVocabulary`).
enum SourceFormat: Sendable {
    /// `uiautomator dump` and Appium's UiAutomator2 page source.
    case uiautomator
    /// Appium's XCUITest page source (WebDriverAgent).
    case webDriverAgent
    /// `maestro hierarchy`, on either platform.
    case maestro
    /// What an XCUITest prints with `print(app.debugDescription)`.
    case xcuiDescription
    /// `idb ui describe-all` JSON, flat or `--nested` (iOS simulators).
    case idb
}
