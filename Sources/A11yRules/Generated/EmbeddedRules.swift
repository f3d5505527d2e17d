// GENERATED FILE. DO NOT EDIT! Written by `make generate` (Sources/GenerateRules) from Rules/*.yml.

/// The rule catalog files, embedded so the binary knows its rules wherever it is copied.
enum EmbeddedRules {
    static let files: [(name: String, text: String)] = [
        ("animation-name.yml", #"""
id: animation-name
title: Animation that is a stop has a name
summary: A Lottie, Rive or animated-image view the screen reader stops on says in words what it shows
severity: warning
platforms: [ios, android]
component: animation
aspect: name
wcag: ["1.1.1", "4.1.2"]
rationale: |
  Apps play short animations for moments that matter: a check mark that
  draws itself once an order is placed, confetti after a level, a pulsing
  equalizer beside the track that plays. Sighted users read the moment from
  the motion; a screen-reader user who lands on the view hears nothing, or
  only "image". The catalog's animation criterion (criteria.md, section 5,
  Animation) asks that a meaningful animation carry a name, and that a
  decorative one stay out of the way.

  Name it (`accessibilityLabel` on the `LottieAnimationView`,
  `contentDescription` on Android's view, `Modifier.semantics {
  contentDescription = "Order confirmed" }` around Compose's
  `LottieAnimation`), or, when it only decorates, make it no stop at all
  (`isAccessibilityElement = false`, `importantForAccessibility="no"`,
  `Modifier.clearAndSetSemantics {}`). Lottie and Rive views are not focus
  stops by default: one is a stop only because the app made it so.

  An animation is found by class where the dump keeps the app's class
  (Lottie's `LottieAnimationView`, `AnimationView`, Compose `LottieAnimation`,
  Rive's views, animated-GIF image views) and otherwise by an id that names
  the player (`lottie_equalizer`, `rive_view`) on a view with no children.
  Android's own dumps report a Lottie view as an `ImageView`: there
  `image-name` reports it, and this rule stays silent, so one node gets one
  finding. A pressable animation is a control and `control-name`'s. Whether
  an animation lasts more than five seconds, loops, flashes or can be paused
  is not in a dump (see docs/semantics.md, "Timers and animations").
examples:
  valid:
    - |
      platform: ios
      root:
        class: UIView
        children:
          - {class: LottieAnimationView, isAccessibilityElement: true, accessibilityLabel: Order confirmed}
    - |
      # Not an element, as Lottie views are by default: VoiceOver passes it by.
      platform: ios
      root:
        class: UIView
        children:
          - {class: LottieAnimationView}
          - {class: UILabel, text: Order confirmed}
    - |
      # A Rive view that is no stop.
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - {class: android.view.View, resourceId: "com.game:id/rive_view"}
    - |
      # A Lottie view is an ImageView to Android: image-name judges it, not this rule.
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - {class: android.widget.ImageView, resourceId: "com.shop:id/lottieAnimationView", focusable: true}
    - |
      # Compose: the animation is named through its semantics.
      platform: android
      root:
        class: androidx.compose.ui.platform.ComposeView
        children:
          - {class: android.view.View, resourceId: lottie_loading, contentDescription: Loading, focusable: true}
  invalid:
    - |
      # UIKit: made an element, with no label.
      platform: ios
      root:
        class: UIView
        children:
          - {↓class: LottieAnimationView, isAccessibilityElement: true}
    - |
      # Android view: a focusable Rive view with no description.
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - {↓class: android.view.View, resourceId: "com.game:id/rive_view", focusable: true}
    - |
      # Compose: a focusable LottieAnimation, found by its test tag, with nothing to say.
      platform: android
      root:
        class: androidx.compose.ui.platform.ComposeView
        children:
          - {↓class: android.view.View, resourceId: lottie_confetti, focusable: true}
"""#),
        ("carousel-many-slides.yml", #"""
id: carousel-many-slides
title: A long carousel offers a way past its slides
summary: A carousel of more than ten slides lets a screen reader user jump ahead (adjustable control or custom actions), not only swipe one by one
severity: note
opt-in: true
platforms: [ios, android]
component: carousel
aspect: operation
wcag: ["2.4.1", "2.1.1"]
rationale: |
  A screen reader user moves through a carousel one slide at a time: a swipe
  to the next slide, or a two-finger swipe to scroll the pager. With three
  promotions that is fine; with twenty products it means twenty swipes to reach
  the last one, and no overview of what is there. The catalog's carousel
  criterion CAR-5 (criteria.md 4.14) asks that a carousel of more than about
  ten slides offer more than that: custom actions ("Next slide", "Go to
  slide…"), an adjustable control (iOS `UIPageControl`, adjusted with a swipe
  up or down, or an adjustable container), or a "see all" list elsewhere.

  The number of slides is taken from what the dump records: the page count of
  the page control that drives the carousel (iOS `numberOfPages`, or its dots),
  else the largest "N of M" a slide's stop says ("Photo 1 of 24"). A carousel
  whose count the dump does not show is not judged (a `ViewPager` holds only
  the pages it shows). The rule reports one whose count is above ten when
  neither the carousel, its page control nor any of its slides offers an
  adjustable action or custom actions.

  The rule is opt-in: the corpus of real dumps holds no carousel with more
  than ten slides, so its precision is not measured, and a "see all" link
  elsewhere on the screen, which a dump cannot tie to the carousel, answers
  the criterion as well.
examples:
  valid:
    - |
      platform: ios
      root:
        class: UIView
        children:
          - class: UICollectionView
            accessibilityIdentifier: productCarousel
            children:
              - class: UICollectionViewCell
                isAccessibilityElement: true
                accessibilityLabel: Running shoes, 1 of 24
                accessibilityCustomActions: [Next product, Previous product]
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - class: com.example.widget.BannerCarousel
            scrollable: true
            children:
              - {class: android.widget.ImageView, contentDescription: "Free delivery, 1 of 4", clickable: true}
  invalid:
    - |
      platform: ios
      root:
        class: UIView
        children:
          - ↓class: UICollectionView
            accessibilityIdentifier: productCarousel
            children:
              - class: UICollectionViewCell
                isAccessibilityElement: true
                accessibilityLabel: Running shoes, 1 of 24
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - class: androidx.compose.ui.platform.ComposeView
            children:
              - ↓class: android.view.View
                testTag: photo_pager
                scrollable: true
                children:
                  - {class: android.view.View, contentDescription: "Photo 1 of 12", clickable: true}
"""#),
        ("carousel-slide-offscreen.yml", #"""
id: carousel-slide-offscreen
title: A carousel's hidden slides are not focus stops
summary: TalkBack does not stop on a slide that lies past the carousel's edge, or shows only a sliver of itself
severity: warning
platforms: [android]
component: carousel
aspect: focus
wcag: ["1.3.2", "2.4.3"]
rationale: |
  A carousel shows one slide (or a few) and keeps the others beside it, ready to
  slide in. TalkBack stops on every node that Android reports as visible to the
  user, so a slide that is attached, marked visible and pushed past the
  carousel's edge becomes a stop nobody can see: swiping through the banner says
  "Image Banner, Image Banner", or reads the next slide while the screen still
  shows this one.

  Android reports the part of a view that shows, so such a slide reaches the
  dump as a thin frame flush with the carousel's left or right edge (less than a
  tenth of the carousel's width, and much taller than wide). A slide wholly past
  the edge is one Android does not report as visible, and TalkBack skips it. Only slides whose frame and whose carousel's frame
  are both recorded and not empty are judged; a slide the dump marks not visible
  to the user is skipped, as TalkBack skips it. Web content is left out: its
  frames are often not where it shows.

  `ViewPager` and `ViewPager2` keep their off-screen pages out of TalkBack's
  reach; a custom carousel (a Compose pager drawn by hand, a banner library
  that lays its slides side by side) hides the slides it does not show with
  `importantForAccessibility="no"`, or Compose's `Modifier.clearAndSetSemantics {}`
  on them. A dump taken mid-swipe may show a slide going out: if so, dump again.

  Criterion CAR-4 (criteria.md 4.14). VoiceOver scrolls a collection view to the
  cell it moves to, and iOS dumps record whole frames, so the rule is Android only.
examples:
  valid:
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        bounds: [0, 0, 1080, 2400]
        children:
          - class: androidx.viewpager2.widget.ViewPager2
            resourceId: com.example.shop:id/promo_carousel
            scrollable: true
            bounds: [42, 400, 1038, 780]
            children:
              - {class: android.widget.ImageView, contentDescription: Summer sale, clickable: true, focusable: true, bounds: [42, 400, 1038, 780]}
    - |
      platform: android
      root:
        class: androidx.compose.ui.platform.ComposeView
        bounds: [0, 0, 1080, 2400]
        children:
          - class: android.view.View
            testTag: pager_banner
            scrollable: true
            bounds: [42, 495, 1038, 869]
            children:
              - {class: android.view.View, contentDescription: Summer sale, visibleToUser: false, clickable: true, bounds: [42, 495, 43, 869]}
              - {class: android.view.View, contentDescription: New arrivals, clickable: true, bounds: [43, 495, 1038, 869]}
  invalid:
    - |
      platform: android
      root:
        class: androidx.compose.ui.platform.ComposeView
        bounds: [0, 0, 1080, 2400]
        children:
          - class: android.view.View
            testTag: pager_banner
            scrollable: true
            bounds: [42, 495, 1038, 869]
            children:
              - ↓class: android.view.View
                contentDescription: Summer sale
                clickable: true
                bounds: [42, 495, 43, 869]
              - {class: android.view.View, contentDescription: New arrivals, clickable: true, bounds: [43, 495, 1038, 869]}
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        bounds: [0, 0, 1080, 2400]
        children:
          - class: com.example.widget.BannerCarousel
            scrollable: true
            bounds: [0, 400, 1080, 780]
            children:
              - {class: android.widget.ImageView, contentDescription: Free delivery, clickable: true, bounds: [0, 400, 1076, 780]}
              - ↓class: android.widget.ImageView
                contentDescription: Gift cards
                clickable: true
                bounds: [1076, 400, 1080, 780]
"""#),
        ("checkbox-state.yml", #"""
id: checkbox-state
title: Checkbox exposes checked or not
summary: A checkbox tells the screen reader whether it is checked through the platform, not only in its name
severity: error
platforms: [ios, android]
component: checkbox
aspect: state
wcag: ["4.1.2", "1.3.1"]
rationale: |
  TalkBack says "checked" or "not checked" for a checkable view and for
  Compose's toggleable state; VoiceOver has no checkbox, so a custom one says
  its state through its value ("Checked", "Not checked") or the selected trait.
  A box whose tick is only drawn is heard as a plain button, and one whose name
  carries the state ("Remember me, unchecked") is a button whose name changes:
  the user cannot tell it can be checked, nor reliably whether it is.

  On Android use CheckBox (or MaterialCheckBox), or make a custom view
  checkable and set its checked state; in Compose use `Checkbox` or
  `Modifier.toggleable(role = Role.Checkbox)` (selectable chips, FilterChip and
  InputChip, are checkboxes too). On iOS give the button a value that says the
  state, and keep the word "checkbox" out of the name unless the button trait
  is removed.

  Checkboxes are found by class (CheckBox, CompoundButton, XCUITest's
  CheckBox, a class named like one), by Compose role, by role description, by a
  name ending in "checkbox", and on iOS by a button whose value says checked
  or not checked. A screen whose checkboxes say "selected" when chosen uses that
  trait as their state, and the others are taken as not chosen. A value in
  words a11ylint cannot read is taken as saying the state, and a checkbox
  inside a stop (a chip's row, an iOS cell) may have its state said by that
  stop instead.
examples:
  valid:
    - |
      platform: ios
      root:
        class: UIView
        children:
          - {class: UIButton, accessibilityLabel: Remember me, accessibilityValue: Not checked,
             accessibilityTraits: [button]}
    - |
      platform: ios
      root:
        class: UIView
        children:
          - class: CheckboxButton
            isAccessibilityElement: true
            accessibilityLabel: Newsletter
            accessibilityTraits: [button, selected]
          - class: CheckboxButton
            isAccessibilityElement: true
            accessibilityLabel: Special offers
            accessibilityTraits: [button]
    - |
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - {class: android.widget.CheckBox, text: Remember me, checkable: true, checked: false, clickable: true}
    - |
      platform: android
      root:
        class: androidx.compose.ui.platform.ComposeView
        children:
          - class: android.view.View
            clickable: true
            checkable: true
            checked: true
            children:
              - {class: android.widget.TextView, text: English}
              - {class: android.widget.CheckBox}
  invalid:
    - |
      platform: ios
      root:
        class: UIView
        children:
          - class: UIButton
            accessibilityLabel: ↓Remember me, unchecked
            accessibilityTraits: [button]
    - |
      platform: ios
      root:
        class: UIView
        children:
          - ↓class: TermsCheckboxView
            isAccessibilityElement: true
            accessibilityLabel: I accept the terms
            accessibilityTraits: [button]
    - |
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - class: android.widget.ImageView
            clickable: true
            contentDescription: ↓Remember me checkbox, checked
    - |
      platform: android
      root:
        class: androidx.compose.ui.platform.ComposeView
        children:
          - ↓class: android.view.View
            role: Checkbox
            clickable: true
            children:
              - {class: android.widget.TextView, text: Subscribe}
"""#),
        ("chip-group-label.yml", #"""
id: chip-group-label
title: A group of chips has a label
summary: A row of chips is named, or a title is read just before its first chip, so the user learns what the chips choose
severity: note
platforms: [ios, android]
component: chip
aspect: grouping
wcag: ["1.3.1", "2.4.6"]
rationale: |
  Chips come in sets: filters over a list ("All", "Memo", "Document"), choices
  ("Dark", "Light", "System"), suggested replies. On screen the set's place
  tells what it does; a screen-reader user hears "All, checked, check box"
  with no hint that it filters the files below. The catalog's chip criterion
  (criteria.md, section 5, Chip) asks for a group label that identifies the
  set. Give the chip row's container a name (Android `contentDescription` on
  the `ChipGroup`, Compose `semantics { contentDescription = "Filter by type" }`
  on the row, iOS `accessibilityLabel` on an accessibility container), or put a
  visible title ("Theme", "Filter by") just before the first chip, as text or a
  heading, so it is read first.

  A chip row is found by class (Material `Chip`, Compose and Flutter action
  chips) or by structure: three or more controls that each show one text, of
  one height, side by side, whose widths follow their words (equal widths are a
  tab bar or a segmented control), one or more of them checkable or selected.
  A row of plain buttons is not taken for chips: a dump does not tell action
  chips from a toolbar. The rule reports a row whose container has no
  name and whose first chip in swipe order comes right after a control, a field
  or nothing. It is opt-in: chips whose own names say what they filter
  ("Age filter options") need no group label, and a dump cannot show whether
  the title above the row is near enough to be read as its label.

  Criterion: Chip, group label (criteria.md section 5). The chips' roles and
  states are checked by the checkbox, radio and button rules.
examples:
  valid:
    - |
      platform: android
      root:
        class: com.google.android.material.chip.ChipGroup
        contentDescription: Genre
        bounds: [0, 200, 1080, 320]
        children:
          - {class: com.google.android.material.chip.Chip, text: Rock, clickable: true, checkable: true, checked: true, bounds: [40, 220, 220, 300]}
          - {class: com.google.android.material.chip.Chip, text: Jazz, clickable: true, checkable: true, bounds: [240, 220, 400, 300]}
          - {class: com.google.android.material.chip.Chip, text: Classical, clickable: true, checkable: true, bounds: [420, 220, 700, 300]}
    - |
      platform: android
      root:
        class: androidx.compose.ui.platform.ComposeView
        bounds: [0, 0, 1080, 800]
        children:
          - class: android.view.View
            bounds: [34, 399, 1046, 600]
            children:
              - {class: android.widget.TextView, text: Theme, bounds: [68, 433, 155, 463]}
              - {class: android.view.View, role: Checkbox, clickable: true, checkable: true, text: Dark, bounds: [68, 480, 195, 582]}
              - {class: android.view.View, role: Checkbox, clickable: true, checkable: true, text: Light, bounds: [212, 480, 346, 582]}
              - {class: android.view.View, role: Checkbox, clickable: true, checkable: true, checked: true, text: System, bounds: [363, 480, 527, 582]}
    - |
      platform: ios
      root:
        class: UIView
        frame: {x: 0, y: 0, width: 390, height: 300}
        children:
          - {class: UILabel, text: Sort by, accessibilityTraits: [header], frame: {x: 16, y: 100, width: 100, height: 22}}
          - class: UIStackView
            frame: {x: 16, y: 130, width: 358, height: 32}
            children:
              - {class: UIButton, title: Newest, accessibilityTraits: [button, selected], frame: {x: 16, y: 130, width: 80, height: 32}}
              - {class: UIButton, title: Price, accessibilityTraits: [button], frame: {x: 104, y: 130, width: 64, height: 32}}
              - {class: UIButton, title: Rating, accessibilityTraits: [button], frame: {x: 176, y: 130, width: 72, height: 32}}
  invalid:
    - |
      platform: android
      root:
        class: android.widget.LinearLayout
        bounds: [0, 0, 1080, 600]
        children:
          - {class: android.widget.EditText, hintText: Search files, clickable: true, focusable: true, bounds: [53, 100, 1027, 220]}
          - ↓class: android.widget.HorizontalScrollView
            bounds: [53, 240, 1027, 366]
            children:
              - {class: com.google.android.material.chip.Chip, text: All, clickable: true, checkable: true, checked: true, bounds: [53, 240, 208, 366]}
              - {class: com.google.android.material.chip.Chip, text: Memos, clickable: true, checkable: true, bounds: [229, 240, 404, 366]}
              - {class: com.google.android.material.chip.Chip, text: Documents, clickable: true, checkable: true, bounds: [425, 240, 680, 366]}
    - |
      platform: android
      root:
        class: androidx.compose.ui.platform.ComposeView
        bounds: [0, 0, 1080, 800]
        children:
          - class: android.view.View
            clickable: true
            bounds: [30, 40, 1050, 140]
            children:
              - {class: android.widget.TextView, text: Back, bounds: [60, 60, 200, 120]}
              - {class: android.widget.Button, bounds: [30, 40, 230, 140]}
          - ↓class: android.view.View
            bounds: [30, 160, 1050, 260]
            children:
              - {class: android.view.View, role: Checkbox, clickable: true, checkable: true, checked: true, text: Unread, bounds: [30, 160, 290, 260]}
              - {class: android.view.View, role: Checkbox, clickable: true, checkable: true, text: Starred, bounds: [310, 160, 540, 260]}
              - {class: android.view.View, role: Checkbox, clickable: true, checkable: true, text: Files, bounds: [560, 160, 720, 260]}
    - |
      platform: ios
      root:
        class: UIView
        frame: {x: 0, y: 0, width: 402, height: 600}
        children:
          - {class: UISearchTextField, placeholder: Search transactions, accessibilityTraits: [searchField], frame: {x: 32, y: 295, width: 338, height: 22}}
          - ↓class: UIScrollView
            frame: {x: 32, y: 341, width: 338, height: 30}
            children:
              - {class: UIButton, title: All, accessibilityTraits: [button, selected], frame: {x: 36, y: 341, width: 41, height: 30}}
              - {class: UIButton, title: Income, accessibilityTraits: [button], frame: {x: 85, y: 341, width: 74, height: 30}}
              - {class: UIButton, title: Expenses, accessibilityTraits: [button], frame: {x: 167, y: 341, width: 90, height: 30}}
"""#),
        ("control-label-grouped.yml", #"""
id: control-label-grouped
title: A control's visible label is in its stop
summary: The text that labels a switch, checkbox, radio button, slider or text field is read with it, not as a separate stop
severity: warning
platforms: [ios, android]
aspect: grouping
wcag: ["1.3.1", "2.4.6", "4.1.2"]
rationale: |
  A sighted user reads "Wi-Fi" and the switch beside it as one thing. When
  the text is a focus stop of its own and the switch another, a screen
  reader user hears "Wi-Fi", then "on, switch", and has to guess that the two
  belong together; moving by controls (or by touch) they meet a switch with
  no name at all.

  The label is a control's when it sits level with it in the same row or
  container, or, for a text field or a slider, just above it. A caption over several
  controls ("Payment method" over its radio buttons) names the group, not the
  first control, and is not judged here; nor is a text that stands above a
  field beside other texts in one row (the captions of a row of figures over a
  search box): such a row is content of its own, and none of its texts labels
  the field below. A control named with the label's
  words passes: the user hears the words twice, but knows what the control
  does.

  Make the row one stop (iOS: a cell or an element whose label is the text
  and whose value is the state; Android: a clickable row with the switch not
  focusable, or Compose `Modifier.toggleable` on the row), or link the two
  (`labelFor`/`labeledBy`), or give the control the label as its name.
examples:
  valid:
    - |
      # The row is the stop: "Wi-Fi, on, switch".
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - class: android.widget.LinearLayout
            clickable: true
            bounds: [0, 100, 1080, 244]
            children:
              - {class: android.widget.TextView, text: Wi-Fi, bounds: [48, 140, 300, 200]}
              - {class: android.widget.Switch, checkable: true, checked: true, bounds: [900, 140, 1032, 200]}
    - |
      # The switch carries the label's words.
      platform: ios
      root:
        class: UIView
        children:
          - class: UIView
            frame: {x: 0, y: 100, width: 390, height: 44}
            children:
              - {class: UILabel, text: Notifications, frame: {x: 16, y: 110, width: 200, height: 24}}
              - {class: UISwitch, accessibilityLabel: Notifications, isOn: true, frame: {x: 320, y: 106, width: 51, height: 31}}
    - |
      # A caption over a group of radio buttons names the group, not the first one.
      platform: android
      root:
        class: android.widget.LinearLayout
        bounds: [0, 0, 1080, 800]
        children:
          - {class: android.widget.TextView, text: Payment method, bounds: [48, 100, 600, 160]}
          - {class: android.widget.RadioButton, text: Card, checkable: true, checked: true, clickable: true, bounds: [48, 170, 600, 250]}
          - {class: android.widget.RadioButton, text: PayPal, checkable: true, clickable: true, bounds: [48, 260, 600, 340]}
    - |
      # Compose: the row is toggleable, its text and checkbox are one stop.
      platform: android
      root:
        class: androidx.compose.ui.platform.ComposeView
        children:
          - class: android.view.View
            clickable: true
            checkable: true
            checked: false
            bounds: [0, 300, 1080, 420]
            children:
              - {class: android.widget.TextView, text: Remember me, bounds: [160, 330, 600, 390]}
              - {class: android.widget.CheckBox, bounds: [40, 320, 120, 400]}
    - |
      # A text above a checkbox ends the block before it; a checkbox's label is beside it.
      platform: android
      root:
        class: android.widget.LinearLayout
        bounds: [0, 0, 1080, 800]
        children:
          - {class: android.widget.TextView, text: Password must have 8 characters, bounds: [48, 100, 1032, 150]}
          - {class: android.widget.CheckBox, text: Send me offers, checkable: true, clickable: true, bounds: [48, 160, 1032, 260]}
    - |
      # A row of figures above a search box: each caption belongs to its figure, not to the field.
      platform: android
      root:
        class: android.widget.LinearLayout
        bounds: [0, 0, 1080, 900]
        children:
          - class: android.widget.LinearLayout
            bounds: [48, 100, 1032, 300]
            children:
              - class: android.widget.LinearLayout
                bounds: [48, 100, 360, 300]
                children:
                  - {class: android.widget.TextView, text: "12", bounds: [60, 110, 200, 180]}
                  - {class: android.widget.TextView, text: Open orders, bounds: [60, 190, 340, 250]}
              - class: android.widget.LinearLayout
                bounds: [384, 100, 696, 300]
                children:
                  - {class: android.widget.TextView, text: "4", bounds: [396, 110, 540, 180]}
                  - {class: android.widget.TextView, text: Shipped, bounds: [396, 190, 680, 250]}
              - class: android.widget.LinearLayout
                bounds: [720, 100, 1032, 300]
                children:
                  - {class: android.widget.TextView, text: "1", bounds: [732, 110, 880, 180]}
                  - {class: android.widget.TextView, text: Returned, bounds: [732, 190, 1020, 250]}
          - {class: android.widget.EditText, hintText: Search orders, clickable: true, editable: true, bounds: [48, 340, 1032, 480]}
  invalid:
    - |
      # A settings row: the label and the switch are two stops, and the switch has no name.
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - class: android.widget.LinearLayout
            bounds: [0, 100, 1080, 244]
            children:
              - {class: android.widget.TextView, text: Auto-delete, bounds: [48, 140, 600, 200]}
              - {↓class: android.widget.Switch, checkable: true, checked: true, clickable: true, bounds: [900, 140, 1032, 200]}
    - |
      platform: ios
      root:
        class: UIView
        children:
          - class: UIView
            frame: {x: 0, y: 100, width: 390, height: 44}
            children:
              - {class: UILabel, text: Dark mode, frame: {x: 16, y: 110, width: 200, height: 24}}
              - {↓class: UISwitch, isOn: false, frame: {x: 320, y: 106, width: 51, height: 31}}
    - |
      # Compose: the checkbox is focused apart from its text.
      platform: android
      root:
        class: androidx.compose.ui.platform.ComposeView
        children:
          - class: android.view.View
            bounds: [0, 300, 1080, 420]
            children:
              - {↓class: android.widget.CheckBox, clickable: true, checkable: true, checked: false, bounds: [40, 320, 120, 400]}
              - {class: android.widget.TextView, text: Remember me, bounds: [160, 330, 600, 390]}
    - |
      # The field's label sits above it as its own stop; the field is named only by its placeholder.
      platform: android
      root:
        class: android.widget.LinearLayout
        bounds: [0, 0, 1080, 800]
        children:
          - {class: android.widget.TextView, text: Email, bounds: [48, 100, 400, 150]}
          - {↓class: android.widget.EditText, hintText: name@example.com, clickable: true, editable: true, bounds: [48, 160, 1032, 280]}
    - |
      # A slider beside its label, named something else.
      platform: ios
      root:
        class: UIView
        children:
          - class: UIView
            frame: {x: 0, y: 200, width: 390, height: 44}
            children:
              - {class: UILabel, text: Text size, frame: {x: 16, y: 210, width: 120, height: 24}}
              - {↓class: UISlider, accessibilityLabel: Slider, value: 0.5, frame: {x: 150, y: 206, width: 220, height: 31}}
"""#),
        ("control-name.yml", #"""
id: control-name
title: Controls have a name
summary: Every interactive focus stop has a non-empty name, and no control is left unreachable for want of one
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
  its label may lie past the edge. So is one whose children say nothing when
  only a sliver of it shows (a share target whose icon shows above the edge and
  whose app name lies below it). Images and buttons hold none, so they are
  still judged.

  On Android an unnamed control need not even be a stop to be reported:
  TalkBack focuses a clickable view that holds children only when something
  in it speaks, so a clickable layout around an unlabelled icon is never a
  stop. Nobody using TalkBack can reach it or learn what it does.
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
      # TalkBack focuses a clickable view that holds children only when something
      # in it speaks: this one is never a stop, so nobody can reach or name it.
      platform: android
      root:
        class: android.widget.FrameLayout
        bounds: [0, 0, 1080, 2340]
        children:
          - ↓class: android.view.ViewGroup
            clickable: true
            focusable: true
            bounds: [948, 658, 1047, 746]
            children:
              - class: android.view.ViewGroup
                bounds: [948, 658, 1036, 746]
                children:
                  - {class: android.widget.ImageView, bounds: [970, 680, 1014, 724]}
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
        ("data-table-column-header.yml", #"""
id: data-table-column-header
title: Every column of a data table has a header its cells are read with
summary: A data table marks its column headers (collection item headings), or each cell says its column's header, so a value is never heard alone
severity: warning
platforms: [android]
component: data-table
aspect: grouping
wcag: ["1.3.1"]
rationale: |
  A sighted user reads "12.50" in a price table by glancing up at "Price".
  A screen-reader user hears the cell alone, unless the table ties it to its
  header. The catalog's table criterion (criteria.md section 5, Table) asks
  that each cell be read with its column header and that every column have
  a visible header.

  On Android a table that describes itself with collection information (a
  Compose grid with `collectionInfo` and `collectionItemInfo`, a RecyclerView
  with a grid layout) lets TalkBack say "Row 3, Column 2" and name a column by
  the cell marked `heading` in its `CollectionItemInfo` (Compose:
  `semantics { collectionItemInfo = CollectionItemInfo(0, 1, 2, 1) ; heading() }`
  on each header cell). A `TableLayout` gives TalkBack no table at all: its
  cells are read as plain texts, one after another, so each value's stop must
  say its header itself (`contentDescription = "Price: 12.50"`).

  The rule reports:
  - a table with collection information whose row of heading cells has no
    heading over a column that holds values;
  - a table with collection information that marks no heading cell at all,
    when the dump shows its first row, unless every value's stop says the
    text at the top of its column;
  - a TableLayout whose row of heading cells the dump shows: a column with
    no heading cell, or a heading whose cells below are read without it.
  Where each value's stop must say its header, the leftmost column is left
  out: its values name their rows ("Small", "Standard").

  Headers are taken only from what the dump records: a heading flag on a
  cell, or the first row of a collection. A table whose header row has
  scrolled out of the dump, a TableLayout whose dump records no headings, and
  a table whose heading cells stand one to a row (row headers) are not
  judged. A data table is found only on Android (docs/semantics.md, "Data
  tables"): iOS dumps record neither UIKit's data-table container type nor a
  cell's row and column, and XCUITest's `Table` is a UITableView, a list.
  SwiftUI's `Table` on iPad and UIKit's `UIAccessibilityContainerDataTable`
  give VoiceOver the headers when they are set; a dump cannot show them.
examples:
  valid:
    - |
      # Compose: a price grid whose top row is marked as headings.
      platform: android
      root:
        class: android.view.View
        collectionInfo: {rowCount: 3, columnCount: 2}
        bounds: [0, 0, 1080, 300]
        children:
          - {class: android.widget.TextView, text: Size, collectionItemInfo: {rowIndex: 0, columnIndex: 0, heading: true}, bounds: [0, 0, 540, 100]}
          - {class: android.widget.TextView, text: Price, collectionItemInfo: {rowIndex: 0, columnIndex: 1, heading: true}, bounds: [540, 0, 1080, 100]}
          - {class: android.widget.TextView, text: Small, collectionItemInfo: {rowIndex: 1, columnIndex: 0}, bounds: [0, 100, 540, 200]}
          - {class: android.widget.TextView, text: "3.50", collectionItemInfo: {rowIndex: 1, columnIndex: 1}, bounds: [540, 100, 1080, 200]}
          - {class: android.widget.TextView, text: Large, collectionItemInfo: {rowIndex: 2, columnIndex: 0}, bounds: [0, 200, 540, 300]}
          - {class: android.widget.TextView, text: "4.20", collectionItemInfo: {rowIndex: 2, columnIndex: 1}, bounds: [540, 200, 1080, 300]}
    - |
      # Android views: a TableLayout whose value cells say their header.
      platform: android
      root:
        class: android.widget.TableLayout
        bounds: [0, 0, 1080, 200]
        children:
          - class: android.widget.TableRow
            bounds: [0, 0, 1080, 100]
            children:
              - {class: android.widget.TextView, text: Round, heading: true, bounds: [0, 0, 540, 100]}
              - {class: android.widget.TextView, text: Score, heading: true, bounds: [540, 0, 1080, 100]}
          - class: android.widget.TableRow
            bounds: [0, 100, 1080, 200]
            children:
              - {class: android.widget.TextView, text: "1", contentDescription: "Round 1", bounds: [0, 100, 540, 200]}
              - {class: android.widget.TextView, text: "72", contentDescription: "Score 72", bounds: [540, 100, 1080, 200]}
    - |
      # A photo grid is no data table: its cells are pictures.
      platform: android
      root:
        class: androidx.recyclerview.widget.RecyclerView
        collectionInfo: {rowCount: 2, columnCount: 2}
        bounds: [0, 0, 1080, 1080]
        children:
          - {class: android.widget.ImageView, contentDescription: Beach, clickable: true, collectionItemInfo: {rowIndex: 0, columnIndex: 0}, bounds: [0, 0, 540, 540]}
          - {class: android.widget.ImageView, contentDescription: Dunes, clickable: true, collectionItemInfo: {rowIndex: 0, columnIndex: 1}, bounds: [540, 0, 1080, 540]}
          - {class: android.widget.ImageView, contentDescription: Harbour, clickable: true, collectionItemInfo: {rowIndex: 1, columnIndex: 0}, bounds: [0, 540, 540, 1080]}
          - {class: android.widget.ImageView, contentDescription: Pier, clickable: true, collectionItemInfo: {rowIndex: 1, columnIndex: 1}, bounds: [540, 540, 1080, 1080]}
  invalid:
    - |
      # Compose: the header row marks "Size" as a heading but not "Price".
      platform: android
      root:
        ↓class: android.view.View
        collectionInfo: {rowCount: 3, columnCount: 2}
        bounds: [0, 0, 1080, 300]
        children:
          - {class: android.widget.TextView, text: Size, collectionItemInfo: {rowIndex: 0, columnIndex: 0, heading: true}, bounds: [0, 0, 360, 100]}
          - {class: android.widget.TextView, text: Colour, collectionItemInfo: {rowIndex: 0, columnIndex: 1, heading: true}, bounds: [360, 0, 720, 100]}
          - {class: android.widget.TextView, text: Price, collectionItemInfo: {rowIndex: 0, columnIndex: 2}, bounds: [720, 0, 1080, 100]}
          - {class: android.widget.TextView, text: Small, collectionItemInfo: {rowIndex: 1, columnIndex: 0}, bounds: [0, 100, 360, 200]}
          - {class: android.widget.TextView, text: Red, collectionItemInfo: {rowIndex: 1, columnIndex: 1}, bounds: [360, 100, 720, 200]}
          - {class: android.widget.TextView, text: "3.50", collectionItemInfo: {rowIndex: 1, columnIndex: 2}, bounds: [720, 100, 1080, 200]}
    - |
      # A grid of read-only values with no heading cells: "Row 2, Column 2, 4.20".
      platform: android
      root:
        ↓class: androidx.recyclerview.widget.RecyclerView
        collectionInfo: {rowCount: 3, columnCount: 2}
        bounds: [0, 0, 1080, 300]
        children:
          - {class: android.widget.TextView, text: Size, collectionItemInfo: {rowIndex: 0, columnIndex: 0}, bounds: [0, 0, 540, 100]}
          - {class: android.widget.TextView, text: Price, collectionItemInfo: {rowIndex: 0, columnIndex: 1}, bounds: [540, 0, 1080, 100]}
          - {class: android.widget.TextView, text: Small, collectionItemInfo: {rowIndex: 1, columnIndex: 0}, bounds: [0, 100, 540, 200]}
          - {class: android.widget.TextView, text: "3.50", collectionItemInfo: {rowIndex: 1, columnIndex: 1}, bounds: [540, 100, 1080, 200]}
          - {class: android.widget.TextView, text: Large, collectionItemInfo: {rowIndex: 2, columnIndex: 0}, bounds: [0, 200, 540, 300]}
          - {class: android.widget.TextView, text: "4.20", collectionItemInfo: {rowIndex: 2, columnIndex: 1}, bounds: [540, 200, 1080, 300]}
    - |
      # Android views: a TableLayout with heading cells, read as bare values below them.
      platform: android
      root:
        class: android.widget.TableLayout
        bounds: [0, 0, 1080, 200]
        children:
          - class: android.widget.TableRow
            bounds: [0, 0, 1080, 100]
            children:
              - {class: android.widget.TextView, text: Round, heading: true, contentDescription: "Round", bounds: [0, 0, 540, 100]}
              - ↓class: android.widget.TextView
                text: Score
                heading: true
                bounds: [540, 0, 1080, 100]
          - class: android.widget.TableRow
            bounds: [0, 100, 1080, 200]
            children:
              - {class: android.widget.TextView, text: "1", contentDescription: "Round 1", bounds: [0, 100, 540, 200]}
              - {class: android.widget.TextView, text: "72", bounds: [540, 100, 1080, 200]}
"""#),
        ("data-table-empty-cell.yml", #"""
id: data-table-empty-cell
title: An empty cell of a data table says so
summary: A data table's empty cell carries a description ("No value", "Not applicable") instead of being skipped in silence
severity: warning
platforms: [android]
component: data-table
aspect: name
wcag: ["1.3.1"]
rationale: |
  A blank in a table means something: no score yet, not offered in this
  size. On screen the gap is plain to see; to TalkBack a cell with no text,
  no description and no picture has nothing to say, so it is no stop and the
  swipe goes straight to the next value. In a grid with collection
  information the user may notice that "Column 2" was followed by "Column 4";
  in a TableLayout, which gives TalkBack no columns, the next value simply
  sounds as if it stood where the blank is. The catalog's table criterion
  (criteria.md section 5, Table) asks that empty cells say something.

  Give the empty cell a description: `contentDescription = "No value"` on
  the view, or `semantics { contentDescription = "Not applicable" }` in
  Compose (or show a dash and describe it).

  The rule looks at the cells of a data table (found on Android only, see
  `data-table-column-header`): items with collection item information, and
  the text views of a TableLayout's rows (a plain view in a row is a spacer or
  a divider, not a cell). The top-left cell is left alone: above row headers
  and beside column headers it is empty by design.
examples:
  valid:
    - |
      # Compose: the blank is described.
      platform: android
      root:
        class: android.view.View
        collectionInfo: {rowCount: 2, columnCount: 3}
        bounds: [0, 0, 1080, 200]
        children:
          - {class: android.widget.TextView, text: Round, collectionItemInfo: {rowIndex: 0, columnIndex: 0, heading: true}, bounds: [0, 0, 360, 100]}
          - {class: android.widget.TextView, text: Front, collectionItemInfo: {rowIndex: 0, columnIndex: 1, heading: true}, bounds: [360, 0, 720, 100]}
          - {class: android.widget.TextView, text: Back, collectionItemInfo: {rowIndex: 0, columnIndex: 2, heading: true}, bounds: [720, 0, 1080, 100]}
          - {class: android.widget.TextView, text: "1", collectionItemInfo: {rowIndex: 1, columnIndex: 0}, bounds: [0, 100, 360, 200]}
          - {class: android.widget.TextView, text: "36", collectionItemInfo: {rowIndex: 1, columnIndex: 1}, bounds: [360, 100, 720, 200]}
          - {class: android.view.View, contentDescription: Not played yet, collectionItemInfo: {rowIndex: 1, columnIndex: 2}, bounds: [720, 100, 1080, 200]}
    - |
      # Android views: a spacer view in a TableRow is no cell.
      platform: android
      root:
        class: android.widget.TableLayout
        bounds: [0, 0, 1080, 200]
        children:
          - class: android.widget.TableRow
            bounds: [0, 0, 1080, 100]
            children:
              - {class: android.widget.TextView, text: Plan, bounds: [0, 0, 500, 100]}
              - {class: android.view.View, bounds: [500, 0, 580, 100]}
              - {class: android.widget.TextView, text: Monthly, bounds: [580, 0, 1080, 100]}
          - class: android.widget.TableRow
            bounds: [0, 100, 1080, 200]
            children:
              - {class: android.widget.TextView, text: Basic, bounds: [0, 100, 500, 200]}
              - {class: android.view.View, bounds: [500, 100, 580, 200]}
              - {class: android.widget.TextView, text: "4.99", bounds: [580, 100, 1080, 200]}
  invalid:
    - |
      # Compose: a score not yet played is an empty cell, skipped in silence.
      platform: android
      root:
        class: android.view.View
        collectionInfo: {rowCount: 2, columnCount: 3}
        bounds: [0, 0, 1080, 200]
        children:
          - {class: android.widget.TextView, text: Round, collectionItemInfo: {rowIndex: 0, columnIndex: 0, heading: true}, bounds: [0, 0, 360, 100]}
          - {class: android.widget.TextView, text: Front, collectionItemInfo: {rowIndex: 0, columnIndex: 1, heading: true}, bounds: [360, 0, 720, 100]}
          - {class: android.widget.TextView, text: Back, collectionItemInfo: {rowIndex: 0, columnIndex: 2, heading: true}, bounds: [720, 0, 1080, 100]}
          - {class: android.widget.TextView, text: "1", collectionItemInfo: {rowIndex: 1, columnIndex: 0}, bounds: [0, 100, 360, 200]}
          - {class: android.widget.TextView, text: "36", collectionItemInfo: {rowIndex: 1, columnIndex: 1}, bounds: [360, 100, 720, 200]}
          - ↓class: android.view.View
            collectionItemInfo: {rowIndex: 1, columnIndex: 2}
            bounds: [720, 100, 1080, 200]
    - |
      # Android views: a TableLayout whose empty TextView makes "12" sound like the Tuesday value.
      platform: android
      root:
        class: android.widget.TableLayout
        bounds: [0, 0, 1080, 200]
        children:
          - class: android.widget.TableRow
            bounds: [0, 0, 1080, 100]
            children:
              - {class: android.widget.TextView, text: Mon, bounds: [0, 0, 360, 100]}
              - {class: android.widget.TextView, text: Tue, bounds: [360, 0, 720, 100]}
              - {class: android.widget.TextView, text: Wed, bounds: [720, 0, 1080, 100]}
          - class: android.widget.TableRow
            bounds: [0, 100, 1080, 200]
            children:
              - {class: android.widget.TextView, text: "8", bounds: [0, 100, 360, 200]}
              - ↓class: android.widget.TextView
                text: ""
                bounds: [360, 100, 720, 200]
              - {class: android.widget.TextView, text: "12", bounds: [720, 100, 1080, 200]}
"""#),
        ("decorative-image-hidden.yml", #"""
id: decorative-image-hidden
title: Decorative images are hidden
summary: A decorative image (chevron, caret, separator, an icon that repeats its text) is not a focus stop of its own
severity: warning
platforms: [ios, android]
aspect: focus
wcag: ["1.1.1"]
rationale: |
  A chevron at the end of a row, a caret beside a section title, a divider
  line or an icon that repeats the word next to it tells a sighted user
  nothing that the text does not. When such a picture is a focus stop, a
  screen-reader user must swipe past it and hear "chevron, image" or
  "Settings, image" before "Settings": noise on every row.

  Hide it: `isAccessibilityElement = false` (or `accessibilityHidden(true)` in
  SwiftUI), `importantForAccessibility="no"` or a null `contentDescription`
  on Android, `contentDescription = null` on a Compose `Image` or `Icon`.

  Decorative candidates are found by id, asset name or description (chevron,
  caret, disclosure or forward arrow, separator, divider), by a frame thinner
  than 2 pt or dp, and by a name that another stop in the same row or button
  already says. Images a user can activate are controls and left alone:
  hiding them would hide the action. Images that are not stops are not
  reported, so a screen whose decorative icons are already hidden is clean.
examples:
  valid:
    - |
      # The chevron is not an element: VoiceOver passes it by.
      platform: ios
      root:
        class: UIView
        children:
          - class: UITableViewCell
            children:
              - {class: UILabel, text: General}
              - {class: UIImageView, accessibilityIdentifier: chevron.right}
    - |
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - class: android.widget.LinearLayout
            clickable: true
            children:
              - {class: android.widget.TextView, text: Notifications}
              - {class: android.widget.ImageView, resourceId: "com.example:id/chevron", importantForAccessibility: "no"}
    - |
      # A photo with a description of its own is content, not decoration.
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - {class: android.widget.ImageView, contentDescription: Golden retriever on a beach}
          - {class: android.widget.TextView, text: Max}
  invalid:
    - |
      platform: ios
      root:
        class: UIView
        children:
          - class: UIView
            children:
              - {class: UILabel, text: General}
              - {↓class: UIImageView, isAccessibilityElement: true, accessibilityLabel: chevron right}
    - |
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - class: android.widget.LinearLayout
            children:
              - {↓class: android.widget.ImageView, contentDescription: Settings}
              - {class: android.widget.TextView, text: Settings}
    - |
      # A divider line, 1 px tall, that TalkBack stops on.
      platform: android
      density: 1
      root:
        class: android.widget.LinearLayout
        children:
          - {class: android.widget.TextView, text: Inbox}
          - {↓class: android.widget.ImageView, contentDescription: line, bounds: [0, 100, 400, 101]}
          - {class: android.widget.TextView, text: Archive}
    - |
      # A hairline separator drawn as an image view and marked as an element.
      platform: ios
      root:
        class: UIView
        children:
          - {class: UILabel, text: Inbox, frame: {x: 16, y: 100, width: 200, height: 44}}
          - {↓class: UIImageView, isAccessibilityElement: true, accessibilityLabel: Line, frame: {x: 0, y: 144, width: 390, height: 0.5}}
          - {class: UILabel, text: Archive, frame: {x: 16, y: 145, width: 200, height: 44}}
"""#),
        ("drawer-section-heading.yml", #"""
id: drawer-section-heading
title: Drawer section titles are headings
summary: In an open navigation drawer, a title between groups of items is a heading
severity: note
facts: [headings]
platforms: [android]
component: navigation-drawer
aspect: structure
wcag: ["1.3.1", "2.4.6"]
rationale: |
  A navigation drawer often splits its destinations into sections under short
  titles ("Labels", "Shared with me", "Settings"). Sighted users skip to a
  section by its title; a TalkBack user can do the same with heading
  navigation, but only when the title is a heading. A title read as plain text between items is one more
  stop to swipe past, and the drawer reads as one long list.

  Mark each section title as a heading: `ViewCompat.setAccessibilityHeading`
  or `android:accessibilityHeading="true"` on the subheader's view.

  The rule looks at the drawer a `DrawerLayout` shows (a dump lists the drawer
  only while it is open) and reports a stop there that says a short text
  (six words at most, with a letter in it), is no control and no heading, and
  stands after one of the drawer's items and before two more: the place of a
  section's title. The drawer's own header (the account's name and address
  above the first item) is left alone. It stays silent where the dump does
  not record headings (a plain `uiautomator dump` does not; Appium's
  UiAutomator2 page source does).

  Criterion: Sidebar menu, "headings used for sections" (criteria.md 4.16).
  Compose's `ModalNavigationDrawer` and SwiftUI sidebars leave no mark of
  their own in a dump and are not checked.
examples:
  valid:
    - |
      # NavigationView's subheader marked as a heading: "Labels, heading".
      platform: android
      root:
        class: androidx.drawerlayout.widget.DrawerLayout
        bounds: [0, 0, 1080, 2400]
        children:
          - {class: android.widget.FrameLayout, bounds: [0, 0, 1080, 2400], children: [{class: android.widget.TextView, text: Inbox, bounds: [40, 100, 600, 180]}]}
          - class: android.widget.FrameLayout
            bounds: [0, 0, 840, 2400]
            children:
              - {class: android.widget.CheckedTextView, text: All inboxes, clickable: true, bounds: [0, 200, 840, 330]}
              - {class: android.widget.CheckedTextView, text: Starred, clickable: true, bounds: [0, 330, 840, 460]}
              - {class: android.widget.TextView, text: Labels, heading: true, bounds: [40, 480, 800, 560]}
              - {class: android.widget.CheckedTextView, text: Receipts, clickable: true, bounds: [0, 560, 840, 690]}
              - {class: android.widget.CheckedTextView, text: Travel, clickable: true, bounds: [0, 690, 840, 820]}
    - |
      # The drawer's header, above every item, is no section title; an unread count is none either.
      platform: android
      root:
        class: androidx.drawerlayout.widget.DrawerLayout
        bounds: [0, 0, 1080, 2400]
        children:
          - {class: android.widget.FrameLayout, bounds: [0, 0, 1080, 2400], children: [{class: android.widget.TextView, text: Chats, bounds: [40, 100, 600, 180]}]}
          - class: android.widget.FrameLayout
            bounds: [0, 0, 840, 2400]
            children:
              - {class: android.widget.TextView, text: Dana Reyes, bounds: [40, 100, 800, 160]}
              - {class: android.widget.TextView, text: dana@example.com, bounds: [40, 160, 800, 210]}
              - {class: android.widget.LinearLayout, text: Inbox, clickable: true, bounds: [0, 240, 840, 370]}
              - {class: android.widget.TextView, text: "12", bounds: [700, 370, 800, 400]}
              - {class: android.widget.LinearLayout, text: Sent, clickable: true, bounds: [0, 400, 840, 530]}
              - {class: android.widget.LinearLayout, text: Drafts, clickable: true, bounds: [0, 530, 840, 660]}
  invalid:
    - |
      # NavigationView's subheader left as plain text: "Labels", then the items.
      platform: android
      root:
        class: androidx.drawerlayout.widget.DrawerLayout
        bounds: [0, 0, 1080, 2400]
        children:
          - {class: android.widget.FrameLayout, bounds: [0, 0, 1080, 2400], children: [{class: android.widget.TextView, text: Inbox, bounds: [40, 100, 600, 180]}]}
          - class: android.widget.FrameLayout
            bounds: [0, 0, 840, 2400]
            children:
              - {class: android.widget.CheckedTextView, text: All inboxes, clickable: true, bounds: [0, 200, 840, 330]}
              - {class: android.widget.CheckedTextView, text: Starred, clickable: true, bounds: [0, 330, 840, 460]}
              - {↓class: android.widget.TextView, text: Labels, bounds: [40, 480, 800, 560]}
              - {class: android.widget.CheckedTextView, text: Receipts, clickable: true, bounds: [0, 560, 840, 690]}
              - {class: android.widget.CheckedTextView, text: Travel, clickable: true, bounds: [0, 690, 840, 820]}
    - |
      # A drawer of list rows: two section titles, neither a heading.
      platform: android
      root:
        class: androidx.drawerlayout.widget.DrawerLayout
        bounds: [0, 0, 1080, 2400]
        children:
          - {class: android.widget.FrameLayout, bounds: [0, 0, 1080, 2400], children: [{class: android.widget.TextView, text: Library, bounds: [40, 100, 600, 180]}]}
          - class: androidx.recyclerview.widget.RecyclerView
            bounds: [0, 0, 800, 2400]
            children:
              - {class: android.widget.LinearLayout, clickable: true, bounds: [0, 100, 800, 220], children: [{class: android.widget.TextView, text: Home, bounds: [120, 130, 700, 190]}]}
              - {↓class: android.widget.TextView, text: Your playlists, bounds: [40, 240, 760, 300]}
              - {class: android.widget.LinearLayout, clickable: true, bounds: [0, 300, 800, 420], children: [{class: android.widget.TextView, text: Road trip, bounds: [120, 330, 700, 390]}]}
              - {class: android.widget.LinearLayout, clickable: true, bounds: [0, 420, 800, 540], children: [{class: android.widget.TextView, text: Focus, bounds: [120, 450, 700, 510]}]}
              - {↓class: android.widget.TextView, text: Settings and help, bounds: [40, 560, 760, 620]}
              - {class: android.widget.LinearLayout, clickable: true, bounds: [0, 620, 800, 740], children: [{class: android.widget.TextView, text: Settings, bounds: [120, 650, 700, 710]}]}
              - {class: android.widget.LinearLayout, clickable: true, bounds: [0, 740, 800, 860], children: [{class: android.widget.TextView, text: Help, bounds: [120, 770, 700, 830]}]}
"""#),
        ("dropdown-name.yml", #"""
id: dropdown-name
title: Dropdown is named by its purpose
summary: A dropdown or picker trigger is named by what it chooses, not only by the option it shows, and has a button or drop-down role
severity: warning
platforms: [ios, android]
component: dropdown
aspect: name
wcag: ["2.4.6", "4.1.2", "1.3.1"]
rationale: |
  A picker's trigger shows the option chosen ("Germany"). When that is all it
  says, a screen-reader user hears "Germany, drop down list" and must guess
  what is being chosen: the visible label above it ("Country") is a separate
  stop, read before or not at all. Name the trigger by its purpose and let the
  option be its value: on iOS the accessibility label "Country" and the value
  "Germany"; on Android a content description, `labeledBy` pointing at the
  visible label, or (for Material's exposed dropdown) the text field's hint,
  which TalkBack reads after the option.

  The trigger must also say it is a control that opens a list: Android's
  Spinner and Compose's `Role.DropdownList` say "drop down list", a button
  says "button". A clickable layout that draws a drop-down arrow says no role
  word at all.

  The option is known from the dump on iOS when the trigger has a value, and
  on Android from the trigger's own text or the item view inside it; where it
  is not known, only the role is checked. An unnamed trigger is
  `control-name`'s finding.
examples:
  valid:
    - |
      # Material's exposed dropdown: the floating label is the field's hint, read after the option.
      platform: android
      root:
        class: com.google.android.material.textfield.TextInputLayout
        children:
          - {class: android.widget.Spinner, text: Germany, hintText: Country, clickable: true}
    - |
      platform: ios
      root:
        class: UIView
        children:
          - {class: XCUIElementTypePopUpButton, accessibilityLabel: Country, accessibilityValue: Germany}
    - |
      # Compose: the merged trigger reads its label and its option.
      platform: android
      root:
        class: android.view.View
        children:
          - class: android.view.View
            role: DropdownList
            clickable: true
            mergeDescendants: true
            children:
              - {class: android.widget.TextView, text: Country}
              - {class: android.widget.TextView, text: Germany}
    - |
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - {class: android.widget.TextView, text: Language}
          - class: android.widget.Spinner
            contentDescription: Language
            clickable: true
            children:
              - {class: android.widget.TextView, resourceId: "android:id/text1", text: Español}
  invalid:
    - |
      # TalkBack: "Language" then "Español, drop down list".
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - {class: android.widget.TextView, text: Language}
          - ↓class: android.widget.Spinner
            clickable: true
            children:
              - {class: android.widget.TextView, resourceId: "android:id/text1", text: Español}
    - |
      platform: ios
      root:
        class: UIView
        children:
          - {class: UILabel, text: Country}
          - {↓class: XCUIElementTypePopUpButton, accessibilityLabel: Germany, accessibilityValue: Germany}
    - |
      # Compose: the trigger shows the option and nothing else.
      platform: android
      root:
        class: android.view.View
        children:
          - {class: android.widget.TextView, text: Country}
          - ↓class: android.view.View
            role: DropdownList
            clickable: true
            mergeDescendants: true
            children:
              - {class: android.widget.TextView, text: Germany}
    - |
      # A clickable layout with a drop-down arrow: TalkBack says no role word.
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - ↓class: android.widget.LinearLayout
            clickable: true
            contentDescription: Country, Germany
            children:
              - {class: android.widget.TextView, text: Germany}
              - {class: android.widget.ImageView, resourceId: "com.shop:id/arrow_drop_down"}
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
  A container's `accessibilityElements` may name only identifiers of elements
  inside it: VoiceOver visits just the listed elements, so a name that none
  carries (a typo) would put an element out of reach unnoticed. The list is
  kept, and the finding names the closest identifier that is there.
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
    - |
      platform: ios
      root:
        class: UIView
        accessibilityElements: ↓[total, pay-buton]
        children:
          - {class: UILabel, text: Total, accessibilityIdentifier: total}
          - {class: UIButton, title: Pay, accessibilityIdentifier: pay-button}
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
        ("duplicate-clickable-bounds.yml", #"""
id: duplicate-clickable-bounds
title: Interactive stops do not share a frame
summary: Two interactive focus stops never have exactly the same frame
severity: error
platforms: [ios, android]
aspect: size
wcag: ["2.5.8", "4.1.2"]
rationale: |
  Two controls on exactly the same spot cannot both be reached by touch: a
  tap, and a finger exploring the screen with VoiceOver or TalkBack, finds
  only the one on top, and the screen reader speaks both when swiping, so the
  user hears a control twice or hears one that does nothing. It usually comes
  from a clickable wrapper around a clickable child, or from an overlay left
  in place.

  Make only one of them interactive: drop the click handler of the wrapper
  or of the child, or hide the one that is not meant to be used.

  Frames are compared exactly in the dump's unit, as Google's Accessibility
  Test Framework does, for stops that activate, long press or take text.
  A control off screen is not compared; on Android neither is one cut by a
  scrolling container, since the dump gives only its visible part.
examples:
  valid:
    - |
      platform: ios
      root:
        class: UIWindow
        frame: {x: 0, y: 0, width: 390, height: 844}
        children:
          - {class: UIButton, accessibilityLabel: Cancel, accessibilityTraits: [button],
             frame: {x: 16, y: 780, width: 170, height: 44}}
          - {class: UIButton, accessibilityLabel: Save, accessibilityTraits: [button],
             frame: {x: 204, y: 780, width: 170, height: 44}}
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        bounds: [0, 0, 1080, 2340]
        children:
          - class: android.widget.LinearLayout
            clickable: true
            bounds: [0, 300, 1080, 468]
            children:
              - {class: android.widget.TextView, text: Wi-Fi, bounds: [0, 300, 1080, 468]}
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        bounds: [0, 0, 1080, 2340]
        children:
          - class: androidx.recyclerview.widget.RecyclerView
            bounds: [0, 200, 1080, 1000]
            children:
              - {class: android.widget.Button, text: Older, clickable: true, bounds: [0, 950, 540, 1000]}
              - {class: android.widget.Button, text: Newer, clickable: true, bounds: [540, 950, 1080, 1000]}
  invalid:
    - |
      platform: ios
      root:
        class: UIWindow
        frame: {x: 0, y: 0, width: 390, height: 844}
        children:
          - {class: UIButton, accessibilityLabel: Play, accessibilityTraits: [button],
             frame: {x: 100, y: 400, width: 64, height: 64}}
          - ↓class: UIButton
            accessibilityLabel: Pause
            accessibilityTraits: [button]
            frame: {x: 100, y: 400, width: 64, height: 64}
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        bounds: [0, 0, 1080, 2340]
        children:
          - {class: android.widget.Button, text: Buy now, clickable: true, bounds: [48, 2000, 1032, 2144]}
          - ↓class: android.view.View
            contentDescription: Checkout
            clickable: true
            bounds: [48, 2000, 1032, 2144]
    - |
      platform: android
      root:
        class: androidx.compose.ui.platform.ComposeView
        bounds: [0, 0, 1080, 2400]
        children:
          - class: android.view.View
            clickable: true
            contentDescription: Open profile
            bounds: [40, 200, 200, 360]
            children:
              - ↓class: android.view.View
                clickable: true
                focusable: true
                contentDescription: Avatar
                bounds: [40, 200, 200, 360]
"""#),
        ("duplicate-name.yml", #"""
id: duplicate-name
title: Controls that act on different items have different names
summary: Two or more controls on a screen that say the same name act on the same thing; those that act on different items say which
severity: warning
opt-in: true
facts: [action-target]
platforms: [ios, android]
aspect: name
wcag: ["2.4.6", "2.4.9", "4.1.2"]
options:
  - name: allowed-names
    type: strings
    default: []
    summary: Names that may repeat on a screen (compared by their words, ignoring case and punctuation).
rationale: |
  A list whose every row has an "Edit" and a "Delete" button sounds, to a
  user moving from control to control or through the rotor's list of
  buttons, like "Edit, button", "Delete, button", again and again: nothing
  says which row each acts on (table pattern ROW-N3; Accessibility Scanner's
  DuplicateSpeakableTextCheck). Name each after its item ("Edit Milk",
  "Delete invoice 1042"), on iOS with `accessibilityLabel`, on Android with
  `contentDescription` or Compose's `contentDescription` semantics.

  Controls are alike when they say the same words with the same role. They
  act on different items when the parts of the screen that hold them (each
  one's highest container that holds none of the others: its row, its card)
  say different things. When those parts say the same (a tab bar laid out
  twice, a button repeated in two layouts) the controls are taken to do the
  same thing and are not reported. What a part says is its content (a row's
  title, a card's heading), not the other controls in it: a screen's title that
  repeats the name of the tab showing it, in a top bar of buttons over a tab
  bar, stands in no item and neither does the tab, so both name the screen and
  are left alone; a control in a bar of controls still differs from one beside
  an item (a filter bar's "More" and a profile's "More"). Like-named controls
  with one frame are one control drawn twice, in two layers of one layout: the
  user sees one (duplicate-clickable-bounds reports the extra stop). Rows and tiles of a list are named by
  their content, so two that say the same show the same thing (a show listed
  in two rows of a catalogue) and are left alone too; so are controls off
  screen, keys of the keyboard and controls in the system's windows. The
  finding is given once per set of like-named controls, on the first of
  them, since one template names them all.
examples:
  valid:
    - |
      platform: ios
      root:
        class: UIView
        children:
          - class: UIView
            children:
              - {class: UILabel, text: Milk}
              - {class: UIButton, accessibilityLabel: Edit Milk}
          - class: UIView
            children:
              - {class: UILabel, text: Eggs}
              - {class: UIButton, accessibilityLabel: Edit Eggs}
    - |
      # The same navigation laid out twice: its buttons do the same thing.
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - class: android.widget.LinearLayout
            children:
              - {class: android.widget.Button, text: Home, clickable: true}
              - {class: android.widget.Button, text: Search, clickable: true}
          - class: android.widget.LinearLayout
            children:
              - {class: android.widget.Button, text: Home, clickable: true}
              - {class: android.widget.Button, text: Search, clickable: true}
    - |
      # The second "Buy" lies below the screen: the user does not meet both now.
      platform: ios
      root:
        class: UIView
        frame: {x: 0, y: 0, width: 390, height: 844}
        children:
          - class: UIView
            frame: {x: 0, y: 100, width: 390, height: 80}
            children:
              - {class: UILabel, text: Basic plan, frame: {x: 16, y: 110, width: 200, height: 20}}
              - {class: UIButton, accessibilityLabel: Buy, frame: {x: 300, y: 110, width: 60, height: 44}}
          - class: UIView
            frame: {x: 0, y: 900, width: 390, height: 80}
            children:
              - {class: UILabel, text: Pro plan, frame: {x: 16, y: 910, width: 200, height: 20}}
              - {class: UIButton, accessibilityLabel: Buy, frame: {x: 300, y: 910, width: 60, height: 44}}
    - |
      # The top bar's title repeats the name of the selected tab: neither stands beside an item.
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - class: android.widget.LinearLayout
            bounds: [0, 0, 1080, 160]
            children:
              - {class: android.widget.TextView, text: Messages, clickable: true, bounds: [400, 40, 680, 120]}
              - {class: android.widget.ImageButton, contentDescription: Search, clickable: true, bounds: [940, 20, 1060, 140]}
          - class: android.widget.LinearLayout
            bounds: [0, 2200, 1080, 2400]
            children:
              - class: android.widget.RelativeLayout
                clickable: true
                bounds: [0, 2200, 360, 2400]
                children:
                  - {class: android.widget.TextView, text: Messages, selected: true, bounds: [40, 2320, 320, 2380]}
              - class: android.widget.RelativeLayout
                clickable: true
                bounds: [360, 2200, 720, 2400]
                children:
                  - {class: android.widget.TextView, text: Mail, bounds: [400, 2320, 680, 2380]}
              - class: android.widget.RelativeLayout
                clickable: true
                bounds: [720, 2200, 1080, 2400]
                children:
                  - {class: android.widget.TextView, text: Docs, bounds: [760, 2320, 1040, 2380]}
    - |
      # One button laid out twice in the same place (two layers of a header): the user meets one.
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - class: android.widget.FrameLayout
            bounds: [0, 200, 1080, 700]
            children:
              - {class: android.widget.ImageView, contentDescription: Profile picture, bounds: [40, 200, 400, 560]}
              - {class: android.widget.ImageButton, contentDescription: Edit photo, clickable: true, bounds: [300, 460, 400, 560]}
          - class: android.widget.FrameLayout
            bounds: [0, 200, 1080, 700]
            children:
              - {class: android.widget.ImageView, contentDescription: Animated avatar, bounds: [40, 200, 400, 560]}
              - {class: android.widget.ImageButton, contentDescription: Edit photo, clickable: true, bounds: [300, 460, 400, 560]}
  invalid:
    - |
      # A profile's overflow menu and the filter bar's "More": one acts on the profile, the other on the filters.
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - class: android.widget.LinearLayout
            bounds: [0, 60, 1080, 180]
            children:
              - {class: android.widget.Button, text: Age, clickable: true, bounds: [20, 80, 300, 160]}
              - {↓class: android.widget.Button, text: More, clickable: true, bounds: [320, 80, 600, 160]}
          - class: android.widget.LinearLayout
            bounds: [0, 200, 1080, 320]
            children:
              - {class: android.widget.TextView, text: Nandita, bounds: [40, 220, 600, 300]}
              - {class: android.widget.ImageButton, contentDescription: More, clickable: true, bounds: [940, 220, 1040, 300]}
    - |
      platform: ios
      root:
        class: UIView
        children:
          - class: UIView
            children:
              - {class: UILabel, text: Milk}
              - {class: UIButton, accessibilityLabel: ↓Edit}
          - class: UIView
            children:
              - {class: UILabel, text: Eggs}
              - {class: UIButton, accessibilityLabel: Edit}
    - |
      platform: android
      root:
        class: androidx.recyclerview.widget.RecyclerView
        children:
          - class: android.widget.LinearLayout
            children:
              - {class: android.widget.TextView, text: Invoice 1041}
              - {class: android.widget.ImageButton, contentDescription: ↓Delete, clickable: true}
          - class: android.widget.LinearLayout
            children:
              - {class: android.widget.TextView, text: Invoice 1042}
              - {class: android.widget.ImageButton, contentDescription: Delete, clickable: true}
          - class: android.widget.LinearLayout
            children:
              - {class: android.widget.TextView, text: Invoice 1043}
              - {class: android.widget.ImageButton, contentDescription: Delete, clickable: true}
    - |
      # Compose cards: the same link text under different headings.
      platform: android
      root:
        class: androidx.compose.ui.platform.ComposeView
        children:
          - class: android.view.View
            children:
              - {class: android.widget.TextView, text: Savings account, heading: true}
              - {↓class: android.widget.Button, text: Learn more, clickable: true}
          - class: android.view.View
            children:
              - {class: android.widget.TextView, text: Credit card, heading: true}
              - {class: android.widget.Button, text: Learn more, clickable: true}
    - |
      platform: ios
      root:
        class: UIView
        children:
          - {class: UILabel, text: Top picks, accessibilityTraits: [header]}
          - {class: UIButton, accessibilityLabel: ↓More}
          - class: UIView
            children:
              - {class: UILabel, text: New releases, accessibilityTraits: [header]}
              - {class: UIButton, accessibilityLabel: More}
"""#),
        ("editable-content-description.yml", #"""
id: editable-content-description
title: Edit box without a content description
summary: An Android edit box is named by a label or hint, not by a contentDescription
severity: warning
platforms: [android]
aspect: name
wcag: ["1.3.1", "4.1.2"]
rationale: |
  An edit box's text is what the user typed, and TalkBack reads that text as
  the field's content. A `contentDescription` on the field competes with it:
  current TalkBack speaks the description only while the field is empty and
  drops it once text is typed, so a filled-in field no longer says what it
  is for; older versions read the description in place of the typed text, so
  the user cannot check what they typed. Accessibility Scanner reports the
  same (EditableContentDescCheck).

  Name the field with a visible label linked by `android:labelFor` (or
  Compose's label slot, merged into the field) or with a hint, which TalkBack
  reads after the typed text. Password fields are left alone: their text is
  never read, so the description is what names them.
examples:
  valid:
    - |
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - {class: android.widget.TextView, text: Email, labelFor: email}
          - {class: android.widget.EditText, resourceId: email, text: jane@example.com, hintText: you@example.com, editable: true, clickable: true, focusable: true}
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - {class: android.widget.EditText, text: "••••", password: true, contentDescription: Password, editable: true, focusable: true}
    - |
      # An image button may be named by its description.
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - {class: android.widget.ImageButton, contentDescription: Search, clickable: true}
          - {class: android.widget.EditText, hintText: Search products, editable: true, focusable: true}
  invalid:
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - {class: android.widget.EditText, text: Jane, contentDescription: ↓First name, editable: true, focusable: true}
    - |
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - {class: android.widget.AutoCompleteTextView, hintText: City, contentDescription: ↓City field, editable: true, focusable: true}
    - |
      # Compose: a text field given a description through its semantics.
      platform: android
      root:
        class: androidx.compose.ui.platform.ComposeView
        children:
          - class: android.widget.EditText
            contentDescription: ↓Message
            editable: true
            focusable: true
            children:
              - {class: android.widget.TextView, text: Write a message…}
"""#),
        ("expandable-state.yml", #"""
id: expandable-state
title: Expandable says expanded or collapsed
summary: An expandable control exposes whether it is expanded or collapsed, and its chevron is not a stop of its own
severity: error
platforms: [ios, android]
component: expandable
aspect: state
wcag: ["4.1.2", "1.3.1"]
rationale: |
  An accordion row shows its state with a chevron that points down or up. A
  screen-reader user cannot see it: the control must say "collapsed" or
  "expanded" itself. On Android and in Compose that is the expand or collapse
  action (TalkBack then says "collapsed" or "expanded" before the name), or a
  state description. On iOS it is the value ("collapsed"), iOS 18's
  `accessibilityExpandedStatus`, or the name's words: a name that says the
  action ("Show details", "Expand") tells the state as well. SwiftUI's
  `DisclosureGroup` says it on its own.

  The chevron is decoration: when it is a focus stop of its own, the user
  meets a second, puzzling stop ("Expand, button") apart from the row, or,
  when only the chevron can be pressed, a label that does nothing followed by
  a button without a name of its own. The row is one stop that says its label,
  its state and its role.

  What a dump does not record is not known: an Android node that lists no
  actions (uiautomator and Appium never list them) may offer expand or
  collapse, and XCUITest's page source does not record iOS 18's expanded
  status. There a control whose value and name say nothing is not reported;
  it is reported when the node lists its actions, or in our format on iOS.
examples:
  valid:
    - |
      # The row offers the expand action: TalkBack says "collapsed, Amenities".
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - class: android.widget.LinearLayout
            clickable: true
            actions: [click, expand]
            children:
              - {class: android.widget.TextView, text: Amenities}
              - {class: android.widget.ImageView, resourceId: "com.hotel:id/expand_icon", importantForAccessibility: no}
    - |
      platform: ios
      root:
        class: UIView
        children:
          - class: UIButton
            accessibilityLabel: Amenities
            accessibilityValue: collapsed
            children:
              - {class: UIImageView, accessibilityIdentifier: chevron.down}
    - |
      # Compose: a clickable card with the collapse action; its icon has no description.
      platform: android
      root:
        class: android.view.View
        children:
          - class: android.view.View
            clickable: true
            mergeDescendants: true
            actions: [click, collapse]
            children:
              - {class: android.widget.TextView, text: Shipping details}
              - {class: android.view.View, testTag: expand_less_icon}
    - |
      platform: ios
      root:
        class: UIView
        children:
          - class: UIButton
            accessibilityLabel: Amenities
            accessibilityExpandedStatus: expanded
            children:
              - {class: UIImageView, accessibilityIdentifier: chevron.up}
    - |
      # The name says the action, and so the state.
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - class: android.widget.LinearLayout
            clickable: true
            children:
              - {class: android.widget.TextView, text: Show more reviews}
              - {class: android.widget.TextView, text: "▾"}
  invalid:
    - |
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - ↓class: android.widget.LinearLayout
            clickable: true
            actions: [click]
            children:
              - {class: android.widget.TextView, text: Amenities}
              - {class: android.widget.ImageView, resourceId: "com.hotel:id/expand_icon"}
    - |
      platform: ios
      root:
        class: UIView
        children:
          - ↓class: UIButton
            accessibilityLabel: Amenities
            children:
              - {class: UIImageView, accessibilityIdentifier: chevron.down}
    - |
      # Compose: the card toggles on click, but offers neither expand nor collapse.
      platform: android
      root:
        class: android.view.View
        children:
          - ↓class: android.view.View
            clickable: true
            mergeDescendants: true
            actions: [click]
            children:
              - {class: android.widget.TextView, text: Shipping details}
              - {class: android.view.View, testTag: expand_more_icon}
    - |
      # The row says its state, but its chevron is a second stop ("Expand, button").
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - class: android.widget.LinearLayout
            clickable: true
            actions: [click, expand]
            children:
              - {class: android.widget.TextView, text: Amenities}
              - {↓class: android.widget.ImageView, resourceId: "com.hotel:id/expand_icon", contentDescription: Expand, clickable: true}
    - |
      # Only the chevron can be pressed: the label is a stop of its own before it.
      platform: ios
      root:
        class: UIView
        children:
          - {class: UILabel, text: Amenities}
          - {↓class: UIButton, accessibilityLabel: Expand, accessibilityIdentifier: chevron.down}
"""#),
        ("heading-present.yml", #"""
id: heading-present
title: Long screens have a heading
summary: A screen with many focus stops has at least one heading
severity: warning
facts: [headings]
platforms: [ios, android]
aspect: structure
wcag: ["2.4.6", "1.3.1", "2.4.1"]
options:
  - name: min-stops
    type: integer
    minimum: 1
    default: 12
    summary: The number of focus stops from which a screen needs a heading.
rationale: |
  Screen-reader users skim a long screen by its headings: the VoiceOver
  Rotor's Headings and TalkBack's heading navigation jump from one section to
  the next. On a screen without a single heading those gestures find
  nothing, and the user must swipe through every stop to learn what is
  there.

  Mark the screen's title and each section title as a heading: the `header`
  trait on iOS (`.isHeader` in SwiftUI), `accessibilityHeading` /
  `ViewCompat.setAccessibilityHeading` on Android, `semantics { heading() }`
  in Compose. On iOS the title of a navigation bar is a heading already.

  A screen that shows nothing a heading would name is left alone: no title
  bar, and no short text that introduces a part of the screen (a title above
  a row of cards or a group of buttons, pressable or not). A launcher's grid
  of icons or a feed of rows under a logo has no section to jump to.

  Only dumps that record headings are judged: uiautomator's own dumps, older
  Appium dumps and XCUITest descriptions do not say which nodes are
  headings, and there a heading may be present all the same.
examples:
  valid:
    - |
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - {class: android.widget.TextView, text: Settings, heading: true}
          - {class: android.widget.Button, text: One, clickable: true}
          - {class: android.widget.Button, text: Two, clickable: true}
          - {class: android.widget.Button, text: Three, clickable: true}
    - |
      # Fewer stops than min-stops (12): a short screen is found by swiping.
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - {class: android.widget.Button, text: One, clickable: true}
          - {class: android.widget.Button, text: Two, clickable: true}
    - |
      # The navigation bar's title is a heading by UIKit's default.
      platform: ios
      root:
        class: UIView
        children:
          - class: UINavigationBar
            children:
              - {class: UILabel, text: Library}
          - {class: UIButton, accessibilityLabel: One}
          - {class: UIButton, accessibilityLabel: Two}
          - {class: UIButton, accessibilityLabel: Three}
          - {class: UIButton, accessibilityLabel: Four}
          - {class: UIButton, accessibilityLabel: Five}
          - {class: UIButton, accessibilityLabel: Six}
          - {class: UIButton, accessibilityLabel: Seven}
          - {class: UIButton, accessibilityLabel: Eight}
          - {class: UIButton, accessibilityLabel: Nine}
          - {class: UIButton, accessibilityLabel: Ten}
          - {class: UIButton, accessibilityLabel: Eleven}
          - {class: UIButton, accessibilityLabel: Twelve}
    - |
      platform: ios
      root:
        class: UIView
        children:
          - {class: UILabel, text: Account, accessibilityTraits: [header]}
          - {class: UIButton, accessibilityLabel: One}
          - {class: UIButton, accessibilityLabel: Two}
          - {class: UIButton, accessibilityLabel: Three}
          - {class: UIButton, accessibilityLabel: Four}
          - {class: UIButton, accessibilityLabel: Five}
          - {class: UIButton, accessibilityLabel: Six}
          - {class: UIButton, accessibilityLabel: Seven}
          - {class: UIButton, accessibilityLabel: Eight}
          - {class: UIButton, accessibilityLabel: Nine}
          - {class: UIButton, accessibilityLabel: Ten}
          - {class: UIButton, accessibilityLabel: Eleven}
          - {class: UIButton, accessibilityLabel: Twelve}
    - |
      # A list of rows and nothing else: no title or section a heading would name.
      platform: android
      root:
        class: android.view.View
        children:
          - {class: android.view.View, text: Row 1, clickable: true, role: Button}
          - {class: android.view.View, text: Row 2, clickable: true, role: Button}
          - {class: android.view.View, text: Row 3, clickable: true, role: Button}
          - {class: android.view.View, text: Row 4, clickable: true, role: Button}
          - {class: android.view.View, text: Row 5, clickable: true, role: Button}
          - {class: android.view.View, text: Row 6, clickable: true, role: Button}
          - {class: android.view.View, text: Row 7, clickable: true, role: Button}
          - {class: android.view.View, text: Row 8, clickable: true, role: Button}
          - {class: android.view.View, text: Row 9, clickable: true, role: Button}
          - {class: android.view.View, text: Row 10, clickable: true, role: Button}
          - {class: android.view.View, text: Row 11, clickable: true, role: Button}
  invalid:
    - |
      platform: ios
      root:
        ↓class: UIView
        children:
          - {class: UILabel, text: Account}
          - {class: UIButton, accessibilityLabel: One}
          - {class: UIButton, accessibilityLabel: Two}
          - {class: UIButton, accessibilityLabel: Three}
          - {class: UIButton, accessibilityLabel: Four}
          - {class: UIButton, accessibilityLabel: Five}
          - {class: UIButton, accessibilityLabel: Six}
          - {class: UIButton, accessibilityLabel: Seven}
          - {class: UIButton, accessibilityLabel: Eight}
          - {class: UIButton, accessibilityLabel: Nine}
          - {class: UIButton, accessibilityLabel: Ten}
          - {class: UIButton, accessibilityLabel: Eleven}
    - |
      platform: android
      root:
        ↓class: android.widget.LinearLayout
        children:
          - {class: android.widget.TextView, text: Settings}
          - {class: android.widget.Button, text: One, clickable: true}
          - {class: android.widget.Button, text: Two, clickable: true}
          - {class: android.widget.Button, text: Three, clickable: true}
          - {class: android.widget.Button, text: Four, clickable: true}
          - {class: android.widget.Button, text: Five, clickable: true}
          - {class: android.widget.Button, text: Six, clickable: true}
          - {class: android.widget.Button, text: Seven, clickable: true}
          - {class: android.widget.Button, text: Eight, clickable: true}
          - {class: android.widget.Button, text: Nine, clickable: true}
          - {class: android.widget.Button, text: Ten, clickable: true}
          - {class: android.widget.Button, text: Eleven, clickable: true}

          - {class: android.view.View, text: Row 12, clickable: true, role: Button}
    - |
      # Compose: each section's title (pressable, it opens the whole section)
      # stands above a row of cards; no heading() anywhere.
      platform: android
      root:
        ↓class: android.view.View
        children:
          - class: android.view.View
            children:
              - {class: android.view.View, text: Chosen for you, clickable: true}
              - class: android.view.View
                children:
                  - {class: android.view.View, text: Card 1, clickable: true}
                  - {class: android.view.View, text: Card 2, clickable: true}
                  - {class: android.view.View, text: Card 3, clickable: true}
                  - {class: android.view.View, text: Card 4, clickable: true}
                  - {class: android.view.View, text: Card 5, clickable: true}
          - class: android.view.View
            children:
              - {class: android.view.View, text: Popular now, clickable: true}
              - class: android.view.View
                children:
                  - {class: android.view.View, text: Card 6, clickable: true}
                  - {class: android.view.View, text: Card 7, clickable: true}
                  - {class: android.view.View, text: Card 8, clickable: true}
                  - {class: android.view.View, text: Card 9, clickable: true}
                  - {class: android.view.View, text: Card 10, clickable: true}
"""#),
        ("image-name.yml", #"""
id: image-name
title: Images that are stops have a name
summary: An image that is a focus stop has a name in words
severity: error
platforms: [ios, android]
aspect: name
wcag: ["1.1.1", "4.1.2"]
rationale: |
  When the screen reader stops on a picture that has no name, the user hears
  only "image" (VoiceOver) or "Unlabelled, image" (TalkBack), or a number or a
  glyph: they know something is there but not what it shows. A photo of the
  product, a chart or a status icon needs a short description of what it
  means here.

  Give the image a name in words: `accessibilityLabel` on iOS,
  `contentDescription` on Android, `contentDescription` of Compose's `Image`.
  A purely decorative image should not be a stop at all: set
  `isAccessibilityElement = false`, `importantForAccessibility="no"` or a
  null content description instead.

  The work is shared: an image a user can activate is a control, and
  `control-name` reports it when it has no name; an image that looks
  decorative (a chevron, a separator) is `decorative-image-hidden`'s; a name
  that is an asset id is `name-not-asset-id`'s.
examples:
  valid:
    - |
      platform: ios
      root:
        class: UIView
        children:
          - {class: UIImageView, isAccessibilityElement: true, accessibilityLabel: "Red running shoe, side view"}
    - |
      # Not an element: VoiceOver passes it by, so it needs no name.
      platform: ios
      root:
        class: UIView
        children:
          - {class: UIImageView}
          - {class: UILabel, text: Welcome back}
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - {class: android.widget.ImageView, contentDescription: Chart of steps this week, focusable: true}
    - |
      # A clickable image is an image button: control-name reports it unnamed.
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - {class: android.widget.ImageView, clickable: true, focusable: true}
  invalid:
    - |
      platform: ios
      root:
        class: UIView
        children:
          - {↓class: UIImageView, isAccessibilityElement: true}
    - |
      platform: ios
      root:
        class: UIView
        children:
          - {↓class: UIImageView, isAccessibilityElement: true, accessibilityLabel: "42"}
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - {↓class: android.widget.ImageView, focusable: true}
    - |
      # Compose: an Image with Role.Image that is focusable and unnamed.
      platform: android
      root:
        class: android.view.View
        children:
          - {↓class: android.view.View, role: Image, focusable: true}
    - |
      # An icon font's glyph (Private Use Area) as the only name: VoiceOver cannot say it.
      platform: ios
      root:
        class: UIView
        children:
          - {↓class: UILabel, text: "\U000F01EE", accessibilityIdentifier: left-icon-adornment}
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
  the control's picture ("New" on a poster) is not its label, nor is a
  number beside an icon ("32" by a friends icon, "589" under a heart): it is
  the icon's count, a value the control shows, and the icon is the label.
  When a control shows several texts (a tag such as "Bestseller" above a
  dish's name, a price), the dump does not say which is the label: a name
  that holds any of them holds words the user sees and can say.
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
    - |
      # "12" is the count beside the inbox icon; the button's label is the icon.
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - class: android.widget.FrameLayout
            contentDescription: Inbox
            clickable: true
            bounds: [0, 1800, 270, 1920]
            children:
              - {class: android.widget.ImageView, bounds: [100, 1810, 170, 1880]}
              - {class: android.widget.TextView, text: "12", bounds: [160, 1805, 200, 1835]}
    - |
      # The card shows a tag, the dish's name and its price; the name holds the dish's name.
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - class: android.widget.FrameLayout
            contentDescription: Paneer tikka is a veg dish of 250 rupees
            clickable: true
            children:
              - {class: android.widget.TextView, text: Bestseller}
              - {class: android.widget.TextView, text: Paneer tikka}
              - {class: android.widget.TextView, text: ₹250}
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
    - |
      # None of the card's texts is in its name: a voice user saying "Paneer tikka" finds nothing.
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - class: android.widget.FrameLayout
            contentDescription: ↓Add to order
            clickable: true
            children:
              - {class: android.widget.TextView, text: Bestseller}
              - {class: android.widget.TextView, text: Paneer tikka}
"""#),
        ("link-purpose.yml", #"""
id: link-purpose
title: Link says where it leads
summary: A link's name is not a generic phrase alone ("Learn more", "Click here", "More"); the context follows the visible words
severity: warning
platforms: [ios, android]
component: link
aspect: name
wcag: ["2.4.4", "2.4.9"]
rationale: |
  Screen-reader users often list a screen's links (VoiceOver's links rotor,
  TalkBack's links menu) and hear each one without the text around it. "Learn
  more", "Read more", "Click here", "Here", "More", "Details" or "Link" then
  say nothing about where they go, and several of them sound the same. The
  same holds in German ("Mehr erfahren", "Hier klicken"), French ("En savoir
  plus", "Cliquez ici") and Spanish ("Más información", "Haz clic aquí").

  Keep the visible words and add the subject after them, in the accessibility
  label or content description: "Learn more about roaming". Putting the
  visible words first keeps voice control working (`label-in-name`).

  A link is an element with the link trait (UIKit, SwiftUI `Link`, web
  content), an XCUITest link, an Android view whose role description says
  link, or a link span inside a text: the dump lists those in `links`, and each
  is judged by its own words, as the links menu speaks them.
examples:
  valid:
    - |
      platform: ios
      root:
        class: UIView
        children:
          - {class: UIButton, title: Learn more, accessibilityLabel: Learn more about roaming, accessibilityTraits: [link]}
    - |
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - {class: android.widget.TextView, text: "Calls abroad cost extra. See roaming charges", links: [See roaming charges]}
    - |
      # SwiftUI Link: its title says where it goes.
      platform: ios
      root:
        class: UIView
        children:
          - {class: Link, title: Read our privacy policy}
    - |
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - {class: android.widget.TextView, text: Mehr erfahren, contentDescription: Mehr erfahren über Roaming, roleDescription: Link, clickable: true}
  invalid:
    - |
      platform: ios
      root:
        class: UIView
        children:
          - {class: UILabel, text: Roaming charges may apply.}
          - {↓class: UILabel, text: Learn more, accessibilityTraits: [link]}
    - |
      # The span is heard alone in TalkBack's links menu.
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - {↓class: android.widget.TextView, text: Roaming charges may apply. Learn more, links: [Learn more]}
    - |
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - {↓class: android.widget.TextView, text: Hier klicken, roleDescription: Link, clickable: true}
    - |
      platform: ios
      root:
        class: UIView
        children:
          - {↓class: XCUIElementTypeLink, accessibilityLabel: "En savoir plus ›"}
    - |
      # Compose: a link annotation inside a text.
      platform: android
      root:
        class: android.view.View
        children:
          - {↓class: android.widget.TextView, text: "Consulta las tarifas. Más información", links: [Más información]}
"""#),
        ("modal-containment.yml", #"""
id: modal-containment
title: Focus stays inside a modal layer
summary: While an alert, dialog, sheet or open drawer is on screen, no focus stop outside it is reachable
severity: error
platforms: [ios, android]
aspect: focus
wcag: ["1.3.2", "2.4.3"]
rationale: |
  An alert or a dialog asks for an answer before the screen goes on. A
  sighted user cannot touch what lies behind it; a screen reader user who
  swipes past its last button should not land on the page behind either,
  where nothing works and they lose track of the question (criteria C11).

  VoiceOver leaves out the siblings of a view marked
  `accessibilityViewIsModal`, and UIKit's alerts, action sheets and popovers
  keep it inside them. The flag hides the modal view's siblings only: a modal
  view nested in a container leaves the container's siblings reachable. On
  Android a dialog in its own window keeps the app behind it out of a
  single-window dump, but what a dump shows behind a dialog (a second window
  of the app, content beside an open drawer, a dialog drawn inside the
  activity) is taken as reachable unless the dump hides it.

  The finding sits on the layer on top and names its first leaked stops.
  Stops of the keyboard and the system bars are no leak. How layers are found
  is in `docs/semantics.md` ("Modal layers").
examples:
  valid:
    - |
      # The alert's siblings are hidden from VoiceOver.
      platform: ios
      root:
        class: UIWindow
        children:
          - {class: UIButton, accessibilityLabel: Delete, accessibilityTraits: [button]}
          - class: UIView
            accessibilityViewIsModal: true
            children:
              - {class: UILabel, text: Delete this photo?}
              - {class: UIButton, accessibilityLabel: Cancel, accessibilityTraits: [button]}
    - |
      platform: ios
      root:
        class: XCUIElementTypeApplication
        children:
          - {class: XCUIElementTypeButton, accessibilityLabel: Settings}
          - class: XCUIElementTypeAlert
            accessibilityLabel: Allow notifications?
            children:
              - {class: XCUIElementTypeStaticText, accessibilityLabel: Allow notifications?}
              - {class: XCUIElementTypeButton, accessibilityLabel: Allow}
    - |
      # A single-window dump of a dialog: the activity behind is not in it.
      platform: android
      root:
        class: android.widget.FrameLayout
        bounds: [0, 0, 1080, 2400]
        children:
          - class: android.widget.LinearLayout
            resourceId: android:id/parentPanel
            bounds: [60, 800, 1020, 1500]
            children:
              - {class: android.widget.TextView, text: Discard draft?, bounds: [100, 840, 980, 920]}
              - {class: android.widget.Button, text: Discard, clickable: true, bounds: [700, 1380, 980, 1480]}
    - |
      # The keyboard's stops are not the page behind.
      platform: android
      root:
        class: hierarchy
        children:
          - class: android.widget.FrameLayout
            package: com.example.app
            bounds: [0, 0, 1080, 2400]
            children:
              - class: android.widget.LinearLayout
                resourceId: com.example.app:id/design_bottom_sheet
                bounds: [0, 1200, 1080, 2400]
                children:
                  - {class: android.widget.EditText, text: Search, focusable: true, bounds: [0, 1200, 1080, 1300]}
          - class: android.widget.FrameLayout
            package: com.google.android.inputmethod.latin
            bounds: [0, 1600, 1080, 2400]
            children:
              - {class: android.widget.Button, contentDescription: Enter, clickable: true, bounds: [900, 2200, 1080, 2400]}
  invalid:
    - |
      # The modal view is nested: the toolbar beside its container is still reachable.
      platform: ios
      root:
        class: UIWindow
        children:
          - {class: UIButton, accessibilityLabel: Back, accessibilityTraits: [button]}
          - class: UIView
            children:
              - ↓class: UIView
                accessibilityViewIsModal: true
                children:
                  - {class: UILabel, text: Delete this photo?}
                  - {class: UIButton, accessibilityLabel: Cancel, accessibilityTraits: [button]}
    - |
      # A custom popup over a dimming view that hides nothing from VoiceOver.
      platform: ios
      root:
        class: UIWindow
        frame: {x: 0, y: 0, width: 390, height: 844}
        children:
          - {class: UIButton, accessibilityLabel: Buy now, accessibilityTraits: [button], frame: {x: 16, y: 700, width: 358, height: 44}}
          - {class: UIView, accessibilityIdentifier: dimming_view, frame: {x: 0, y: 0, width: 390, height: 844}}
          - ↓class: UIView
            frame: {x: 40, y: 300, width: 310, height: 200}
            children:
              - {class: UILabel, text: Sign in to continue, frame: {x: 60, y: 320, width: 270, height: 30}}
              - {class: UIButton, accessibilityLabel: Close, accessibilityTraits: [button], frame: {x: 60, y: 440, width: 270, height: 44}}
    - |
      # A dialog window over the app's window: TalkBack can swipe behind it.
      platform: android
      root:
        class: hierarchy
        children:
          - class: android.widget.FrameLayout
            package: com.example.app
            bounds: [0, 0, 1080, 2400]
            children:
              - {class: android.widget.Button, text: Checkout, clickable: true, bounds: [0, 2200, 1080, 2400]}
          - ↓class: android.widget.FrameLayout
            package: com.example.app
            bounds: [60, 800, 1020, 1500]
            children:
              - {class: android.widget.TextView, text: Remove item?, bounds: [100, 840, 980, 920]}
              - {class: android.widget.Button, text: Remove, clickable: true, bounds: [700, 1380, 980, 1480]}
    - |
      # An open navigation drawer with the page beside it still in the tree.
      platform: android
      root:
        class: androidx.drawerlayout.widget.DrawerLayout
        bounds: [0, 0, 1080, 2400]
        children:
          - class: android.widget.FrameLayout
            bounds: [0, 0, 1080, 2400]
            children:
              - {class: android.widget.Button, text: Play, clickable: true, bounds: [400, 1000, 700, 1100]}
          - ↓class: com.google.android.material.navigation.NavigationView
            bounds: [0, 0, 800, 2400]
            children:
              - {class: android.widget.TextView, text: Library, clickable: true, bounds: [0, 200, 800, 320]}
"""#),
        ("modal-dismiss.yml", #"""
id: modal-dismiss
title: A modal layer has a way out
summary: An alert, dialog, sheet or open drawer holds a named control that closes it or acts
severity: error
platforms: [ios, android]
aspect: focus
wcag: ["2.1.2", "4.1.2"]
rationale: |
  A modal layer keeps the screen reader inside it, so it must hold the way
  out: a Close, Cancel or Done button, or a call to action that goes on (criteria
  C12). Sighted users often close a sheet or a dialog by tapping the dimmed
  area beside it; a screen reader user cannot see where that area is, and the
  scrim is no button in the swipe order (TalkBack's and VoiceOver's escape
  gestures work only where the app handles them). A layer whose only stops are
  texts, or whose buttons have no name, leaves the user stuck.

  A control counts when it is a focus stop inside the layer, has a name, is
  not disabled, and can be activated (a button, a link, a clickable row).
  UIKit's popovers are left alone: UIKit puts a "dismiss popup" element beside
  each, and VoiceOver's escape gesture closes them.
examples:
  valid:
    - |
      platform: ios
      root:
        class: UIWindow
        children:
          - class: UIView
            accessibilityViewIsModal: true
            children:
              - {class: UILabel, text: Your session expired}
              - {class: UIButton, accessibilityLabel: Sign in again, accessibilityTraits: [button]}
    - |
      platform: ios
      root:
        class: XCUIElementTypeApplication
        children:
          - class: XCUIElementTypeSheet
            children:
              - {class: XCUIElementTypeButton, accessibilityLabel: Share}
              - {class: XCUIElementTypeButton, accessibilityLabel: Cancel}
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        bounds: [0, 0, 1080, 2400]
        children:
          - {class: android.view.View, resourceId: com.example:id/touch_outside, clickable: true, contentDescription: Dismiss, bounds: [0, 0, 1080, 2400]}
          - class: android.widget.LinearLayout
            resourceId: com.example:id/design_bottom_sheet
            bounds: [0, 1400, 1080, 2400]
            children:
              - {class: android.widget.TextView, text: Sort by, bounds: [40, 1440, 1040, 1520]}
              - {class: android.widget.TextView, text: Price, clickable: true, bounds: [40, 1560, 1040, 1680]}
    - |
      # UIKit's popover: VoiceOver reaches its "dismiss popup" region.
      platform: ios
      root:
        class: XCUIElementTypeApplication
        children:
          - class: XCUIElementTypeOther
            children:
              - {class: XCUIElementTypeOther, accessibilityIdentifier: PopoverDismissRegion, accessibilityLabel: dismiss popup}
              - class: XCUIElementTypePopover
                children:
                  - {class: XCUIElementTypeStaticText, accessibilityLabel: Saved to your library}
    - |
      # A toast-like popup that is hidden (dismissed) is no layer on screen.
      platform: ios
      root:
        class: UIWindow
        children:
          - {class: UIButton, accessibilityLabel: Upload, accessibilityTraits: [button]}
          - class: UIView
            accessibilityViewIsModal: true
            isHidden: true
            children:
              - {class: UILabel, text: Uploading your photos}
  invalid:
    - |
      # A progress popup that only speaks.
      platform: ios
      root:
        class: UIWindow
        children:
          - ↓class: UIView
            accessibilityViewIsModal: true
            children:
              - {class: UILabel, text: Uploading your photos}
    - |
      # The only button has no name.
      platform: ios
      root:
        class: XCUIElementTypeApplication
        children:
          - ↓class: XCUIElementTypeAlert
            accessibilityLabel: New version available
            children:
              - {class: XCUIElementTypeStaticText, accessibilityLabel: New version available}
              - {class: XCUIElementTypeButton}
    - |
      # The sheet closes only by a tap on its scrim.
      platform: android
      root:
        class: android.widget.FrameLayout
        bounds: [0, 0, 1080, 2400]
        children:
          - {class: android.view.View, resourceId: com.example:id/touch_outside, clickable: true, contentDescription: Dismiss, bounds: [0, 0, 1080, 2400]}
          - ↓class: android.widget.LinearLayout
            resourceId: com.example:id/design_bottom_sheet
            bounds: [0, 1400, 1080, 2400]
            children:
              - {class: android.widget.TextView, text: Your order is on its way, bounds: [40, 1440, 1040, 1520]}
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        bounds: [0, 0, 1080, 2400]
        children:
          - ↓class: android.widget.LinearLayout
            resourceId: android:id/parentPanel
            bounds: [60, 800, 1020, 1500]
            children:
              - {class: android.widget.TextView, text: Rate this app, bounds: [100, 840, 980, 920]}
              - {class: android.widget.ImageButton, clickable: true, bounds: [900, 840, 980, 920]}
    - |
      # Compose: a dialog that only shows a message.
      platform: android
      root:
        class: androidx.compose.ui.platform.ComposeView
        bounds: [0, 0, 1080, 2400]
        children:
          - ↓class: android.view.View
            isDialog: true
            bounds: [60, 800, 1020, 1500]
            children:
              - {class: android.view.View, text: Syncing your library, bounds: [100, 840, 980, 920]}
"""#),
        ("modal-name.yml", #"""
id: modal-name
title: An alert or dialog announces its title
summary: An alert or dialog announces its title as its first focus stop or as its pane title
severity: warning
platforms: [ios, android]
aspect: name
wcag: ["1.3.1", "2.4.6"]
rationale: |
  When a dialog opens, the screen reader moves into it. The user first needs
  to know what it is about: "Delete this photo?" before "Delete" and "Cancel".
  VoiceOver reads an alert's title as its first element; TalkBack announces an
  Android pane title (`setAccessibilityPaneTitle`, `AlertDialog`'s title,
  Compose's `paneTitle`) when the pane appears. A dialog whose first stop is a
  button, or which has neither a title text first nor a pane title, drops the
  user on an action whose meaning they do not know.

  Alerts and dialogs are judged; sheets, popovers, menus and drawers often
  have no title by design. A layer with no stops at all is left to
  `modal-dismiss`.
examples:
  valid:
    - |
      platform: ios
      root:
        class: XCUIElementTypeApplication
        children:
          - class: XCUIElementTypeAlert
            children:
              - {class: XCUIElementTypeStaticText, accessibilityLabel: Delete this photo?}
              - {class: XCUIElementTypeButton, accessibilityLabel: Delete}
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        bounds: [0, 0, 1080, 2400]
        children:
          - class: android.widget.LinearLayout
            resourceId: android:id/parentPanel
            bounds: [60, 800, 1020, 1500]
            children:
              - {class: android.widget.TextView, resourceId: android:id/alertTitle, text: Discard draft?, bounds: [100, 840, 980, 920]}
              - {class: android.widget.Button, text: Discard, clickable: true, bounds: [700, 1380, 980, 1480]}
    - |
      # Compose: the dialog's pane title is announced when it opens.
      platform: android
      root:
        class: androidx.compose.ui.platform.ComposeView
        bounds: [0, 0, 1080, 2400]
        children:
          - {class: android.view.View, bounds: [0, 0, 1080, 2400]}
          - class: android.view.View
            paneTitle: Choose a size
            bounds: [60, 800, 1020, 1500]
            children:
              - {class: android.view.View, text: Small, clickable: true, bounds: [100, 900, 980, 1000]}
              - {class: android.view.View, text: Large, clickable: true, bounds: [100, 1000, 980, 1100]}
  invalid:
    - |
      platform: ios
      root:
        class: XCUIElementTypeApplication
        children:
          - ↓class: XCUIElementTypeAlert
            children:
              - {class: XCUIElementTypeButton, accessibilityLabel: OK}
              - {class: XCUIElementTypeStaticText, accessibilityLabel: Your changes were saved}
    - |
      platform: ios
      root:
        class: UIWindow
        children:
          - ↓class: UIAlertControllerView
            children:
              - {class: UIButton, accessibilityLabel: Continue, accessibilityTraits: [button]}
    - |
      # A custom dialog that opens on its close button, without a pane title.
      platform: android
      root:
        class: android.widget.FrameLayout
        bounds: [0, 0, 1080, 2400]
        children:
          - ↓class: android.widget.LinearLayout
            resourceId: android:id/parentPanel
            bounds: [60, 800, 1020, 1500]
            children:
              - {class: android.widget.ImageButton, contentDescription: Close, clickable: true, bounds: [900, 820, 1000, 920]}
              - {class: android.widget.TextView, text: Rate this app, bounds: [100, 940, 980, 1020]}
"""#),
        ("name-no-action-word.yml", #"""
id: name-no-action-word
title: Name does not say how to act
summary: A name does not tell the user which gesture to make ("Tap to open", "Double tap to play", "Swipe left")
severity: warning
platforms: [ios, android]
aspect: name
wcag: ["2.4.6", "4.1.2"]
options:
  - name: allowed-phrases
    type: strings
    default: []
    summary: Phrases that may appear in names, such as product names made of action words (for example "Tap to Pay"); a name containing one is not reported.
rationale: |
  Both screen readers say how to act on an element in their own words (a
  button's role, TalkBack's "double tap to activate", VoiceOver's hints), and
  with one on the gestures are not the visual ones: "Tap to open" is a double
  tap, "Swipe left for more" a three-finger swipe or a different swipe
  altogether. A name that gives the gesture adds words the user must sit
  through and can send them the wrong way. Name what the element is or does
  ("Open photo", "More offers").

  Accessibility Scanner reports the same words (RedundantDescriptionCheck).
  The rule knows English, German, French and Spanish instructions. Words that
  are also nouns or names ("Beer on tap", "Click & Collect", "Swipe card")
  count only in a phrase that instructs: followed by "to", "here", "for", a
  direction, or after "double"; verbs that only instruct ("Tippen",
  "Appuyez", "Pulsa") count on their own.

  Only elements the screen reader can act on are looked at: a control, or
  one that scrolls, adjusts or has actions. Text on anything else is read,
  not acted on, and the reader says no way to act that the words could
  repeat or contradict: it is the instruction the screen shows every user
  ("Tap the map to drop a pin" above a map), or a description ("Your
  avatar moves when friends swipe across your photo"). Which of those a
  sentence on a control is (an instruction to this user, or what other
  people do) is grammar the rule does not read.
examples:
  valid:
    - |
      platform: ios
      root:
        class: UIView
        children:
          - {class: UIButton, accessibilityLabel: Open photo}
          - {class: UIButton, accessibilityLabel: Click & Collect}
          - {class: UILabel, text: Beer on tap}
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - {class: android.widget.Button, text: Swipe card, clickable: true}
          - {class: android.widget.EditText, hintText: Tapez votre message, editable: true, focusable: true}
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - {class: android.widget.ImageButton, contentDescription: Más ofertas, clickable: true}
          - {class: android.widget.ImageButton, contentDescription: Weitere Angebote, clickable: true}
    - |
      # Instructions the screen shows everyone, on text nobody acts on: read as they stand.
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - {class: android.widget.TextView, text: Tap the map to drop a pin}
          - {class: android.widget.TextView, text: "No records yet. Toca un diente para empezar."}
    - |
      # A description on a view that only takes focus: nothing to act on, so no gesture to get wrong.
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - {class: android.view.ViewGroup, contentDescription: "Profile photo. Friends who tap here see your avatar", focusable: true}
    - |
      platform: ios
      root:
        class: UIView
        children:
          - {class: UILabel, text: Double tap a photo to like it}
  invalid:
    - |
      platform: ios
      root:
        class: UIView
        children:
          - {class: UIButton, accessibilityLabel: ↓Tap to open the gallery}
          - {class: UIImageView, isAccessibilityElement: true, accessibilityLabel: ↓"Sunset, double tap to zoom", accessibilityTraits: [image, button]}
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - {class: android.widget.ImageButton, contentDescription: ↓Click here to pay, clickable: true}
          - {↓class: android.widget.TextView, text: Swipe left for more offers, clickable: true}
    - |
      # A list scrolls: TalkBack speaks its description when focus enters it, and a one-finger swipe down there moves focus.
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - class: androidx.recyclerview.widget.RecyclerView
            contentDescription: ↓Swipe down to see archived chats
            scrollable: true
            focusable: true
            children:
              - {class: android.widget.TextView, text: Alice, clickable: true}
              - {class: android.widget.TextView, text: Bob, clickable: true}
    - |
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - {class: android.widget.ImageButton, contentDescription: ↓Zum Öffnen tippen, clickable: true}
          - {class: android.widget.ImageButton, contentDescription: ↓Appuyez pour lire, clickable: true}
          - {class: android.widget.ImageButton, contentDescription: ↓Pulsa para continuar, clickable: true}
    - |
      platform: ios
      root:
        class: UIView
        children:
          - {class: UIButton, accessibilityLabel: ↓Haz clic aquí}
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

  Only a role the reader says counts. TalkBack finds roles by class with its
  own class loader and knows no tab class: an action bar tab
  (`android.app.ActionBar$Tab`, or AppCompat's) says no role, so an app that
  names it "Chats, Tab 1 of 2" says "tab" once. A tab says "Tab" only through a
  role description (Material's and Compose's tabs).
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
    - |
      # An action bar tab has no role to TalkBack: the app says "Tab" and its place itself.
      platform: android
      root:
        class: android.widget.HorizontalScrollView
        children:
          - class: android.widget.LinearLayout
            children:
              - class: android.app.ActionBar$Tab
                clickable: true
                focusable: true
                selected: true
                children:
                  - {class: android.widget.TextView, text: Chats, contentDescription: "Chats, Tab 1 of 2"}
              - class: android.app.ActionBar$Tab
                clickable: true
                focusable: true
                children:
                  - {class: android.widget.TextView, text: Calls, contentDescription: "Calls, Tab 2 of 2"}
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
    - |
      # VoiceOver says "switch button" and TalkBack "check box": "switch" and
      # "checkbox" in the names are the same role words said twice.
      platform: ios
      root:
        class: UIView
        children:
          - {class: UISwitch, accessibilityLabel: ↓Wi-Fi switch, isOn: true}
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - {class: android.widget.CheckBox, text: Remember me checkbox, contentDescription: ↓Remember me checkbox, checkable: true, clickable: true}
    - |
      # A role description makes the tab say "Tab": the word in its name is said twice.
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - {class: android.widget.LinearLayout, roleDescription: Tab, contentDescription: ↓Chats tab, clickable: true}
"""#),
        ("name-not-asset-id.yml", #"""
id: name-not-asset-id
title: Names are words, not asset ids
summary: No stop is named by a file, asset or resource id, or by a bare type word
severity: error
platforms: [ios, android]
aspect: name
wcag: ["1.1.1", "4.1.2"]
rationale: |
  When an image or button gets its name from an asset, the screen reader
  spells out the asset: "ic underscore arrow underscore back 24",
  "img 0042 dot png", "square dot and dot arrow dot up". A bare word for
  the kind of element ("image", "icon", "photo", "button") is no better:
  it says that something is there, not what it is or does.

  Looked for: one token without spaces in snake case (`btn_close`,
  `banner_1`), in kebab or camel case after an asset prefix (`ic-back`,
  `btnClose`), an image file extension or a `@2x` suffix, a resource
  reference (`R.drawable.logo`, `@drawable/logo`), a camera file name with a
  long digit run (`IMG_0042`), a dotted lowercase SF Symbol name
  (`chevron.right`: one of its words is a symbol word such as `circle`,
  `fill`, `arrow`, so "node.js" and "mr.smith" are names), or a bare type
  word. Written words with hyphens
  ("Wi-Fi", "e-mail", "COVID-19"), domains ("example.com"), names with
  spaces and ordinary single words are names.

  Only names made for the screen reader are judged: an accessibility label,
  a content description, or the text of a control or image. A text view
  that shows a file name on screen shows it to everyone, and a label that
  repeats a text the screen shows (a user name "jane_doe" under the avatar
  described "jane_doe") is its content, not a leak. A type word that
  the reader already speaks as the role ("Button, button") is left to
  `name-no-role-word`, and a decorative image that is a stop (a chevron
  named `chevron.right`) to `decorative-image-hidden`: it should be hidden,
  not renamed.

  An icon merged into a row or button is judged too, when the row speaks its
  description: a Compose row whose icons are described "Icon" is heard as
  "Icon, 88, Icon, 23".
examples:
  valid:
    - |
      platform: ios
      root:
        class: UIView
        children:
          - {class: UIButton, accessibilityLabel: Share}
          - {class: UISwitch, accessibilityLabel: Wi-Fi, isOn: true}
          - {class: UIImageView, isAccessibilityElement: true, accessibilityLabel: COVID-19 vaccination card}
    - |
      # A file list shows file names to everyone.
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - {class: android.widget.TextView, text: IMG_0042.jpg}
          - {class: android.widget.Button, text: e-mail, clickable: true}
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - {class: android.widget.ImageButton, contentDescription: Navigate up, clickable: true}
          - {class: android.widget.TextView, text: Visit example.com}
    - |
      # A chevron that is a stop: decorative-image-hidden reports it, to be hidden rather than renamed.
      platform: ios
      root:
        class: UIView
        children:
          - {class: UILabel, text: General}
          - {class: UIImageView, isAccessibilityElement: true, accessibilityLabel: chevron.right}
    - |
      # The avatar is described by the user name the screen shows beside it.
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - {class: android.widget.ImageView, contentDescription: jane_doe}
          - {class: android.widget.TextView, text: jane_doe}
  invalid:
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - {class: android.widget.ImageButton, contentDescription: ↓ic_arrow_back_24, clickable: true}
          - {class: android.widget.ImageView, contentDescription: ↓img_0042.png}
          - {class: android.widget.ImageView, contentDescription: ↓R.drawable.banner}
    - |
      platform: ios
      root:
        class: UIView
        children:
          - {class: UIButton, accessibilityLabel: ↓square.and.arrow.up}
          - {class: UIImageView, isAccessibilityElement: true, accessibilityLabel: ↓IMG_0042}
    - |
      platform: ios
      root:
        class: UIView
        children:
          - {class: UIImageView, isAccessibilityElement: true, accessibilityLabel: ↓icon}
          - {class: UIButton, accessibilityLabel: ↓btnClose}
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - {class: android.widget.ImageButton, contentDescription: ↓banner_1, clickable: true}
          - {class: android.widget.ImageView, contentDescription: ↓photo}
    - |
      # Compose: icons described "Icon" inside a clickable row are spoken with it.
      platform: android
      root:
        class: android.view.View
        children:
          - class: android.view.View
            clickable: true
            children:
              - {class: android.view.View, contentDescription: ↓Icon}
              - {class: android.widget.TextView, text: "88"}
"""#),
        ("obscured-stop.yml", #"""
id: obscured-stop
title: Focus stops are not hidden under other controls
summary: A focus stop is not wholly covered by an opaque node drawn after it
severity: warning
opt-in: true
facts: [drawing-order]
platforms: [ios, android]
aspect: focus
wcag: ["1.3.2", "2.4.11"]
rationale: |
  A floating chat button, a cookie banner or a sticky bar drawn over the
  content hides what lies beneath it, but the screen reader still swipes to
  what is hidden: the user hears a link or a line of text they cannot see,
  and a double tap, which acts at the element's centre, may land on the
  cover instead. A sighted user with low vision cannot find it at all.

  Move the content out from under the cover (padding or an inset as large as
  the floating bar), or hide the covered part from the screen reader while
  it is covered.

  A node is drawn after a stop when it comes later in the tree without being
  inside the stop: a later sibling of the stop or of one of its ancestors, or
  something inside one. It covers the stop when its frame holds the stop's
  whole frame, in the same window, and it is opaque: its own
  `backgroundColor` has no transparency, or it is interactive (a button, a
  clickable banner), which both hides and takes the taps on its area. Most
  dumps record no colours, so there only interactive covers count. Nodes off
  screen cover nothing and are not judged.

  The rule is opt-in, because tree order is drawing order only in some dumps.
  uiautomator and Appium list an Android view's children sorted by where they
  stand on screen, not in the order they are drawn, so a later sibling may
  well lie behind; only UiAutomator2's `drawing-order` or separate windows say
  what is in front. On real screens nobody tuned for, a quarter of its
  findings were right. Turn it on with `rules: {obscured-stop: on}` for dumps
  written in drawing order (our YAML format, iOS).
examples:
  valid:
    - |
      platform: ios
      root:
        class: UIWindow
        frame: {x: 0, y: 0, width: 390, height: 844}
        children:
          - {class: UILabel, text: Order summary, frame: {x: 16, y: 100, width: 358, height: 30}}
          - {class: UIButton, accessibilityLabel: Chat with us, accessibilityTraits: [button],
             frame: {x: 310, y: 740, width: 64, height: 64}}
    - |
      platform: ios
      root:
        class: UIWindow
        frame: {x: 0, y: 0, width: 390, height: 844}
        children:
          - class: UIButton
            accessibilityLabel: Open order
            accessibilityTraits: [button]
            frame: {x: 0, y: 100, width: 390, height: 80}
            children:
              - {class: UILabel, text: Order 1234, frame: {x: 16, y: 110, width: 200, height: 30}}
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        bounds: [0, 0, 1080, 2340]
        children:
          - class: android.widget.LinearLayout
            bounds: [0, 0, 1080, 2000]
            children:
              - {class: android.widget.TextView, text: Your basket is empty, bounds: [48, 300, 1032, 400]}
          - {class: android.widget.Button, text: Accept cookies, clickable: true, bounds: [0, 2000, 1080, 2340]}
    - |
      platform: ios
      root:
        class: UIWindow
        frame: {x: 0, y: 0, width: 390, height: 844}
        children:
          - {class: UILabel, text: Order summary, frame: {x: 16, y: 700, width: 358, height: 30}}
          - {class: UIView, backgroundColor: "#80000000", frame: {x: 0, y: 680, width: 390, height: 164}}
  invalid:
    - |
      platform: ios
      root:
        class: UIWindow
        frame: {x: 0, y: 0, width: 390, height: 844}
        children:
          - {↓class: UILabel, text: Order summary, frame: {x: 16, y: 700, width: 358, height: 30}}
          - {class: UIView, backgroundColor: "#FFFFFF", frame: {x: 0, y: 680, width: 390, height: 164}}
    - |
      platform: ios
      root:
        class: UIWindow
        frame: {x: 0, y: 0, width: 390, height: 844}
        children:
          - class: UIScrollView
            frame: {x: 0, y: 0, width: 390, height: 844}
            children:
              - ↓class: UIButton
                accessibilityLabel: Terms of service
                accessibilityTraits: [link]
                frame: {x: 320, y: 760, width: 40, height: 30}
          - {class: UIButton, accessibilityLabel: Chat with us, accessibilityTraits: [button],
             frame: {x: 310, y: 740, width: 64, height: 64}}
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        bounds: [0, 0, 1080, 2340]
        children:
          - class: android.widget.LinearLayout
            bounds: [0, 0, 1080, 2340]
            children:
              - ↓class: android.widget.TextView
                text: Delivery in 2 days
                bounds: [48, 2100, 1032, 2200]
          - {class: android.widget.Button, text: We use cookies. Accept, clickable: true, bounds: [0, 2000, 1080, 2340]}
    - |
      platform: android
      root:
        class: androidx.compose.ui.platform.ComposeView
        bounds: [0, 0, 1080, 2400]
        children:
          - ↓class: android.view.View
            contentDescription: Add to basket
            clickable: true
            bounds: [800, 2200, 1000, 2300]
          - class: android.view.View
            contentDescription: Chat
            clickable: true
            bounds: [760, 2150, 1040, 2350]
"""#),
        ("page-control-hidden-slides-index.yml", #"""
id: page-control-hidden-slides-index
title: Slides announce their position when the page control is hidden
summary: When the page control is not a focus stop, each slide of its pager carries its own "X of Y"
severity: warning
opt-in: true
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

  Android's `ViewPager` and `ViewPager2` need no such words: on each page
  change they put the page and the page count on their scroll event, and
  TalkBack says "Page 2 of 5". Their dots may stay hidden. Other carousels
  (a horizontal list, a Compose pager, a custom view) say nothing of the kind.
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
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - class: androidx.viewpager.widget.ViewPager
            scrollable: true
            children:
              - {class: android.widget.ImageView, contentDescription: Summer sale}
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
          - class: com.example.BannerCarousel
            scrollable: true
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
        ("picker-trigger-name.yml", #"""
id: picker-trigger-name
title: Date picker trigger named by its purpose
summary: The button that opens a compact date or time picker says what the date is for, not only "Date Picker" or the date
severity: warning
platforms: [ios]
component: picker
aspect: name
wcag: ["2.4.6", "4.1.2", "1.3.1"]
rationale: |
  iOS shows a date or time picker in its compact style as a button that
  holds the chosen date and opens a calendar or wheels. VoiceOver reads the
  button's label, then the date as its value: "Birthday, 4 March 1990,
  button". When the app gives the picker no label (SwiftUI's `DatePicker("",
  selection:)` with a `Text` beside it, or a `UIDatePicker` whose
  `accessibilityLabel` was never set), the system names it by what it is,
  "Date Picker", and the user hears "Date Picker, Dec 7, 2025, button": the
  caption beside it is a separate stop that the rotor's list of buttons and
  voice control never show. A label that repeats the date says no more.

  Give the picker the field's purpose as its label (`DatePicker("Transaction
  date", selection:)`, adding `.labelsHidden()` if the caption is drawn
  apart, or `accessibilityLabel`) and let the date stay its value.

  Android's `DatePicker` and `TimePicker` are shown open, with no trigger of
  their own: the field that opens their dialog is a text field or a button,
  whose names `text-field-name` and `control-name` check. Reported only for a
  compact picker (one button); a picker shown as wheels or an inline calendar
  is open. An unnamed trigger is `control-name`'s finding.
examples:
  valid:
    - |
      # SwiftUI DatePicker("Transaction date", selection: $date): the label names the purpose.
      platform: ios
      root:
        class: XCUIElementTypeOther
        children:
          - class: XCUIElementTypeDatePicker
            children:
              - {class: XCUIElementTypeButton, accessibilityLabel: Transaction date, accessibilityValue: "Dec 7, 2025"}
    - |
      # A UIDatePicker (compact) whose accessibility label was set.
      platform: ios
      root:
        class: UIView
        children:
          - {class: UIDatePicker, isAccessibilityElement: true, accessibilityLabel: Start time, accessibilityValue: "9:30 AM",
             accessibilityTraits: [button]}
    - |
      # A wheel-style picker is open: its columns are checked by picker-wheel-value.
      platform: ios
      root:
        class: XCUIElementTypeOther
        children:
          - class: XCUIElementTypeDatePicker
            children:
              - {class: XCUIElementTypePickerWheel, accessibilityValue: March}
              - {class: XCUIElementTypePickerWheel, accessibilityValue: "4"}
  invalid:
    - |
      # DatePicker("", selection:) beside a Text: VoiceOver says "Date Picker, Dec 7, 2025, button".
      platform: ios
      root:
        class: XCUIElementTypeOther
        children:
          - {class: XCUIElementTypeStaticText, accessibilityLabel: Transaction Date}
          - class: XCUIElementTypeDatePicker
            children:
              - {↓class: XCUIElementTypeButton, accessibilityLabel: Date Picker, accessibilityValue: "Dec 7, 2025"}
    - |
      # A UIDatePicker labelled with the date it shows.
      platform: ios
      root:
        class: UIView
        children:
          - {↓class: UIDatePicker, isAccessibilityElement: true, accessibilityLabel: "9:30 AM", accessibilityValue: "9:30 AM",
             accessibilityTraits: [button]}
"""#),
        ("picker-wheel-value.yml", #"""
id: picker-wheel-value
title: Picker wheel says its value
summary: Each wheel column of a picker is adjustable and tells the screen reader the option it is set to
severity: error
platforms: [ios, android]
component: picker
aspect: value
wcag: ["4.1.2", "1.3.1"]
rationale: |
  A wheel picker is one column per part (month, day, year; hours and
  minutes). VoiceOver stops on each column and reads the option it is set
  to: "March, picker item, adjustable"; a swipe up or down turns the wheel
  and reads the new option. TalkBack reads a `NumberPicker` by the number or
  option in its edit box. A column that gives no value is heard as an
  unnamed "adjustable" or an empty edit box: the user can turn it but never
  learns where it stands.

  `UIPickerView` gives each column the title of its chosen row; a delegate
  that draws rows with `viewForRow` must give those views an accessibility
  label, or the column has no value. A wheel whose traits the dump lists
  without `adjustable` cannot be turned by swiping. On Android, a
  `NumberPicker` with `setDisplayedValues` or a formatter shows its option in
  its edit box; one drawn over with custom views shows nothing there.

  XCUITest records the value VoiceOver gets, so a wheel without one has
  none. A `NumberPicker` dumped without its parts (a format that leaves out
  its virtual children) is not reported. Custom wheels (a list that snaps
  its rows to a band) have no class of their own and are not found.
examples:
  valid:
    - |
      # A UIPickerView's columns in an XCUITest source: each says its option.
      platform: ios
      root:
        class: XCUIElementTypePicker
        children:
          - {class: XCUIElementTypePickerWheel, accessibilityValue: March}
          - {class: XCUIElementTypePickerWheel, accessibilityValue: "2026"}
    - |
      # An Android NumberPicker: its edit box shows the option.
      platform: android
      root:
        class: android.widget.NumberPicker
        scrollable: true
        children:
          - {class: android.widget.Button, text: "8", clickable: true}
          - {class: android.widget.EditText, resourceId: "android:id/numberpicker_input", text: "9", focusable: true}
          - {class: android.widget.Button, text: "10", clickable: true}
    - |
      # A NumberPicker dumped without its parts: what it shows is not recorded.
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - {class: android.widget.NumberPicker, focusable: true, scrollable: true}
  invalid:
    - |
      # Rows drawn with viewForRow and no accessibility label: the column has no value.
      platform: ios
      root:
        class: XCUIElementTypePicker
        children:
          - {↓class: XCUIElementTypePickerWheel}
          - {class: XCUIElementTypePickerWheel, accessibilityValue: "2026"}
    - |
      # A wheel whose traits were replaced without adjustable: it cannot be turned by swiping.
      platform: ios
      root:
        class: UIPickerView
        children:
          - {↓class: XCUIElementTypePickerWheel, accessibilityValue: March, accessibilityTraits: [staticText]}
    - |
      # A NumberPicker whose edit box is empty: TalkBack says "edit box" and no option.
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - ↓class: android.widget.NumberPicker
            scrollable: true
            children:
              - {class: android.widget.Button, clickable: true}
              - {class: android.widget.EditText, resourceId: "android:id/numberpicker_input", focusable: true}
              - {class: android.widget.Button, clickable: true}
"""#),
        ("progress-announced.yml", #"""
id: progress-announced
title: Progress indicator says what it is doing
summary: A progress bar or busy spinner that is a focus stop says what is loading or how far it is
severity: warning
platforms: [ios, android]
component: progress-indicator
aspect: value
wcag: ["4.1.2", "1.3.1"]
rationale: |
  A spinner or a filling bar tells sighted users that the app is working and,
  for a bar, how far along it is. A screen reader user who lands on it hears
  only what it carries: "Uploading photos, 40%, progress" says everything;
  a stop that says nothing, or only "progress bar", leaves them wondering
  whether the screen is stuck, whether something is loading, and whether to
  wait.

  The platforms' own indicators speak for themselves: UIKit gives
  `UIProgressView` a percentage and a spinning `UIActivityIndicatorView` the
  label "In progress"; from API 30 Android's `ProgressBar`, Material's
  circular and linear indicators and Compose's progress indicators carry a
  state description ("40%" or "In progress"). These are not reported, even
  in dumps that do not record state descriptions (uiautomator, Appium):
  the framework sets it. What is reported is an indicator that the app
  silenced (an empty `accessibilityLabel` on a spinner), an XCUITest
  indicator that reached VoiceOver with neither label nor value, and a custom
  spinner or loading view (a Lottie animation, a drawn ring) that is a focus
  stop with nothing to say.

  Name the indicator for what it waits on ("Loading messages"), give a
  determinate one its value (`accessibilityValue`, `rangeInfo`, a state
  description), or hide a purely decorative spinner and announce the wait
  some other way (a live region saying "Loading").
examples:
  valid:
    - |
      platform: ios
      root:
        class: UIView
        children:
          - {class: UIProgressView, accessibilityLabel: Downloading map, accessibilityValue: 40%}
    - |
      # UIKit speaks "In progress" for a spinning activity indicator.
      platform: ios
      root:
        class: UIView
        children:
          - {class: UIActivityIndicatorView}
    - |
      # XCUITest shows what VoiceOver got: a label.
      platform: ios
      root:
        class: XCUIElementTypeWindow
        children:
          - {class: XCUIElementTypeActivityIndicator, accessibilityLabel: In progress}
    - |
      # From API 30 a ProgressBar says "In progress" or its percentage on its own.
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - {class: android.widget.ProgressBar, resourceId: "com.shop:id/progress"}
    - |
      # A Compose LinearProgressIndicator with a value.
      platform: android
      root:
        class: androidx.compose.ui.platform.ComposeView
        children:
          - {class: android.widget.ProgressBar, stateDescription: 40 percent, rangeInfo: {min: 0, max: 1, current: 0.4}}
    - |
      # A custom loader that says what it waits for.
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - {class: com.airbnb.lottie.LottieAnimationView, resourceId: "com.shop:id/loading_animation", contentDescription: Loading your orders, focusable: true}
  invalid:
    - |
      # XCUITest: the spinner reached VoiceOver with neither label nor value.
      platform: ios
      root:
        class: XCUIElementTypeWindow
        children:
          - {↓class: XCUIElementTypeActivityIndicator}
    - |
      # The app cleared UIKit's "In progress".
      platform: ios
      root:
        class: UIView
        children:
          - {↓class: UIActivityIndicatorView, accessibilityLabel: ""}
    - |
      # A custom spinner that VoiceOver stops on and that says nothing.
      platform: ios
      root:
        class: UIView
        children:
          - {↓class: MyApp.LoadingSpinnerView, isAccessibilityElement: true}
    - |
      # A Lottie loading animation TalkBack stops on, silent.
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - {↓class: com.airbnb.lottie.LottieAnimationView, resourceId: "com.shop:id/loading_animation", focusable: true}
    - |
      # A Compose custom indicator: a range without a current value, and no words.
      platform: android
      root:
        class: androidx.compose.ui.platform.ComposeView
        children:
          - {↓class: android.view.View, rangeInfo: {min: 0, max: 1}, focusable: true}
"""#),
        ("progress-text-duplicate.yml", #"""
id: progress-text-duplicate
title: A progress indicator does not repeat the text beside it
summary: A progress bar that is a stop of its own does not say again the numbers a text read next to it states
severity: note
platforms: [ios, android]
component: progress-indicator
aspect: duplicate
wcag: ["1.3.1"]
rationale: |
  Step-by-step flows and uploads often show a bar with a caption: "Step 2 of
  5" above a bar two fifths full, "40%" beside an upload bar. When both are
  stops, a screen-reader user hears the progress twice in a row ("Step 2 of
  5", then "2 of 5, progress bar" or "40 percent"), and one more swipe stands
  between them and the form. The catalog's progress criterion (criteria.md
  4.13, PRG-1) asks to hide the graphic when nearby text already states the
  progress, or to merge the two into one stop.

  The rule reads the numbers the indicator states (its name, its value, and
  its range: a range of whole steps from 0 says "2 of 5", any range says a
  percentage) and the numbers of the plain text read just before or after it
  ("2 of 5", "2/5", "40%", "40 percent"), and reports the indicator when they
  share one. A caption that states the progress in other words ("Almost
  done") or in another language's words for "of" is not matched; nor is a
  text that is a heading, a control or a field, or one in another window.

  Hide the bar (iOS `isAccessibilityElement = false`, Android
  `importantForAccessibility="no"`, Compose `Modifier.clearAndSetSemantics {}`)
  or put the caption and the bar in one stop.

  Criterion: PRG-1, duplicate progress (criteria.md 4.13).
examples:
  valid:
    - |
      # Android views: the bar is hidden from TalkBack, the caption says the step.
      platform: android
      root:
        class: android.widget.LinearLayout
        bounds: [0, 0, 1080, 300]
        children:
          - {class: android.widget.TextView, text: Step 2 of 5, bounds: [40, 40, 1040, 120]}
          - {class: android.widget.ProgressBar, focusable: true, importantForAccessibility: "no",
             rangeInfo: {min: 0, max: 5, current: 2},
             bounds: [40, 140, 1040, 180]}
    - |
      # UIKit: the bar says a percentage, the caption says what is uploading.
      platform: ios
      root:
        class: UIView
        frame: {x: 0, y: 0, width: 390, height: 100}
        children:
          - {class: UILabel, text: Uploading photos, frame: {x: 16, y: 10, width: 358, height: 22}}
          - {class: UIProgressView, accessibilityValue: "40%", frame: {x: 16, y: 40, width: 358, height: 4}}
  invalid:
    - |
      # Android views: a caption and a focusable ProgressBar of 5 steps, both stops.
      platform: android
      root:
        class: android.widget.LinearLayout
        bounds: [0, 0, 1080, 300]
        children:
          - {class: android.widget.TextView, text: Step 2 of 5, bounds: [40, 40, 1040, 120]}
          - {↓class: android.widget.ProgressBar, focusable: true, rangeInfo: {min: 0, max: 5, current: 2},
             bounds: [40, 140, 1040, 180]}
    - |
      # Compose: LinearProgressIndicator(progress = { 0.4f }) beside Text("40%").
      platform: android
      root:
        class: androidx.compose.ui.platform.ComposeView
        bounds: [0, 0, 1080, 300]
        children:
          - {↓class: android.widget.ProgressBar, focusable: true, rangeInfo: {min: 0, max: 1, current: 0.4},
             bounds: [40, 140, 900, 180]}
          - {class: android.widget.TextView, text: 40%, bounds: [920, 130, 1040, 190]}
    - |
      # UIKit: "3 of 4" above a bar whose value says it again.
      platform: ios
      root:
        class: UIView
        frame: {x: 0, y: 0, width: 390, height: 100}
        children:
          - {class: UILabel, text: 3 of 4, frame: {x: 16, y: 10, width: 358, height: 22}}
          - {↓class: UIProgressView, accessibilityValue: 3 of 4, frame: {x: 16, y: 40, width: 358, height: 4}}
    - |
      # SwiftUI: ProgressView(value: 0.75) with Text("75%") beside it, as XCUITest records it.
      platform: ios
      root:
        class: XCUIElementTypeOther
        frame: {x: 0, y: 0, width: 390, height: 100}
        children:
          - {↓class: XCUIElementTypeProgressIndicator, accessibilityValue: 75%, frame: {x: 16, y: 40, width: 300, height: 4}}
          - {class: XCUIElementTypeStaticText, accessibilityLabel: 75%, frame: {x: 330, y: 30, width: 44, height: 22}}
"""#),
        ("radio-group.yml", #"""
id: radio-group
title: Radio buttons form a counted group
summary: Radio buttons that belong together are one group the screen reader can count, with at most one selected
severity: error
platforms: [ios, android]
component: radio-group
aspect: grouping
wcag: ["1.3.1", "4.1.2"]
rationale: |
  A screen-reader user meets radio buttons one at a time. TalkBack says "1 of
  3" and "in list, 3 items" only when they sit in a RadioGroup or another
  collection (Compose's `Modifier.selectableGroup`); without it the user cannot
  tell how many options there are nor where the set ends. VoiceOver counts no
  custom radio buttons, so on iOS each button's name or value must say its
  place ("Express, 2 of 3"). And only one radio button of a group may be
  selected: two chosen options tell the user the group is broken.

  On Android put RadioButtons in a RadioGroup; in Compose put the rows in a
  `Column(Modifier.selectableGroup())`. On iOS add "1 of 3" to each button's
  value or label.

  Radio buttons belong together when a RadioGroup or collection holds them, or,
  outside any, when one container holds them (looked for up to three levels
  up). uiautomator and Appium dumps record no collections, so a Compose
  selectable group or a Material chip group cannot be seen there: radio buttons
  outside a RadioGroup are then not reported for it. Where words count the
  buttons of several groups laid out in one container, only a set whose words
  give its own size is checked for several selected buttons.
examples:
  valid:
    - |
      platform: android
      root:
        class: android.widget.RadioGroup
        children:
          - {class: android.widget.RadioButton, text: Standard, checkable: true, checked: true, clickable: true}
          - {class: android.widget.RadioButton, text: Express, checkable: true, checked: false, clickable: true}
    - |
      platform: android
      root:
        class: androidx.compose.ui.platform.ComposeView
        children:
          - class: android.view.View
            collectionInfo: {rowCount: 2, columnCount: 1}
            children:
              - {class: android.view.View, role: RadioButton, selected: true, clickable: true, text: Standard}
              - {class: android.view.View, role: RadioButton, selected: false, clickable: true, text: Express}
    - |
      platform: ios
      root:
        class: UIStackView
        children:
          - {class: RadioButtonView, isAccessibilityElement: true, accessibilityLabel: Standard,
             accessibilityValue: "Selected, 1 of 2", accessibilityTraits: [button]}
          - {class: RadioButtonView, isAccessibilityElement: true, accessibilityLabel: Express,
             accessibilityValue: "Not selected, 2 of 2", accessibilityTraits: [button]}
  invalid:
    - |
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - ↓class: android.widget.RadioButton
            text: Standard
            checkable: true
            checked: true
            clickable: true
          - {class: android.widget.RadioButton, text: Express, checkable: true, checked: false, clickable: true}
    - |
      platform: android
      root:
        class: android.widget.RadioGroup
        children:
          - {class: android.widget.RadioButton, text: Standard, checkable: true, checked: true, clickable: true}
          - ↓class: android.widget.RadioButton
            text: Express
            checkable: true
            checked: true
            clickable: true
    - |
      platform: android
      root:
        class: androidx.compose.ui.platform.ComposeView
        children:
          - class: android.view.View
            children:
              - ↓class: android.view.View
                role: RadioButton
                selected: true
                clickable: true
                text: Standard
              - {class: android.view.View, role: RadioButton, selected: false, clickable: true, text: Express}
    - |
      platform: ios
      root:
        class: UIStackView
        children:
          - ↓class: RadioButtonView
            isAccessibilityElement: true
            accessibilityLabel: Standard
            accessibilityTraits: [button, selected]
          - {class: RadioButtonView, isAccessibilityElement: true, accessibilityLabel: Express,
             accessibilityTraits: [button]}
"""#),
        ("radio-state.yml", #"""
id: radio-state
title: Radio button exposes selected or not
summary: A radio button tells the screen reader whether it is selected through the platform, not only in its name
severity: error
platforms: [ios, android]
component: radio-button
aspect: state
wcag: ["4.1.2", "1.3.1"]
rationale: |
  TalkBack says "checked" or "not checked" for a RadioButton, and "selected"
  for a Compose radio button made with `Modifier.selectable`; VoiceOver has no
  radio button, so a custom one says "selected" through the selected trait or
  its value. A radio button whose dot is only drawn, or whose name carries the
  state ("Express, selected"), is heard as a button that says nothing of the
  choice.

  On Android use RadioButton, or make a custom view checkable and set its
  checked state; in Compose use `RadioButton` or
  `Modifier.selectable(role = Role.RadioButton)`. On iOS set the selected trait
  on the chosen button (or a value such as "Selected" and "Not selected").

  Radio buttons are found by class (RadioButton, XCUITest's RadioButton, a
  class named like one), by Compose role, by role description, and by a name
  ending in "radio button". When the screen's radio buttons say "selected" on
  the chosen one, the others are taken as not chosen, as VoiceOver users hear
  them in a segmented control.
examples:
  valid:
    - |
      platform: ios
      root:
        class: UIStackView
        children:
          - {class: RadioButtonView, isAccessibilityElement: true, accessibilityLabel: "Standard, 1 of 2",
             accessibilityTraits: [button, selected]}
          - {class: RadioButtonView, isAccessibilityElement: true, accessibilityLabel: "Express, 2 of 2",
             accessibilityTraits: [button]}
    - |
      platform: android
      root:
        class: android.widget.RadioGroup
        children:
          - {class: android.widget.RadioButton, text: Standard, checkable: true, checked: true, clickable: true}
          - {class: android.widget.RadioButton, text: Express, checkable: true, checked: false, clickable: true}
    - |
      platform: android
      root:
        class: androidx.compose.ui.platform.ComposeView
        children:
          - class: android.view.View
            collectionInfo: {rowCount: 2, columnCount: 1}
            children:
              - {class: android.view.View, role: RadioButton, selected: true, clickable: true, text: Standard}
              - {class: android.view.View, role: RadioButton, selected: false, clickable: true, text: Express}
  invalid:
    - |
      platform: ios
      root:
        class: UIStackView
        children:
          - class: UIButton
            accessibilityLabel: ↓Standard shipping radio button, selected
            accessibilityTraits: [button]
    - |
      platform: ios
      root:
        class: UIStackView
        children:
          - ↓class: CustomRadio
            isAccessibilityElement: true
            accessibilityLabel: Pay by card
            accessibilityTraits: [button]
    - |
      platform: android
      root:
        class: androidx.compose.ui.platform.ComposeView
        children:
          - ↓class: android.view.View
            role: RadioButton
            clickable: true
            text: Standard
    - |
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - class: android.widget.ImageView
            clickable: true
            contentDescription: ↓Express delivery radio button, not selected
"""#),
        ("reading-order.yml", #"""
id: reading-order
title: The screen reader reads the screen in the order it shows
summary: A focus stop is not read right after a stop below it in the same column (Android's node order, iOS containers that fix their order or group their elements), nor a field's label after the field
severity: warning
opt-in: true
platforms: [ios, android]
aspect: focus
wcag: ["1.3.2", "2.4.3"]
rationale: |
  TalkBack moves through the accessibility nodes in their order, and Android
  already sorts each view's children by position (top to bottom, then from
  the left) before TalkBack sees them. What that sort cannot fix shows as a
  jump back up the screen: siblings that overlap (a bottom bar listed before
  the full-height content beside it), containers that span the screen, or an
  explicit order (`accessibilityTraversalBefore`/`After`, Compose's
  `traversalIndex`) that contradicts the layout. A user who hears the "Pay"
  button before the total above it, or a heading after its first paragraph,
  loses the sense of the screen.

  TalkBack itself moves a container it cannot focus to where its content
  stands: a list whose first rows start below the app bar drawn over its
  top is read after the app bar, though Android lists it first. So such a
  list is left alone; the order compared is TalkBack's.

  Put the views in the order they show, or fix the order where it is set:
  `accessibilityTraversalAfter`, Compose's `Modifier.semantics {
  traversalIndex = … }` or `isTraversalGroup`.

  A text field's label is read before the field, so the user knows what to
  type before landing in it. A label the dump links to the field
  (`labelFor`, `labeledBy`) lends the field its words, but read as a stop of
  its own after the field it sends the focus back against the order shown;
  and a field with no name of its own must not be followed by the text
  level with it and left of it that names it (a currency sign, a dial code
  or a unit is no such label).

  Each stop is compared with the stop read right before it in the same
  window: it is reported when it lies wholly above that stop and the two
  overlap across at least half the narrower one's width (the same column). A
  move to the top of the next column is no finding. Stops off screen or
  clipped are not compared, and other windows are read in an order of their
  own. Compose, web views and Flutter order their nodes themselves (Compose
  by rows and traversal indexes), which the dump does not show, so their
  nodes are not compared yet; nor are the parts of a stop that the user has
  just heard whole (a card's title below its content).

  On iOS, VoiceOver sorts elements by where they stand, so it only moves up
  a column by more than a row (13 pt) where a container fixes the order: one that lists its elements
  itself (`accessibilityElements`, which our YAML format records), or one
  whose elements it reads together (`shouldGroupAccessibilityChildren`, a
  cell, a tab bar) while something outside lies between them. The finding
  names that container. Web pages keep the page's order and are not judged.
examples:
  valid:
    - |
      platform: android
      root:
        class: android.widget.LinearLayout
        bounds: [0, 0, 1080, 2400]
        children:
          - {class: android.widget.TextView, text: Total 20 €, bounds: [48, 1800, 1032, 1900]}
          - {class: android.widget.Button, text: Pay, clickable: true, bounds: [48, 2000, 1032, 2144]}
    - |
      platform: android
      root:
        class: android.widget.LinearLayout
        bounds: [0, 0, 1080, 2400]
        children:
          - class: android.widget.LinearLayout
            bounds: [0, 200, 540, 1000]
            children:
              - {class: android.widget.TextView, text: Breakfast, bounds: [48, 200, 500, 300]}
              - {class: android.widget.TextView, text: Oats, bounds: [48, 800, 500, 900]}
          - class: android.widget.LinearLayout
            bounds: [540, 200, 1080, 1000]
            children:
              - {class: android.widget.TextView, text: Lunch, bounds: [580, 200, 1032, 300]}
    - |
      platform: android
      root:
        class: androidx.compose.ui.platform.ComposeView
        bounds: [0, 0, 1080, 2400]
        children:
          - {class: android.widget.TextView, text: Recent searches, bounds: [48, 300, 1032, 380]}
          - {class: android.view.View, contentDescription: Search, clickable: true, bounds: [48, 100, 1032, 244]}
    - |
      platform: android
      root:
        class: android.widget.LinearLayout
        bounds: [0, 0, 1080, 2400]
        children:
          - {class: android.widget.TextView, text: Email, labelFor: "com.shop:id/email", bounds: [48, 200, 300, 300]}
          - {class: android.widget.EditText, resourceId: "com.shop:id/email", clickable: true, focusable: true, bounds: [320, 190, 1032, 310]}
          - {class: android.widget.TextView, text: kg, bounds: [1040, 400, 1080, 500]}
    - |
      platform: ios
      root:
        class: UIView
        frame: {x: 0, y: 0, width: 390, height: 844}
        children:
          - class: UIView
            accessibilityElements: [total, pay]
            frame: {x: 0, y: 500, width: 390, height: 300}
            children:
              - {class: UIButton, title: Pay, accessibilityIdentifier: pay, frame: {x: 16, y: 700, width: 358, height: 50}}
              - {class: UILabel, text: Total 20 €, accessibilityIdentifier: total, frame: {x: 16, y: 600, width: 358, height: 40}}
    - |
      platform: ios
      root:
        class: UIView
        frame: {x: 0, y: 0, width: 390, height: 844}
        children:
          - class: UIView
            shouldGroupAccessibilityChildren: true
            frame: {x: 0, y: 100, width: 390, height: 120}
            children:
              - {class: UILabel, text: Name, frame: {x: 16, y: 100, width: 358, height: 40}}
              - {class: UILabel, text: Ada Lovelace, frame: {x: 16, y: 160, width: 358, height: 40}}
          - {class: UILabel, text: Phone, frame: {x: 16, y: 300, width: 358, height: 40}}
    - |
      platform: android
      root:
        class: android.widget.RelativeLayout
        bounds: [0, 0, 1080, 2400]
        children:
          - {class: android.widget.EditText, hintText: Amount, clickable: true, focusable: true, bounds: [320, 190, 1032, 310]}
          - {class: android.widget.TextView, text: "€", bounds: [200, 210, 300, 290]}
          - {class: android.widget.EditText, clickable: true, focusable: true, bounds: [320, 390, 1032, 510]}
          - {class: android.widget.TextView, text: "+44", bounds: [200, 410, 300, 490]}
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        bounds: [0, 0, 1080, 2400]
        children:
          - class: androidx.recyclerview.widget.RecyclerView
            scrollable: true
            bounds: [0, 0, 1080, 2400]
            children:
              - {class: android.widget.TextView, text: Invoice from Ada, clickable: true, bounds: [0, 300, 1080, 500]}
              - {class: android.widget.TextView, text: Lunch on Friday, clickable: true, bounds: [0, 500, 1080, 700]}
          - class: android.widget.LinearLayout
            bounds: [0, 0, 1080, 280]
            children:
              - {class: android.widget.TextView, text: Mail, bounds: [48, 80, 500, 200]}
              - {class: android.widget.ImageButton, contentDescription: Search, clickable: true, bounds: [900, 80, 1032, 200]}
  invalid:
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        bounds: [0, 0, 1080, 2400]
        children:
          - {class: android.widget.Button, text: Pay, clickable: true, bounds: [48, 2000, 1032, 2144]}
          - ↓class: android.widget.TextView
            text: Total 20 €
            bounds: [48, 1800, 1032, 1900]
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        bounds: [0, 0, 1080, 2400]
        children:
          - {class: android.widget.TextView, text: First paragraph of the article, bounds: [48, 400, 1032, 600]}
          - ↓class: android.widget.TextView
            text: Article title
            heading: true
            bounds: [48, 200, 1032, 300]
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        bounds: [0, 0, 1080, 2400]
        children:
          - class: android.widget.LinearLayout
            bounds: [0, 2200, 1080, 2400]
            children:
              - {class: android.widget.TextView, text: Home, clickable: true, bounds: [0, 2200, 540, 2400]}
              - {class: android.widget.TextView, text: Profile, clickable: true, bounds: [540, 2200, 1080, 2400]}
          - class: android.widget.ScrollView
            bounds: [200, 0, 1080, 2200]
            children:
              - ↓class: android.widget.TextView
                text: Welcome back
                bounds: [240, 100, 1032, 200]
    - |
      platform: android
      root:
        class: android.widget.RelativeLayout
        bounds: [0, 0, 1080, 2400]
        children:
          - {class: android.widget.EditText, resourceId: "com.shop:id/email", clickable: true, focusable: true, bounds: [320, 190, 1032, 310]}
          - ↓class: android.widget.TextView
            text: Email
            labelFor: "com.shop:id/email"
            bounds: [48, 200, 300, 300]
    - |
      platform: android
      root:
        class: android.widget.RelativeLayout
        bounds: [0, 0, 1080, 2400]
        children:
          - {class: android.widget.EditText, clickable: true, focusable: true, bounds: [320, 190, 1032, 310]}
          - ↓class: android.widget.TextView
            text: Card holder
            bounds: [48, 210, 300, 290]
    - |
      platform: ios
      root:
        class: UIView
        frame: {x: 0, y: 0, width: 390, height: 844}
        children:
          - class: UIView
            accessibilityElements: [pay, total]
            frame: {x: 0, y: 500, width: 390, height: 300}
            children:
              - ↓class: UILabel
                text: Total 20 €
                accessibilityIdentifier: total
                frame: {x: 16, y: 600, width: 358, height: 40}
              - {class: UIButton, title: Pay, accessibilityIdentifier: pay, frame: {x: 16, y: 700, width: 358, height: 50}}
    - |
      platform: ios
      root:
        class: UIView
        frame: {x: 0, y: 0, width: 390, height: 844}
        children:
          - class: UIView
            shouldGroupAccessibilityChildren: true
            frame: {x: 0, y: 100, width: 390, height: 340}
            children:
              - {class: UILabel, text: Name, frame: {x: 16, y: 100, width: 358, height: 40}}
              - {class: UILabel, text: Address, frame: {x: 16, y: 400, width: 358, height: 40}}
          - ↓class: UILabel
            text: Phone
            frame: {x: 16, y: 250, width: 358, height: 40}
"""#),
        ("reorder-handle-name.yml", #"""
id: reorder-handle-name
title: A reorder handle names its row
summary: A list row's reorder handle says which row it moves, not only "Reorder" or "Drag handle"
severity: warning
platforms: [ios, android]
component: reorder-handle
aspect: name
wcag: ["2.4.6", "4.1.2"]
rationale: |
  A list that can be rearranged shows a grip at the edge of each row. A
  sighted user sees which row a grip belongs to; a screen-reader user hears
  the grip on its own, and when every grip says "Drag handle" or "Reorder",
  nothing tells which row it moves. UIKit does this well by itself: in a
  table's edit mode its reorder control says "Reorder" followed by the row's
  label ("Reorder Milk, button, draggable"), as long as the row has a label.
  Android has no reorder control of its own: apps draw one, and its name is
  whatever the app gives it.

  The catalog's reorder row criterion (criteria.md, section 5, Reorder data
  row) asks for a handle named with its row's label. Name it "Reorder Milk"
  (iOS `accessibilityLabel`, Android `contentDescription`, Compose
  `contentDescription`), or give the row a label so UIKit can build the name.
  On Android also give the row custom actions ("Move up", "Move down", "Move
  to top") so that a TalkBack user can move it without dragging.

  A handle is UIKit's reorder control by class, or a drawn one found by its id
  (`drag_handle`, `reorderHandle`) or by a name that only says what it is
  ("Drag handle", "Drag to reorder"), when that id or name comes back on two
  rows or more: a bottom sheet's grabber is also named "Drag handle" but
  stands alone. A lone "Reorder" button is not taken for a handle (order
  histories have a "Reorder" button that buys again). A handle that is no
  stop of its own (merged into the row, or hidden) is not reported, and one
  with no name at all is control-name's finding. XCUITest and Appium
  snapshots show UIKit's reorder control as a plain button named "Reorder"
  and the row's label, which a dump cannot tell from a buy-again button, so
  there the rule says nothing.

  Criterion: Reorder data row, handle named with the row's label (criteria.md
  section 5).
examples:
  valid:
    - |
      # Android drag-sort list: each handle's description names its row.
      platform: android
      root:
        class: android.widget.ListView
        bounds: [0, 0, 1080, 400]
        children:
          - class: android.widget.LinearLayout
            bounds: [0, 0, 1080, 200]
            children:
              - {class: android.widget.TextView, text: Milk, bounds: [40, 40, 800, 160]}
              - {class: android.widget.ImageView, resourceId: "com.list:id/drag_handle", contentDescription: Reorder Milk,
                 clickable: true, focusable: true, bounds: [900, 40, 1040, 160]}
          - class: android.widget.LinearLayout
            bounds: [0, 200, 1080, 400]
            children:
              - {class: android.widget.TextView, text: Eggs, bounds: [40, 240, 800, 360]}
              - {class: android.widget.ImageView, resourceId: "com.list:id/drag_handle", contentDescription: Reorder Eggs,
                 clickable: true, focusable: true, bounds: [900, 240, 1040, 360]}
    - |
      # A Compose bottom sheet's grabber is also called "Drag handle", but it stands alone: no list row has it.
      platform: android
      root:
        class: androidx.compose.ui.platform.ComposeView
        bounds: [0, 0, 1080, 2400]
        children:
          - class: android.view.View
            bounds: [0, 1200, 1080, 2400]
            children:
              - {class: android.view.View, contentDescription: Drag handle, clickable: true, bounds: [480, 1220, 600, 1300]}
              - {class: android.widget.TextView, text: Share, bounds: [40, 1320, 1040, 1400]}
    - |
      # UIKit table in edit mode: the rows have labels, so each reorder control says "Reorder" and the row's label.
      platform: ios
      root:
        class: UITableView
        frame: {x: 0, y: 0, width: 390, height: 88}
        children:
          - class: UITableViewCell
            frame: {x: 0, y: 0, width: 390, height: 44}
            children:
              - {class: UILabel, text: Milk, frame: {x: 16, y: 0, width: 300, height: 44}}
              - {class: UITableViewCellReorderControl, isAccessibilityElement: true, accessibilityLabel: Reorder Milk, accessibilityTraits: [button],
                 frame: {x: 340, y: 0, width: 44, height: 44}}
          - class: UITableViewCell
            frame: {x: 0, y: 44, width: 390, height: 44}
            children:
              - {class: UILabel, text: Eggs, frame: {x: 16, y: 44, width: 300, height: 44}}
              - {class: UITableViewCellReorderControl, isAccessibilityElement: true, accessibilityLabel: Reorder Eggs, accessibilityTraits: [button],
                 frame: {x: 340, y: 44, width: 44, height: 44}}
  invalid:
    - |
      # Android views: every handle is "Drag handle".
      platform: android
      root:
        class: androidx.recyclerview.widget.RecyclerView
        bounds: [0, 0, 1080, 400]
        children:
          - class: android.widget.LinearLayout
            bounds: [0, 0, 1080, 200]
            children:
              - {class: android.widget.TextView, text: Milk, bounds: [40, 40, 800, 160]}
              - {↓class: android.widget.ImageView, resourceId: "com.list:id/drag_handle", contentDescription: Drag handle,
                 clickable: true, focusable: true, bounds: [900, 40, 1040, 160]}
          - class: android.widget.LinearLayout
            bounds: [0, 200, 1080, 400]
            children:
              - {class: android.widget.TextView, text: Eggs, bounds: [40, 240, 800, 360]}
              - {↓class: android.widget.ImageView, resourceId: "com.list:id/drag_handle", contentDescription: Drag handle,
                 clickable: true, focusable: true, bounds: [900, 240, 1040, 360]}
    - |
      # Compose reorderable list: Icon(contentDescription = "Drag to reorder") in each row, no id.
      platform: android
      root:
        class: androidx.compose.ui.platform.ComposeView
        bounds: [0, 0, 1080, 400]
        children:
          - class: android.view.View
            bounds: [0, 0, 1080, 200]
            children:
              - {class: android.widget.TextView, text: Morning run, bounds: [40, 40, 800, 160]}
              - {↓class: android.view.View, contentDescription: Drag to reorder, clickable: true, bounds: [900, 40, 1040, 160]}
          - class: android.view.View
            bounds: [0, 200, 1080, 400]
            children:
              - {class: android.widget.TextView, text: Stretching, bounds: [40, 240, 800, 360]}
              - {↓class: android.view.View, contentDescription: Drag to reorder, clickable: true, bounds: [900, 240, 1040, 360]}
    - |
      # UIKit collection view list: each cell draws its own grip, a UIButton labelled "Drag handle".
      platform: ios
      root:
        class: UICollectionView
        frame: {x: 0, y: 0, width: 390, height: 88}
        children:
          - class: UICollectionViewCell
            frame: {x: 0, y: 0, width: 390, height: 44}
            children:
              - {class: UILabel, text: Milk, frame: {x: 16, y: 0, width: 300, height: 44}}
              - {↓class: UIButton, accessibilityLabel: Drag handle, frame: {x: 340, y: 0, width: 44, height: 44}}
          - class: UICollectionViewCell
            frame: {x: 0, y: 44, width: 390, height: 44}
            children:
              - {class: UILabel, text: Eggs, frame: {x: 16, y: 44, width: 300, height: 44}}
              - {↓class: UIButton, accessibilityLabel: Drag handle, frame: {x: 340, y: 44, width: 44, height: 44}}
    - |
      # SwiftUI rows with a custom grip: Button { } label: { Image(systemName: "line.3.horizontal") }
      # .accessibilityLabel("Drag handle"), as XCUITest records it.
      platform: ios
      root:
        class: XCUIElementTypeCollectionView
        frame: {x: 0, y: 0, width: 390, height: 88}
        children:
          - class: XCUIElementTypeCell
            frame: {x: 0, y: 0, width: 390, height: 44}
            children:
              - {class: XCUIElementTypeStaticText, accessibilityLabel: Chapter 1, frame: {x: 16, y: 0, width: 300, height: 44}}
              - {↓class: XCUIElementTypeButton, accessibilityLabel: Drag handle, frame: {x: 340, y: 0, width: 44, height: 44}}
          - class: XCUIElementTypeCell
            frame: {x: 0, y: 44, width: 390, height: 44}
            children:
              - {class: XCUIElementTypeStaticText, accessibilityLabel: Chapter 2, frame: {x: 16, y: 44, width: 300, height: 44}}
              - {↓class: XCUIElementTypeButton, accessibilityLabel: Drag handle, frame: {x: 340, y: 44, width: 44, height: 44}}
"""#),
        ("screen-title-heading.yml", #"""
id: screen-title-heading
title: The screen title is a heading
summary: The screen's visible title in its navigation bar, toolbar or top app bar is a heading
severity: warning
facts: [headings]
platforms: [ios, android]
aspect: structure
wcag: ["1.3.1", "2.4.6"]
rationale: |
  The title at the top of a screen tells a screen-reader user where they have
  landed, and heading navigation takes them back to it from anywhere. When it
  is not a heading, the reader says just the words, and the heading gestures
  skip it.

  The title is found in the navigation bar on iOS (UINavigationBar,
  XCUIElementTypeNavigationBar, standard or large), in a Toolbar,
  MaterialToolbar or action bar on Android (or a view with the id
  `action_bar_title` or `toolbar_title`), and in a Compose TopAppBar found by
  its test tag. UIKit makes a navigation bar's title a heading itself, so on
  iOS only a title whose traits the dump lists without `header` is reported.
  Android's Toolbar and Compose's TopAppBar do not: set
  `android:accessibilityHeading="true"` (or `ViewCompat.setAccessibilityHeading`)
  on the title view, or `Modifier.semantics { heading() }` on the title text.

  Only dumps that record headings are judged: uiautomator's own dumps, older
  Appium dumps and XCUITest descriptions do not say which nodes are
  headings, and there a heading may be present all the same.
examples:
  valid:
    - |
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - class: androidx.appcompat.widget.Toolbar
            children:
              - {class: android.widget.ImageButton, contentDescription: Navigate up, clickable: true}
              - {class: android.widget.TextView, text: Orders, heading: true}
    - |
      platform: ios
      root:
        class: UIView
        children:
          - class: UINavigationBar
            children:
              - {class: UILabel, text: Orders}
    - |
      platform: ios
      root:
        class: UIView
        children:
          - class: UINavigationBar
            children:
              - {class: UILabel, text: Orders, accessibilityTraits: [header]}
    - |
      # Compose: the TopAppBar's title text carries heading().
      platform: android
      root:
        class: android.view.View
        children:
          - class: android.view.View
            testTag: TopAppBar
            children:
              - {class: android.view.View, text: Orders, heading: true}
  invalid:
    - |
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - class: androidx.appcompat.widget.Toolbar
            children:
              - {class: android.widget.ImageButton, contentDescription: Navigate up, clickable: true}
              - {↓class: android.widget.TextView, text: Orders}
    - |
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - {↓class: android.widget.TextView, resourceId: "com.example:id/toolbar_title", text: Cart}
    - |
      # Compose: a TopAppBar whose title is plain text.
      platform: android
      root:
        class: android.view.View
        children:
          - class: android.view.View
            testTag: TopAppBar
            children:
              - {↓class: android.view.View, text: Orders}
    - |
      # The app replaced the title's traits and left the header trait out.
      platform: ios
      root:
        class: UIView
        children:
          - class: UINavigationBar
            children:
              - {↓class: UILabel, text: Orders, accessibilityTraits: [staticText]}
"""#),
        ("search-field-name.yml", #"""
id: search-field-name
title: Search field named for search
summary: A search field says it is for search, not only the query typed or suggested in it
severity: error
platforms: [android]
component: search-field
aspect: name
wcag: ["1.3.1", "3.3.2", "4.1.2"]
rationale: |
  TalkBack has no role for search: an Android search field is an "edit box"
  like any other, and only its name or hint says what it is for. `SearchView`
  and Compose's `SearchBar` show a hint ("Search products") that TalkBack reads
  as the name of the empty field and after the query once text is typed:
  "apple watch, edit box, Search products". A field with no hint, no content
  description and no label is named only by what it holds: "apple watch, edit
  box" (a query the user typed, or one the app filled in as a suggestion), and
  nothing says that it is the search box or that changing it searches again.

  Give the field a hint (`android:queryHint` on `SearchView`, `android:hint`,
  a Compose `placeholder`), or a label with `labelFor`/`labeledBy`; a content
  description is not read on an edit box that holds text.

  Reported only when the dump records hints (uiautomator on API 26 and later
  writes `hint`): older dumps leave an empty hint out, so a field that holds a
  query there may still have one, and is not reported. On iOS the search-field
  trait says "search field" after the query, so a query alone is not reported
  there; a search field without that trait is `search-field-role`'s finding.
examples:
  valid:
    - |
      # SearchView's edit box with its query hint: "apple watch, edit box, Search Amazon.in".
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - class: android.widget.AutoCompleteTextView
            resourceId: com.example:id/search_src_text
            text: apple watch
            hintText: Search Amazon.in
            focusable: true
            clickable: true
    - |
      # Compose SearchBar: the placeholder text inside the field says search.
      platform: android
      root:
        class: android.view.View
        children:
          - class: android.widget.EditText
            focusable: true
            clickable: true
            children:
              - {class: android.widget.TextView, text: Search songs}
    - |
      # An empty search field: uiautomator shows its hint as its text, and TalkBack reads it as the name.
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - class: android.widget.EditText
            resourceId: com.example:id/search_query
            text: Search for sessions and speakers
            hintText: Search for sessions and speakers
            focusable: true
            clickable: true
  invalid:
    - |
      # A search bar's edit box with no hint: TalkBack says "littlest pet shop, edit box" and no more.
      platform: android
      root:
        class: android.widget.FrameLayout
        resourceId: com.example:id/search_bar
        children:
          - ↓class: android.widget.EditText
            resourceId: com.example:id/search_query
            text: littlest pet shop
            hintText: ""
            focusable: true
            clickable: true
    - |
      # SearchView's edit box whose query hint was never set, holding a suggested query.
      platform: android
      root:
        class: androidx.appcompat.widget.SearchView
        children:
          - ↓class: android.widget.AutoCompleteTextView
            resourceId: com.example:id/search_src_text
            text: hospitals near me
            hintText: ""
            focusable: true
            clickable: true
"""#),
        ("search-field-role.yml", #"""
id: search-field-role
title: Search field has the search role
summary: A field for search queries carries the search-field trait, so VoiceOver says "search field"
severity: warning
platforms: [ios]
component: search-field
aspect: role
wcag: ["4.1.2", "1.3.1"]
rationale: |
  VoiceOver tells a search field from other text fields by its trait: it says
  "Search podcasts, search field", and the rotor's search-field list (and a
  braille display's "srch") lists it, so a user can jump straight to search on
  any screen. A plain `UITextField` used for search, with a placeholder such as
  "Search transactions" or an id that says search, is read as "text field" and
  is missing from that list: once the placeholder goes, "coffee, text field"
  no longer says that typing there searches.

  `UISearchBar`'s `UISearchTextField` and SwiftUI's `.searchable` field carry
  the trait already; a custom field adds it (`accessibilityTraits.insert(.searchField)`,
  or `.accessibilityAddTraits(.isSearchField)` in SwiftUI).

  A field is taken for a search field by its class or the search bar it sits
  in, its id, or a placeholder that starts with a word for search ("Search",
  "Suchen", "Rechercher", "Buscar", "搜索", "検索", "검색", …). A field with a
  label of its own that names another purpose (Safari's "Address", placeholder
  "Search or enter website") is not. XCUITest reports a field's element type
  from its traits, so a `TextField` element is one without the trait (Apple
  does not document this: unverified). TalkBack has no search role: on Android
  a search field is named by its hint (`search-field-name`), so this rule is
  iOS only. A field named only by its placeholder is also `text-field-name`'s
  finding.
examples:
  valid:
    - |
      # UISearchBar's field: VoiceOver says "Search recipes, search field".
      platform: ios
      root:
        class: UISearchBar
        children:
          - {class: UISearchTextField, placeholder: Search recipes}
    - |
      # SwiftUI .searchable, as XCUITest dumps it: a search field element.
      platform: ios
      root:
        class: XCUIElementTypeNavigationBar
        children:
          - {class: XCUIElementTypeSearchField, placeholder: Search, accessibilityTraits: [searchField]}
    - |
      # An address bar that also searches: its label names its purpose, and it is no search field.
      platform: ios
      root:
        class: UIView
        children:
          - {class: UITextField, accessibilityLabel: Address, placeholder: Search or enter website}
  invalid:
    - |
      # A plain UITextField with a search placeholder: "Search podcasts or add RSS URL, text field".
      platform: ios
      root:
        class: UIView
        children:
          - {class: UIImageView, accessibilityIdentifier: search, isAccessibilityElement: false}
          - ↓class: UITextField
            accessibilityLabel: Podcast search
            placeholder: Search podcasts or add RSS URL
    - |
      # SwiftUI TextField used as a search box: its label is a role word, its id says search.
      platform: ios
      root:
        class: UIView
        children:
          - ↓class: TextField
            accessibilityLabel: Text Field
            accessibilityIdentifier: transactionSearch
            placeholder: Search transactions
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
        ("snackbar-action-button.yml", #"""
id: snackbar-action-button
title: Snackbar action is a button
summary: On Android, the action of a snackbar ("Undo", "Retry") is a button, so TalkBack says "button" after its name
severity: warning
platforms: [android]
component: status-message
aspect: role
wcag: ["4.1.2"]
rationale: |
  A snackbar reports what happened ("Item deleted") and often offers one
  action on it ("Undo"). The catalog's snackbar criterion (criteria.md,
  section 5, Snackbar/Toast) asks that the action follow the button rules:
  a name, and the button role. Material's `Snackbar.setAction` and Compose's
  `Snackbar(action = { TextButton(…) })` give both. A custom snackbar whose
  action is a clickable `TextView` or layout is read "Undo" with no role:
  the user cannot tell it from the message's text, and may never try it
  before the snackbar goes.

  Use a `Button` (or `MaterialButton`), or give the view the button role
  (Compose `Modifier.clickable(role = Role.Button)`, an accessibility
  delegate that reports `android.widget.Button` as its class name).

  A snackbar is found by Material's classes, by the layout that holds
  Material's `snackbar_text` (Android's own dumps call it a `FrameLayout`),
  or by an action whose id ends in `snackbar_action`; its actions are the
  pressable views inside it. An action with no name at all is
  `control-name`'s. That the snackbar's text is announced without focus is
  `status-message-live`'s. A snackbar is on screen for a few seconds only, so
  a dump holds one only when it was taken at that moment; how long it stays
  and whether it waits while TalkBack runs are not in a dump.
examples:
  valid:
    - |
      # Material's snackbar: its action is a Button.
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - class: android.widget.FrameLayout
            children:
              - class: android.widget.LinearLayout
                children:
                  - {class: android.widget.TextView, resourceId: "com.mail:id/snackbar_text", text: Message archived}
                  - {class: android.widget.Button, resourceId: "com.mail:id/snackbar_action", text: Undo, clickable: true, focusable: true}
    - |
      # Compose: Material's Snackbar, whose TextButton carries the button role.
      platform: android
      root:
        class: androidx.compose.ui.platform.ComposeView
        children:
          - class: android.view.View
            accessibilityLiveRegion: polite
            children:
              - {class: android.widget.TextView, text: Message archived}
              - {class: android.widget.Button, text: Undo, clickable: true, focusable: true}
  invalid:
    - |
      # Material's snackbar layout given a view of the app's own, whose action is a clickable text.
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - class: com.google.android.material.snackbar.Snackbar$SnackbarLayout
            children:
              - {class: android.widget.TextView, text: Message archived}
              - {↓class: android.widget.TextView, text: Undo, clickable: true, focusable: true}
    - |
      # Material's snackbar with a custom action view in place of its button.
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - class: android.widget.LinearLayout
            children:
              - {class: android.widget.TextView, resourceId: "com.mail:id/snackbar_text", text: Message archived}
              - ↓class: android.widget.FrameLayout
                resourceId: "com.mail:id/undo"
                clickable: true
                focusable: true
                children:
                  - {class: android.widget.TextView, text: Undo}
"""#),
        ("state-in-name.yml", #"""
id: state-in-name
title: State through the platform, not in the name
summary: A control does not carry a state such as "selected", "checked" or "on" as words of its name
severity: warning
platforms: [ios, android]
aspect: state
wcag: ["4.1.2"]
rationale: |
  A state written into a name ("Home, selected", "Checked, Terms", "Wi-Fi
  on") is only more words to the screen reader: it is not said as a state, it
  stays wrong when the app forgets to change the text, and the reader says
  nothing when the state changes. Expose it through the platform instead
  (criterion C10): the selected trait or `isSelected` on iOS, `selected` or
  `checked` on Android, Compose's `selected` and `toggleableState`; a custom
  state goes in `accessibilityValue` or `stateDescription`.

  The rule looks at controls (what a user acts on, tabs and cells) with no
  platform state of that kind and no value. A state counts when it is a part
  of the name set off by a comma, colon or similar mark, first or last
  ("Home, selected", "Selected: Home"), or a final "on" or "off" after a
  noun ("Wi-Fi on"). "Turn on notifications", "Log off", "On sale", "20%
  off", "Delete selected" and "Last checked" are phrases, not states. A word
  the screen shows as text of its own within the control (a settings row's
  "On" beside its title) is a shown value, read as a sighted user sees it.
  Every node has a selected state, and both readers say "not selected" by
  saying nothing: "unselected" in the name of a node that is not selected
  repeats the platform (more words, not a missing state), and whether the
  node becomes selected when chosen is not on the screen. "Selected" in the
  name of a node the platform calls not selected is reported.
  Switches, checkboxes, radio buttons and tabs are left to `switch-state`,
  `checkbox-state`, `radio-state` and `tab-selected-state`, which report
  the same mistake on them.
examples:
  valid:
    - |
      platform: ios
      root:
        class: UIView
        children:
          - {class: UIButton, accessibilityLabel: Turn on notifications}
          - {class: UIButton, accessibilityLabel: Delete selected}
          - {class: UIButton, accessibilityLabel: Home, isSelected: true}
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - {class: android.widget.Button, text: On sale, clickable: true}
          - {class: android.widget.Button, text: 20% off, clickable: true}
          - {class: android.widget.Button, text: Log off, clickable: true}
          - {class: android.widget.EditText, text: "An: Max Mustermann", editable: true, focusable: true}
    - |
      # The row shows "On" as text beside its title: a value the user sees too.
      platform: ios
      root:
        class: UITableView
        children:
          - class: UITableViewCell
            accessoryType: disclosureIndicator
            children:
              - {class: UILabel, text: Bluetooth}
              - {class: UILabel, text: "On"}
    - |
      # The state is exposed: the words are redundant, but the reader knows the state.
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - {class: android.view.View, contentDescription: "Favourites, selected", selected: true, clickable: true}
    - |
      # A bottom bar that sets the selected state: "unselected" on the others says what the platform says.
      platform: android
      root:
        class: android.view.View
        children:
          - {class: android.view.View, contentDescription: "Home, tab 1 of 3, selected", selected: true, focusable: true}
          - {class: android.view.View, contentDescription: "Search, tab 2 of 3, unselected", clickable: true, focusable: true}
          - {class: android.view.View, contentDescription: "Profile, tab 3 of 3, unselected", clickable: true, focusable: true}
  invalid:
    - |
      platform: ios
      root:
        class: UIView
        children:
          - {class: UIButton, accessibilityLabel: ↓"Home, selected"}
          - {class: UIButton, accessibilityLabel: ↓Wi-Fi on}
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - {class: android.view.View, contentDescription: ↓"Checked, Terms and conditions", clickable: true}
    - |
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - {class: android.widget.ImageButton, contentDescription: ↓Flash off, clickable: true}
          - {class: android.widget.Button, text: "Sort: newest", clickable: true}
    - |
      platform: ios
      root:
        class: UIView
        children:
          - {class: UIButton, accessibilityLabel: ↓"Selected: Large"}
    - |
      # The current item says "selected" but the platform calls it not selected: the state is only words.
      platform: android
      root:
        class: android.view.View
        children:
          - {class: android.view.View, contentDescription: ↓"Home, selected", clickable: true}
          - {class: android.view.View, contentDescription: "Search, not selected", clickable: true}
"""#),
        ("status-message-live.yml", #"""
id: status-message-live
title: Status message is announced without focus
summary: On Android, a snackbar, toast-like banner or inline status message is a live region or has a pane title
severity: warning
platforms: [android]
component: status-message
aspect: focus
wcag: ["4.1.3"]
rationale: |
  When the app reports what just happened ("Added to cart", "Changes saved",
  "Something went wrong") in a banner or a line of text, sighted users see
  it appear. TalkBack says nothing unless the view is a live region or a pane
  with a title: the focus stays where it was, and a blind user never learns
  that the item was added, or that the payment failed.

  Android's own messages are announced: Material's `Snackbar` is a polite
  live region, and the system speaks a `Toast`. A custom banner, an in-app
  "toast" view or a status text is silent by default. Make it a live region
  (`android:accessibilityLiveRegion="polite"`, `ViewCompat.setAccessibilityLiveRegion`,
  Compose `Modifier.semantics { liveRegion = LiveRegionMode.Polite }`;
  assertive only for what cannot wait), or give a pane that appears a
  `paneTitle`.

  Status messages are found by class and id (snackbar, toast,
  `error_banner`, `success_message`, …) and by wording that only ever reports
  an outcome ("Added to …", "… successfully", "Something went wrong", "No
  internet connection"). Other texts are not judged: a static text that
  was there when the screen opened is content, not a status message.
  uiautomator dumps do not record live regions, so nothing is reported in
  them.
examples:
  valid:
    - |
      # Material's snackbar is a polite live region of its own.
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - class: com.google.android.material.snackbar.Snackbar$SnackbarLayout
            children:
              - {class: android.widget.TextView, resourceId: "com.shop:id/snackbar_text", text: Added to cart}
              - {class: android.widget.Button, resourceId: "com.shop:id/snackbar_action", text: Undo, clickable: true}
    - |
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - class: android.widget.LinearLayout
            resourceId: "com.shop:id/error_banner"
            accessibilityLiveRegion: polite
            children:
              - {class: android.widget.TextView, text: Payment declined}
    - |
      # Compose: liveRegion on the message.
      platform: android
      root:
        class: androidx.compose.ui.platform.ComposeView
        children:
          - {class: android.widget.TextView, text: Changes saved, accessibilityLiveRegion: polite}
    - |
      # A plain static text is not a status message.
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - {class: android.widget.TextView, text: Your cart}
          - {class: android.widget.TextView, text: Status}
    - |
      # The dump does not record live regions: the message may well be one.
      platform: android
      notRecorded: [accessibilityLiveRegion]
      root:
        class: android.widget.LinearLayout
        children:
          - {class: android.widget.TextView, text: Added to cart}
  invalid:
    - |
      # An in-app "toast" view, silent to TalkBack.
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - ↓class: android.widget.LinearLayout
            resourceId: "com.shop:id/toast_container"
            children:
              - {class: android.widget.TextView, text: Added to cart}
    - |
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - {class: android.widget.EditText, text: Ada, hintText: Name, editable: true, focusable: true}
          - {↓class: android.widget.TextView, text: Profile saved successfully}
    - |
      # Compose: an error text that appears, with no liveRegion.
      platform: android
      root:
        class: androidx.compose.ui.platform.ComposeView
        children:
          - {↓class: android.widget.TextView, text: Something went wrong. Please try again.}
    - |
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - {↓class: android.widget.TextView, resourceId: "com.shop:id/confirmation_message", text: Order placed}
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
      # A cart's quantity that opens a number entry when pressed is still the
      # value its buttons step: the ids say which button removes and which adds.
      platform: android
      root:
        class: android.widget.LinearLayout
        clickable: true
        children:
          - {↓class: android.widget.TextView, resourceId: "com.shop:id/button_remove", text: "", clickable: true}
          - {class: android.widget.TextView, resourceId: "com.shop:id/quantity", text: "2", clickable: true}
          - {↓class: android.widget.TextView, resourceId: "com.shop:id/button_add", text: "", clickable: true}
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
        ("switch-state.yml", #"""
id: switch-state
title: Switch exposes on or off
summary: A switch tells the screen reader whether it is on or off through the platform, not only in its name
severity: error
platforms: [ios, android]
component: switch
aspect: state
wcag: ["4.1.2", "1.3.1"]
rationale: |
  A switch is useful only when the user hears whether it is on. VoiceOver says
  "on" or "off" from a UISwitch, a SwiftUI Toggle or an element's value;
  TalkBack from a checkable view's checked state, Compose's toggleable state
  or a state description. A custom switch that shows its state only as a
  picture is heard as a plain button, and one that writes the state into its
  name ("Wi-Fi on") is heard as a button whose name changes: neither says it
  can be toggled, and voice control users must say a name that keeps changing.

  On iOS use UISwitch or Toggle, or give a custom switch the value "On" or
  "Off" (with the toggle trait on iOS 17). On Android use a Switch or
  SwitchMaterial, or make the view checkable and set its checked state; in
  Compose use `Switch` or `Modifier.toggleable(role = Role.Switch)`.

  A switch is found by its class, its Compose role, the toggle trait, an on/off
  value on a button, a role description, or a name that ends in "switch" and a
  state ("Wi-Fi switch, on"). A Compose Material switch appears in
  uiautomator dumps as a checkable view without children or role. When a dump's
  format does not record the state (Maestro records no `checkable`), the check
  takes what it records and says nothing of what it does not; a value or state
  description in words a11ylint cannot read (a language it does not know) is
  taken as saying the state. A switch inside a stop (a row TalkBack reads with
  it, an iOS element) may have its state said by that stop instead.
examples:
  valid:
    - |
      platform: ios
      root:
        class: UITableView
        children:
          - class: UITableViewCell
            children:
              - {class: UILabel, text: Wi-Fi}
              - {class: UISwitch, accessibilityLabel: Wi-Fi, isOn: true}
    - |
      platform: ios
      root:
        class: XCUIElementTypeOther
        children:
          - {class: XCUIElementTypeButton, accessibilityLabel: Dark mode, accessibilityValue: "Off",
             accessibilityTraits: [button]}
    - |
      platform: android
      root:
        class: android.widget.LinearLayout
        clickable: true
        children:
          - {class: android.widget.TextView, text: Wi-Fi}
          - {class: android.widget.Switch, checkable: true, checked: true}
    - |
      platform: android
      root:
        class: androidx.compose.ui.platform.ComposeView
        children:
          - class: android.view.View
            role: Switch
            toggleableState: "off"
            clickable: true
            children:
              - {class: android.widget.TextView, text: Dark mode}
  invalid:
    - |
      platform: ios
      root:
        class: UIView
        children:
          - class: CustomSwitch
            isAccessibilityElement: true
            accessibilityLabel: ↓Wi-Fi on
            accessibilityTraits: [button]
    - |
      platform: ios
      root:
        class: UIView
        children:
          - class: UIButton
            accessibilityLabel: ↓Airplane Mode switch, off
            accessibilityTraits: [button]
    - |
      platform: android
      root:
        class: androidx.compose.ui.platform.ComposeView
        children:
          - class: android.view.View
            role: Switch
            contentDescription: ↓Wi-Fi, on
            clickable: true
    - |
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - {class: android.widget.TextView, text: Notifications}
          - ↓class: com.example.ui.PillSwitch
            clickable: true
            contentDescription: Notifications
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

  A tab bar built of plain views is known by its shape: pressable items of
  one class side by side, each with words, exactly one of them drawn as
  selected (on itself or on its icon and label). When only the icon and
  label carry the state, TalkBack says their words but never "selected":
  the tab the reader focuses must be selected itself.
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
    - |
      # Chips in a horizontal list with one selected are a list, not tabs: its
      # items say their place ("1 of 3") and their state.
      platform: android
      root:
        class: androidx.recyclerview.widget.RecyclerView
        bounds: [0, 300, 1080, 420]
        children:
          - {class: android.widget.FrameLayout, clickable: true, selected: true, bounds: [0, 300, 360, 420],
             children: [{class: android.widget.TextView, text: All, bounds: [20, 320, 340, 400]}]}
          - {class: android.widget.FrameLayout, clickable: true, bounds: [360, 300, 720, 420],
             children: [{class: android.widget.TextView, text: Sale, bounds: [380, 320, 700, 400]}]}
    - |
      # Sizes on a product page: one is chosen, but a row of choices inside the
      # content is no tab bar.
      platform: android
      root:
        class: android.widget.FrameLayout
        bounds: [0, 0, 1080, 2340]
        children:
          - class: android.widget.LinearLayout
            bounds: [0, 1100, 1080, 1240]
            children:
              - {class: android.widget.TextView, text: S, clickable: true, selected: true, bounds: [0, 1100, 360, 1240]}
              - {class: android.widget.TextView, text: M, clickable: true, bounds: [360, 1100, 720, 1240]}
              - {class: android.widget.TextView, text: L, clickable: true, bounds: [720, 1100, 1080, 1240]}
  invalid:
    - |
      # A custom bottom bar: the current tab is drawn selected on its icon and
      # label, not on the clickable item TalkBack focuses.
      platform: android
      root:
        class: android.widget.FrameLayout
        bounds: [0, 0, 1080, 2340]
        children:
          - class: android.widget.LinearLayout
            bounds: [0, 2200, 1080, 2340]
            children:
              - ↓class: android.widget.RelativeLayout
                clickable: true
                bounds: [0, 2200, 360, 2340]
                children:
                  - {class: android.widget.ImageView, selected: true, bounds: [150, 2210, 210, 2270]}
                  - {class: android.widget.TextView, text: Messages, selected: true, bounds: [0, 2280, 360, 2330]}
              - class: android.widget.RelativeLayout
                clickable: true
                bounds: [360, 2200, 720, 2340]
                children:
                  - {class: android.widget.ImageView, bounds: [510, 2210, 570, 2270]}
                  - {class: android.widget.TextView, text: Mail, bounds: [360, 2280, 720, 2330]}
              - class: android.widget.RelativeLayout
                clickable: true
                bounds: [720, 2200, 1080, 2340]
                children:
                  - {class: android.widget.ImageView, bounds: [870, 2210, 930, 2270]}
                  - {class: android.widget.TextView, text: Contacts, bounds: [720, 2280, 1080, 2330]}
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

  A label is one line: a text of several lines counts by its first, since the
  lines under it are body text that a row may cut off with a link to the rest
  ("Show more"), which the dump folds into the text. A one-word mark shown before
  the row's text (a badge such as "Ad") that the name leaves out is not the
  label when the name speaks the text after it.
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
    - |
      # A post cut off with "Show more": the name holds its first line and what follows.
      platform: android
      root:
        class: androidx.recyclerview.widget.RecyclerView
        children:
          - class: android.view.ViewGroup
            contentDescription: "Ann. Big news today. We moved the shop to the old mill, open from Monday."
            clickable: true
            children:
              - {class: android.widget.TextView, text: "Big news today\nWe moved the shop to the old Show more", importantForAccessibility: no}
    - |
      # The "Ad" badge is a mark beside the post; the name speaks the post's text.
      platform: android
      root:
        class: androidx.recyclerview.widget.RecyclerView
        children:
          - class: android.view.ViewGroup
            contentDescription: "Shoe Shop. Spring sale on all boots. Promoted."
            clickable: true
            children:
              - {class: android.widget.TextView, text: Ad, importantForAccessibility: no}
              - {class: android.widget.TextView, text: Spring sale on all boots, importantForAccessibility: no}
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
    - |
      # The card's stop says only the badge over its photo; its title is read in another stop.
      platform: android
      root:
        class: androidx.recyclerview.widget.RecyclerView
        children:
          - ↓class: android.widget.FrameLayout
            clickable: true
            children:
              - {class: android.widget.ImageView, bounds: [0, 0, 400, 400]}
              - {class: android.widget.TextView, text: Viewed, bounds: [20, 20, 200, 60]}
              - class: androidx.recyclerview.widget.RecyclerView
                focusable: true
                bounds: [400, 0, 1000, 300]
                children:
                  - class: android.view.ViewGroup
                    bounds: [420, 0, 980, 300]
                    children:
                      - {class: android.widget.TextView, text: Toy cat figure, bounds: [420, 0, 980, 100]}
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
facts: [custom-actions]
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

  The rule counts only controls that nothing but the row's stop reaches: a
  button the screen reader focuses on its own, or one inside such a button (the
  checkable image of a favourite button), is not the row's; a view with no
  action of its own (a checkable image that takes no click, a read-only text)
  is no action at all; and a list item that is a stop only because it speaks
  has no action of its own. A row that lists custom actions is left alone, and
  so is every row of a dump that does not record custom actions (uiautomator,
  XCUITest): an app that hides a row's buttons from the reader
  (`importantForAccessibility="no"`) usually offers them as custom actions, and
  the dump cannot show whether it does.
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
    - |
      # The favourite button is a stop of its own: TalkBack counts its checkable
      # image as something to say. The image takes no click; it is part of the button.
      platform: android
      root:
        class: androidx.recyclerview.widget.RecyclerView
        children:
          - class: android.widget.FrameLayout
            clickable: true
            children:
              - {class: android.widget.TextView, text: Viewed}
              - class: android.widget.FrameLayout
                clickable: true
                focusable: true
                children:
                  - {class: android.widget.ImageButton, checkable: true, checked: false, clickable: false}
    - |
      # A list item that is a stop because it speaks has no action of its own; the
      # button inside it is a stop of its own.
      platform: android
      root:
        class: androidx.recyclerview.widget.RecyclerView
        children:
          - class: android.view.ViewGroup
            children:
              - {class: android.widget.TextView, text: Toy cat figure}
              - {class: android.widget.ImageButton, contentDescription: Add to favourites, clickable: true}
    - |
      # The buttons are hidden from TalkBack and offered as the row's custom actions.
      platform: android
      root:
        class: androidx.recyclerview.widget.RecyclerView
        children:
          - class: android.view.ViewGroup
            contentDescription: Ann, Lunch at noon?
            clickable: true
            actions: [click, Reply, Like]
            children:
              - {class: android.widget.TextView, text: Lunch at noon?}
              - {class: android.widget.ImageButton, contentDescription: Reply, clickable: true, importantForAccessibility: no}
              - {class: android.widget.ImageButton, contentDescription: Like, clickable: true, importantForAccessibility: no}
    - |
      # The dump records no actions: the hidden buttons may be the row's custom actions.
      platform: android
      notRecorded: [actions]
      root:
        class: androidx.recyclerview.widget.RecyclerView
        children:
          - class: android.view.ViewGroup
            contentDescription: Ann, Lunch at noon?
            clickable: true
            children:
              - {class: android.widget.TextView, text: Lunch at noon?}
              - {class: android.widget.ImageButton, contentDescription: Reply, clickable: true, importantForAccessibility: no}
    - |
      # A read-only text view (static text) in a title cell offers nothing to activate.
      platform: ios
      root:
        class: UITableView
        children:
          - class: UITableViewCell
            accessibilityLabel: We care about your privacy
            children:
              - {class: UITextView, text: We care about your privacy, accessibilityTraits: [staticText]}
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
        ("text-contrast.yml", #"""
id: text-contrast
title: Text contrasts with its background
summary: Text declared with its colours reaches WCAG's contrast ratio against the background it stands on
severity: error
facts: [colours]
platforms: [ios, android]
aspect: contrast
wcag: ["1.4.3"]
rationale: |
  Faint text is hard or impossible to read for people with low vision, and
  for everyone in sunlight. WCAG asks for a contrast ratio of 4.5:1 between
  text and its background, or 3:1 for large text: 18 pt or more, or 14 pt
  or more in bold (points on iOS, sp on Android, as Accessibility Scanner
  counts them).

  The rule runs only where the dump declares colours: `textColor` on the
  node that shows the text, and `backgroundColor` on it or on an ancestor
  (the nearest one counts; a translucent background is blended over the one
  below it, and translucent text over its background). Luminance follows
  WCAG's sRGB formula. When nothing opaque is declared behind the text, the
  rule says nothing: it cannot know what the text stands on. When the dump
  gives no `textSize`, the text may be large, so only a ratio under 3:1 is
  reported. As WCAG says, the text of a disabled control needs no contrast,
  and text that is not drawn (`isHidden`) or off screen is left alone.
examples:
  valid:
    - |
      platform: ios
      root:
        class: UIView
        backgroundColor: "#FFFFFF"
        children:
          - {class: UILabel, text: Order total, textColor: "#595959", textSize: 15}
    - |
      # Large bold text needs 3:1: #949494 on white is 3.03:1.
      platform: android
      root:
        class: android.widget.FrameLayout
        backgroundColor: "#FFFFFFFF"
        children:
          - {class: android.widget.TextView, text: Welcome, textColor: "#FF949494", textSize: 14, bold: true}
    - |
      # No background is declared: what the text stands on is not known.
      platform: android
      root:
        class: android.widget.FrameLayout
        children:
          - {class: android.widget.TextView, text: Welcome, textColor: "#FFAAAAAA", textSize: 12}
    - |
      # Unknown size: 3.94:1 may be large text, so it is not reported.
      platform: ios
      root:
        class: UIView
        backgroundColor: "#000000"
        children:
          - {class: UIButton, text: Skip, textColor: "#6B6B6B"}
          # A disabled button's text needs no contrast.
          - {class: UIButton, text: Next, textColor: "#3A3A3A", textSize: 17, isEnabled: false}
  invalid:
    - |
      platform: ios
      root:
        class: UIView
        backgroundColor: "#FFFFFF"
        children:
          - {↓class: UILabel, text: Free delivery over 20 €, textColor: "#999999", textSize: 13}
    - |
      # The text's own background counts, not the window's.
      platform: android
      root:
        class: android.widget.FrameLayout
        backgroundColor: "#FF000000"
        children:
          - {↓class: android.widget.Button, text: Buy now, textColor: "#FFFFFFFF", backgroundColor: "#FFFFC107", textSize: 14, clickable: true}
    - |
      # Half-transparent white text on white over a mid grey parent.
      platform: android
      root:
        class: android.widget.FrameLayout
        backgroundColor: "#FF808080"
        children:
          - class: android.widget.LinearLayout
            backgroundColor: "#80FFFFFF"
            children:
              - {↓class: android.widget.TextView, text: Sold out, textColor: "#80FFFFFF", textSize: 20}
    - |
      platform: ios
      root:
        class: UIView
        backgroundColor: "#1C1C1E"
        children:
          - {↓class: UILabel, text: Terms apply, textColor: "#3A3A3C"}
"""#),
        ("text-field-error.yml", #"""
id: text-field-error
title: Text field error reaches the screen reader
summary: An error shown for a field is in the field's announcement or is the next stop after it
severity: warning
platforms: [ios, android]
component: text-field
aspect: state
wcag: ["3.3.1", "4.1.2"]
rationale: |
  When a form rejects a value it shows why, usually in red below the field
  ("Enter a valid email address"). A screen reader user on the field hears
  only its name and value, and moves on without learning what is wrong. The
  message has to reach them where they are: on Android set it as the field's
  error (`setError`, `TextInputLayout`, Compose `isError` with `error()`
  semantics), which TalkBack reads after the field ("Error: …"); on iOS put
  it in the field's label, value or hint; or at least make the message the
  very next stop after the field.

  A message is a text after the field in the field's own container, below
  it, that reads as an error by its words ("error", "invalid", "must",
  "required", in English, German, French and Spanish) or whose id or class
  says error. Formats that cannot show where the field carries it are not
  judged: uiautomator does not record a field's `error`, which Material's
  `TextInputLayout` always sets, and XCUITest-based dumps never record the
  accessibility hint.
examples:
  valid:
    - |
      # The field carries the error: TalkBack says "jane@, edit box, Email, Error: Enter a valid email address".
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - class: android.widget.EditText
            text: jane@
            hintText: Email
            error: Enter a valid email address
            focusable: true
          - {class: android.widget.TextView, text: Enter a valid email address}
    - |
      platform: ios
      root:
        class: UIStackView
        children:
          - class: UITextField
            accessibilityLabel: Email
            accessibilityValue: jane@
            accessibilityHint: Error. Enter a valid email address.
          - {class: UILabel, text: Enter a valid email address.}
    - |
      # The message is the very next stop after the field.
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - {class: android.widget.EditText, text: jane@, hintText: Email, focusable: true}
          - {class: android.widget.TextView, text: Invalid email address}
    - |
      # Compose supporting text drawn inside the field is read with it.
      platform: android
      root:
        class: android.view.View
        children:
          - class: android.widget.EditText
            text: "1234"
            focusable: true
            children:
              - {class: android.widget.TextView, text: Password}
              - {class: android.widget.TextView, text: Must be at least 8 characters}
  invalid:
    - |
      # A clear button comes between the field and its message.
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - class: android.widget.FrameLayout
            children:
              - ↓class: android.widget.EditText
                text: jane@
                hintText: Email
                focusable: true
              - {class: android.widget.ImageButton, contentDescription: Clear email, clickable: true}
          - {class: android.widget.TextView, resourceId: "com.example:id/email_error", text: Enter a valid email address}
    - |
      platform: ios
      root:
        class: UIStackView
        children:
          - class: UIView
            children:
              - ↓class: UITextField
                accessibilityLabel: Email
                accessibilityValue: jane@
              - {class: UIButton, accessibilityLabel: Clear text}
          - {class: UILabel, text: Email address is invalid}
    - |
      # Compose: the message is a text of its own after the show-password button.
      platform: android
      root:
        class: android.view.View
        children:
          - class: android.view.View
            children:
              - ↓class: android.widget.EditText
                text: "1234"
                focusable: true
                children:
                  - {class: android.widget.TextView, text: Password}
              - {class: android.view.View, contentDescription: Show password, clickable: true}
          - {class: android.widget.TextView, text: Password must be at least 8 characters}
"""#),
        ("text-field-name.yml", #"""
id: text-field-name
title: Text field named by its label
summary: A text field's name comes from its label, not only from its placeholder or hint
severity: error
platforms: [ios, android]
component: text-field
aspect: name
wcag: ["1.3.1", "3.3.2", "4.1.2"]
rationale: |
  A placeholder ("you@example.com", "Add artist name...") shows only while the
  field is empty. On iOS VoiceOver reads it where the field's text goes, and
  drops it once the user types: "jane@, text field" no longer says what the
  field is for. A Compose placeholder leaves the tree when text is typed, so
  TalkBack then says just the text and "edit box". The field needs a name that
  stays: its visible label merged into it, linked with `labelFor`/`labeledBy`,
  or given as its `accessibilityLabel` or `contentDescription`.

  When the visible label is a focus stop of its own ("Email", then
  "you@example.com, text field"), the user hears the label as loose text and
  the field by its example value, and cannot tell which label goes with which
  field; after typing the field has no name at all.

  TalkBack reads an Android hint (`android:hint`, Material's `TextInputLayout`
  hint) after the typed text too, so a hint alone is reported only when the
  visible label beside the field is a separate stop that the field's own words
  do not include. A search field whose placeholder goes is still a "search
  field": its role says what it is for. A field with no name at all is
  `control-name`'s finding.
examples:
  valid:
    - |
      # The label names the field; the placeholder is its value while it is empty.
      platform: ios
      root:
        class: UIStackView
        children:
          - {class: UILabel, text: Email, isAccessibilityElement: false}
          - {class: UITextField, accessibilityLabel: Email, placeholder: you@example.com}
    - |
      # labelFor on the visible label: TalkBack reads "edit box, you@example.com, Email".
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - {class: android.widget.TextView, text: Email, labelFor: "com.example:id/email"}
          - class: android.widget.EditText
            resourceId: com.example:id/email
            hintText: you@example.com
            focusable: true
            clickable: true
    - |
      # Compose OutlinedTextField: the label is a text inside the field and stays once text is typed.
      platform: android
      root:
        class: android.view.View
        children:
          - class: android.widget.EditText
            focusable: true
            clickable: true
            children:
              - {class: android.widget.TextView, text: Artist}
              - {class: android.widget.TextView, text: e.g. Nina Simone}
    - |
      # VoiceOver: "Search, search field", and once text is typed "lentils, search field".
      platform: ios
      root:
        class: UIView
        children:
          - {class: UISearchTextField, placeholder: Search}
    - |
      # A hint alone, with no visible label beside it: TalkBack keeps reading it after the typed text.
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - {class: android.widget.EditText, hintText: Search recipes, text: lentil soup, focusable: true}
    - |
      # An empty search box beside the title "Search": uiautomator dumps the hint as its text too.
      # The hint, read again after typed text, holds the title's word.
      platform: android
      root:
        class: android.view.ViewGroup
        children:
          - {class: android.widget.TextView, text: Search, bounds: [189, 169, 220, 250]}
          - class: android.widget.AutoCompleteTextView
            text: Search for sessions and speakers
            hintText: Search for sessions and speakers
            focusable: true
            clickable: true
            bounds: [261, 161, 933, 256]
  invalid:
    - |
      # The visible label is a stop of its own; the field says only its example value.
      platform: ios
      root:
        class: UIStackView
        children:
          - {class: UILabel, text: Email}
          - ↓class: UITextField
            placeholder: you@example.com
    - |
      # No label at all: once the user types, VoiceOver says "Jane, text field".
      platform: ios
      root:
        class: UIView
        children:
          - ↓class: UITextField
            accessibilityIdentifier: name-field
            placeholder: Enter your full name
    - |
      # TalkBack: "Email", then "name@example.com, edit box": the hint names the field, not its label.
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - {class: android.widget.TextView, text: Email}
          - ↓class: android.widget.EditText
            hintText: name@example.com
            focusable: true
            clickable: true
    - |
      # Compose placeholder: gone once text is typed, and then the field has no name.
      platform: android
      root:
        class: android.view.View
        children:
          - ↓class: android.widget.EditText
            focusable: true
            clickable: true
            children:
              - {class: android.widget.TextView, text: Add artist name...}
"""#),
        ("text-field-required.yml", #"""
id: text-field-required
title: Required text field says so
summary: A field whose visible label marks it required says "required"
severity: warning
platforms: [ios, android]
component: text-field
aspect: state
wcag: ["1.3.1", "3.3.2"]
rationale: |
  Sighted users see that a field is required from its label: "Email *",
  "Name (required)". A screen reader user hears only what the field says. An
  asterisk is read as "star" or, with the default punctuation level, not at
  all, so "Email *, text field" does not tell the user the form will refuse to
  go on without it. The field's announcement should say "required" (or
  "erforderlich", "obligatoire", "obligatorio"): in its label or content
  description ("Email, required"), its hint, or its hint text.

  The label is looked for in the field's own name, its placeholder or hint,
  and the visible label beside it when that is a stop of its own. On iOS,
  dumps made through XCUITest (Appium, Maestro, test logs) never record the
  accessibility hint, where VoiceOver may well say "required", so those dumps
  are not judged.
examples:
  valid:
    - |
      # The asterisk is hidden from VoiceOver and the label says "required".
      platform: ios
      root:
        class: UIStackView
        children:
          - {class: UILabel, text: Email *, isAccessibilityElement: false}
          - {class: UITextField, accessibilityLabel: "Email, required"}
    - |
      platform: ios
      root:
        class: UIStackView
        children:
          - {class: UITextField, accessibilityLabel: Email *, accessibilityHint: Required}
    - |
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - {class: android.widget.EditText, hintText: Email (required), focusable: true}
    - |
      # Compose: the field's description replaces the visible "Name *".
      platform: android
      root:
        class: android.view.View
        children:
          - class: android.widget.EditText
            contentDescription: Name, required
            focusable: true
            children:
              - {class: android.widget.TextView, text: Name *}
  invalid:
    - |
      platform: ios
      root:
        class: UIStackView
        children:
          - ↓class: UITextField
            accessibilityLabel: Email *
    - |
      # The label with its asterisk is a stop of its own; the field says only "edit box".
      platform: android
      root:
        class: android.widget.LinearLayout
        children:
          - {class: android.widget.TextView, text: Password *}
          - ↓class: android.widget.EditText
            password: true
            focusable: true
            clickable: true
    - |
      # Compose: "edit box, Name*".
      platform: android
      root:
        class: android.view.View
        children:
          - ↓class: android.widget.EditText
            focusable: true
            children:
              - {class: android.widget.TextView, text: Name*}
"""#),
        ("touch-target-size.yml", #"""
id: touch-target-size
title: Touch targets are large enough
summary: An interactive focus stop is at least 44 × 44 pt on iOS and 48 × 48 dp on Android
severity: warning
opt-in: true
facts: [density]
platforms: [ios, android]
aspect: size
wcag: ["2.5.8", "2.5.5"]
options:
  - name: min-size-ios
    type: integer
    minimum: 1
    default: 44
    summary: The smallest width and height in points of an iOS touch target.
  - name: min-size-android
    type: integer
    minimum: 1
    default: 48
    summary: The smallest width and height in dp of an Android touch target.
rationale: |
  A small button is hard to hit for anyone whose hand shakes, who uses a
  switch or a head pointer, or who taps with a thumb on the move, and a miss
  often lands on the neighbouring control. Apple asks for 44 × 44 points and
  Google for 48 × 48 dp; both sizes can be set per project.

  Make the control itself larger, or widen its hit area: on iOS a larger
  button with a smaller image, on Android padding, `minHeight`/`minWidth`, a
  `TouchDelegate` or, in Compose, `Modifier.minimumInteractiveComponentSize()`.

  Sizes are measured in points: Android pixels are divided by the screen's
  density, the dump's or the configuration's, else one measured on the
  screen, else a guess from the screen's size. The measurement reads views
  whose size in dp the platform fixes: the status bar (24 dp or taller), the
  action bar (56 dp on an upright phone), Material tabs (48 or 72 dp), the
  navigation bar (48 or 24 dp) and Compose clickables, whose reported bounds
  Compose widens to its 48 dp minimum touch target. A density counts only
  when it is one of Android's, no view rules it out and two independent views
  give it (two kinds of bar, or two Compose targets), since an app may restyle
  any one bar; when two densities fit, nothing is measured. Sizes are rounded
  to whole points, and a target within a point of the minimum passes. A guess
  can be wrong (a 1080 × 1920 screen is 2.625 on a phone and 1.5 on an
  emulator; Android's Display size setting; a television), so with a guessed
  density a target is reported only when it is too small even at the lowest
  density the screen may have; set `density` in the configuration to measure
  exactly. As in
  Google's Accessibility Test Framework, the rule leaves alone what a user
  does not meet as a small target:

  - a control off screen or clipped, whose frame is not its size; on Android
    one on a scrolling container's edge, which the dump may have cut, and
    along an axis that reaches the screen's edge only 32 dp is asked;
  - a control inside a clickable ancestor at least the minimum size (a row
    around its icon), which takes the taps that miss it; dumps do not record
    touch delegates, and this is how most are seen. The ancestor counts only
    when a miss does what the control does: not when it is disabled, a
    scrolling container or as large as the screen (a gesture layer), and not
    when it is a stop with a name of its own around a control with a name of
    its own (a favourite button or "Add" on a card that opens the item); an
    unnamed mark inside a row, such as a chevron, is the row's;
  - a link in running text, whose height is the line's (a link inside a text,
    or sharing a line with text beside it);
  - text fields, sliders and keyboard keys, whose heights the platform sets,
    and the iOS controls whose size UIKit fixes and whose touch area it
    widens: switches (51 × 31), segmented controls (32 tall), steppers and
    page controls;
  - a Compose clickable with no other target within the 48 dp square
    around it: Compose gives it the touches that land there;
  - a Compose node flush with an edge of the Compose view that hosts it:
    Compose cuts every node's bounds to its host's, so a button half past
    the bottom of its window shows as a thin slice whose size is unknown.

  Only a size at a known density (recorded, configured or measured) is a
  warning: with a guessed density the finding is a note that says so, so a
  guess never gives a warning. The rule is opt-in: on real screens nobody
  tuned for, it still reports controls that something the dump cannot show
  lies in front of (a cart or sheet over the screen whose drawing order
  uiautomator does not record). Turn it on with
  `rules: {touch-target-size: on}`, ideally with `density` set.
examples:
  valid:
    - |
      platform: ios
      root:
        class: UIWindow
        frame: {x: 0, y: 0, width: 390, height: 844}
        children:
          - {class: UISwitch, accessibilityLabel: Wi-Fi, isOn: true, frame: {x: 323, y: 106, width: 51, height: 31}}
          - class: UISegmentedControl
            frame: {x: 16, y: 200, width: 358, height: 32}
            children:
              - {class: UISegment, accessibilityLabel: Light, accessibilityTraits: [button, selected],
                 frame: {x: 16, y: 200, width: 179, height: 32}}
              - {class: UISegment, accessibilityLabel: Dark, accessibilityTraits: [button],
                 frame: {x: 195, y: 200, width: 179, height: 32}}
    - |
      platform: ios
      root:
        class: UIWindow
        frame: {x: 0, y: 0, width: 390, height: 844}
        children:
          - {class: UIButton, accessibilityLabel: Close, accessibilityTraits: [button],
             frame: {x: 330, y: 50, width: 44, height: 44}}
    - |
      platform: ios
      root:
        class: UIWindow
        frame: {x: 0, y: 0, width: 390, height: 844}
        children:
          - class: UIView
            frame: {x: 16, y: 100, width: 358, height: 40}
            children:
              - {class: UILabel, text: "By signing up you accept the", frame: {x: 16, y: 100, width: 220, height: 20}}
              - {class: UIButton, accessibilityLabel: terms, accessibilityTraits: [link],
                 frame: {x: 240, y: 100, width: 40, height: 20}}
    - |
      platform: android
      density: 2.625
      root:
        class: android.widget.FrameLayout
        bounds: [0, 0, 1080, 2340]
        children:
          - class: android.widget.LinearLayout
            clickable: true
            bounds: [0, 300, 1080, 468]
            children:
              - {class: android.widget.TextView, text: Notifications, bounds: [48, 340, 600, 420]}
              - {class: android.widget.ImageView, clickable: true, bounds: [960, 340, 1040, 420]}
    - |
      platform: android
      density: 2.625
      root:
        class: android.widget.FrameLayout
        bounds: [0, 0, 1080, 2340]
        children:
          - class: androidx.recyclerview.widget.RecyclerView
            bounds: [0, 200, 1080, 2000]
            children:
              - {class: android.widget.Button, text: Load more, clickable: true, bounds: [100, 1910, 980, 2000]}
    - |
      platform: android
      density: 2.75
      root:
        class: androidx.compose.ui.platform.ComposeView
        bounds: [0, 0, 1080, 2400]
        children:
          - {class: android.view.View, contentDescription: Play, clickable: true, bounds: [100, 500, 232, 632]}
    - |
      platform: android
      root:
        class: androidx.compose.ui.platform.ComposeView
        bounds: [0, 0, 1080, 2400]
        children:
          - class: android.view.View
            clickable: true
            checkable: true
            bounds: [68, 480, 195, 582]
            children:
              - {class: android.widget.TextView, text: Dark, bounds: [102, 516, 161, 546]}
    - |
      platform: android
      root:
        class: androidx.compose.ui.platform.ComposeView
        bounds: [0, 0, 1080, 1920]
        children:
          - class: android.view.View
            bounds: [0, 60, 1080, 110]
            children:
              - {class: android.view.View, text: Age, clickable: true, bounds: [30, 49, 102, 121]}
              - {class: android.view.View, text: Height, clickable: true, bounds: [114, 49, 186, 121]}
  invalid:
    - |
      platform: android
      density: 2.625
      root:
        class: android.widget.FrameLayout
        bounds: [0, 0, 1080, 2340]
        children:
          - class: android.widget.LinearLayout
            clickable: true
            bounds: [0, 300, 1080, 468]
            children:
              - {class: android.widget.TextView, text: Notifications, bounds: [48, 340, 600, 420]}
              - {↓class: android.widget.ImageButton, contentDescription: More options, clickable: true,
                 bounds: [960, 340, 1040, 420]}
    - |
      platform: android
      density: 2.625
      root:
        class: android.widget.FrameLayout
        bounds: [0, 0, 1080, 2340]
        children:
          - class: android.widget.FrameLayout
            clickable: true
            enabled: false
            bounds: [0, 300, 1080, 468]
            children:
              - {↓class: android.widget.Button, text: Nearby, clickable: true, bounds: [48, 340, 400, 420]}
    - |
      platform: ios
      root:
        class: UIWindow
        frame: {x: 0, y: 0, width: 390, height: 844}
        children:
          - ↓class: UIButton
            accessibilityLabel: Close
            accessibilityTraits: [button]
            frame: {x: 340, y: 50, width: 30, height: 30}
    - |
      platform: ios
      root:
        class: XCUIElementTypeWindow
        frame: {x: 0, y: 0, width: 390, height: 844}
        children:
          - ↓class: XCUIElementTypeLink
            accessibilityLabel: Privacy policy
            frame: {x: 16, y: 700, width: 120, height: 24}
    - |
      platform: android
      density: 2.625
      root:
        class: android.widget.FrameLayout
        bounds: [0, 0, 1080, 2340]
        children:
          - ↓class: android.widget.ImageButton
            contentDescription: Share
            clickable: true
            bounds: [900, 300, 1000, 400]
    - |
      platform: android
      density: 3
      root:
        class: androidx.compose.ui.platform.ComposeView
        bounds: [0, 0, 1080, 2400]
        children:
          - ↓class: android.view.View
            contentDescription: Favourite
            clickable: true
            bounds: [500, 1000, 596, 1096]
          - ↓class: android.view.View
            contentDescription: Share
            clickable: true
            bounds: [608, 1000, 704, 1096]
    - |
      platform: android
      root:
        class: android.widget.FrameLayout
        bounds: [0, 0, 1080, 1920]
        children:
          - {class: android.view.View, resourceId: "android:id/statusBarBackground", bounds: [0, 0, 1080, 72]}
          - {class: android.view.ViewGroup, resourceId: "com.example:id/action_bar", bounds: [0, 72, 1080, 240]}
          - {↓class: android.widget.Button, text: Retry, clickable: true, bounds: [390, 900, 690, 1020]}
"""#),
    ]
}
