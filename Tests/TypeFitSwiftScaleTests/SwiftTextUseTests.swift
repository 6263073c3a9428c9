import Testing
import TypeFitSwiftScale

/// Where the app's views show its localized strings: each kind of use, the modifiers read from
/// the view's chain and its enclosing views, and UIKit's settings on the same receiver. Each
/// fixture is written for the test.
@Suite struct SwiftTextUseTests {
    /// The uses in one file of Swift, read from a temporary directory.
    static func uses(_ source: String) throws -> [SwiftTextUse] {
        let sources = try SwiftSources(["Views.swift": source])
        defer { sources.remove() }
        return try SwiftTextUseReader.read(paths: [sources.directory.path]).uses
    }

    static func use(_ key: String, in uses: [SwiftTextUse]) -> SwiftTextUse? {
        uses.first { $0.key == key }
    }

    /// Literals given to SwiftUI views and title modifiers are keys; `Text(verbatim:)` is not.
    @Test func swiftUIViewsAndTitleModifiers() throws {
        let uses = try Self.uses(
            """
            struct V: View {
                var body: some View {
                    VStack {
                        Text("a.text")
                        Text(verbatim: "not.a.key")
                        Button("a.button") {}
                        Label("a.label", systemImage: "star")
                        Toggle("a.toggle", isOn: $on)
                        Picker("a.picker", selection: $choice) {}
                        Link("a.link", destination: url)
                        TextField("a.field", text: $name)
                        Menu("a.menu") {}
                        NavigationLink("a.navigationLink") { Detail() }
                    }
                    .navigationTitle("a.title")
                    .alert("a.alert", isPresented: $shown) {}
                    .confirmationDialog("a.dialog", isPresented: $asked) {}
                }
            }
            """)
        let shown = Dictionary(uniqueKeysWithValues: uses.map { ($0.key, $0.shown) })
        #expect(
            shown == [
                "a.text": .text, "a.button": .button, "a.label": .label, "a.toggle": .toggle, "a.picker": .picker,
                "a.link": .link, "a.field": .textField, "a.menu": .menu, "a.navigationLink": .navigationLink,
                "a.title": .navigationTitle, "a.alert": .alertTitle, "a.dialog": .confirmationDialogTitle,
            ])
        #expect(Self.use("a.text", in: uses)?.location.line == 4)
        #expect(Self.use("a.text", in: uses)?.location.column == 18)
    }

    /// Localized strings are followed to where they go: a view, a UIKit property or initializer,
    /// or nowhere the code shows.
    @Test func localizedStringsAndWhereTheyGo() throws {
        let uses = try Self.uses(
            """
            final class C: UIViewController {
                override func viewDidLoad() {
                    let a = Text(String(localized: "l.swiftui"))
                    let b = Text(LocalizedStringKey("l.key"))
                    title = NSLocalizedString("l.title", comment: "")
                    navigationItem.title = String(localized: "l.navigationItem")
                    label.text = "l.label".localized
                    button.setTitle("l.button".localized(), for: .normal)
                    field.placeholder = LocalizedStringResource("l.placeholder")
                    let tab = UITabBarItem(title: NSLocalizedString("l.tab", comment: ""), image: nil, tag: 0)
                    let action = UIAlertAction(title: String(localized: "l.action"), style: .default)
                    let alert = UIAlertController(title: String(localized: "l.alertTitle"), message: String(localized: "l.alertMessage"), preferredStyle: .alert)
                    let item = UIBarButtonItem(title: String(localized: "l.barItem"), style: .plain, target: nil, action: nil)
                    let stored = String(localized: "l.stored")
                }
            }
            """)
        let shown = Dictionary(uniqueKeysWithValues: uses.map { ($0.key, $0.shown) })
        #expect(
            shown == [
                "l.swiftui": .text, "l.key": .text, "l.title": .navigationItemTitle,
                "l.navigationItem": .navigationItemTitle, "l.label": .uiLabelText, "l.button": .uiButtonTitle,
                "l.placeholder": .uiTextFieldPlaceholder, "l.tab": .uiTabBarItem, "l.action": .uiAlertAction,
                "l.alertTitle": .uiAlertControllerTitle, "l.alertMessage": .uiAlertControllerMessage,
                "l.barItem": .uiBarButtonItem, "l.stored": .unknown,
            ])
    }

    /// The view's own modifiers, with where each is written; an enclosing view's font and line
    /// limit apply where the view sets none; the innermost setting wins.
    @Test func modifiersOfTheViewAndItsEnclosingViews() throws {
        let uses = try Self.uses(
            """
            struct V: View {
                var body: some View {
                    List {
                        Text("m.own")
                            .font(.footnote)
                            .lineLimit(2)
                            .textCase(.uppercase)
                            .frame(width: 120)
                            .padding(.horizontal, 12)
                        Text("m.inherited")
                        Text("m.range").lineLimit(1...3).frame(maxWidth: 300).padding()
                        Text("m.unlimited").lineLimit(nil)
                    }
                    .font(.title)
                    .lineLimit(1)
                }
            }
            """)
        let own = try #require(Self.use("m.own", in: uses))
        #expect(own.font?.value == ".footnote" && own.font?.at?.line == 5)
        #expect(own.lineLimit?.value == 2 && own.lineLimit?.at?.line == 6)
        #expect(own.textCase?.value == "uppercase")
        #expect(own.width?.value == 120)
        #expect(own.horizontalPadding?.value == 12)
        #expect(own.enclosing == [.list])
        let inherited = try #require(Self.use("m.inherited", in: uses))
        #expect(inherited.font?.value == ".title" && inherited.font?.at?.line == 14)
        #expect(inherited.lineLimit?.value == 1)
        let range = try #require(Self.use("m.range", in: uses))
        #expect(range.lineLimit?.value == 3)
        #expect(range.maxWidth?.value == 300)
        #expect(range.horizontalPadding?.value == 16)
        let unlimited = try #require(Self.use("m.unlimited", in: uses))
        #expect(unlimited.lineLimit != nil && unlimited.lineLimit?.value == nil)
    }

    /// Containers the enclosing views make, innermost first; the content of a toolbar, tab item
    /// or alert does not take the fonts of the view outside (the system draws it).
    @Test func enclosingContainers() throws {
        let uses = try Self.uses(
            """
            struct V: View {
                var body: some View {
                    NavigationStack {
                        Form {
                            Section(header: Text("e.header"), footer: Text("e.footer")) {
                                HStack { Text("e.row") }
                            }
                        }
                        .font(.body)
                        .toolbar { ToolbarItem { Button("e.toolbar") {} } }
                        .alert("e.alert", isPresented: $shown) { Button("e.ok") {} }
                        .tabItem { Label("e.tab", systemImage: "house") }
                        .swipeActions { Button("e.swipe") {} }
                    }
                }
            }
            """)
        #expect(Self.use("e.header", in: uses)?.enclosing == [.sectionHeader, .form, .navigationStack])
        #expect(Self.use("e.footer", in: uses)?.enclosing == [.sectionFooter, .form, .navigationStack])
        #expect(Self.use("e.row", in: uses)?.enclosing == [.horizontalStack, .section, .form, .navigationStack])
        #expect(Self.use("e.row", in: uses)?.font?.value == ".body")
        let toolbar = try #require(Self.use("e.toolbar", in: uses))
        #expect(toolbar.enclosing == [.toolbarItem, .toolbar, .navigationStack])
        #expect(toolbar.font == nil)
        #expect(Self.use("e.ok", in: uses)?.enclosing == [.alertActions, .navigationStack])
        #expect(Self.use("e.tab", in: uses)?.enclosing == [.tabItem, .navigationStack])
        #expect(Self.use("e.swipe", in: uses)?.enclosing == [.swipeActions, .navigationStack])
    }

    /// UIKit: the font and `numberOfLines` the same type sets on the label a string is assigned to.
    @Test func uiKitSettingsOfTheSameReceiver() throws {
        let uses = try Self.uses(
            """
            final class Cell: UITableViewCell {
                private let titleLabel = UILabel()
                private let detailLabel = UILabel()
                func setUp() {
                    self.titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
                    titleLabel.numberOfLines = 0
                    detailLabel.numberOfLines = 2
                }
                func configure() {
                    titleLabel.text = NSLocalizedString("u.title", comment: "")
                    detailLabel?.text = String(localized: "u.detail")
                    otherLabel.text = String(localized: "u.other")
                }
            }
            """)
        let title = try #require(Self.use("u.title", in: uses))
        #expect(title.font?.value == "UIFont.preferredFont(forTextStyle: .headline)")
        #expect(title.font?.at?.line == 5)
        #expect(title.lineLimit != nil && title.lineLimit?.value == nil)
        #expect(Self.use("u.detail", in: uses)?.lineLimit?.value == 2)
        let other = try #require(Self.use("u.other", in: uses))
        #expect(other.font == nil && other.lineLimit == nil)
    }

    /// Interpolations become `%@` (counted), escapes are resolved.
    @Test func interpolationsAndEscapes() throws {
        let uses = try Self.uses(
            #"""
            struct V: View {
                var body: some View {
                    Text("Hello \(name), you have \(count) items")
                    Text("Say \"hi\"\nthen go")
                }
            }
            """#)
        #expect(Self.use("Hello %@, you have %@ items", in: uses)?.interpolations == 2)
        #expect(Self.use("Say \"hi\"\nthen go", in: uses) != nil)
    }

    /// The app's own views and functions that show a text they are given: a key literal given to
    /// a `LocalizedStringKey` parameter (memberwise or through a written `init`), a localized
    /// string given to a `String` one, a `View` extension that sets the navigation title; a
    /// literal given to a `String` parameter is shown verbatim, not a key. Each use is placed as
    /// the body shows the text, inside the views enclosing the call.
    @Test func theAppsOwnViewsAndFunctions() throws {
        let uses = try Self.uses(
            """
            struct BigActionButton: View {
                let title: LocalizedStringKey
                var body: some View { Button(title) {}.font(.headline).lineLimit(1) }
            }
            struct Card: View {
                let name: String
                var body: some View { VStack { Text(name) } }
            }
            struct Row: View {
                private let caption: LocalizedStringKey
                init(_ caption: LocalizedStringKey) { self.caption = caption }
                var body: some View { Text(caption).lineLimit(2) }
            }
            extension View {
                func brandNavigationBar(_ title: LocalizedStringKey) -> some View { navigationTitle(title) }
            }
            struct Screen: View {
                var body: some View {
                    List {
                        BigActionButton(title: "f.accept")
                        Card(name: "verbatim")
                        Card(name: String(localized: "f.card"))
                        Row("f.row")
                    }
                    .font(.footnote)
                    .brandNavigationBar("f.screen")
                }
            }
            """)
        #expect(uses.map(\.key) == ["f.accept", "f.card", "f.row", "f.screen"])
        let accept = try #require(Self.use("f.accept", in: uses))
        #expect(accept.shown == .button)
        #expect(accept.through?.name == "BigActionButton" && accept.through?.at.line == 3)
        #expect(accept.location.line == 20)
        #expect(accept.font?.value == ".headline" && accept.lineLimit?.value == 1)
        #expect(accept.enclosing == [.list])
        let card = try #require(Self.use("f.card", in: uses))
        #expect(card.shown == .text && card.enclosing == [.verticalStack, .list])
        #expect(card.font?.value == ".footnote" && card.font?.at?.line == 25)
        #expect(Self.use("f.row", in: uses)?.lineLimit?.value == 2)
        #expect(Self.use("f.row", in: uses)?.through?.name == "Row")
        let screen = try #require(Self.use("f.screen", in: uses))
        #expect(screen.shown == .navigationTitle && screen.through?.name == "brandNavigationBar")
    }

    /// SwiftGen's generated accessors, read from the generated file in the tree, are their keys
    /// wherever the code uses them (a property, or a function for a format string).
    @Test func generatedAccessorsAreTheirKeys() throws {
        let sources = try SwiftSources([
            "Generated/Strings.swift": """
            internal enum L10n {
              internal enum Settings {
                internal static let title = L10n.tr("Localizable", "settings.title", fallback: "Settings")
                internal static func greeting(_ p1: Any) -> String {
                  return L10n.tr("Localizable", "settings.greeting", String(describing: p1), fallback: "Hello %@")
                }
              }
            }
            """,
            "Views.swift": """
            struct V: View {
                var body: some View {
                    Text(L10n.Settings.title).font(.title)
                    Text(L10n.Settings.greeting(name))
                    let stored = L10n.Settings.title
                    label.text = L10n.Settings.missing
                }
            }
            """,
        ])
        defer { sources.remove() }
        let uses = try SwiftTextUseReader.read(paths: [sources.directory.path]).uses
        #expect(uses.map(\.key) == ["settings.title", "settings.greeting", "settings.title"])
        #expect(uses.map(\.shown) == [.text, .text, .unknown])
        #expect(uses.first?.font?.value == ".title")
        #expect(uses.first?.location.line == 3)
    }
}
