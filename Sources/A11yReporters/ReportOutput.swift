/// Where a reporter's text goes, as UTF-8: standard output as it is written, or
/// memory (`ReportBuffer`) that the command line writes to a file once the run
/// is over, so that a reader never sees half a report.
public struct ReportOutput {
    private let sink: (UnsafeRawBufferPointer) -> Void

    public init(_ sink: @escaping (UnsafeRawBufferPointer) -> Void) {
        self.sink = sink
    }

    public func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes(sink)
    }

    /// Written from the string's own bytes: a whole document can be tens of megabytes.
    public func write(_ text: String) {
        var text = text
        text.withUTF8 { sink(UnsafeRawBufferPointer($0)) }
    }
}

/// A report's text kept in memory.
public final class ReportBuffer {
    public private(set) var bytes: [UInt8] = []

    public init() {}

    /// Appends to `bytes`.
    public var output: ReportOutput {
        ReportOutput { [self] written in bytes.append(contentsOf: written) }
    }

    public var text: String { String(decoding: bytes, as: UTF8.self) }
}
