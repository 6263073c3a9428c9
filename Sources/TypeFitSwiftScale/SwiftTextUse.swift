/// One place in the app's Swift code that shows a localized string: the key as written, the
/// SwiftUI view or UIKit property that shows it, and what the code around it says about how it
/// is drawn (font, line limit, text case, width), each with where it was read.
public struct SwiftTextUse: Sendable, Hashable {
    /// The SwiftUI view or modifier, or UIKit property or initializer, the key is given to.
    public enum Shown: String, Sendable, Hashable, CaseIterable {
        case text, button, label, toggle, picker, section, link, textField, menu, navigationLink
        /// `LabeledContent("title") { … }`, `Stepper("title", …)`, `DatePicker("title", …)`: a
        /// control's title.
        case labeledContent, stepper, datePicker
        case navigationTitle, alertTitle, confirmationDialogTitle
        /// `label.text = …`, `label.attributedText`.
        case uiLabelText
        /// `button.setTitle(…, for:)`, `UIButton.Configuration.title`.
        case uiButtonTitle
        /// `navigationItem.title = …`, a view controller's `title = …`.
        case navigationItemTitle
        case uiTabBarItem, uiAlertAction, uiAlertControllerTitle, uiAlertControllerMessage, uiBarButtonItem
        /// `textField.placeholder = …`.
        case uiTextFieldPlaceholder
        /// A localized string (`String(localized:)`, `NSLocalizedString`) whose place the code
        /// does not show: passed to the app's own function, stored, formatted further.
        case unknown
    }

    /// A view that encloses the use and decides its container (`List`, `.toolbar`, `.tabItem`,
    /// an alert's actions), innermost first.
    public enum Enclosing: String, Sendable, Hashable, CaseIterable {
        case list, form, scrollView, toolbar, toolbarItem, tabItem, alertActions, confirmationDialogActions
        /// An alert's or a confirmation dialog's `message:` closure.
        case alertMessage, confirmationDialogMessage
        /// The `title:` of SwiftUI's `Alert(…)` or `ActionSheet(…)`.
        case alertTitle, confirmationDialogTitle
        /// A `UIAlertController` of style `.actionSheet` (its title, message or actions).
        case actionSheet
        case menu, contextMenu, swipeActions, navigationStack, tabView, button, section, sectionHeader, sectionFooter
        case horizontalStack, verticalStack
    }

    /// A width the code sets on the view or a view around it: `.frame(width:)`,
    /// `.frame(maxWidth:)` or horizontal `.padding`, in points (padding per side); or the view's
    /// share of a horizontal stack: what is left of its width less `points` (fixed siblings and
    /// spacing), split among `parts` views.
    public struct LayoutStep: Sendable, Hashable {
        public enum Kind: String, Sendable, Hashable { case width, maxWidth, padding, share }
        public var kind: Kind
        public var points: Double
        public var at: SwiftSourceLocation?
        public var parts: Int = 1
    }

    /// One of the app's own views or functions, and the view in it that shows the text.
    public struct Through: Sendable, Hashable {
        public var name: String
        public var at: SwiftSourceLocation
    }

    /// A value read from the code, with the place it was read (nil where it is a default).
    public struct Read<Value: Sendable & Hashable>: Sendable, Hashable {
        public var value: Value
        /// Where the code says so.
        public var at: SwiftSourceLocation?
    }

    /// The key, as the code writes it (interpolations as `%@`).
    public var key: String
    /// The number of interpolations in the literal (`Text("Hi \(name)")`: 1); their format
    /// specifiers are `%@` here, though Xcode writes `%lld` for an integer.
    public var interpolations: Int
    /// Where the key is written.
    public var location: SwiftSourceLocation
    public var shown: Shown
    /// The app's own view or function the text is given to (`BigActionButton`), and where its
    /// body shows it; nil when the key is given to SwiftUI or UIKit directly.
    public var through: Through?
    /// The `.font(…)` on the view's chain or on an enclosing view in the same body, as written;
    /// UIKit: `receiver.font = …` in the same type.
    public var font: Read<String>?
    /// `.lineLimit(n)` (nil: no limit) or UIKit's `numberOfLines` (0: no limit, kept as nil).
    public var lineLimit: Read<Int?>?
    /// `.textCase(.uppercase)` / `.lowercase`, or `nil` written to undo a container's case.
    public var textCase: Read<String?>?
    /// `.frame(width:)`, points.
    public var width: Read<Double>?
    /// `.frame(maxWidth:)`, points (`.infinity` kept out: it is the container's width).
    public var maxWidth: Read<Double>?
    /// Horizontal padding on the view's chain, points per side (`.padding()` is the system's
    /// default, 16 pt, which is itself inferred).
    public var horizontalPadding: Read<Double>?
    /// The type (or extended type) whose code the key is written in, if any.
    public var inType: String? = nil
    /// The widths and horizontal paddings the view's chain and its enclosing views' chains set,
    /// innermost first, up to a container the system draws (``LayoutStep``).
    public var layoutSteps: [LayoutStep] = []
    /// The enclosing containers, innermost first.
    public var enclosing: [Enclosing]
    /// `.buttonStyle(…)` on the view's chain or an enclosing view, as written: the app's own
    /// style's `makeBody` may set the font and line limit of the button's label.
    public var buttonStyle: Read<String>? = nil
    /// `.navigationBarTitleDisplayMode(.large)` / `.inline` on the chain of a `.navigationTitle`.
    public var titleDisplayMode: Read<String>? = nil
    /// For a string whose place the code does not show where it is written: the app's member
    /// that returns it (`var displayTitle: String { switch self { case .a: L10n.a … } }`) and
    /// where that member is declared; the reader follows the member to where it is shown.
    public var returnedBy: Through? = nil

    /// The label used in text output: `Text`, `.navigationTitle`, `UILabel.text`.
    public var shownName: String {
        switch shown {
        case .text: "Text"
        case .button: "Button"
        case .label: "Label"
        case .toggle: "Toggle"
        case .picker: "Picker"
        case .section: "Section"
        case .link: "Link"
        case .textField: "TextField"
        case .menu: "Menu"
        case .navigationLink: "NavigationLink"
        case .labeledContent: "LabeledContent"
        case .stepper: "Stepper"
        case .datePicker: "DatePicker"
        case .navigationTitle: ".navigationTitle"
        case .alertTitle: ".alert"
        case .confirmationDialogTitle: ".confirmationDialog"
        case .uiLabelText: "UILabel.text"
        case .uiButtonTitle: "UIButton.setTitle"
        case .navigationItemTitle: "navigationItem.title"
        case .uiTabBarItem: "UITabBarItem(title:)"
        case .uiAlertAction: "UIAlertAction(title:)"
        case .uiAlertControllerTitle: "UIAlertController(title:)"
        case .uiAlertControllerMessage: "UIAlertController(message:)"
        case .uiBarButtonItem: "UIBarButtonItem(title:)"
        case .uiTextFieldPlaceholder: "UITextField.placeholder"
        case .unknown: "localized string"
        }
    }
}
