import A11yFindings
import A11yDump
import A11yYAML

/// What `format` makes of one input.
enum CaptureLayoutOutcome {
    /// The laid-out bytes, and whether they differ from the file's.
    case bytes([UInt8], changed: Bool)
    /// A file a folder walk (or --skip-non-dumps) found that is not a dump: left alone.
    case otherKindOfFile

    /// Why an input was not laid out, as lines for standard error.
    struct Failure: Error {
        var lines: [String]
    }

    /// The input read as lint reads it, then laid out; or why it could not be, as
    /// `path:line:col: error: message` lines.
    static func of(_ input: Input) -> Result<CaptureLayoutOutcome, Failure> {
        let loader = DumpLoader()
        let source: SourceBuffer
        switch input.read(limit: loader.limits.maxFileBytes) {
        case .success(let buffer): source = buffer
        case .failure(let problem): return .failure(Failure(lines: [InputError(path: input.path, mark: .start, problem: problem).description]))
        }
        let loaded = input.format.map { loader.load(source, path: input.path, as: $0) } ?? loader.load(source, path: input.path)
        if !loaded.errors.isEmpty {
            if input.isDiscovered, loaded.screens.isEmpty, loaded.errors.allSatisfy(\.problem.meansOtherKindOfFile) {
                return .success(.otherKindOfFile)
            }
            return .failure(Failure(lines: loaded.errors.sorted(by: InputError.precedes).map(\.description)))
        }
        let bytes = source.contents
        do throws(LayoutError) {
            let format = input.format ?? CaptureLayout.format(of: bytes)
            guard let laidOut = try CaptureLayout.laidOut(bytes, as: format) else {
                return .success(.bytes(Array(bytes), changed: false))
            }
            return .success(.bytes(laidOut, changed: !laidOut.elementsEqual(bytes)))
        } catch {
            return .failure(Failure(lines: [
                TerminalText.safe("\(input.path):\(error.mark.line):\(error.mark.column): error: \(error.message)")]))
        }
    }
}
