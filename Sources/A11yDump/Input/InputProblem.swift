import A11yFindings
import A11yYAML

/// Why an input file, or one document in it, could not be linted.
///
/// All wording of input errors lives here.
public enum InputProblem: Error, Equatable, Sendable {
    case notFound
    /// A symbolic link whose target does not exist.
    case symbolicLinkToNothing
    /// A symbolic link that leads, through other links, back to itself (ELOOP).
    case symbolicLinkLoop
    case unreadable(reason: String)
    case noDumpFiles
    /// A folder whose files were all skipped as being of another kind.
    case noDumpsAmong(Int)
    case tooLarge(bytes: Int, limit: Int)
    case noDocuments
    case syntax(problem: String, context: String?, contextMark: Mark?)
    case duplicateKey(String, first: Mark)
    case undefinedAlias(String)
    case recursiveAlias(String)
    case aliasExpansionLimit(Int)
    case nestingTooDeep(Int)
    case tooManyNodes(Int)
    case stringTooLong(Int)
    case tooManyAttributes(Int)
    case notAMapping(found: String)
    case missingKey(String)
    case invalidPlatform(String)
    case rootNotANode(found: String)
    case xmlSyntax(String)
    case xmlDoctype
    case xmlEncoding(String)
    /// Text whose byte-order mark names an encoding (UTF-16LE, …) that the rest of it is not in.
    case notInMarkedEncoding(String)
    case quotedXML
    case unknownXML(root: String)
    case jsonSyntax(String)
    case unknownJSON
    case unknownYAML
    /// A path that does not exist and reads like a misspelt subcommand ("lnit").
    case notFoundLikeCommand(String)
    case maestroCommandsWithoutScreen
    case xcuiNoSubtree
    case xcuiNoElementLine
    case xcuiSyntax(XCUILineProblem)
    /// idb's output where an element should be, but something other than an object.
    case idbElementNotAnObject(found: String)
    /// An idb element whose `children` is not a list.
    case idbChildrenNotAList(found: String)
    /// idb's output with no element at all (`[]`).
    case idbNoElements
    /// idb's `--format complete` document, whose elements use other key names.
    case idbCompleteDocument
    /// An object read as idb's output that has no `type`, which idb gives every element:
    /// another kind of JSON, read as idb because the caller said so.
    case idbNoType
    /// What a capture tool left instead of a dump: nothing, its error message, an error response.
    case captureFailed(CaptureFailure)
    /// An announcement snapshot (`announce --format json`) that `diff` could not read: what is wrong with it.
    case snapshotShape(String)
    /// `diff --lint` given an announcement snapshot, which keeps what is said but not the tree the rules read.
    case snapshotNotLintable

    /// Whether the problem says the file is of another kind (not a dump at all),
    /// rather than a dump that could not be read: folder walks skip such files.
    public var meansOtherKindOfFile: Bool {
        switch self {
        // YAML that is not a mapping, or a mapping with neither 'platform' nor 'root', is a file of
        // another kind (a hook list, a CI workflow); one of the two alone is a broken dump.
        case .unknownXML, .unknownJSON, .unknownYAML, .notAMapping: return true
        default: return false
        }
    }

