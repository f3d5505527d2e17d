// GENERATED FILE. DO NOT EDIT! Written by `make generate` (Sources/GenerateRules) from Rules/*.yml.

import A11yCatalog
import A11ySemantics

extension AnimationNameRule {
    static let id = "animation-name"
    /// The component the rule judges.
    static let component = Animation.self
    typealias Options = NoOptions
}

extension CarouselManySlidesRule {
    static let id = "carousel-many-slides"
    /// The component the rule judges.
    static let component = Carousel.self
    typealias Options = NoOptions
}

extension CarouselSlideOffscreenRule {
    static let id = "carousel-slide-offscreen"
    /// The component the rule judges.
    static let component = Carousel.self
    typealias Options = NoOptions
}

extension CheckboxStateRule {
    static let id = "checkbox-state"
    /// The component the rule judges.
    static let component = Checkbox.self
    typealias Options = NoOptions
}

extension ChipGroupLabelRule {
    static let id = "chip-group-label"
    /// The component the rule judges.
    static let component = Chip.self
    typealias Options = NoOptions
}

extension ControlLabelGroupedRule {
    static let id = "control-label-grouped"
    typealias Options = NoOptions
}

extension ControlNameRule {
    static let id = "control-name"
    typealias Options = NoOptions
}

extension DataTableColumnHeaderRule {
    static let id = "data-table-column-header"
    /// The component the rule judges.
    static let component = DataTable.self
    typealias Options = NoOptions
}

extension DataTableEmptyCellRule {
    static let id = "data-table-empty-cell"
    /// The component the rule judges.
    static let component = DataTable.self
    typealias Options = NoOptions
}

extension DecorativeImageHiddenRule {
    static let id = "decorative-image-hidden"
    typealias Options = NoOptions
}

extension DrawerSectionHeadingRule {
    static let id = "drawer-section-heading"
    /// The component the rule judges.
    static let component = NavigationDrawer.self
    typealias Options = NoOptions
}

extension DropdownNameRule {
    static let id = "dropdown-name"
    /// The component the rule judges.
    static let component = Dropdown.self
    typealias Options = NoOptions
}

extension DuplicateClickableBoundsRule {
    static let id = "duplicate-clickable-bounds"
    typealias Options = NoOptions
}

extension DuplicateNameRule {
    static let id = "duplicate-name"

    /// The options of duplicate-name, as Rules/duplicate-name.yml declares them.
    struct Options: TypedRuleOptions, Equatable {
        /// Names that may repeat on a screen (compared by their words, ignoring case and punctuation).
        var allowedNames: [String]

        init(allowedNames: [String] = []) {
            self.allowedNames = allowedNames
        }

        /// The values the engine hands over: these defaults with the configuration's choices on top.
        init(_ options: RuleOptions) {
            self.init()
            if case .strings(let value)? = options.values["allowed-names"] { allowedNames = value }
        }
    }
}

extension EditableContentDescriptionRule {
    static let id = "editable-content-description"
    typealias Options = NoOptions
}

extension ExpandableStateRule {
    static let id = "expandable-state"
    /// The component the rule judges.
    static let component = Expandable.self
    typealias Options = NoOptions
}

extension HeadingPresentRule {
    static let id = "heading-present"

    /// The options of heading-present, as Rules/heading-present.yml declares them.
    struct Options: TypedRuleOptions, Equatable {
        /// The number of focus stops from which a screen needs a heading.
        var minStops: Int

        init(minStops: Int = 12) {
            self.minStops = minStops
        }

        /// The values the engine hands over: these defaults with the configuration's choices on top.
        init(_ options: RuleOptions) {
            self.init()
            if case .integer(let value)? = options.values["min-stops"] { minStops = value }
        }
    }
}

extension ImageNameRule {
    static let id = "image-name"
    typealias Options = NoOptions
}

extension LabelInNameRule {
    static let id = "label-in-name"
    typealias Options = NoOptions
}

extension LinkPurposeRule {
    static let id = "link-purpose"
    /// The component the rule judges.
    static let component = Link.self
    typealias Options = NoOptions
}

extension ModalContainmentRule {
    static let id = "modal-containment"
    typealias Options = NoOptions
}

extension ModalDismissRule {
    static let id = "modal-dismiss"
    typealias Options = NoOptions
}

