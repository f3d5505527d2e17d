import A11yConcurrency
import A11yFindings
import A11yDump
import A11yYAML
import A11ySemantics
import Foundation

/// Reads one side of a diff: every input on all cores, as a snapshot when its
/// content is one (`AnnouncementSnapshot.looksLike`), else as a dump whose
/// screens are modelled as `announce` models them (and linted as `lint` lints
/// them, with `lints`).
public struct DiffSideLoader: Sendable {
    public var linter: Linter
    /// Whether to run the rules on every screen (`diff --lint`).
    public var lints = false
    /// Whether to keep a drawing of every screen (`DiffScreen.sketch`), for a report that draws them.
    public var sketchesScreens = false

    public init(linter: Linter) {
        self.linter = linter
    }

    /// The side made of `inputs`, which were found below `folder` when one was given.
    public func load(_ inputs: [Input], folder: String?) -> DiffSide {
        let plans = SharedPlans(linter: linter)
        let loaded = inputs.concurrentMap { load($0, folder: folder, plans: plans) }
        var side = DiffSide()
        for (input, result) in zip(inputs, loaded) {
            // As lint does: a file a folder walk found that is not a dump is skipped.
            if input.isDiscovered, result.files.isEmpty, !result.errors.isEmpty,
               result.errors.allSatisfy(\.problem.meansOtherKindOfFile) { continue }
            side.files += result.files
            side.errors += result.errors
        }
        return side
    }

    private func load(_ input: Input, folder: String?, plans: SharedPlans) -> DiffSide {
        if mayBeSnapshot(input) {
            switch input.read(limit: linter.loader.limits.maxFileBytes) {
            case .failure(let problem):
                return DiffSide(errors: [InputError(path: input.path, mark: .start, problem: problem)])
            case .success(let source):
                let bytes = UnsafeBufferPointer(rebasing: source.bytes[0..<source.count])
                let isSnapshot = withExtendedLifetime(source) { AnnouncementSnapshot.looksLike(UnsafeRawBufferPointer(bytes)) }
                if isSnapshot { return withExtendedLifetime(source) { snapshot(Array(bytes), path: input.path) } }
            }
        }
        let relative = Self.relativePath(of: input.path, below: input.isDiscovered ? folder : nil)
        var screens: [DiffScreen] = []
        let errors: [InputError]
        if lints {
            let result = linter.lint(input, plans: plans) { model in
                screens.append(DiffScreen(announced: AnnouncedScreen(model), findings: [],
                                          sketch: sketchesScreens ? ScreenSketch(model) : nil))
            }
            var index: [String: Int] = [:]
            for (place, screen) in screens.enumerated() { index[screen.announced.screen] = place }
            for finding in result.findings {
                // Findings about the dump itself (`dump-*`) name no screen: they go with the first.
                let place = finding.screen.flatMap { index[$0] } ?? 0
                if screens.indices.contains(place) { screens[place].findings?.append(finding) }
            }
            errors = result.errors
        } else {
            let loaded = linter.load(input)
            for screen in loaded.screens {
                let model = linter.model(of: screen)
                screens.append(DiffScreen(announced: AnnouncedScreen(model),
                                          sketch: sketchesScreens ? ScreenSketch(model) : nil))
            }
            errors = loaded.errors
        }
        let files = screens.isEmpty && !errors.isEmpty ? []
            : [DiffFile(path: input.path, relativePath: relative, screens: screens)]
        return DiffSide(files: files, errors: errors)
    }

    /// Only JSON can be a snapshot: other files go straight to the loader, unread here.
    private func mayBeSnapshot(_ input: Input) -> Bool {
        switch input.source {
        case .bytes: return input.format == nil
        case .file(let path): return input.format == nil && path.lowercased().hasSuffix(".json")
        }
    }

    private func snapshot(_ bytes: [UInt8], path: String) -> DiffSide {
        switch AnnouncementSnapshot.read(bytes, path: path) {
        case .failure(let error):
            return DiffSide(errors: [error])
        case .success(let snapshot):
            if lints { return DiffSide(errors: [InputError(path: path, mark: .start, problem: .snapshotNotLintable)]) }
            // The screens of one recorded file stay together, in the snapshot's order.
            var order: [String] = []
            var byPath: [String: [DiffScreen]] = [:]
            for screen in snapshot.screens {
                if byPath[screen.path] == nil { order.append(screen.path) }
                byPath[screen.path, default: []].append(DiffScreen(announced: screen))
            }
            let shared = Self.sharedFolder(of: order)
            let files = order.map { recorded in
                DiffFile(path: recorded, relativePath: String(recorded.dropFirst(shared.count)),
                         screens: byPath[recorded] ?? [], isSnapshot: true)
            }
            return DiffSide(files: files)
        }
    }

    /// The path below `folder`, or the file's name when it was not found in one.
    static func relativePath(of path: String, below folder: String?) -> String {
        if let folder {
            let prefix = folder.hasSuffix("/") ? folder : folder + "/"
            if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
        }
        return path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The folder, ending in `/`, that every path lies in (`a/b/` of `a/b/x.xml`
    /// and `a/b/c/y.xml`); for one path, its folder: what `announce FOLDER` put
    /// before every path of the snapshot.
    static func sharedFolder(of paths: [String]) -> String {
        guard var shared = paths.first.map({ folder(of: $0) }) else { return "" }
        for path in paths.dropFirst() {
            while !shared.isEmpty, !path.hasPrefix(shared) {
                shared = folder(of: String(shared.dropLast()))
            }
        }
        return shared
    }

    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }
}
