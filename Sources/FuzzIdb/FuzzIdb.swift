import A11yFindings
import A11yDump
import A11ySemantics
import A11yCatalog
import A11yRules
import A11yLintCore
import Foundation
import FuzzSupport

/// Built by `make fuzz` with -sanitize=fuzzer (and FUZZING defined), this hands
/// control to libFuzzer; a plain build replays files or folders of inputs.
@main
struct FuzzIdb {
    static func main() {
        #if FUZZING
        exit(FuzzDriver.run { FuzzCheck.run($0, as: .idb) })
        #else
        exit(FuzzCheck.replay(Array(CommandLine.arguments.dropFirst()), as: .idb))
        #endif
    }
}