extension ModalNameRule {
    static let id = "modal-name"
    typealias Options = NoOptions
}

extension NameNoActionWordRule {
    static let id = "name-no-action-word"

    /// The options of name-no-action-word, as Rules/name-no-action-word.yml declares them.
    struct Options: TypedRuleOptions, Equatable {
        /// Phrases that may appear in names, such as product names made of action words (for example "Tap to Pay"); a name containing one is not reported.
        var allowedPhrases: [String]

        init(allowedPhrases: [String] = []) {
            self.allowedPhrases = allowedPhrases
        }

        /// The values the engine hands over: these defaults with the configuration's choices on top.
        init(_ options: RuleOptions) {
            self.init()
            if case .strings(let value)? = options.values["allowed-phrases"] { allowedPhrases = value }
        }
    }
}

extension NameNoRoleWordRule {
    static let id = "name-no-role-word"

    /// The options of name-no-role-word, as Rules/name-no-role-word.yml declares them.
    struct Options: TypedRuleOptions, Equatable {
        /// Role words that may appear in names, for products or brands that contain them (for example "Tab").
        var allowedWords: [String]

        init(allowedWords: [String] = []) {
            self.allowedWords = allowedWords
        }

        /// The values the engine hands over: these defaults with the configuration's choices on top.
        init(_ options: RuleOptions) {
            self.init()
            if case .strings(let value)? = options.values["allowed-words"] { allowedWords = value }
        }
    }
}

extension NameNotAssetIdRule {
    static let id = "name-not-asset-id"
    typealias Options = NoOptions
}

extension ObscuredStopRule {
    static let id = "obscured-stop"
    typealias Options = NoOptions
}

extension PageControlHiddenSlidesIndexRule {
    static let id = "page-control-hidden-slides-index"
    /// The component the rule judges.
    static let component = PageControl.self
    typealias Options = NoOptions
}

extension PageControlIndexRule {
    static let id = "page-control-index"
    /// The component the rule judges.
    static let component = PageControl.self
    typealias Options = NoOptions
}

extension PageControlOperableRule {
    static let id = "page-control-operable"
    /// The component the rule judges.
    static let component = PageControl.self
    typealias Options = NoOptions
}

extension PickerTriggerNameRule {
    static let id = "picker-trigger-name"
    /// The component the rule judges.
    static let component = Picker.self
    typealias Options = NoOptions
}

extension PickerWheelValueRule {
    static let id = "picker-wheel-value"
    /// The component the rule judges.
    static let component = Picker.self
    typealias Options = NoOptions
}

extension ProgressAnnouncedRule {
    static let id = "progress-announced"
    /// The component the rule judges.
    static let component = ProgressIndicator.self
    typealias Options = NoOptions
}

extension ProgressTextDuplicateRule {
    static let id = "progress-text-duplicate"
    /// The component the rule judges.
    static let component = ProgressIndicator.self
    typealias Options = NoOptions
}

extension RadioGroupRule {
    static let id = "radio-group"
    /// The component the rule judges.
    static let component = RadioGroup.self
    typealias Options = NoOptions
}

extension RadioStateRule {
    static let id = "radio-state"
    /// The component the rule judges.
    static let component = RadioButton.self
    typealias Options = NoOptions
}

extension ReadingOrderRule {
    static let id = "reading-order"
    typealias Options = NoOptions
}

extension ReorderHandleNameRule {
    static let id = "reorder-handle-name"
    /// The component the rule judges.
    static let component = ReorderHandle.self
    typealias Options = NoOptions
}

extension ScreenTitleHeadingRule {
    static let id = "screen-title-heading"
    typealias Options = NoOptions
}

extension SearchFieldNameRule {
    static let id = "search-field-name"
    /// The component the rule judges.
    static let component = SearchField.self
    typealias Options = NoOptions
}

extension SearchFieldRoleRule {
    static let id = "search-field-role"
    /// The component the rule judges.
    static let component = SearchField.self
    typealias Options = NoOptions
}

extension SliderValueRule {
    static let id = "slider-value"
    /// The component the rule judges.
    static let component = Slider.self
    typealias Options = NoOptions
}

