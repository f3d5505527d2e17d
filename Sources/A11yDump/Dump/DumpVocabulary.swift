import A11yFindings
import A11yYAML

/// The words every dump repeats, given to the YAML parser so that it recognises
/// them by their bytes: key names first, so a word's number below
/// `keys.count` is that key's place in `keys`.
enum DumpVocabulary {
    static let keys = DumpKey.allCases
    static let valueTypes = keys.map(\.valueType)
    /// The platforms whose dumps may use each key, by word number: the reader asks for
    /// every property, and looking a key up in the key table would hash its name.
    static let platforms = keys.map { key in KeyPlatforms(ios: key.isValid(on: .ios), android: key.isValid(on: .android)) }

    /// Two flags rather than a list of platforms: reading a list out of this shared
    /// table retained and released it for every property, and with files read on
    /// all cores, every core wrote to the same few counters (5% of a many-file lint).
    struct KeyPlatforms {
        let ios: Bool
        let android: Bool

        func contains(_ platform: Platform) -> Bool {
            switch platform {
            case .ios: return ios
            case .android: return android
            }
        }
    }

    static let words = ScalarVocabulary(
        keys.map(\.rawValue) + DocumentKey.allCases.map(\.rawValue)
            + ["true", "false", "ios", "android"]
            + valueTypes.flatMap(\.words) + androidClassNames
    )

    /// Android classes that most dumps repeat on many nodes. Swift keeps text of up
    /// to 15 bytes inline, but these are longer: shared, they are neither decoded
    /// nor allocated once per node.
    static let androidClassNames = [
        "android.view.View", "android.view.ViewGroup", "android.widget.TextView", "android.widget.FrameLayout",
        "android.widget.LinearLayout", "android.widget.RelativeLayout", "android.widget.ImageView",
        "android.widget.ImageButton", "android.widget.Button", "android.widget.CheckBox", "android.widget.Switch",
        "android.widget.EditText", "android.widget.ScrollView", "android.widget.SeekBar",
        "androidx.recyclerview.widget.RecyclerView", "androidx.viewpager.widget.ViewPager",
        "androidx.compose.ui.platform.ComposeView",
    ]

    /// The dump key a scalar names, from its word number.
    static func key(_ word: Int) -> DumpKey? {
        word >= 0 && word < keys.count ? keys[word] : nil
    }
}
