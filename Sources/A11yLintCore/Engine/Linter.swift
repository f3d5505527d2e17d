import Foundation

/// Loads inputs and runs the rules over every screen.
public struct Linter: Sendable {
    public var rules: [any Rule]
    public var loader: DumpLoader

    public init(rules: [any Rule] = [], limits: LoadLimits = LoadLimits()) {
        self.rules = rules
        self.loader = DumpLoader(limits: limits)
    }

    /// Lints one input; a broken input gives errors, never a crash.
    public func lint(_ input: Input) -> FileResult {
        var result = FileResult(path: input.path)
        let source: SourceBuffer
        switch input.read(limit: loader.limits.maxFileBytes) {
        case .success(let read): source = read
        case .failure(let problem):
            result.errors.append(InputError(path: input.path, mark: .start, problem: problem))
            return result
        }
        let loaded = loader.load(source, path: input.path)
        result.screenCount = loaded.screens.count
        result.errors = loaded.errors
        result.findings = loaded.findings
        for screen in loaded.screens {
            for rule in rules {
                result.findings += rule.check(screen)
            }
        }
        result.findings.sort(by: Finding.precedes)
        return result
    }

    /// Lints inputs on all cores; results keep the inputs' order.
    public func lint(_ inputs: [Input]) -> LintReport {
        let results = ResultSlots(count: inputs.count)
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            results.set(index, lint(inputs[index]))
        }
        return LintReport(files: results.values)
    }
}

/// Fixed slots that concurrent workers fill, each index written once.
private final class ResultSlots: @unchecked Sendable {
    private var slots: [FileResult?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: FileResult) {
        lock.withLock { slots[index] = value }
    }

    var values: [FileResult] { slots.compactMap { $0 } }
}
