import Foundation

/// Finds the screenshot of a dump's screen and makes the address the page draws
/// it from. A screenshot is a PNG or JPEG with the dump's name (`home.xml` and
/// `home.png`, `.jpg` or `.jpeg`), beside the dump or in the `--screenshots`
/// folder; the N-th screen of a file of several screens is `home-N.png`.
struct ScreenshotFinder {
    var options: ScreenshotOptions

    /// A screenshot found for a screen: its address, or why it is not drawn, or both.
    struct Found: Equatable {
        var file: String
        var address: String?
        var problem: ScreenshotProblem?
    }

    static let extensions = ["png", "jpg", "jpeg", "PNG", "JPG", "JPEG"]

    /// The screenshot of screen `documentIndex` of the dump at `path` (`relativePath` as the report names it).
    func find(dump path: String, relativePath: String, documentIndex: Int, screenCount: Int,
              frame: (width: Double, height: Double)) -> Found? {
        guard path != "-", let file = candidates(dump: path, relativePath: relativePath, documentIndex: documentIndex,
                                                 screenCount: screenCount).first(where: Self.isFile) else { return nil }
        return load(file, frame: frame)
    }

    /// The files that may hold the screenshot, in the order they are tried.
    func candidates(dump path: String, relativePath: String, documentIndex: Int, screenCount: Int) -> [String] {
        let dump = URL(fileURLWithPath: path)
        var stem = dump.deletingPathExtension().lastPathComponent
        if screenCount > 1 { stem += "-\(documentIndex)" }
        var folders = [dump.deletingLastPathComponent().path]
        if let folder = options.folder {
            // The dump's folders, from the longest tail of its relative path to none:
            // `dumps/ios/home.xml` is looked for as ios/home.png and home.png as well.
            let parts = relativePath.split(separator: "/").dropLast().filter { $0 != "." && $0 != ".." }
            for start in parts.indices {
                folders.append(([folder] + parts[start...].map(String.init)).joined(separator: "/"))
            }
            folders.append(folder)
        }
        return folders.flatMap { folder in Self.extensions.map { folder + "/" + stem + "." + $0 } }
    }

    private static func isFile(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
    }

    func load(_ file: String, frame: (width: Double, height: Double)) -> Found {
        let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? nil
        if let size, size > options.maxBytes {
            return Found(file: file, problem: .tooLarge(bytes: size, limit: options.maxBytes))
        }
        let bytes: [UInt8]
        do {
            bytes = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
        } catch {
            return Found(file: file, problem: .unreadable(reason: (error as NSError).localizedDescription))
        }
        guard bytes.count <= options.maxBytes else {
            return Found(file: file, problem: .tooLarge(bytes: bytes.count, limit: options.maxBytes))
        }
        guard let image = ScreenshotImage(bytes) else { return Found(file: file, problem: .notAnImage) }
        var found = Found(file: file)
        found.address = options.links ? link(to: file) : "data:\(image.kind.rawValue);base64," + Data(bytes).base64EncodedString()
        // Screens and pictures differ by a few pixels of rounding; a fifth is another screen or another turn.
        let screenRatio = frame.width / frame.height, imageRatio = Double(image.width) / Double(image.height)
        if screenRatio.isFinite, screenRatio > 0, abs(imageRatio / screenRatio - 1) > 0.05 {
            found.problem = .proportions(imageWidth: image.width, imageHeight: image.height,
                                         screenWidth: frame.width, screenHeight: frame.height)
        }
        return found
    }

    /// The file's path relative to the report's folder, as a URL path.
    func link(to file: String) -> String {
        let base = URL(fileURLWithPath: options.reportFolder ?? FileManager.default.currentDirectoryPath)
            .standardizedFileURL.pathComponents
        let target = URL(fileURLWithPath: file).standardizedFileURL.pathComponents
        var common = 0
        while common < min(base.count, target.count), base[common] == target[common] { common += 1 }
        let parts = Array(repeating: "..", count: base.count - common) + target[common...]
        let path = parts.joined(separator: "/")
        return path.addingPercentEncoding(withAllowedCharacters: Self.pathCharacters) ?? path
    }

    /// What a relative URL path may hold unescaped: not `%`, `?`, `#` or `:` (which would start a scheme).
    private static let pathCharacters: CharacterSet = {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "%?#:;")
        return allowed
    }()
}
