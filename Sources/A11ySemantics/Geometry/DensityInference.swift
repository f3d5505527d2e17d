import A11yDump

/// Guesses how many pixels an Android screen has per dp from its size in pixels,
/// for the dumps that do not record `density` (uiautomator and Appium never do).
///
/// **Devices.** A device is a width in dp, held upright, and a density, one of
/// Android's buckets: 0.75 (ldpi), 1 (mdpi), 1.33125 (tvdpi, 213 / 160), 1.5
/// (hdpi), 2 (xhdpi), 2.625 (420 dpi), 2.75 (440 dpi), 3 (xxhdpi), 3.5 (560 dpi)
/// and 4 (xxxhdpi). Phones are 320, 360, 384, 392, 393, 400, 411, 412, 414 or 428
/// dp wide, at any density; tablets 600, 768 or 800 dp, at densities 1 to 2 only,
/// since an ldpi tablet or a 3× one of those widths does not exist and would
/// explain screens that are plainly phones (600 px would be an ldpi 800 dp tablet).
/// 480 and 1280 dp are the landscape widths of 320 dp phones and 800 dp tablets:
/// the side rule below makes them unnecessary, and as upright widths they would
/// read a 720 px phone (2 × 360) as a 1.5 × 480 one.
///
/// **Which side.** The screen's shorter side is the device's width held upright,
/// in portrait (the frame's width) and in landscape (its height) alike, so one
/// table serves both orientations. A side counts only when the frame starts at
/// the screen's edge along it (x or y is 0): a dialog or a split-screen window is
/// smaller than the screen and tells nothing about the device. When the shorter
/// side does not count the longer one is used if it does: a window that spans the
/// width but not the height (a bottom sheet, the keyboard) still gives the width.
///
/// **Which pair.** A pair (w dp, d) explains a side of s pixels when s / d is
/// within half a dp of w; Android rounds widths in dp, so 1080 px at 2.625, 411.4
/// dp, is reported as 411. Several pairs often explain the same side: 1080 px is
/// 360 dp at 3, 393 at 2.75 and 411 at 2.625, and all three are sold. The smallest
/// density wins. It gives the largest sizes in dp, so when the guess is wrong a
/// rule that flags small touch targets errs towards silence rather than towards
/// false findings; and it is right for the devices a developer most likely dumps
/// from (recent Pixel phones and Android Studio's default emulator are 1080 px
/// at 2.625, the larger Pixels 1440 px at 3.5).
///
/// **Nothing fits** (no side counts, or no pair explains it: a dialog's window,
/// a 1220 px phone at 2.75): 2.625, marked as a fallback so that a rule can say
/// its sizes are estimates. It is the smallest of the densities that 1080 px
/// phones, the commonest screens, use, for the same reason as above, and it is
/// within 15% of the others (2.75 and 3).
enum DensityInference {
    /// Widths of phones held upright, in dp.
    static let phoneWidths: [Double] = [320, 360, 384, 392, 393, 400, 411, 412, 414, 428]
    /// Widths of tablets held upright, in dp.
    static let tabletWidths: [Double] = [600, 768, 800]
    /// Android's density buckets, smallest first: the order in which pairs are tried.
    static let densities: [Double] = [0.75, 1, 1.33125, 1.5, 2, 2.625, 2.75, 3, 3.5, 4]
    static let tabletDensities: ClosedRange<Double> = 1...2
    /// How far from a whole width in dp a side may fall and still be explained.
    static let tolerance = 0.5
    static let fallback = 2.625

    /// The pair that explains a screen.
    struct Match: Equatable {
        var density: Double
        /// The width in dp of the device held upright.
        var deviceWidth: Int
    }

    /// The pair that explains the screen's frame (in pixels), or nil when nothing fits.
    static func match(screenFrame frame: Rect) -> Match? {
        guard !frame.isEmpty, let side = side(of: frame) else { return nil }
        for density in densities {
            let width = side / density
            if let phone = phoneWidths.first(where: { abs(width - $0) <= tolerance }) {
                return Match(density: density, deviceWidth: Int(phone))
            }
            if tabletDensities.contains(density), let tablet = tabletWidths.first(where: { abs(width - $0) <= tolerance }) {
                return Match(density: density, deviceWidth: Int(tablet))
            }
        }
        return nil
    }

    /// The side matched against device widths: the shorter one if it counts, else the longer one if it counts.
    static func side(of frame: Rect) -> Double? {
        let portrait = frame.width <= frame.height
        let shorter = portrait ? (length: frame.width, counts: frame.minX == 0) : (length: frame.height, counts: frame.minY == 0)
        let longer = portrait ? (length: frame.height, counts: frame.minY == 0) : (length: frame.width, counts: frame.minX == 0)
        if shorter.counts { return shorter.length }
        if longer.counts { return longer.length }
        return nil
    }
}