    public var message: String {
        switch self {
        case .notFound:
            return "no such file or directory"
        case .notFoundLikeCommand(let command):
            return "no such file or directory; did you mean the command '\(command)'?"
        case .unreadable(let reason):
            return "cannot read this file: \(reason)"
        case .symbolicLinkToNothing:
            return "cannot read this file: it is a symbolic link to nothing"
        case .symbolicLinkLoop:
            return "cannot read this file: it is a symbolic link loop (ELOOP): its links lead back to "
                + "each other and never to a file"
        case .noDumpsAmong(let count):
            return "this directory holds no dumps: its \(count) .yml, .yaml, .xml and .json file"
                + (count == 1 ? " is of another kind" : "s are of other kinds")
        case .noDumpFiles:
            return "this directory holds no .yml, .yaml, .xml or .json files"
        case .tooLarge(let bytes, let limit):
            return "file is \(bytes) bytes, more than the limit of \(limit) bytes"
        case .noDocuments:
            return "file is empty: expected a dump with 'platform' and 'root'"
        case .syntax(let problem, let context, let contextMark):
            var text = "YAML syntax error: \(problem)"
            if let context {
                text += " (\(context)"
                if let contextMark { text += " at line \(contextMark.line), column \(contextMark.column)" }
                text += ")"
            }
            return text
        case .duplicateKey(let key, let first):
            return "duplicate key '\(key)'; it is already defined at line \(first.line), column \(first.column)"
        case .undefinedAlias(let name):
            return "alias '*\(name)' refers to an anchor that is not defined before it"
        case .recursiveAlias(let name):
            return "alias '*\(name)' refers to the node that contains it"
        case .aliasExpansionLimit(let limit):
            return "aliases expand to more than \(limit) YAML events; refusing to expand further"
        case .nestingTooDeep(let limit):
            return "nesting is deeper than \(limit) levels"
        case .tooManyNodes(let limit):
            return "more than \(limit) nodes in one screen; refusing to read further"
        case .stringTooLong(let limit):
            return "a text value is longer than \(limit) bytes"
        case .tooManyAttributes(let limit):
            return "an element has more than \(limit) attributes; refusing to read further"
        case .notAMapping(let found):
            return "a dump must be a mapping with 'platform' and 'root', but this document is \(found)"
        case .missingKey(let key):
            return "this dump has no '\(key)' key; every dump needs 'platform' and 'root'"
        case .invalidPlatform(let value):
            return "'platform' must be ios or android, found \(value)"
        case .rootNotANode(let found):
            return "'root' must be a node (a mapping with 'class' and its keys), found \(found)"
        case .xmlSyntax(let problem):
            return "XML syntax error: \(problem)"
        case .xmlDoctype:
            return "XML with a document type declaration (<!DOCTYPE or <!ENTITY) is refused: "
                + "dumps never need one, and it could expand entities or load external files"
        case .xmlEncoding(let name):
            return "XML in the encoding '\(name)' is not read: save the dump as UTF-8"
        case .notInMarkedEncoding(let name):
            return "this file starts with the byte-order mark of \(name), but what follows here is not \(name) text "
                + "(a lone surrogate, a number beyond Unicode or a cut-off character); save the dump as UTF-8"
        case .quotedXML:
            return "this file holds XML inside quotes, as Python's repr() or a JSON string writes it; "
                + "save the page source itself (for example with open(...).write(driver.page_source))"
        case .unknownXML(let root):
            return "XML root element <\(root)> is not a dump a11ylint reads: expected <hierarchy> "
                + "(uiautomator, Appium UiAutomator2), <AppiumAUT>/<XCUIElementType…> (Appium iOS) "
                + "or <UI> (Appium's universal-xml-plugin)"
        case .jsonSyntax(let problem):
            return "JSON syntax error: \(problem)"
        case .unknownJSON:
            return "this JSON is neither a Maestro hierarchy (an object with 'attributes' and 'children'), "
                + "idb's 'ui describe-all' output (objects with 'AXLabel', 'AXFrame', 'type', …) "
                + "nor an a11ylint dump (an object with 'platform' and 'root')"
        case .unknownYAML:
            return "this YAML is not a dump: an a11ylint dump is a mapping with 'platform' and 'root' "
                + "(folder walks and --skip-non-dumps skip such files)"
        case .maestroCommandsWithoutScreen:
            return "this Maestro commands log holds no screen: Maestro keeps the hierarchy only for a command "
                + "that failed (metadata.error.hierarchyRoot); save one with 'maestro hierarchy' instead"
        case .xcuiNoSubtree:
            return "this XCUITest description has no 'Element subtree:' line, so there is no tree to read; "
                + "print app.debugDescription whole"
        case .xcuiNoElementLine:
            return "'Element subtree:' is not followed by an element line such as "
                + "\"Button, 0x…, {{x, y}, {width, height}}, label: '…'\""
        case .xcuiSyntax(let problem):
            return "XCUITest element line: " + Self.words(for: problem)
        case .idbElementNotAnObject(let found):
            return "an element of idb's 'ui describe-all' output must be an object "
                + "(with 'AXLabel', 'AXFrame', 'type', …), found \(found)"
        case .idbChildrenNotAList(let found):
            return "'children' of an idb element must be a list of elements, found \(found)"
        case .idbNoElements:
            return "this idb output lists no elements; save 'idb ui describe-all' while the app is on screen"
        case .idbCompleteDocument:
            return "this is idb's '--format complete' document, which a11ylint does not read; "
                + "save 'idb ui describe-all' or 'idb ui describe-all --nested' instead"
        case .idbNoType:
            return "this is not idb's 'ui describe-all' output: its element has no 'type', "
                + "which idb gives every element"
        case .captureFailed(let failure):
            return Self.words(for: failure)
        case .snapshotShape(let problem):
            return "this announcement snapshot cannot be read: \(problem); write it again with "
                + "'a11ylint announce --format json' or 'a11ylint diff --write'"
        case .snapshotNotLintable:
            return "--lint needs dumps: this announcement snapshot keeps what the screen reader says, "
                + "not the tree the rules read; compare dumps with --lint, or leave --lint out"
        }
    }

