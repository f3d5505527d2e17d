#if FUZZING
/// libFuzzer's driver, for programs that keep their own `main` (SwiftPM renames
/// an executable's entry point, so libFuzzer's own `main` cannot be used).
@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

public enum FuzzDriver {
    nonisolated(unsafe) static var body: (([UInt8]) -> Void)?

    /// Runs libFuzzer with the process's arguments, calling `body` with each input.
    public static func run(_ body: @escaping ([UInt8]) -> Void) -> Int32 {
        self.body = body
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        return runDriver(&argc, &argv) { data, size in
            FuzzDriver.body?(size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
            return 0
        }
    }
}
#endif
