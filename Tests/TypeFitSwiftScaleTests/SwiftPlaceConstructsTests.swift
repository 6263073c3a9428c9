import Testing
import TypeFitStrings
import TypeFitSwiftScale
import TypeFitVocabulary

/// Constructs apps write that decide a text's place: accessors generated from the catalog at
/// build time, the app's own alert styles, labels set up in their initializing closure, UIKit
/// large titles, SwiftUI's `Alert` and `ActionSheet`, and the widths and paddings of the views
/// around a text. Each fixture is written for the test.
@Suite struct SwiftPlaceConstructsTests {
    /// The places of the uses in `files` (name → Swift source), by key, on an iPhone 16 (393 pt,
    /// 20 pt margins), with `catalogKeys` as the catalog's keys.
    static func places(_ files: [String: String], catalogKeys: Set<String> = []) throws -> [String: SwiftTextPlace] {
        let sources = try SwiftSources(files)
        defer { sources.remove() }
        let uses = try SwiftTextUseReader.read(paths: [sources.directory.path], catalogKeys: catalogKeys).uses
        let placer = SwiftTextPlacer(device: SwiftTextPlacerTests.phone, scaleEntries: [])
        return Dictionary(placer.places(uses).map { ($0.use.key, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The places of the uses in a view whose `body` is given (indented as in its file), with
    /// `others` (name → Swift source) beside it.
    static func places(body: String, others: [String: String] = [:]) throws -> [String: SwiftTextPlace] {
        try places(
            others.merging(["Views.swift": "struct V: View {\n    var body: some View {\n\(body)\n    }\n}\n"]) { $1 })
    }

    /// Accessors generated at build time whose file is not in the tree: Xcode's symbols, a
    /// script-made enum and SwiftGen's structured names, mapped back to the catalog's keys.
    @Test func generatedAccessorsWithoutTheirFile() throws {
        let keys: Set<String> = [
            "cart.checkout.title", "common.tab.new_tab", "common.button.ok", "common.button.cancel",
            "settings.about_us", "settings.title", "settings.version",
        ]
        let places = try Self.places(
            [
                "Views.swift": """
                struct V: View {
                    var body: some View {
                        List {
                            Text(.cartCheckoutTitle)
                            Text(LocalString.common_tab_new_tab)
                            Button(LocalString.common_button_ok) {}
                            Text(LocalString.common_button_cancel)
                            Text(L10n.Settings.aboutUs)
                            Text(L10n.Settings.title)
                            Text(L10n.Settings.version)
                            Text(Color.red.description)
                        }
                    }
                }
                """
            ], catalogKeys: keys)
        #expect(places["cart.checkout.title"]?.container == .listRow(.insetGrouped))
        #expect(places["common.tab.new_tab"] != nil)
        #expect(places["common.button.ok"]?.use.shown == .button)
        #expect(places["settings.about_us"] != nil)
        #expect(places.count == 7, "Color is no namespace of catalog keys: \(places.keys.sorted())")

        // Without the catalog, nothing is guessed.
        let none = try Self.places([
            "Views.swift": "struct V: View { var body: some View { Text(LocalString.common_button_ok) } }"
        ])
        #expect(none.isEmpty)
    }

    /// A type the app declares is not a generated namespace, even if its names match keys.
    @Test func aDeclaredTypeIsNotGenerated() throws {
        let places = try Self.places(
            [
                "Views.swift": """
                enum Names { static let ok = "x"; static let cancel = "y"; static let retry = "z" }
                struct V: View { var body: some View { VStack { Text(Names.ok); Text(Names.cancel); Text(Names.retry) } } }
                """
            ], catalogKeys: ["ok", "cancel", "retry"])
        #expect(places.isEmpty)
    }

    /// The app's own alert style that is an action sheet on iPhone; a label set up and given
    /// its text in its initializing closure; a view controller's large title.
    @Test func uiKitConstructs() throws {
        let places = try Self.places([
            "Extensions.swift": """
            extension UIAlertController.Style {
                static var safeActionSheet: UIAlertController.Style {
                    UIDevice.current.userInterfaceIdiom == .pad ? .alert : .actionSheet
                }
            }
            """,
            "Controller.swift": """
            final class C: UIViewController {
                let header: UILabel = {
                    let label = UILabel()
                    label.font = .preferredFont(forTextStyle: .title2)
                    label.text = NSLocalizedString("c.header", comment: "")
                    label.numberOfLines = 0
                    return label
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.largeTitleDisplayMode = .always
                    title = NSLocalizedString("c.title", comment: "")
                }
                func ask() {
                    let sheet = UIAlertController(title: NSLocalizedString("c.sheet", comment: ""), message: nil,
                                                  preferredStyle: .safeActionSheet)
                    sheet.addAction(UIAlertAction(title: NSLocalizedString("c.cancel", comment: ""), style: .cancel))
                    present(sheet, animated: true)
                }
            }
            """,
        ])
        #expect(places["c.sheet"]?.container == .actionSheetTitle)
        #expect(places["c.cancel"]?.container == .actionSheetButton)
        let header = try #require(places["c.header"])
        #expect(header.use.font?.value == ".preferredFont(forTextStyle: .title2)")
        #expect(header.lines.value == nil, "numberOfLines = 0 in the closure: no limit")
        #expect(places["c.title"]?.container == .largeNavigationTitle)
    }

    /// A SwiftUI view's own `title` property is not a view controller's title.
    @Test func aViewsOwnTitleProperty() throws {
        let places = try Self.places([
            "Popup.swift": """
            struct Popup: View {
                let title: String
                init(failed: Bool) { title = NSLocalizedString("p.title", comment: "") }
                var body: some View { Text(title).font(.title) }
            }
            """
        ])
        #expect(places["p.title"]?.container != .inlineNavigationTitle())
    }

    /// SwiftUI's `Alert(title:message:primaryButton:)` and `ActionSheet(title:buttons:)`.
    @Test func alertAndActionSheetStructs() throws {
        let places = try Self.places([
            "Views.swift": """
            struct V: View {
                var body: some View {
                    Text("v.body")
                        .alert(isPresented: $shown) {
                            Alert(title: Text("a.title"), message: Text("a.message"),
                                  primaryButton: .destructive(Text("a.delete")), secondaryButton: .cancel())
                        }
                        .actionSheet(isPresented: $asked) {
                            ActionSheet(title: Text("s.title"), buttons: [.default(Text("s.share"))])
                        }
                }
            }
            """
        ])
        #expect(places["a.title"]?.container == .alertTitle)
        #expect(places["a.message"]?.container == .alertMessage)
        #expect(places["a.delete"]?.container == .alertButton(.stacked))
        #expect(places["s.title"]?.container == .actionSheetTitle)
        #expect(places["s.share"]?.container == .actionSheetButton)
    }

    /// Widths and paddings on the views around a text, applied from the outermost in.
    @Test func enclosingWidthsAndPaddings() throws {
        let places = try Self.places(
            body: """
                        VStack {
                            Text("w.padded").padding(.horizontal)
                            VStack { Text("w.capped").padding(8) }.frame(maxWidth: 300)
                            HStack { Text("w.fixed") }.padding(.leading, 10).frame(width: 200)
                            Button { } label: { Text("w.chain") }.backport.frame(width: 120)
                            Text("w.insets").padding(EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30))
                            Text("w.free")
                        }
                        .padding(24)
                """)
        let padded = try #require(places["w.padded"])
        #expect(padded.width.value == 393 - 2 * 24 - 2 * 16)
        #expect(padded.width.source.isAssumed, "paddings alone: the screen's full width is assumed")
        let capped = try #require(places["w.capped"])
        #expect(capped.width.value == 300 - 16)
        #expect(capped.width.source.isFromCode)
        #expect(places["w.fixed"]?.width.value == 190)
        #expect(places["w.chain"]?.width.value == 120, "a property between modifiers passes the view on")
        #expect(places["w.insets"]?.width.value == 305, "393 less 2 × 24 and 10 + 30")
        let free = try #require(places["w.free"])
        #expect(free.width.value == 393 - 48)
    }

    /// Named constants, a stack's share, a button style's label padding and `#if` in a chain.
    @Test func constantsStacksAndButtonStyles() throws {
        let places = try Self.places([
            "Views.swift": """
            private let buttonWidth: CGFloat = 300
            enum Layout { static let gutter = 24.0 }
            struct Primary: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.font(.headline).padding(15)
                }
            }
            struct V: View {
                let margin: CGFloat = 10
                var body: some View {
                    VStack {
                        Button { } label: { Text("c.constant") }
                            .tint(.red)
                            #if os(iOS)
                                .controlSize(.large)
                            #endif
                            .frame(maxWidth: buttonWidth)
                        Text("c.member").padding(.horizontal, margin)
                        Text("c.type").padding(.horizontal, Layout.gutter)
                        HStack {
                            Button("c.no") {}.buttonStyle(Primary())
                            Spacer(minLength: 15)
                            Button("c.yes") {}.buttonStyle(Primary())
                        }
                        HStack(spacing: 4) {
                            Image(systemName: "star").frame(width: 20)
                            Text("c.beside")
                        }
                    }
                    .padding(.horizontal, 24)
                }
            }
            """
        ])
        let constant = try #require(places["c.constant"])
        #expect(constant.width.value == 300 && constant.width.source.isFromCode)
        #expect(places["c.member"]?.width.value == Double(393 - 48 - 20))
        #expect(places["c.type"]?.width.value == Double(393 - 48 - 48))
        let yes = try #require(places["c.yes"])
        #expect(yes.width.value == (393 - 48 - 15) / 2 - 30, "half the stack less the spacer, less the style's padding")
        #expect(yes.use.font?.value == ".headline")
        #expect(places["c.beside"]?.width.value == Double(393 - 48 - 20 - 4))
    }

    /// A fallback or a part of a concatenation goes where the whole goes; a control's title.
    @Test func fallbacksConcatenationsAndControlTitles() throws {
        let places = try Self.places(
            body: """
                        List {
                            Text(item.name ?? NSLocalizedString("v.unknown", comment: "")).lineLimit(2)
                            Text(NSLocalizedString("v.zoom", comment: "") + ": \\(zoom)")
                            LabeledContent("v.version") { Text(version) }
                            Stepper("v.step", value: $count)
                            Setting(name: NSLocalizedString("v.setting", comment: "")) { Text(value) }
                        }
                """,
            others: [
                "Setting.swift": """
                struct Setting<Content: View>: View {
                    let name: String
                    let content: Content
                    init(name: String, @ViewBuilder content: () -> Content) { self.name = name; self.content = content() }
                    var body: some View { HStack { Text("\\(name):").frame(width: 100); content } }
                }
                """
            ])
        let unknown = try #require(places["v.unknown"])
        #expect(unknown.container == .listRow(.insetGrouped))
        #expect(unknown.lines.value == 2)
        #expect(places["v.zoom"]?.use.shown == .text)
        #expect(places["v.version"]?.use.shown == .labeledContent)
        #expect(places["v.step"]?.use.shown == .stepper)
        let setting = try #require(places["v.setting"], "a parameter interpolated into a Text's literal")
        #expect(setting.width.value == 100)
    }

    /// A text in one of the app's views lays out where the app puts that view, when every place
    /// that makes it agrees.
    @Test func theAppsViewsTakeTheContainersTheyAreMadeIn() throws {
        let places = try Self.places([
            "Buttons.swift": """
            struct ShareButton: View {
                var body: some View { Button { } label: { Text("b.share") } }
            }
            struct Row: View {
                var body: some View { Text("b.row") }
            }
            struct Play: View {
                var body: some View { Text("b.play") }
            }
            """,
            "Header.swift": """
            struct Header: View {
                var body: some View { VStack { Play() }.frame(maxWidth: 300) }
            }
            """,
            "Screen.swift": """
            struct Screen: View {
                var body: some View {
                    VStack { Row() }
                        .toolbar { ToolbarItem { ShareButton() } }
                }
            }
            struct Other: View {
                var body: some View { List { Row() }.toolbar { ShareButton() } }
            }
            """,
        ])
        let share = try #require(places["b.share"])
        #expect(share.container == .barButton())
        #expect(share.lines.value == 1)
        #expect(places["b.row"]?.container == nil, "made in a stack and in a list: no one container")
        let play = try #require(places["b.play"])
        #expect(play.width.value == 300 && play.width.source.isFromCode, "the width around its one place")
    }

    /// A text in a view-building property or function takes what the one place that uses it
    /// puts around it.
    @Test func viewBuildingMembersAreFollowedToTheirUse() throws {
        let places = try Self.places([
            "Screen.swift": """
            struct Screen: View {
                var body: some View {
                    List { header }
                        .font(.footnote)
                }
                private var header: some View { Text("m.header") }
                private func footer(_ n: Int) -> some View { Text("m.footer") }
                var twice: some View { VStack { footer(1); footer(2) } }
            }
            """
        ])
        let header = try #require(places["m.header"])
        #expect(header.container == .listRow(.insetGrouped))
        #expect(header.use.font?.value == ".footnote")
        #expect(places["m.footer"]?.container == nil, "used twice: not followed")
    }
}
