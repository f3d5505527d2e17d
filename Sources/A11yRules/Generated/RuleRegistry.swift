// GENERATED FILE. DO NOT EDIT! Written by `make generate` (Sources/GenerateRules) from Rules/*.yml.

/// Every rule in `Rules/`, in id order: each rule checked in code by the type its
/// id names (`stepper-value` is `StepperValueRule`), and the rules whose findings
/// the dump loader makes (`dump-*`).
public enum RuleRegistry {
    public static let rules: [any Rule] = [
        AnimationNameRule(),
        CarouselManySlidesRule(),
        CarouselSlideOffscreenRule(),
        CheckboxStateRule(),
        ChipGroupLabelRule(),
        ControlLabelGroupedRule(),
        ControlNameRule(),
        DataTableColumnHeaderRule(),
        DataTableEmptyCellRule(),
        DecorativeImageHiddenRule(),
        DrawerSectionHeadingRule(),
        DropdownNameRule(),
        DuplicateClickableBoundsRule(),
        DuplicateNameRule(),
        EditableContentDescriptionRule(),
        ExpandableStateRule(),
        HeadingPresentRule(),
        ImageNameRule(),
        LabelInNameRule(),
        LinkPurposeRule(),
        ModalContainmentRule(),
        ModalDismissRule(),
        ModalNameRule(),
        NameNoActionWordRule(),
        NameNoRoleWordRule(),
        NameNotAssetIdRule(),
        ObscuredStopRule(),
        PageControlHiddenSlidesIndexRule(),
        PageControlIndexRule(),
        PageControlOperableRule(),
        PickerTriggerNameRule(),
        PickerWheelValueRule(),
        ProgressAnnouncedRule(),
        ProgressTextDuplicateRule(),
        RadioGroupRule(),
        RadioStateRule(),
        ReadingOrderRule(),
        ReorderHandleNameRule(),
        ScreenTitleHeadingRule(),
        SearchFieldNameRule(),
        SearchFieldRoleRule(),
        SliderValueRule(),
        SnackbarActionButtonRule(),
        StateInNameRule(),
        StatusMessageLiveRule(),
        StepperButtonNamesRule(),
        StepperNamesItemAndCountRule(),
        StepperValueRule(),
        SwitchStateRule(),
        TabIndexRule(),
        TabSelectedStateRule(),
        TableRowGroupedRule(),
        TableRowNameRule(),
        TableRowRoleRule(),
        TableRowSelectedStateRule(),
        TableRowSingleActionRule(),
        TextContrastRule(),
        TextFieldErrorRule(),
        TextFieldNameRule(),
        TextFieldRequiredRule(),
        TouchTargetSizeRule(),
    ]

    /// Rules whose findings come from the dump loader rather than a `Rule`.
    public static let loaderRuleIDs = [
        "dump-invalid-value",
        "dump-missing-class",
        "dump-unknown-key",
    ]

    public static var allIDs: [String] { (rules.map(\.id) + loaderRuleIDs).sorted() }
}
