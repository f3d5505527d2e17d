/// Why a screenshot beside a dump, or in the `--screenshots` folder, was not drawn
/// under its screen's map. Each is a warning: the map is drawn without it.
enum ScreenshotProblem: Equatable {
    case unreadable(reason: String)
    case tooLarge(bytes: Int, limit: Int)
    case notAnImage
    /// Drawn all the same, stretched to the screen: said because it may be another screen's picture.
    case proportions(imageWidth: Int, imageHeight: Int, screenWidth: Double, screenHeight: Double)

    /// Whether the screenshot is still drawn.
    var isDrawn: Bool {
        if case .proportions = self { return true }
        return false
    }

    var message: String {
        switch self {
        case .unreadable(let reason):
            return "cannot be read (\(reason)); the map is drawn without it"
        case .tooLarge(let bytes, let limit):
            return "is \(Self.megabytes(bytes)), more than the \(Self.megabytes(limit)) a screenshot may be; "
                + "the map is drawn without it"
        case .notAnImage:
            return "is not a PNG or JPEG image (by its first bytes), or its header is broken; "
                + "the map is drawn without it"
        case .proportions(let imageWidth, let imageHeight, let screenWidth, let screenHeight):
            return "is \(imageWidth) × \(imageHeight) pixels, not in the proportions of the screen "
                + "(\(HTMLText.number(screenWidth)) × \(HTMLText.number(screenHeight))); it is stretched to the "
                + "screen, check that it shows this screen"
        }
    }

    private static func megabytes(_ bytes: Int) -> String {
        let tenths = (Double(bytes) / 1_048_576 * 10).rounded() / 10
        return (tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)) + " MB"
    }
}
