// GENERATED FILE. DO NOT EDIT! Written by `make generate` (Sources/GenerateRules) from Rules/*.yml.

/// The rule catalog files, embedded so the binary knows its rules wherever it is copied.
enum EmbeddedRules {
    static let files: [(name: String, text: String)] = [
        ("control-name.yml", #"""
id: control-name
title: Controls have a name
summary: Every interactive focus stop has a non-empty name
severity: error
platforms: [ios, android]
aspect: name
wcag: ["4.1.2", "1.1.1"]
rationale: |
  A button without a name is announced as just "button": the user cannot tell
  what it does. A name made only of a glyph or punctuation ("+", "›", an icon
  font's private character) is no better, because screen readers skip or
  mispronounce it.

  Give every control a name in words: `accessibilityLabel` or a title on iOS,
  `contentDescription` or text on Android.

  Sliders count as controls on both platforms, clickable or not. A slider
  named only by a number or a percentage ("38%", as Flutter names a slider by
  its value) is reported too: the value says where it stands, not what it
  sets.

  Android dumps hold only what shows. A control cut by the edge of the screen
  or of a scrolling container, with no children in the dump, is left alone
  when it could hold children (a layout, or any Compose, web or Flutter node):
  its label may lie past the edge. Images and buttons hold none, so they are
  still judged.
examples:
  valid:
    - |
      platform: ios
      root:
        class: UIView
        children:
          - {class: UIButton, accessibilityLabel: Close}
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - {class: android.widget.ImageButton, contentDescription: Share, clickable: true}
    - |
      # The last field of a Compose form is cut by the bottom of its scrolling
      # column: its label lies past the edge, where the dump holds nothing.
      # TalkBack scrolls it in when it gets there, and the label is read.
      platform: android
      root:
        class: androidx.compose.ui.platform.ComposeView
        bounds: [0, 0, 1440, 3088]
        children:
          - class: android.widget.ScrollView
            scrollable: true
            bounds: [128, 64, 1312, 3024]
            children:
              - class: android.widget.EditText
                clickable: true
                focusable: true
                bounds: [128, 2628, 1312, 2980]
                children:
                  - {class: android.widget.TextView, text: Glucose notes, bounds: [192, 2724, 967, 2820]}
              - {class: android.widget.EditText, clickable: true, focusable: true, bounds: [128, 3020, 1312, 3088]}
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - {class: android.widget.SeekBar, contentDescription: Text size, focusable: true}
  invalid:
    - |
      platform: ios
      root:
        class: UIView
        children:
          - {↓class: UIButton, title: "+"}
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - {↓class: android.widget.ImageButton, clickable: true}
    - |
      # Images without a description are not in TalkBack's tree: the clickable
      # container around them is the stop, and it says only "Unlabelled".
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - ↓class: android.widget.LinearLayout
            clickable: true
            children:
              - {class: android.widget.ImageView, resourceId: "com.car:id/volume_up_icon"}
    - |
      # An image button cannot hold children, so being cut by the list's edge
      # hides no label: its missing description is missing.
      platform: android
      root:
        class: android.widget.FrameLayout
        bounds: [0, 0, 1080, 1920]
        children:
          - class: androidx.recyclerview.widget.RecyclerView
            scrollable: true
            bounds: [0, 200, 1080, 1800]
            children:
              - {↓class: android.widget.ImageButton, clickable: true, bounds: [40, 1700, 240, 1800]}
    - |
      # A seek bar is a control even though it is not clickable; its label is a
      # separate text, so it says only its value and "slider".
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - {class: android.widget.TextView, text: OCR passes}
          - {↓class: android.widget.SeekBar, focusable: true}
    - |
      # Flutter names a slider by its value: "38%, slider" says nothing of what it sets.
      platform: android
      root:
        class: io.flutter.embedding.android.FlutterView
        children:
          - {↓class: android.widget.SeekBar, contentDescription: "38%", focusable: true}
"""#),
        ("dump-invalid-value.yml", #"""
id: dump-invalid-value
title: Invalid value in a dump
summary: A known key whose value has the wrong type or is not one of its allowed values
severity: error
platforms: [ios, android]
aspect: dump
wcag: []
rationale: |
  A value of the wrong type cannot be used: `isEnabled: yes` is text, not a
  boolean (dumps follow YAML 1.2, where only `true` and `false` are booleans),
  and `accessibilityTraits: [buton]` names no trait. The value is ignored and
  the finding points at it, with the closest allowed value when there is one.
examples:
  valid:
    - |
      platform: ios
      root: {class: UIButton, isEnabled: false, accessibilityTraits: [button]}
    - |
      platform: android
      root: {class: android.view.View, importantForAccessibility: no, bounds: [0, 0, 10, 10]}
  invalid:
    - |
      platform: ios
      root: {class: UIButton, isEnabled: ↓yes, accessibilityTraits: [↓buton]}
    - |
      platform: android
      root: {class: android.view.View, importantForAccessibility: ↓hidden, bounds: ↓[0, 0, 10]}
"""#),
        ("dump-missing-class.yml", #"""
id: dump-missing-class
title: Node without a class
summary: Every node of a dump names its class
severity: error
platforms: [ios, android]
aspect: dump
wcag: []
rationale: |
  The class decides what a node is: which nodes are VoiceOver elements by
  default, which role TalkBack speaks, which nodes are page controls, steppers
  or table rows. A node without `class` can only be guessed at.
examples:
  valid:
    - |
      platform: ios
      root: {class: UIWindow, children: [{class: UILabel, text: Hi}]}
    - |
      platform: android
      root: {class: android.widget.FrameLayout}
  invalid:
    - |
      platform: ios
      root: {class: UIWindow, children: [{↓text: Hi}]}
    - |
      platform: android
      root:
        ↓contentDescription: Root
"""#),
        ("dump-unknown-key.yml", #"""
id: dump-unknown-key
title: Unknown key in a dump
summary: A key the dump format does not know, or a key of the other platform
severity: warning
platforms: [ios, android]
aspect: dump
wcag: []
rationale: |
  A misspelt key ("accesibilityLabel") is ignored, so the rules silently see a
  node without that property and may miss or invent problems. A key of the
  other platform (`contentDescription` in an iOS dump) is ignored for the same
  reason. The message suggests the closest known key. See
  `docs/dump-format.md` for every key.
examples:
  valid:
    - |
      platform: ios
      root: {class: UILabel, accessibilityLabel: Hello}
    - |
      platform: android
      density: 3
      root: {class: android.widget.TextView, contentDescription: Hello}
  invalid:
    - |
      platform: ios
      root: {class: UILabel, ↓accesibilityLabel: Hello}
    - |
      platform: ios
      root:
        class: UILabel
        ↓contentDescription: Hello
    - |
      platform: android
      ↓screne: Home
      root: {class: android.widget.TextView, frame: {x: 0, y: 0, width: 1, height: 1, ↓depth: 2}}
"""#),
        ("label-in-name.yml", #"""
id: label-in-name
title: Visible text is part of the name
summary: When a control shows text, its accessible name contains that text
severity: warning
platforms: [ios, android]
aspect: name
wcag: ["2.5.3"]
rationale: |
  People who use voice control activate a control by saying what they see.
  If a button shows "Add to cart" but its accessibility label is "Buy", saying
  "tap Add to cart" does nothing. Start the name with the visible text and add
  to it if needed ("Add to cart, 19 euros").

  A control whose text sits in its children (Compose, most layouts) shows the
  first of those texts that no stop of its own reads; a description set on the
  control silences them, so it must contain that text too. A badge drawn over
  the control's picture ("New" on a poster) is not its label.
examples:
  valid:
    - |
      platform: ios
      root:
        class: UIView
        children:
          - {class: UIButton, title: Add to cart, accessibilityLabel: "Add to cart, 19 euros"}
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - {class: android.widget.Button, text: "Send  message", contentDescription: Send message now, clickable: true}
    - |
      # A text field's text is what the user typed, not its label.
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - {class: android.widget.EditText, text: alice, contentDescription: Username, clickable: true, editable: true}
    - |
      # The title is in the poster; "New" is a badge over it, not the tile's label.
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - class: android.widget.FrameLayout
            contentDescription: Mayfair Witches
            clickable: true
            bounds: [80, 200, 560, 500]
            children:
              - {class: android.widget.ImageView, bounds: [80, 200, 560, 500]}
              - {class: android.widget.TextView, text: New, bounds: [100, 220, 160, 250]}
  invalid:
    - |
      platform: ios
      root:
        class: UIView
        children:
          - {class: UIButton, title: Add to cart, accessibilityLabel: ↓Buy}
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - {class: android.widget.Button, text: Sign in, contentDescription: ↓Log in, clickable: true}
    - |
      # The description replaces the visible setting: "Everyone can reply" is never heard.
      platform: android
      root:
        class: androidx.compose.ui.platform.ComposeView
        children:
          - class: android.view.View
            clickable: true
            contentDescription: ↓Change who can reply to your post
            children:
              - {class: android.widget.TextView, text: Everyone can reply}
"""#),
        ("name-no-role-word.yml", #"""
id: name-no-role-word
title: Name does not repeat the role
summary: A name does not contain the role word the screen reader already speaks
severity: warning
platforms: [ios, android]
aspect: name
wcag: ["4.1.2"]
options:
  - name: allowed-words
    type: strings
    default: []
    summary: Role words that may appear in names, for products or brands that contain them (for example "Tab").
rationale: |
  The screen reader adds the role itself: a button named "Submit button" is
  heard as "Submit button, button". Leave the role out of the name and let
  the trait (iOS) or the class or role (Android) speak it.
examples:
  valid:
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - {class: android.widget.Button, text: Checkout, clickable: true}
    - |
      platform: ios
      root:
        class: UIView
        children:
          - {class: UIButton, accessibilityLabel: Buttons and switches help}
          - {class: UISwitch, accessibilityLabel: Wi-Fi, isOn: true}
  invalid:
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - {class: android.widget.Button, text: Checkout, contentDescription: ↓Checkout button, clickable: true}
    - |
      platform: ios
      root:
        class: UIView
        children:
          - {class: UIButton, accessibilityLabel: ↓Submit button}
          - {↓class: UILabel, text: Privacy link, accessibilityTraits: [link]}
          - {class: UIButton, accessibilityLabel: ↓Terms link, accessibilityTraits: [button, link]}
"""#),
        ("page-control-hidden-slides-index.yml", #"""
id: page-control-hidden-slides-index
title: Slides announce their position when the page control is hidden
summary: When the page control is not a focus stop, each slide of its pager carries its own "X of Y"
severity: warning
platforms: [ios, android]
component: page-control
aspect: focus
wcag: ["1.3.1", "4.1.2"]
rationale: |
  In a carousel the page control may stay out of the swipe order, but then the
  slides must tell screen reader users where they are: each slide's
  announcement includes its index, such as "Free delivery, 1 of 3".

  Otherwise the dots give sighted users information that screen reader users
  never get.
examples:
  valid:
    - |
      platform: ios
      root:
        class: UIView
        children:
          - class: UICollectionView
            children:
              - class: UICollectionViewCell
                isAccessibilityElement: true
                accessibilityLabel: Free delivery, 1 of 3
          - class: UIPageControl
            numberOfPages: 3
            currentPage: 0
            accessibilityElementsHidden: true
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - class: androidx.viewpager2.widget.ViewPager2
            children:
              - {class: android.widget.TextView, text: "Track orders, page 2 of 4"}
          - class: com.example.DotsIndicator
            importantForAccessibility: noHideDescendants
  invalid:
    - |
      platform: ios
      root:
        class: UIView
        children:
          - class: UICollectionView
            children:
              - class: UICollectionViewCell
                isAccessibilityElement: true
                accessibilityLabel: Free delivery
          - ↓class: UIPageControl
            numberOfPages: 3
            currentPage: 0
            accessibilityElementsHidden: true
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - class: androidx.viewpager2.widget.ViewPager2
            children:
              - {class: android.widget.TextView, text: "Track orders"}
          - ↓class: com.example.DotsIndicator
            importantForAccessibility: noHideDescendants
"""#),
        ("page-control-index.yml", #"""
id: page-control-index
title: Page control announces its position
summary: A page control that is a focus stop announces its position as "X of Y", matching the page it shows
severity: error
platforms: [ios, android]
component: page-control
aspect: name
wcag: ["4.1.2", "1.3.1"]
rationale: |
  A page control's dots show sighted users how many pages there are and which
  one is showing. A screen reader user gets the same facts only from what the
  control announces, so its name or value must say "X of Y" (for example
  "Page 2 of 4"), and the numbers must be the ones on screen.

  On iOS, a `UIPageControl` speaks "page N of M" from `currentPage` and
  `numberOfPages` unless an `accessibilityValue` overrides it; check that an
  override is kept up to date. On Android, put the index in the indicator's
  content description or state description, or in each dot's content
  description ("Page 2 of 4").
examples:
  valid:
    - |
      platform: ios
      root:
        class: UIView
        children:
          - class: UIPageControl
            numberOfPages: 4
            currentPage: 1
    - |
      platform: ios
      root:
        class: UIView
        children:
          - class: UIPageControl
            numberOfPages: 3
            currentPage: 2
            accessibilityValue: Page three of three
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - class: androidx.viewpager2.widget.ViewPager2
          - class: com.google.android.material.tabs.TabLayout
            children:
              - {class: android.widget.LinearLayout, contentDescription: "Page 1 of 2", clickable: true, selected: true}
              - {class: android.widget.LinearLayout, contentDescription: "Page 2 of 2", clickable: true}
    - |
      # Material's TabLayout used as dots: TalkBack says each dot's place ("Tab, 2 of 3").
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - class: android.widget.HorizontalScrollView
            resourceId: com.example:id/page_indicator
            children:
              - class: android.widget.LinearLayout
                children:
                  - {class: android.widget.LinearLayout, selected: true, focusable: true}
                  - {class: android.widget.LinearLayout, clickable: true, focusable: true}
                  - {class: android.widget.LinearLayout, clickable: true, focusable: true}
          - {class: androidx.viewpager.widget.ViewPager, scrollable: true}
    - |
      # A launcher draws the home screen's dots as a seek bar and describes it: TalkBack
      # says "第2页，共3页, Slider" (page 2 of 3).
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - {class: android.view.ViewGroup, resourceId: "launcher:id/workspace"}
          - class: android.widget.SeekBar
            resourceId: "launcher:id/workspace_indicator"
            contentDescription: "第2页，共3页"
            children:
              - {class: android.widget.ImageView}
              - {class: android.widget.ImageView}
              - {class: android.widget.ImageView}
  invalid:
    - |
      platform: ios
      root:
        class: UIView
        children:
          - ↓class: UIPageControl
            numberOfPages: 5
            currentPage: 2
            accessibilityValue: page 1 of 3
    - |
      platform: ios
      root:
        class: UIView
        children:
          - ↓class: UIPageControl
            accessibilityLabel: Photos
            accessibilityTraits: [adjustable]
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - class: androidx.viewpager2.widget.ViewPager2
          - class: com.google.android.material.tabs.TabLayout
            children:
              - {class: android.widget.LinearLayout, contentDescription: "Page 1 of 2", clickable: true}
              - {↓class: android.widget.LinearLayout, contentDescription: "Second page", clickable: true}
    - |
      # The launcher's seek bar says what it is but not which page shows.
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - {class: android.view.ViewGroup, resourceId: "launcher:id/workspace"}
          - ↓class: android.widget.SeekBar
            resourceId: "launcher:id/workspace_indicator"
            contentDescription: Home screen pages
"""#),
        ("page-control-operable.yml", #"""
id: page-control-operable
title: Page control can be operated
summary: A page control that is a focus stop can be operated from the screen reader
severity: error
platforms: [ios, android]
component: page-control
aspect: role
wcag: ["2.1.1", "4.1.2"]
rationale: |
  When focus lands on a page control, the user expects to change the page from
  there. VoiceOver users swipe up or down on an adjustable element; TalkBack
  users double tap a dot or scroll the pager.

  On iOS give the control the `adjustable` trait (a `UIPageControl` has it by
  default) with `accessibilityIncrement`/`accessibilityDecrement`, or custom
  actions, or make each dot a button. On Android make each dot clickable, or
  expose scroll actions on the indicator or its pager. Dumps without action
  lists (uiautomator) count a `scrollable` pager as one that scrolls, and an
  enabled seek bar as one that TalkBack adjusts (Android's seek bar offers scroll
  actions whenever it is enabled): launchers draw their page dots as a seek bar.

  An indicator whose every stop is disabled is left alone: the reader says
  "disabled" (VoiceOver "dimmed"), so it promises nothing, and an indicator in
  the swipe order that only speaks the index, beside Next and Previous buttons,
  is one of the accepted designs.
examples:
  valid:
    - |
      platform: ios
      root:
        class: UIView
        children:
          - class: UIPageControl
            numberOfPages: 3
            currentPage: 0
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - class: androidx.viewpager.widget.ViewPager
            actions: [scrollForward, scrollBackward]
          - class: com.example.DotsIndicator
            contentDescription: Page 1 of 3
            focusable: true
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - class: androidx.viewpager.widget.ViewPager
            scrollable: true
          - class: com.example.DotsIndicator
            contentDescription: Page 1 of 3
            focusable: true
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - class: androidx.viewpager2.widget.ViewPager2
          - class: com.google.android.material.tabs.TabLayout
            children:
              - {class: android.widget.LinearLayout, contentDescription: "Page 1 of 2", clickable: true}
              - {class: android.widget.LinearLayout, contentDescription: "Page 2 of 2", clickable: true}
    - |
      # The selected tab is not clickable on purpose; the other dots are.
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - class: android.widget.HorizontalScrollView
            resourceId: com.example:id/page_indicator
            children:
              - class: android.widget.LinearLayout
                children:
                  - {class: android.widget.LinearLayout, selected: true, focusable: true}
                  - {class: android.widget.LinearLayout, clickable: true, focusable: true}
    - |
      # The dots sit in a bottom bar beside Skip; the pager elsewhere on the screen scrolls.
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - {class: androidx.viewpager2.widget.ViewPager2, scrollable: true}
          - class: android.widget.LinearLayout
            children:
              - {class: android.widget.Button, text: Skip, clickable: true}
              - class: com.example.DotsIndicator
                focusable: true
                children:
                  - {class: android.view.View}
                  - {class: android.view.View}
    - |
      # Every dot says "disabled": the indicator only tells where the user is, and a
      # Next button turns the page.
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - class: androidx.viewpager2.widget.ViewPager2
          - class: com.google.android.material.tabs.TabLayout
            children:
              - {class: android.widget.LinearLayout, contentDescription: "Page 1 of 2", selected: true, enabled: false, focusable: true}
              - {class: android.widget.LinearLayout, contentDescription: "Page 2 of 2", enabled: false, focusable: true}
          - {class: android.widget.Button, text: Next page, clickable: true}
    - |
      # A launcher's seek bar of page dots: TalkBack adjusts it, which turns the page.
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - {class: android.view.ViewGroup, resourceId: "launcher:id/workspace"}
          - class: android.widget.SeekBar
            resourceId: "launcher:id/workspace_indicator"
            contentDescription: "第2页，共3页"
            children:
              - {class: android.widget.ImageView}
              - {class: android.widget.ImageView}
              - {class: android.widget.ImageView}
  invalid:
    - |
      platform: ios
      root:
        class: UIView
        children:
          - ↓class: UIPageControl
            numberOfPages: 3
            currentPage: 0
            accessibilityTraits: []
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - class: androidx.viewpager.widget.ViewPager
          - ↓class: com.example.DotsIndicator
            contentDescription: Page 1 of 3
            focusable: true
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - class: androidx.viewpager2.widget.ViewPager2
          - ↓class: com.google.android.material.tabs.TabLayout
            children:
              - {class: android.widget.LinearLayout, contentDescription: "Page 1 of 2", focusable: true}
              - {class: android.widget.LinearLayout, contentDescription: "Page 2 of 2", focusable: true}
    - |
      # The dump lists the seek bar's actions, and none of them moves it.
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - {class: android.view.ViewGroup, resourceId: "launcher:id/workspace"}
          - ↓class: android.widget.SeekBar
            resourceId: "launcher:id/workspace_indicator"
            contentDescription: "Page 2 of 3"
            actions: [accessibilityFocus]
"""#),
        ("slider-value.yml", #"""
id: slider-value
title: Slider exposes its current value
summary: A slider tells the screen reader the value it is set to, not only what it sets
severity: error
platforms: [ios, android]
component: slider
aspect: value
wcag: ["4.1.2", "1.3.1"]
rationale: |
  The thumb's place on the track shows sighted users the value at a glance. A
  screen reader user learns it only from the slider's value: VoiceOver says
  "Volume, 50%, adjustable" and repeats the new value after each swipe up or
  down; TalkBack says "50%, Volume, slider". Without a value the user hears
  that there is a slider but not where it stands, and nothing changes when they
  move it.

  On iOS, `UISlider` and SwiftUI's `Slider` give a percentage of their own;
  keep it, or set `accessibilityValue` to the value in the slider's own units
  ("3 passes", "1.5×"), and update it as the value changes. A custom adjustable
  view must set `accessibilityValue` itself. On Android, `SeekBar`, Material's
  `Slider` and Compose's `Slider` expose their range (`rangeInfo`), from which
  TalkBack speaks the value; a custom view gives a range, a state description
  ("3 passes"), or the value in its description.

  uiautomator and Appium do not record ranges or state descriptions, so a
  framework seek bar in such a dump is not reported: its range is set, the dump
  just does not show it. A slider with no name, or named only by its value,
  is reported by `control-name`.
examples:
  valid:
    - |
      platform: ios
      root:
        class: UIView
        children:
          - class: UISlider
            accessibilityLabel: Volume
            accessibilityValue: 50%
    - |
      # UIKit's slider speaks its value as a percentage when the app sets none.
      platform: ios
      root:
        class: UIView
        children:
          - class: UISlider
            accessibilityLabel: Brightness
            value: 0.7
    - |
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - class: android.widget.SeekBar
            contentDescription: Volume
            focusable: true
            rangeInfo: {min: 0, max: 100, current: 40}
    - |
      # A Compose Slider: a seek bar with a state description.
      platform: android
      root:
        class: androidx.compose.ui.platform.ComposeView
        children:
          - class: android.widget.SeekBar
            contentDescription: Playback speed
            stateDescription: 1.5 times
            actions: [setProgress]
  invalid:
    - |
      # XCUITest shows what VoiceOver gets: this slider has no value.
      platform: ios
      root:
        class: XCUIElementTypeWindow
        children:
          - ↓class: XCUIElementTypeSlider
            accessibilityLabel: Volume
    - |
      # A custom adjustable view named as a slider, with no value.
      platform: ios
      root:
        class: UIView
        children:
          - ↓class: RatingSliderView
            accessibilityLabel: Rating
            accessibilityTraits: [adjustable]
    - |
      # The app cleared UIKit's value.
      platform: ios
      root:
        class: UIView
        children:
          - ↓class: UISlider
            accessibilityLabel: Text size
            accessibilityValue: ""
    - |
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - ↓class: android.widget.SeekBar
            contentDescription: Volume
            focusable: true
    - |
      # A Compose slider whose range gives no current value.
      platform: android
      root:
        class: androidx.compose.ui.platform.ComposeView
        children:
          - ↓class: android.widget.SeekBar
            contentDescription: Playback speed
            rangeInfo: {min: 0.5, max: 2}
            actions: [setProgress]
"""#),
        ("stepper-button-names.yml", #"""
id: stepper-button-names
title: Stepper buttons say what they do
summary: Each increment and decrement control has a name that states its action in words
severity: error
platforms: [ios, android]
component: stepper
aspect: name
wcag: ["4.1.2", "2.4.6"]
rationale: |
  A custom stepper is two buttons around a number. Drawn as "+" and "−" they
  are obvious to the eye, but a screen reader reads the glyph as "plus" or
  nothing at all, or an icon font's private character as silence. Name each
  button by its action: increase or decrease, add or remove, plus or minus,
  ideally with the item ("Add one phone").

  A button with no name may not even be a focus stop: TalkBack skips a
  clickable view that has nothing to say (an icon-only view whose icon is
  silent), so the user can neither reach it by swiping nor learn what it does.
  Car and TV settings often draw a volume row as "−", a slider and "+" built
  this way. Naming the buttons fixes both.

  A native `UIStepper` is exempt: UIKit names its segments "Increment" and
  "Decrement".
examples:
  valid:
    - |
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - {class: android.widget.ImageButton, contentDescription: Remove one phone, clickable: true}
          - {class: android.widget.TextView, text: "3"}
          - {class: android.widget.ImageButton, contentDescription: Add one phone, clickable: true}
    - |
      platform: ios
      root:
        class: UIStackView
        children:
          - {class: UIButton, title: "−", accessibilityLabel: Decrease quantity}
          - {class: UILabel, text: "2"}
          - {class: UIButton, title: "+", accessibilityLabel: Increase quantity}
    - |
      platform: ios
      root:
        class: UIView
        children:
          - {class: UIStepper, accessibilityLabel: Guests, value: 2}
    - |
      # A volume row: icon buttons named in words around a slider.
      platform: android
      root:
        class: android.widget.LinearLayout
        bounds: [0, 0, 600, 60]
        children:
          - {class: android.widget.ImageButton, contentDescription: Turn media volume down, clickable: true, bounds: [0, 0, 60, 60]}
          - {class: android.widget.SeekBar, focusable: true, bounds: [70, 0, 530, 60]}
          - {class: android.widget.ImageButton, contentDescription: Turn media volume up, clickable: true, bounds: [540, 0, 600, 60]}
    - |
      # Compose: the words sit on the icon inside each clickable view.
      platform: android
      root:
        class: androidx.compose.ui.platform.ComposeView
        children:
          - class: android.view.View
            clickable: true
            children: [{class: android.view.View, contentDescription: Remove one}]
          - {class: android.widget.TextView, text: "2"}
          - class: android.view.View
            clickable: true
            children: [{class: android.view.View, contentDescription: Add one}]
  invalid:
    - |
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - {↓class: android.widget.ImageButton, contentDescription: "−", clickable: true}
          - {class: android.widget.TextView, text: "3"}
          - {↓class: android.widget.ImageButton, contentDescription: "+", clickable: true}
    - |
      platform: ios
      root:
        class: UIStackView
        children:
          - {↓class: UIButton, title: "−", accessibilityIdentifier: minus}
          - {class: UILabel, text: "2"}
          - {class: UIButton, title: "+", accessibilityLabel: Add one}
    - |
      # Icon-only views around a slider, in one row: TalkBack skips both.
      platform: android
      root:
        class: android.view.View
        bounds: [0, 0, 600, 120]
        children:
          - {class: android.widget.TextView, text: Navigation, bounds: [0, 0, 200, 40]}
          - ↓class: android.view.View
            clickable: true
            bounds: [0, 60, 60, 120]
            children: [{class: android.view.View, bounds: [10, 70, 50, 110]}]
          - {class: android.widget.SeekBar, focusable: true, bounds: [70, 60, 530, 120]}
          - ↓class: android.view.View
            clickable: true
            bounds: [540, 60, 600, 120]
            children: [{class: android.view.View, bounds: [550, 70, 590, 110]}]
    - |
      # The "Add" button of a shop, once pressed: only the ids say minus and plus.
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - {↓class: android.widget.ImageView, resourceId: "shop:id/iv_minus", clickable: true}
          - {class: android.widget.TextView, text: "1"}
          - {↓class: android.widget.ImageView, resourceId: "shop:id/iv_plus", clickable: true}
"""#),
        ("stepper-names-item-and-count.yml", #"""
id: stepper-names-item-and-count
title: Stepper buttons name the item and the count
summary: When a label names the item and a count is shown, the stepper's announcement mentions both
severity: warning
platforms: [ios, android]
component: stepper
aspect: name
wcag: ["2.4.6", "1.3.1"]
rationale: |
  "Add one" leaves a screen reader user guessing what is added and how many
  there are now. When the screen shows the item ("Phone") and the count ("3"),
  each button's name should mention both, for example "Remove one phone from 3
  phones".

  When the buttons step a slider, the slider speaks the level itself, so the
  buttons need only the item ("Decrease media volume"). A button with no name at
  all is left to stepper-button-names.

  For a native `UIStepper`, VoiceOver speaks the stepper's label and value with
  each segment, so set its accessibility label to the item and keep its value
  current.
examples:
  valid:
    - |
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - {class: android.widget.TextView, text: Phones}
          - {class: android.widget.ImageButton, contentDescription: Remove one phone from 3 phones, clickable: true}
          - {class: android.widget.TextView, text: "3"}
          - {class: android.widget.ImageButton, contentDescription: Add one phone to 3 phones, clickable: true}
    - |
      platform: ios
      root:
        class: UIView
        children:
          - {class: UILabel, text: Guests}
          - {class: UIStepper, accessibilityLabel: Guests, value: 2}
    - |
      # Rows laid out flat: each label names the slider and buttons below it.
      platform: android
      root:
        class: android.view.View
        children:
          - {class: android.widget.TextView, text: Media}
          - {class: android.widget.ImageView, contentDescription: Decrease media volume, clickable: true}
          - {class: android.widget.SeekBar, contentDescription: Media volume, focusable: true}
          - {class: android.widget.ImageView, contentDescription: Increase media volume, clickable: true}
          - {class: android.widget.TextView, text: Navigation}
          - {class: android.widget.ImageView, contentDescription: Decrease navigation volume, clickable: true}
          - {class: android.widget.SeekBar, contentDescription: Navigation volume, focusable: true}
          - {class: android.widget.ImageView, contentDescription: Increase navigation volume, clickable: true}
          - {class: android.widget.Switch, contentDescription: Mute navigation, clickable: true}
    - |
      # Buttons with no name: stepper-button-names reports them.
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - {class: android.widget.TextView, text: Oat milk}
          - {class: android.widget.ImageView, resourceId: "shop:id/iv_minus", clickable: true}
          - {class: android.widget.TextView, text: "1"}
          - {class: android.widget.ImageView, resourceId: "shop:id/iv_plus", clickable: true}
  invalid:
    - |
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - {class: android.widget.TextView, text: Phones}
          - {↓class: android.widget.ImageButton, contentDescription: Remove one, clickable: true}
          - {class: android.widget.TextView, text: "3"}
          - {↓class: android.widget.ImageButton, contentDescription: Add one phone, clickable: true}
    - |
      platform: ios
      root:
        class: UIView
        children:
          - {class: UILabel, text: Guests}
          - {↓class: UIStepper, value: 2}
    - |
      # "Decrease" alone: which of the rows' levels does it lower?
      platform: android
      root:
        class: android.view.View
        children:
          - {class: android.widget.TextView, text: Media}
          - {↓class: android.widget.ImageView, contentDescription: Decrease, clickable: true}
          - {class: android.widget.SeekBar, contentDescription: Media volume, focusable: true}
          - {↓class: android.widget.ImageView, contentDescription: Increase, clickable: true}
          - {class: android.widget.TextView, text: Navigation}
          - {↓class: android.widget.ImageView, contentDescription: Decrease, clickable: true}
          - {class: android.widget.SeekBar, contentDescription: Navigation volume, focusable: true}
          - {↓class: android.widget.ImageView, contentDescription: Increase, clickable: true}
          - {class: android.widget.Switch, contentDescription: Mute navigation, clickable: true}
"""#),
        ("stepper-value.yml", #"""
id: stepper-value
title: Stepper value reaches the screen reader
summary: The stepper's current value is announced, not hidden from accessibility
severity: error
platforms: [ios, android]
component: stepper
aspect: value
wcag: ["4.1.2", "1.3.1"]
rationale: |
  After pressing "Add one", the user needs to hear the new count. On iOS a
  `UIStepper` speaks its value; a custom stepper must expose the count as a
  focus stop, in the buttons' names, or in a live region. On Android the count
  must not be hidden with `importantForAccessibility="no"` unless the buttons'
  names carry it.

  When the buttons step a slider (a volume row: "−", slider, "+"), the slider
  speaks the value itself when focused, so it must be a focus stop.
examples:
  valid:
    - |
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - {class: android.widget.ImageButton, contentDescription: Remove one, clickable: true}
          - {class: android.widget.TextView, text: "3", accessibilityLiveRegion: polite}
          - {class: android.widget.ImageButton, contentDescription: Add one, clickable: true}
    - |
      platform: ios
      root:
        class: UIView
        children:
          - {class: UIStepper, accessibilityLabel: Guests, value: 2}
    - |
      platform: ios
      root:
        class: UIStackView
        children:
          - {class: UIButton, title: "−", accessibilityLabel: Decrease quantity}
          - {class: UILabel, text: "2"}
          - {class: UIButton, title: "+", accessibilityLabel: Increase quantity}
    - |
      # The buttons step a slider, which speaks its own value ("40 percent").
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - {class: android.widget.ImageButton, resourceId: "car:id/volume_down", contentDescription: Lower media volume, clickable: true}
          - {class: android.widget.SeekBar, contentDescription: Media volume, focusable: true}
          - {class: android.widget.ImageButton, resourceId: "car:id/volume_up", contentDescription: Raise media volume, clickable: true}
  invalid:
    - |
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - {class: android.widget.ImageButton, contentDescription: Remove one, clickable: true}
          - {↓class: android.widget.TextView, text: "3", importantForAccessibility: no}
          - {class: android.widget.ImageButton, contentDescription: Add one, clickable: true}
    - |
      platform: ios
      root:
        class: UIStackView
        children:
          - {class: UIButton, title: "−", accessibilityLabel: Decrease quantity}
          - {↓class: UILabel, text: "2", isAccessibilityElement: false}
          - {class: UIButton, title: "+", accessibilityLabel: Increase quantity}
    - |
      platform: ios
      root:
        class: UIView
        children:
          - {↓class: UIStepper, accessibilityLabel: Guests}
    - |
      # The slider is hidden: the buttons work, but the level they set is never spoken.
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - {class: android.widget.ImageButton, resourceId: "car:id/volume_down", contentDescription: Lower media volume, clickable: true}
          - {↓class: android.widget.SeekBar, importantForAccessibility: noHideDescendants}
          - {class: android.widget.ImageButton, resourceId: "car:id/volume_up", contentDescription: Raise media volume, clickable: true}
"""#),
        ("tab-index.yml", #"""
id: tab-index
title: Tabs announce their position
summary: Each tab says where it stands ("2 of 4"), and the positions agree with the tabs present
severity: warning
platforms: [ios, android]
component: tab-group
aspect: name
wcag: ["1.3.1", "4.1.2"]
rationale: |
  A sighted user sees at once how many tabs a bar holds and where the current
  one stands. A screen reader user learns it from each tab's position: "Home,
  tab, 1 of 4". Without it they must swipe through the whole bar to count, and
  cannot tell a tab from any other button.

  Native tab bars and segmented controls supply the position: VoiceOver numbers
  the buttons of a `UITabBar` (or of a view with the `tabBar` trait) and the
  segments of a `UISegmentedControl`; TalkBack numbers Material's `TabLayout`
  tabs and bottom navigation items, and Compose's `Tab`s in a `TabRow`, from
  their collection information. A custom bar of buttons or clickable layouts
  gets no position: use the platform's control, give the container collection
  information (Compose `selectableGroup`, `CollectionInfo` on a custom view), or
  put the position in each tab's description ("Home, tab 1 of 4").

  A position that disagrees with the tabs present ("tab 2 of 4" in a bar of
  five, two tabs that both say "1 of 3") is worse than none, and is reported as
  an error. In a bar that scrolls, tabs past its edge may be missing from the
  dump, so only a total smaller than the tabs shown counts as wrong there.
examples:
  valid:
    - |
      platform: ios
      root:
        class: UIView
        children:
          - class: UITabBar
            children:
              - {class: UIButton, accessibilityLabel: Home, accessibilityTraits: [button, selected]}
              - {class: UIButton, accessibilityLabel: Search}
              - {class: UIButton, accessibilityLabel: Profile}
    - |
      platform: ios
      root:
        class: UIView
        children:
          - class: UISegmentedControl
            children:
              - {class: UISegment, accessibilityLabel: Day, isSelected: true}
              - {class: UISegment, accessibilityLabel: Week}
    - |
      # Material's TabLayout: TalkBack says "selected, Songs, Tab, 1 of 3".
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - class: android.widget.HorizontalScrollView
            children:
              - class: android.widget.LinearLayout
                children:
                  - {class: android.widget.LinearLayout, contentDescription: Songs, selected: true, focusable: true}
                  - {class: android.widget.LinearLayout, contentDescription: Albums, clickable: true}
                  - {class: android.widget.LinearLayout, contentDescription: Artists, clickable: true}
    - |
      # Flutter's bottom navigation puts the position in each item's description.
      platform: android
      root:
        class: android.view.View
        children:
          - {class: android.widget.ImageView, contentDescription: "Library\nTab 1 of 3", clickable: true, selected: true}
          - {class: android.widget.ImageView, contentDescription: "Explore\nTab 2 of 3", clickable: true}
          - {class: android.widget.ImageView, contentDescription: "Profile\nTab 3 of 3", clickable: true}
    - |
      # A Compose TabRow whose selectable group gives collection information.
      platform: android
      root:
        class: androidx.compose.ui.platform.ComposeView
        children:
          - class: android.view.View
            collectionInfo: {rowCount: 1, columnCount: 2}
            children:
              - {class: android.view.View, role: Tab, text: Today, selected: true, collectionItemInfo: {rowIndex: 0, columnIndex: 0}}
              - {class: android.view.View, role: Tab, text: Week, clickable: true, collectionItemInfo: {rowIndex: 0, columnIndex: 1}}
  invalid:
    - |
      # A custom tab bar of clickable texts: TalkBack says "selected, Home", no position.
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - ↓class: android.widget.LinearLayout
            resourceId: com.example:id/tab_bar
            children:
              - {class: android.widget.TextView, text: Home, clickable: true, selected: true}
              - {class: android.widget.TextView, text: Search, clickable: true}
              - {class: android.widget.TextView, text: Profile, clickable: true}
    - |
      # A Compose tab row without collection information.
      platform: android
      root:
        class: androidx.compose.ui.platform.ComposeView
        children:
          - ↓class: android.view.View
            children:
              - {class: android.view.View, role: Tab, text: Today, selected: true}
              - {class: android.view.View, role: Tab, text: Week, clickable: true}
    - |
      # iOS buttons in a plain view named as a tab bar: VoiceOver numbers nothing.
      platform: ios
      root:
        class: UIView
        children:
          - ↓class: UIStackView
            accessibilityIdentifier: tabBar
            children:
              - {class: UIButton, accessibilityLabel: Home, accessibilityTraits: [button, selected]}
              - {class: UIButton, accessibilityLabel: Search}
    - |
      # The second tab says it is 2 of 4, in a bar of five.
      # severity: error
      platform: android
      root:
        class: android.view.View
        children:
          - {class: android.widget.ImageView, contentDescription: "Home, tab 1 of 5", clickable: true, selected: true}
          - {↓class: android.widget.ImageView, contentDescription: "Search, tab 2 of 4", clickable: true}
          - {class: android.widget.ImageView, contentDescription: "Inbox, tab 3 of 5", clickable: true}
          - {class: android.widget.ImageView, contentDescription: "Saved, tab 4 of 5", clickable: true}
          - {class: android.widget.ImageView, contentDescription: "Profile, tab 5 of 5", clickable: true}
"""#),
        ("tab-selected-state.yml", #"""
id: tab-selected-state
title: Exactly one tab is selected, through the platform
summary: In a tab group one tab exposes the selected state as a state, not as words in its name
severity: error
platforms: [ios, android]
component: tab-group
aspect: state
wcag: ["4.1.2", "1.3.1"]
rationale: |
  A tab bar, a segmented control or a row of tabs shows one tab as the current
  one: highlighted, underlined, filled. A screen reader user learns which one
  only from its selected state: VoiceOver says "Selected, Home, tab, 1 of 4",
  TalkBack "selected, Home, Tab, 1 of 4". Exactly one tab of a group is
  selected; none leaves the user guessing which content shows, several
  contradict each other.

  Set the state through the platform: on iOS the `selected` trait (UIKit's tab
  bars and segmented controls do it), `isSelected`, or SwiftUI's
  `.isSelected` trait; on Android `setSelected(true)` on the tab (TabLayout,
  bottom navigation and Compose's `Tab` do it). Writing "selected" into the
  name ("Home, selected" as a content description) is reported as a warning:
  the user hears the word, but the state is not a state. The reader cannot
  announce it changing, it is read where names are (and translated, or not, with
  them), and services that look for the selected tab do not find it.

  A format that does not record the selected state (some Appium and Maestro
  sources) is not judged.
examples:
  valid:
    - |
      platform: ios
      root:
        class: UIView
        children:
          - class: XCUIElementTypeTabBar
            children:
              - {class: XCUIElementTypeButton, accessibilityLabel: Home, isSelected: true}
              - {class: XCUIElementTypeButton, accessibilityLabel: Search}
              - {class: XCUIElementTypeButton, accessibilityLabel: Profile}
    - |
      # A segmented control's segments are the elements: "Selected, Day, button, 1 of 3".
      platform: ios
      root:
        class: UIView
        children:
          - class: UISegmentedControl
            children:
              - {class: UISegment, accessibilityLabel: Day, accessibilityTraits: [button, selected]}
              - {class: UISegment, accessibilityLabel: Week}
              - {class: UISegment, accessibilityLabel: Month}
    - |
      # Material's TabLayout as uiautomator shows it.
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - class: android.widget.HorizontalScrollView
            resourceId: com.example:id/tabs
            children:
              - class: android.widget.LinearLayout
                children:
                  - {class: android.widget.LinearLayout, contentDescription: Songs, selected: true, focusable: true}
                  - {class: android.widget.LinearLayout, contentDescription: Albums, clickable: true}
                  - {class: android.widget.LinearLayout, contentDescription: Artists, clickable: true}
    - |
      # A Compose TabRow.
      platform: android
      root:
        class: androidx.compose.ui.platform.ComposeView
        children:
          - class: android.view.View
            children:
              - {class: android.view.View, role: Tab, text: Today, selected: true}
              - {class: android.view.View, role: Tab, text: Week, clickable: true}
  invalid:
    - |
      # A custom bottom bar where no tab says it is the current one.
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - ↓class: android.widget.LinearLayout
            resourceId: com.example:id/bottom_tabs
            children:
              - {class: android.widget.TextView, text: Home, clickable: true}
              - {class: android.widget.TextView, text: Search, clickable: true}
              - {class: android.widget.TextView, text: Profile, clickable: true}
    - |
      # Two segments selected at once.
      platform: ios
      root:
        class: UIView
        children:
          - ↓class: UISegmentedControl
            children:
              - {class: UISegment, accessibilityLabel: Day, isSelected: true}
              - {class: UISegment, accessibilityLabel: Week, isSelected: true}
              - {class: UISegment, accessibilityLabel: Month}
    - |
      # A Compose tab row with no tab selected.
      platform: android
      root:
        class: androidx.compose.ui.platform.ComposeView
        children:
          - ↓class: android.view.View
            children:
              - {class: android.view.View, role: Tab, text: Today, clickable: true}
              - {class: android.view.View, role: Tab, text: Week, clickable: true}
    - |
      # The state is only a word in the name.
      # severity: warning
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - class: android.widget.LinearLayout
            resourceId: com.example:id/tab_bar
            children:
              - {↓class: android.widget.FrameLayout, contentDescription: "Home, selected", clickable: true}
              - {class: android.widget.FrameLayout, contentDescription: Search, clickable: true}
              - {class: android.widget.FrameLayout, contentDescription: Profile, clickable: true}
    - |
      # severity: warning
      platform: ios
      root:
        class: UIView
        children:
          - class: UITabBar
            children:
              - {↓class: UIButton, accessibilityLabel: "Home, selected"}
              - {class: UIButton, accessibilityLabel: Search}
"""#),
        ("table-row-grouped.yml", #"""
id: table-row-grouped
title: Table row content is grouped
summary: An interactive row's visible label and content are announced in the row's stop, not as separate stops
severity: warning
platforms: [ios, android]
component: table-row
aspect: grouping
wcag: ["1.3.1", "2.4.3"]
rationale: |
  A row is one thing to a sighted user: its title, its detail text and its
  chevron belong together. When the label and the content are separate focus
  stops, a screen reader user has to swipe several times per row and cannot
  tell which text belongs to the action.

  On iOS let the cell be the accessibility element (the default for
  `UITableViewCell`) with a combined label. On Android make the row
  `screenReaderFocusable` or clickable and the children not focusable, or use
  Compose `Modifier.semantics(mergeDescendants = true)`.
examples:
  valid:
    - |
      platform: android
      root:
        class: androidx.recyclerview.widget.RecyclerView
        children:
          - class: android.widget.LinearLayout
            clickable: true
            children:
              - {class: android.widget.TextView, text: Wi-Fi}
              - {class: android.widget.TextView, text: Connected}
    - |
      platform: ios
      root:
        class: UITableView
        children:
          - class: UITableViewCell
            accessibilityTraits: [button]
            children:
              - {class: UILabel, text: Wi-Fi}
              - {class: UILabel, text: Connected}
  invalid:
    - |
      platform: android
      root:
        class: androidx.recyclerview.widget.RecyclerView
        children:
          - ↓class: android.widget.LinearLayout
            clickable: true
            children:
              - {class: android.widget.TextView, text: Wi-Fi, focusable: true}
              - {class: android.widget.TextView, text: Connected}
    - |
      platform: ios
      root:
        class: UICollectionView
        children:
          - ↓class: UICollectionViewCell
            accessibilityTraits: [button]
            children:
              - {class: UILabel, text: Wi-Fi}
              - {class: UILabel, text: Connected}
"""#),
        ("table-row-name.yml", #"""
id: table-row-name
title: Table row name contains its label
summary: An interactive row's name contains its first visible text
severity: error
platforms: [ios, android]
component: table-row
aspect: name
wcag: ["2.5.3", "4.1.2"]
rationale: |
  The first text in a row is its label: what sighted users read and what voice
  control users say to activate it. A row whose accessibility label or content
  description replaces that text with something else ("Item 3", "Cell") hides
  the label from screen reader users and breaks voice control.
examples:
  valid:
    - |
      platform: ios
      root:
        class: UITableView
        children:
          - class: UITableViewCell
            accessibilityLabel: Notifications, on
            accessibilityTraits: [button]
            children:
              - {class: UILabel, text: Notifications}
    - |
      platform: android
      root:
        class: android.widget.ListView
        children:
          - class: android.widget.LinearLayout
            clickable: true
            children:
              - {class: android.widget.TextView, text: Privacy}
    - |
      # A badge drawn over the artwork is not the tile's label; the title is in the picture.
      platform: android
      root:
        class: androidx.recyclerview.widget.RecyclerView
        children:
          - class: android.view.ViewGroup
            contentDescription: Love After Lockup
            clickable: true
            children:
              - {class: android.widget.ImageView, bounds: [80, 237, 562, 505]}
              - {class: android.widget.TextView, text: New, bounds: [112, 276, 168, 312]}
    - |
      # The row says what its short text stands for, as that text's own description does.
      platform: android
      root:
        class: androidx.recyclerview.widget.RecyclerView
        children:
          - class: androidx.cardview.widget.CardView
            clickable: true
            children:
              - {class: android.widget.TextView, text: "29°", contentDescription: High 29 degrees Celsius}
              - {class: android.widget.TextView, text: Today}
    - |
      # A phone number spelled digit by digit, so that it is read as digits.
      platform: ios
      root:
        class: UITableView
        children:
          - class: UITableViewCell
            accessibilityLabel: Call 5 5 5, 0 1 2 3
            accessibilityTraits: [button]
            children:
              - {class: UILabel, text: Call 555-0123}
  invalid:
    - |
      platform: ios
      root:
        class: UITableView
        children:
          - ↓class: UITableViewCell
            accessibilityLabel: Row 3
            accessibilityTraits: [button]
            children:
              - {class: UILabel, text: Notifications}
    - |
      platform: android
      root:
        class: android.widget.ListView
        children:
          - ↓class: android.widget.LinearLayout
            contentDescription: Settings item
            clickable: true
            children:
              - {class: android.widget.TextView, text: Privacy}
"""#),
        ("table-row-role.yml", #"""
id: table-row-role
title: Interactive table row exposes an activation role
summary: An interactive row says it can be activated (button or link trait on iOS, clickable on Android)
severity: error
platforms: [ios, android]
component: table-row
aspect: role
wcag: ["4.1.2"]
rationale: |
  A row with a disclosure indicator or a checkmark can be tapped, but without
  a role VoiceOver reads it as plain text and the user never learns it does
  anything. Give the row the `button` trait (or `link` when it leaves the
  app). On Android a row that shows a navigation arrow must be clickable or
  expose a click action, so TalkBack says "double tap to activate".

  A row with the `header` trait is a section heading, not a control, and is
  not checked.
examples:
  valid:
    - |
      platform: ios
      root:
        class: UITableView
        children:
          - class: UITableViewCell
            accessibilityTraits: [button]
            accessoryType: disclosureIndicator
            children:
              - {class: UILabel, text: Account}
          - class: UITableViewCell
            accessibilityTraits: [header]
            children:
              - {class: UILabel, text: General}
    - |
      platform: android
      root:
        class: androidx.recyclerview.widget.RecyclerView
        children:
          - class: android.widget.LinearLayout
            clickable: true
            children:
              - {class: android.widget.TextView, text: Account}
              - {class: android.widget.ImageView, resourceId: "com.app:id/chevron"}
  invalid:
    - |
      platform: ios
      root:
        class: UITableView
        children:
          - ↓class: UITableViewCell
            accessoryType: disclosureIndicator
            children:
              - {class: UILabel, text: Account}
    - |
      platform: android
      root:
        class: androidx.recyclerview.widget.RecyclerView
        children:
          - ↓class: android.widget.LinearLayout
            focusable: true
            children:
              - {class: android.widget.TextView, text: Account}
              - {class: android.widget.ImageView, resourceId: "com.app:id/chevron"}
"""#),
        ("table-row-selected-state.yml", #"""
id: table-row-selected-state
title: Checkmarked row exposes the selected state
summary: A row showing a checkmark tells the screen reader it is selected
severity: warning
platforms: [ios, android]
component: table-row
aspect: state
wcag: ["4.1.2", "1.3.1"]
rationale: |
  A checkmark on a row shows which option is chosen. VoiceOver says
  "selected" only when the row has the `selected` trait; TalkBack says
  "selected" or "checked" only when the row (or its check box) has that
  state. Set the state together with the checkmark.
examples:
  valid:
    - |
      platform: ios
      root:
        class: UITableView
        children:
          - class: UITableViewCell
            accessibilityTraits: [button, selected]
            accessoryType: checkmark
            children:
              - {class: UILabel, text: Express delivery}
    - |
      platform: android
      root:
        class: androidx.recyclerview.widget.RecyclerView
        children:
          - class: android.widget.LinearLayout
            clickable: true
            selected: true
            children:
              - {class: android.widget.TextView, text: Express delivery}
              - {class: android.widget.ImageView, resourceId: "com.app:id/checkmark"}
  invalid:
    - |
      platform: ios
      root:
        class: UITableView
        children:
          - class: UITableViewCell
            accessibilityTraits: [button]
            accessoryType: ↓checkmark
            children:
              - {class: UILabel, text: Express delivery}
    - |
      platform: android
      root:
        class: androidx.recyclerview.widget.RecyclerView
        children:
          - ↓class: android.widget.LinearLayout
            clickable: true
            children:
              - {class: android.widget.TextView, text: Express delivery}
              - {class: android.widget.ImageView, resourceId: "com.app:id/checkmark"}
"""#),
        ("table-row-single-action.yml", #"""
id: table-row-single-action
title: Table row holds one action
summary: A row that forms one focus stop does not swallow more than one interactive element
severity: error
platforms: [ios, android]
component: table-row
aspect: grouping
wcag: ["2.1.1", "4.1.2"]
options:
  - name: max-actions
    type: integer
    minimum: 1
    default: 1
    summary: How many interactive elements one row stop may hold before the rule reports it.
rationale: |
  Grouping a row into one focus stop is right, but a stop can only be
  activated one way: a double tap. If the row is itself tappable and also holds
  a "Remove" button, or holds two buttons, all but one of them are out of
  reach for a screen reader user.

  Keep one action per row stop. Offer the others as accessibility custom
  actions (`accessibilityCustomActions` on iOS, `AccessibilityAction` on
  Android), or leave the extra controls as focus stops of their own.
examples:
  valid:
    - |
      platform: ios
      root:
        class: UITableView
        children:
          - class: UITableViewCell
            accessibilityLabel: Phone case
            accessibilityTraits: [button]
            accessibilityCustomActions: [Remove]
            children:
              - {class: UILabel, text: Phone case}
    - |
      platform: android
      root:
        class: androidx.recyclerview.widget.RecyclerView
        children:
          - class: android.widget.LinearLayout
            clickable: true
            children:
              - {class: android.widget.TextView, text: Phone case}
              - {class: android.widget.ImageButton, contentDescription: Remove phone case, clickable: true}
    - |
      # The wrapper's click is reached through the button inside it, which is a stop of its own.
      platform: android
      root:
        class: androidx.recyclerview.widget.RecyclerView
        children:
          - class: android.widget.RelativeLayout
            clickable: true
            children:
              - {class: android.widget.TextView, text: "00:02"}
              - class: android.widget.RelativeLayout
                clickable: true
                children:
                  - {class: android.widget.ImageView, contentDescription: Select, clickable: true}
  invalid:
    - |
      platform: ios
      root:
        class: UITableView
        children:
          - ↓class: UITableViewCell
            accessibilityTraits: [button]
            children:
              - {class: UILabel, text: Phone case}
              - {class: UIButton, title: Remove}
    - |
      platform: android
      root:
        class: androidx.recyclerview.widget.RecyclerView
        children:
          - ↓class: android.widget.LinearLayout
            clickable: true
            children:
              - {class: android.widget.TextView, text: Phone case}
              - {class: android.widget.ImageButton, contentDescription: Remove, clickable: true, importantForAccessibility: no}
"""#),
    ]
}
