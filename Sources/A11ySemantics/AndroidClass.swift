import A11yFindings
import A11yYAML
import A11yDump

/// The role TalkBack gives Android and Compose classes.
enum AndroidClass {
    static func role(of simpleName: String) -> String {
        switch simpleName {
        case "Button", "MaterialButton", "AppCompatButton", "ImageButton", "AppCompatImageButton",
             "FloatingActionButton", "ExtendedFloatingActionButton", "Chip":
            return "button"
        case "CheckBox", "MaterialCheckBox", "AppCompatCheckBox", "CheckedTextView":
            return "checkbox"
        case "Switch", "SwitchCompat", "SwitchMaterial", "MaterialSwitch":
            return "switch"
        case "RadioButton", "MaterialRadioButton", "AppCompatRadioButton":
            return "radio button"
        case "ToggleButton":
            return "toggle button"
        case "EditText", "AppCompatEditText", "TextInputEditText", "AutoCompleteTextView", "SearchView":
            return "edit box"
        case "SeekBar", "AppCompatSeekBar", "Slider", "RatingBar":
            return "slider"
        case "Spinner", "AppCompatSpinner":
            return "drop down list"
        case "ImageView", "AppCompatImageView", "ShapeableImageView":
            return "image"
        case "TabView", "Tab":
            return "tab"
        default:
            return ""
        }
    }

    static func role(ofCompose role: String) -> String {
        switch role {
        case "Button": return "button"
        case "Checkbox": return "checkbox"
        case "Switch": return "switch"
        case "RadioButton": return "radio button"
        case "Tab": return "tab"
        case "Image": return "image"
        case "DropdownList": return "drop down list"
        default: return ""
        }
    }

    /// Containers whose speaking children TalkBack focuses even when they are not focusable.
    static func isScrollingContainer(_ simpleName: String) -> Bool {
        ["RecyclerView", "ListView", "GridView", "ScrollView", "HorizontalScrollView", "NestedScrollView",
         "AbsListView", "LazyColumn", "LazyRow", "LazyVerticalGrid"].contains(simpleName)
    }

    static func isSwitch(_ simpleName: String) -> Bool { role(of: simpleName) == "switch" }
}
