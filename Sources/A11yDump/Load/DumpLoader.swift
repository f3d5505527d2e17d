import A11yFindings
import A11yYAML

/// Reads dump files (format v1) into screens, straight from libyaml's events.
public struct DumpLoader: Sendable {
    public var limits: LoadLimits
    /// YAML inputs at least this large are parsed on a thread of their own, ahead of the reader.
    var prefetchBytes = EventStream.prefetchBytes

    /// Whether a source handed to `load(_:path:)` may have its pages given back to the
    /// system as the XML reader goes past them (`SourceBuffer.release(before:)`): set by
    /// a caller that never reads the source again. A source the loader makes itself,
    /// from bytes, is always given back.
    public var releasesSource = false

    public init(limits: LoadLimits = LoadLimits(), releasesSource: Bool = false) {
        self.limits = limits
        self.releasesSource = releasesSource
    }

    /// Loads every document of a YAML stream; `path` names it in positions.
    ///
    /// Documents before a syntax error are kept; a document with a problem of
    /// its own (a duplicate key, no `platform`) is dropped while the documents
    /// after it are still read.
    public func load(bytes: [UInt8], path: String) -> LoadResult {
        load(bytes: bytes, path: path, format: nil)
    }

    /// Loads bytes as one given format, whatever they look like: for fuzzing one
    /// importer at a time.
    public func load(bytes: [UInt8], path: String, as format: DumpFormat) -> LoadResult {
        load(bytes: bytes, path: path, format: format)
    }

    /// `format` nil: told from the content.
    private func load(bytes: [UInt8], path: String, format: DumpFormat?) -> LoadResult {
        if bytes.count > limits.maxFileBytes {
            let error = InputError(path: path, mark: .start,
                                   problem: .tooLarge(bytes: bytes.count, limit: limits.maxFileBytes))
            return LoadResult(errors: [error])
        }
        return load(SourceBuffer(copying: bytes), path: path, format: format, releasing: true)
    }

    /// Reads a YAML dump, or an XML page source, Maestro hierarchy, XCUITest
    /// description or idb output when the content is one.
    public func load(_ source: SourceBuffer, path: String) -> LoadResult {
        load(source, path: path, format: nil, releasing: releasesSource)
    }

    /// Reads the source as one given format, whatever it looks like.
    public func load(_ source: SourceBuffer, path: String, as format: DumpFormat) -> LoadResult {
        load(source, path: path, format: format, releasing: releasesSource)
    }

    /// Reads the source as `format`, or as the format its content has when that is nil,
    /// once it is UTF-8 with line feeds: every format is told apart and read that way.
    /// Told from the content, a capture tool's failure text is an error of its own
    /// (`CaptureFailure`), before any format is tried on it.
    private func load(_ source: SourceBuffer, path: String, format: DumpFormat?, releasing: Bool) -> LoadResult {
        let text: SourceBuffer
        do {
            text = try Self.text(of: source)
        } catch {
            return LoadResult(errors: [InputError(path: path, mark: error.mark, problem: error.problem)])
        }
        if format == nil, let (failure, mark) = CaptureFailure.detect(text.contents) {
            return LoadResult(errors: [InputError(path: path, mark: mark, problem: .captureFailed(failure))])
        }
        // A copy made here (another encoding, other line ends) is the loader's own.
        let mayRelease = releasing || text !== source
        return read(text, path: path, as: format ?? DumpFormat.sniff(text.contents), releasing: mayRelease)
    }

    /// The source as UTF-8 whose lines end in a line feed (or CR LF), a copy only when
    /// it is not that already (`WideEncoding`, `LineBreaks`).
    static func text(of source: SourceBuffer) throws(LoadFailure) -> SourceBuffer {
        var text = source
        if let encoding = WideEncoding.named(byMarkOf: source.contents) {
            do {
                text = SourceBuffer(copying: try encoding.utf8(source.contents))
            } catch {
                throw LoadFailure(mark: error.mark, problem: .notInMarkedEncoding(encoding.rawValue))
            }
        }
        if LineBreaks.needUnifying(text.contents) {
            text = SourceBuffer(copying: LineBreaks.unified(text.contents))
        }
        return text
    }

    private func read(_ source: SourceBuffer, path: String, as format: DumpFormat, releasing: Bool) -> LoadResult {
        let bytes = source.contents
        switch format {
        case .xml:
            return XMLImporter(limits: limits).load(bytes, path: path, releasing: releasing ? source : nil)
        case .maestro:
            return MaestroImporter(path: path, limits: limits).load(bytes)
        case .json:
            return loadJSON(source, path: path)
        case .quotedXML:
            return LoadResult(errors: [InputError(path: path, mark: .start, problem: .quotedXML)])
        case .xcuiDescription:
            return XCUIDescriptionImporter(path: path, limits: limits).load(bytes)
        case .idb:
            return IdbImporter(path: path, limits: limits).load(source)
        case .yaml:
            return loadYAML(source, path: path)
        }
    }

    /// JSON is YAML in flow style, so a dump written as JSON loads like any other,
    /// in one pass; JSON that is not a mapping with `platform` is a file of
    /// another kind. Syntax errors keep their position.
    private func loadJSON(_ source: SourceBuffer, path: String) -> LoadResult {
        let result = loadYAML(source, path: path)
        let otherKind = result.screens.isEmpty && !result.errors.isEmpty && result.errors.allSatisfy { error in
            switch error.problem {
            case .notAMapping, .missingKey("platform"), .unknownYAML: return true
            default: return false
            }
        }
        return otherKind ? LoadResult(errors: [InputError(path: path, mark: .start, problem: .unknownJSON)]) : result
    }

    private func loadYAML(_ source: SourceBuffer, path: String) -> LoadResult {
        var result = LoadResult()
        let stream = EventStream(source: source, limits: limits.yaml, vocabulary: DumpVocabulary.words,
                                 prefetchBytes: prefetchBytes)
        var documents = 0
        do throws(LoadFailure) {
            while true {
                let event: YAMLEvent
                do { event = try stream.next() } catch { throw LoadFailure(error) }
                if event.kind == .streamEnd { break }
                guard event.kind == .documentStart else { continue }
                documents += 1
                let reader = DocumentReader(stream: stream, path: path, index: documents, limits: limits)
                let outcome = try reader.read()
                result.problems += outcome.problems
                switch outcome.screen {
                case .success(let screen): result.screens.append(screen)
                case .failure(let error): result.errors.append(error)
                }
            }
        } catch {
            result.errors.append(InputError(path: path, mark: error.mark, problem: error.problem))
            return result
        }
        if documents == 0 {
            result.errors.append(InputError(path: path, mark: .start, problem: .noDocuments))
        }
        return result
    }
}
