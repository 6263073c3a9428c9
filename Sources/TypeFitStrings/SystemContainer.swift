/// A text container iOS's own UI gives a string (UIKit and SwiftUI, iOS 15–18), with what sizes
/// it: the tab count of a tab bar, the widths of a navigation bar's items, a list's style.
///
/// ``SystemContainers/place(for:device:size:)`` answers where such a string lays out.
public enum SystemContainer: Sendable, Hashable {
    /// How a list or form is drawn (`UITableView.Style`, SwiftUI's `listStyle`).
    public enum ListStyle: String, Sendable, Hashable, CaseIterable {
        /// Rows from edge to edge, headers without the grouped look.
        case plain
        /// Rows from edge to edge in grouped sections.
        case grouped
        /// Sections inset from the screen's edges in rounded groups (a SwiftUI `Form`).
        case insetGrouped
    }

    /// How an alert lays out its buttons.
    public enum AlertButtonLayout: String, Sendable, Hashable, CaseIterable {
        /// Two actions in one row, each in half the alert: only with exactly two actions whose
        /// titles both fit their half.
        case sideBySide
        /// One action per row: three or more actions, or two whose titles do not fit side by side.
        case stacked
    }

    /// The title in a navigation bar's row (`navigationItem.title`, SwiftUI's `.navigationTitle`
    /// with `.inline` display mode), with the widths in points of the bar items before and after
    /// it (0 for none).
    case inlineNavigationTitle(leadingItems: Double = 0, trailingItems: Double = 0)
    /// The large title below the bar (`prefersLargeTitles`, `.large` display mode).
    case largeNavigationTitle
    /// The back button's title (the previous screen's title, or `backButtonTitle`).
    case backButton
    /// A tab bar item's title in a bar of `tabs` tabs (`UITabBarItem`, SwiftUI's `tabItem` or
    /// `Tab`): stacked under its icon on iPhone, beside it on iPad. A count below 1 is taken as 1.
    case tabBarItem(tabs: Int)
    /// A text bar button in a navigation bar or toolbar (`UIBarButtonItem(title:)`, a SwiftUI
    /// `ToolbarItem`'s `Button`); `prominent` for the done or prominent style.
    case barButton(prominent: Bool = false)
    /// An alert's title (`UIAlertController` `.alert`, SwiftUI's `.alert`).
    case alertTitle
    /// An alert's message.
    case alertMessage
    /// An alert's button title, in the alert's layout of buttons.
    case alertButton(AlertButtonLayout)
    /// An action sheet's title (`.actionSheet`, SwiftUI's `confirmationDialog` on iPhone).
    case actionSheetTitle
    /// An action sheet's message.
    case actionSheetMessage
    /// An action sheet's button title.
    case actionSheetButton
    /// A list or form row's primary text (a SwiftUI `Button` in a list is such a row).
    case listRow(ListStyle)
    /// A list section's header text.
    case sectionHeader(ListStyle)
    /// A list section's footer text.
    case sectionFooter(ListStyle)
    /// A segment's title in a segmented control of `segments` equal segments stretched between
    /// the layout margins (`UISegmentedControl`, SwiftUI's `.segmented` picker). A count below 1
    /// is taken as 1.
    case segment(segments: Int)
    /// The search field's placeholder or text (`UISearchBar`, SwiftUI's `.searchable`), idle.
    case searchField
    /// A `UIButton.Configuration` button's title, the button stretched between the layout
    /// margins.
    case configuredButton
    /// A SwiftUI `.bordered` or `.borderedProminent` button's title.
    case borderedButton
    /// A SwiftUI `Text` in a scroll view, padded to the layout margins.
    case scrollViewText

    /// Every kind once, with typical parameters (5 tabs, 2 segments, no bar items), for listings
    /// and tests; a list style appears once for each row of the table it reaches (plain and
    /// grouped rows and footers are the same).
    public static var examples: [SystemContainer] {
        [
            .inlineNavigationTitle(), .largeNavigationTitle, .backButton, .tabBarItem(tabs: 5),
            .barButton(prominent: false), .barButton(prominent: true), .alertTitle, .alertMessage,
            .alertButton(.sideBySide), .alertButton(.stacked), .actionSheetTitle, .actionSheetMessage,
            .actionSheetButton,
            .listRow(.plain), .listRow(.insetGrouped), .sectionHeader(.plain), .sectionHeader(.grouped),
            .sectionHeader(.insetGrouped), .sectionFooter(.grouped), .sectionFooter(.insetGrouped),
            .segment(segments: 2), .searchField, .configuredButton, .borderedButton, .scrollViewText,
        ]
    }

    /// The table row holding this container's facts on a phone (`ipad` false) or an iPad.
    package func rowID(ipad: Bool) -> String {
        switch self {
        case .inlineNavigationTitle: "navigationTitle.inline"
        case .largeNavigationTitle: "navigationTitle.large"
        case .backButton: "backButton"
        case .tabBarItem: ipad ? "tabBarItem.inline" : "tabBarItem.stacked"
        case .barButton(let prominent): prominent ? "barButton.prominent" : "barButton.plain"
        case .alertTitle: "alert.title"
        case .alertMessage: "alert.message"
        case .alertButton(let layout): "alert.button.\(layout.rawValue)"
        case .actionSheetTitle: "actionSheet.title"
        case .actionSheetMessage: "actionSheet.message"
        case .actionSheetButton: "actionSheet.button"
        case .listRow(let style): style == .insetGrouped ? "listRow.insetGrouped" : "listRow.edgeToEdge"
        case .sectionHeader(let style): "sectionHeader.\(style.rawValue)"
        case .sectionFooter(let style):
            style == .insetGrouped ? "sectionFooter.insetGrouped" : "sectionFooter.edgeToEdge"
        case .segment: "segmentedControl"
        case .searchField: "searchField"
        case .configuredButton: "button.configured"
        case .borderedButton: "button.bordered"
        case .scrollViewText: "scrollViewText"
        }
    }

    /// The tabs or segments sharing the width (1 for other containers).
    var items: Int {
        switch self {
        case .tabBarItem(let tabs): tabs
        case .segment(let segments): segments
        default: 1
        }
    }
}
