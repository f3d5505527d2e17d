/// What a11ylint knows about UIKit, SwiftUI, XCUITest, Android View and Compose
/// classes by their simple name: one table, one row per kind of class. A name may
/// sit in several rows (`Button` is a button to VoiceOver and to TalkBack; a
/// `UICollectionView` is a list and may be a pager); lookups merge them.
struct ClassFacts: Sendable {
    /// What VoiceOver makes of an iOS class by default (XCUITest names without `XCUIElementType`).
    var voiceOver: IOSClass?
    /// The role TalkBack gives an Android class.
    var talkBack: Role?
    /// A list whose items are rows.
    var isList = false
    /// A horizontally paging container that a page control may drive.
    var isPager = false
    /// A container whose speaking children TalkBack focuses even when they are not focusable.
    var isScrollingContainer = false
}

enum KnownClasses {
    /// The facts about a class, by its simple name; nil for a class the table does not know.
    static func facts(_ simpleName: String) -> ClassFacts? {
        table[simpleName]
    }

    /// What VoiceOver makes of an iOS class; XCUITest's `XCUIElementType` prefix is ignored.
    static func voiceOver(_ simpleName: String) -> IOSClass {
        let name = simpleName.hasPrefix("XCUIElementType") ? String(simpleName.dropFirst(15)) : simpleName
        return table[name]?.voiceOver ?? .other
    }

    static func talkBackRole(_ simpleName: String) -> Role {
        table[simpleName]?.talkBack ?? .none
    }

    /// The views that host Jetpack Compose content, by simple name.
    static let composeHosts: Set<String> = ["ComposeView", "AndroidComposeView"]

    /// Whether a class, by full or simple name, hosts Compose content: both hosts'
    /// names end in "ComposeView", so no name is split to find out.
    static func hostsCompose(_ className: String) -> Bool {
        className.hasSuffix("ComposeView") && composeHosts.contains { className == $0 || className.hasSuffix("." + $0) }
    }

    private static let rows: [(names: [String], facts: ClassFacts)] = [
        // VoiceOver. XCUITest names share these rows once their prefix is taken off.
        (["UIButton", "Button", "UIBarButtonItem", "_UIButtonBarButton", "MenuButton", "SegmentedControl",
          "UISegmentedControl"], ClassFacts(voiceOver: .button)),
        (["UILabel", "StaticText", "Text"], ClassFacts(voiceOver: .staticText)),
        (["Link"], ClassFacts(voiceOver: .link)),
        (["UISwitch", "Switch", "Toggle"], ClassFacts(voiceOver: .toggle)),
        (["UISlider", "Slider", "UIPageControl", "PageIndicator", "PageControl"], ClassFacts(voiceOver: .adjustable)),
        // A picker's wheel column: "picker item, adjustable", swiped up or down to change.
        (["PickerWheel"], ClassFacts(voiceOver: .adjustable)),
        (["UIStepper", "Stepper"], ClassFacts(voiceOver: .stepper)),
        // XCUITest's pop-up button: a button whose menu replaces its title with the chosen option.
        (["PopUpButton"], ClassFacts(voiceOver: .button)),
        (["UITextField", "TextField", "SecureTextField", "UITextView", "TextView"], ClassFacts(voiceOver: .textField)),
        (["UISearchTextField", "SearchField"], ClassFacts(voiceOver: .searchField)),
        (["SecureField", "TextEditor"], ClassFacts(voiceOver: .textField)),
        (["UITableViewCell", "UICollectionViewListCell", "Cell"], ClassFacts(voiceOver: .cell)),
        (["UIImageView", "Image"], ClassFacts(voiceOver: .image)),
        (["UIProgressView", "ProgressIndicator", "UIActivityIndicatorView", "ActivityIndicator"],
         ClassFacts(voiceOver: .progress)),
        // TalkBack.
        (["Button", "MaterialButton", "AppCompatButton", "ImageButton", "AppCompatImageButton", "FloatingActionButton",
          "ExtendedFloatingActionButton", "Chip"], ClassFacts(talkBack: .button)),
        (["CheckBox", "MaterialCheckBox", "AppCompatCheckBox", "CheckedTextView"], ClassFacts(talkBack: .checkbox)),
        (["Switch", "SwitchCompat", "SwitchMaterial", "MaterialSwitch"], ClassFacts(talkBack: .toggleSwitch)),
        (["RadioButton", "MaterialRadioButton", "AppCompatRadioButton"], ClassFacts(talkBack: .radioButton)),
        (["ToggleButton"], ClassFacts(talkBack: .toggleButton)),
        // A checkable chip or Material button reports itself as a CompoundButton: "check box" to TalkBack.
        (["CompoundButton"], ClassFacts(talkBack: .checkbox)),
        (["EditText", "AppCompatEditText", "TextInputEditText", "AutoCompleteTextView", "SearchView"],
         ClassFacts(talkBack: .textField)),
        (["AppCompatAutoCompleteTextView", "MultiAutoCompleteTextView", "AppCompatMultiAutoCompleteTextView",
          "SearchAutoComplete", "ExtractEditText"], ClassFacts(talkBack: .textField)),
        (["SeekBar", "AppCompatSeekBar", "Slider", "RatingBar"], ClassFacts(talkBack: .adjustable)),
        (["Spinner", "AppCompatSpinner"], ClassFacts(talkBack: .dropdown)),
        (["ImageView", "AppCompatImageView", "ShapeableImageView"], ClassFacts(talkBack: .image)),
        (["TabView", "Tab"], ClassFacts(talkBack: .tab)),
        // Containers.
        (["RecyclerView", "ListView", "GridView", "ScrollView", "HorizontalScrollView", "NestedScrollView",
          "AbsListView", "LazyColumn", "LazyRow", "LazyVerticalGrid"], ClassFacts(isScrollingContainer: true)),
        (["RecyclerView", "ListView", "UITableView", "UICollectionView", "XCUIElementTypeTable",
          "XCUIElementTypeCollectionView", "List", "LazyColumn"], ClassFacts(isList: true)),
        (["ViewPager", "ViewPager2", "HorizontalPager", "UIScrollView", "UICollectionView", "XCUIElementTypeScrollView",
          "XCUIElementTypeCollectionView", "TabView"], ClassFacts(isPager: true)),
    ]

    // A table, not a `switch`: a switch on strings compares them one by one, and
    // every node of a screen asks.
    private static let table: NameTable<ClassFacts> = {
        var merged: [(String, ClassFacts)] = []
        for (names, facts) in rows {
            for name in names {
                if let index = merged.firstIndex(where: { $0.0 == name }) {
                    merged[index].1.merge(facts)
                } else {
                    merged.append((name, facts))
                }
            }
        }
        return NameTable(merged)
    }()
}

private extension ClassFacts {
    mutating func merge(_ other: ClassFacts) {
        voiceOver = voiceOver ?? other.voiceOver
        talkBack = talkBack ?? other.talkBack
        isList = isList || other.isList
        isPager = isPager || other.isPager
        isScrollingContainer = isScrollingContainer || other.isScrollingContainer
    }
}
