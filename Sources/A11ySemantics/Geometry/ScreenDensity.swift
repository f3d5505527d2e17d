import A11yDump

/// How many of a dump's units make one point, and where that number came from.
///
/// Guidelines give sizes in points on iOS (44 × 44 for a touch target) and in dp
/// on Android (48 × 48); the two units are alike (about 1/160 inch) and are both
/// called points here. iOS frames are in points already. Android bounds are in
/// pixels, and a pixel is 1/density dp, so Android sizes must be divided by the
/// screen's density before they are compared with any guideline.
///
/// The density of an Android screen is, first found first:
/// 1. the configuration's `density` for the file (`Configuration.density(for:)`),
///    which overrides the dump, so that a wrong recorded value can be corrected;
/// 2. the dump's own `density`, when it is a positive number;
/// 3. measured on the screen, from views whose length in dp the platform fixes
///    (`DensityMeasurement`: a status bar, an action bar, Compose's touch targets);
/// 4. inferred from the screen's size in pixels (`DensityInference`);
/// 5. 2.625 when nothing fits (`DensityInference` says why).
///
/// The first three are known, the last two guesses: a screen's size does not
/// tell its density (1080 × 1920 is 2.625 on a phone and 1.5 on an emulator).
public struct ScreenDensity: Equatable, Sendable {
    public enum Source: Equatable, Sendable {
        /// An iOS screen: frames are in points.
        case points
        /// The configuration's `density`.
        case configuration
        /// The dump's `density`.
        case dump
        /// Measured on the screen from views whose length in dp the platform fixes.
        case measured(by: [DensityEvidence])
        /// Guessed from the screen's size, which a device of this width in dp explains.
        case inferred(deviceWidth: Int)
        /// Guessed from nothing: no device explains the screen's size.
        case fallback
    }

    /// The dump's units per point: pixels per dp on Android, 1 on iOS.
    public var pixelsPerPoint: Double
    public var source: Source

    public init(pixelsPerPoint: Double, source: Source) {
        self.pixelsPerPoint = pixelsPerPoint
        self.source = source
    }

    /// iOS: one unit is one point.
    public static let points = ScreenDensity(pixelsPerPoint: 1, source: .points)

    /// The density of a screen of either platform; `configured` applies to Android only.
    public init(screen: Screen, configured: Double? = nil) {
        switch screen.platform {
        case .ios: self = .points
        case .android:
            let frame = screen.frame
            self = .android(recorded: screen.density, configured: configured, screenFrame: frame,
                            measured: DensityMeasurement.measure(root: screen.root, screenFrame: frame))
        }
    }

    /// The density of an Android screen from what is known of it (see the type's comment for the order).
    /// `measured` is worked out only when neither the configuration nor the dump gives the density.
    public static func android(recorded: Double?, configured: Double?, screenFrame: Rect?,
                               measured: @autoclosure () -> (density: Double, evidence: [DensityEvidence])? = nil)
        -> ScreenDensity {
        if let configured, isUsable(configured) { return ScreenDensity(pixelsPerPoint: configured, source: .configuration) }
        if let recorded, isUsable(recorded) { return ScreenDensity(pixelsPerPoint: recorded, source: .dump) }
        if let measured = measured() { return ScreenDensity(pixelsPerPoint: measured.density, source: .measured(by: measured.evidence)) }
        if let screenFrame, let match = DensityInference.match(screenFrame: screenFrame) {
            return ScreenDensity(pixelsPerPoint: match.density, source: .inferred(deviceWidth: match.deviceWidth))
        }
        return ScreenDensity(pixelsPerPoint: DensityInference.fallback, source: .fallback)
    }

    /// Whether the density is a guess: a rule may then word its finding as an estimate, or lower it.
    public var isGuess: Bool {
        switch source {
        case .inferred, .fallback: return true
        case .points, .configuration, .dump, .measured: return false
        }
    }

    /// The smallest density the screen may really have, for rules that report a
    /// size only when it is too small at any plausible density. A recorded or
    /// configured density is taken as it is. A guess for an upright screen may be
    /// a fifth too high: Android's Display size setting and densities between
    /// the buckets (2.125, 340 dpi, on a 1080 px phone) lower the real one. A
    /// screen wider than tall, guessed as a phone held sideways, may as well be
    /// a television, a car's display or a desktop window, at a density as low as 1.
    public func smallestPlausible(screenFrame: Rect?) -> Double {
        guard isGuess else { return pixelsPerPoint }
        if let screenFrame, screenFrame.width > screenFrame.height { return min(pixelsPerPoint, 1) }
        return pixelsPerPoint * 0.8
    }

    /// A length in the dump's unit, in points.
    public func points(_ length: Double) -> Double {
        length / pixelsPerPoint
    }

    /// A rectangle in the dump's unit, in points. Divides rather than multiplying
    /// by the inverse, which would round twice (see `Rect.scaled(by:)`).
    public func points(_ rect: Rect) -> Rect {
        pixelsPerPoint == 1 ? rect : rect.divided(by: pixelsPerPoint)
    }

    // The loader takes any number for `density`; zero, a negative number or
    // infinity would turn every size into nonsense, so those count as not recorded.
    static func isUsable(_ density: Double) -> Bool {
        density.isFinite && density > 0
    }
}
