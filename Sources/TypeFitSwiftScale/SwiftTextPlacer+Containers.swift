import TypeFitStrings

extension SwiftTextPlacer {
    /// The system container a use's view puts its text in, and whether its parameters (a tab
    /// bar's tab count) come from the code; nil for the app's own layout.
    ///
    /// What shows the text decides first (a navigation title, an alert, a tab bar item); then
    /// the innermost enclosing view that is a system container (a toolbar, a tab item, an
    /// alert's actions, a section header, a list or form row). A SwiftUI `List` or `Form` is
    /// inset grouped, iOS's default list style from iOS 15 on.
    static func container(of use: SwiftTextUse, tabs: Int) -> (container: SystemContainer, tabsKnown: Bool)? {
        let tabBar = (SystemContainer.tabBarItem(tabs: tabs > 1 ? tabs : assumedTabCount), tabs > 1)
        switch use.shown {
        case .navigationTitle where use.titleDisplayMode?.value == "large",
            .navigationItemTitle where use.titleDisplayMode?.value == "large":
            return (.largeNavigationTitle, true)
        case .navigationTitle, .navigationItemTitle: return (.inlineNavigationTitle(), true)
        case .alertTitle: return (.alertTitle, true)
        case .uiAlertControllerTitle:
            return (use.enclosing.contains(.actionSheet) ? .actionSheetTitle : .alertTitle, true)
        case .uiAlertControllerMessage:
            return (use.enclosing.contains(.actionSheet) ? .actionSheetMessage : .alertMessage, true)
        case .confirmationDialogTitle: return (.actionSheetTitle, true)
        case .uiAlertAction:
            return (use.enclosing.contains(.actionSheet) ? .actionSheetButton : .alertButton(.stacked), true)
        case .uiTabBarItem: return tabBar
        case .uiBarButtonItem: return (.barButton(), true)
        case .section: return (.sectionHeader(listStyle(of: use)), true)
        case .uiLabelText:
            // A table view cell's own label; a table view is plain unless the code says otherwise.
            return use.enclosing.contains(.list) ? (.listRow(.plain), true) : nil
        case .uiButtonTitle, .uiTextFieldPlaceholder, .unknown: return nil
        default: break
        }
        for enclosing in use.enclosing {
            switch enclosing {
            case .tabItem: return tabBar
            case .toolbar, .toolbarItem: return (.barButton(), true)
            case .alertActions: return (.alertButton(.stacked), true)
            case .confirmationDialogActions: return (.actionSheetButton, true)
            case .alertTitle: return (.alertTitle, true)
            case .confirmationDialogTitle: return (.actionSheetTitle, true)
            case .alertMessage: return (.alertMessage, true)
            case .confirmationDialogMessage: return (.actionSheetMessage, true)
            case .sectionHeader: return (.sectionHeader(listStyle(of: use)), true)
            case .sectionFooter: return (.sectionFooter(listStyle(of: use)), true)
            case .list, .form: return (.listRow(.insetGrouped), true)
            case .menu, .contextMenu, .swipeActions: return nil
            case .scrollView: return (.scrollViewText, true)
            default: continue
            }
        }
        return nil
    }

    /// The list style of the list or form around a use: inset grouped (SwiftUI's default on
    /// iOS, and a `Form`'s).
    private static func listStyle(of use: SwiftTextUse) -> SystemContainer.ListStyle {
        .insetGrouped
    }
}

extension SystemContainer {
    /// Whether the container is an alert's or an action sheet's: their text keeps the system's
    /// font and lines whatever the view's modifiers say.
    var isAlertOrSheet: Bool {
        switch self {
        case .alertTitle, .alertMessage, .alertButton, .actionSheetTitle, .actionSheetMessage, .actionSheetButton:
            true
        default: false
        }
    }
}