    private static func words(for failure: CaptureFailure) -> String {
        switch failure {
        case .empty:
            return "the capture failed: this file is empty where a dump was expected; "
                + "capture the screen again and look at what the capture tool printed"
        case .toolSaid(let tool, let line):
            return "the capture failed: \(name(of: tool)) printed \"\(line)\" instead of a dump; \(advice(for: tool))"
        case .webDriverError(let error, let message):
            return "the capture failed: this is a WebDriver error response (Appium's), not a page source: "
                + "\"\(error)\"" + (message.isEmpty ? "" : ", \"\(message)\"")
        case .dumpLeftOnDevice(let path):
            return "the capture is not here: this file holds uiautomator's note that it saved the dump on the device "
                + "(\"UI hierchary dumped to: \(path)\"); pull that file with adb pull, "
                + "or capture with 'adb exec-out uiautomator dump /dev/tty'"
        }
    }

    private static func name(of tool: CaptureFailure.Tool) -> String {
        switch tool {
        case .uiautomator: return "uiautomator"
        case .adb: return "adb"
        case .deviceShell: return "the device's shell"
        case .shell: return "the shell"
        case .maestro: return "Maestro"
        case .java: return "a Java program"
        case .xctest: return "XCTest"
        }
    }

    private static func advice(for tool: CaptureFailure.Tool) -> String {
        switch tool {
        case .uiautomator:
            return "it says this when the screen never settles (an animation, a video) or it finds no window, "
                + "so capture the screen again while it is still"
        case .adb:
            return "check that one device is connected and authorised ('adb devices'), then capture again"
        case .deviceShell:
            return "the command on the device failed, so nothing was captured"
        case .shell:
            return "the capture tool was stopped before it wrote a dump"
        case .maestro:
            return "capture again with 'maestro hierarchy' once a device or simulator is running with the app on screen"
        case .java:
            return "capture again once the tool runs"
        case .xctest:
            return "XCTest could not read the app's elements, so app.debugDescription printed no tree"
        }
    }

    private static func words(for problem: XCUILineProblem) -> String {
        switch problem {
        case .unclosedQuote:
            return "a quoted value is not closed with ' before the next element line"
        case .unclosedBrace:
            return "a value in braces is not closed with '}' on its line"
        case .unclosedQualifier:
            return "the '(' after the element type is not closed with ')'"
        case .badFrame:
            return "a frame must read {{x, y}, {width, height}}, with four numbers"
        case .badAddress:
            return "an address must be 0x followed by hexadecimal digits"
        case .missingSeparator:
            return "expected ', ' before the next attribute"
        case .unexpectedText:
            return "expected an attribute (label: '…'), a frame ({{x, y}, {width, height}}), "
                + "an address (0x…) or a flag (Selected, Disabled)"
        }
    }
}