extension SnackbarActionButtonRule {
    static let id = "snackbar-action-button"
    /// The component the rule judges.
    static let component = StatusMessage.self
    typealias Options = NoOptions
}

extension StateInNameRule {
    static let id = "state-in-name"
    typealias Options = NoOptions
}

extension StatusMessageLiveRule {
    static let id = "status-message-live"
    /// The component the rule judges.
    static let component = StatusMessage.self
    typealias Options = NoOptions
}

extension StepperButtonNamesRule {
    static let id = "stepper-button-names"
    /// The component the rule judges.
    static let component = Stepper.self
    typealias Options = NoOptions
}

extension StepperNamesItemAndCountRule {
    static let id = "stepper-names-item-and-count"
    /// The component the rule judges.
    static let component = Stepper.self
    typealias Options = NoOptions
}

extension StepperValueRule {
    static let id = "stepper-value"
    /// The component the rule judges.
    static let component = Stepper.self
    typealias Options = NoOptions
}

extension SwitchStateRule {
    static let id = "switch-state"
    /// The component the rule judges.
    static let component = Switch.self
    typealias Options = NoOptions
}

extension TabIndexRule {
    static let id = "tab-index"
    /// The component the rule judges.
    static let component = TabGroup.self
    typealias Options = NoOptions
}

extension TabSelectedStateRule {
    static let id = "tab-selected-state"
    /// The component the rule judges.
    static let component = TabGroup.self
    typealias Options = NoOptions
}

extension TableRowGroupedRule {
    static let id = "table-row-grouped"
    /// The component the rule judges.
    static let component = TableRow.self
    typealias Options = NoOptions
}

extension TableRowNameRule {
    static let id = "table-row-name"
    /// The component the rule judges.
    static let component = TableRow.self
    typealias Options = NoOptions
}

extension TableRowRoleRule {
    static let id = "table-row-role"
    /// The component the rule judges.
    static let component = TableRow.self
    typealias Options = NoOptions
}

extension TableRowSelectedStateRule {
    static let id = "table-row-selected-state"
    /// The component the rule judges.
    static let component = TableRow.self
    typealias Options = NoOptions
}

extension TableRowSingleActionRule {
    static let id = "table-row-single-action"
    /// The component the rule judges.
    static let component = TableRow.self

    /// The options of table-row-single-action, as Rules/table-row-single-action.yml declares them.
    struct Options: TypedRuleOptions, Equatable {
        /// How many interactive elements one row stop may hold before the rule reports it.
        var maxActions: Int

        init(maxActions: Int = 1) {
            self.maxActions = maxActions
        }

        /// The values the engine hands over: these defaults with the configuration's choices on top.
        init(_ options: RuleOptions) {
            self.init()
            if case .integer(let value)? = options.values["max-actions"] { maxActions = value }
        }
    }
}

extension TextContrastRule {
    static let id = "text-contrast"
    typealias Options = NoOptions
}

extension TextFieldErrorRule {
    static let id = "text-field-error"
    /// The component the rule judges.
    static let component = TextField.self
    typealias Options = NoOptions
}

extension TextFieldNameRule {
    static let id = "text-field-name"
    /// The component the rule judges.
    static let component = TextField.self
    typealias Options = NoOptions
}

extension TextFieldRequiredRule {
    static let id = "text-field-required"
    /// The component the rule judges.
    static let component = TextField.self
    typealias Options = NoOptions
}

extension TouchTargetSizeRule {
    static let id = "touch-target-size"

    /// The options of touch-target-size, as Rules/touch-target-size.yml declares them.
    struct Options: TypedRuleOptions, Equatable {
        /// The smallest width and height in points of an iOS touch target.
        var minSizeIos: Int
        /// The smallest width and height in dp of an Android touch target.
        var minSizeAndroid: Int

        init(minSizeIos: Int = 44, minSizeAndroid: Int = 48) {
            self.minSizeIos = minSizeIos
            self.minSizeAndroid = minSizeAndroid
        }

        /// The values the engine hands over: these defaults with the configuration's choices on top.
        init(_ options: RuleOptions) {
            self.init()
            if case .integer(let value)? = options.values["min-size-ios"] { minSizeIos = value }
            if case .integer(let value)? = options.values["min-size-android"] { minSizeAndroid = value }
        }
    }
}
