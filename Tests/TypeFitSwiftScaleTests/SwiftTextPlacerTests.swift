import Testing
import TypeFitStrings
import TypeFitSwiftScale
import TypeFitVocabulary

/// Where each use lays out: the system container its view puts it in, the entry its font is, its
/// width, lines and case, each with where it comes from. Each fixture is written for the test.
@Suite struct SwiftTextPlacerTests {
    static let phone = DeviceWidths.named("iPhone 16")!

    /// The places of the uses in one file of Swift, by key, on an iPhone 16 (393 pt, 20 pt margins).
    static func places(_ source: String, scaleEntries: Set<String> = []) throws -> [String: SwiftTextPlace] {
        let uses = try SwiftTextUseTests.uses(source)
        let placer = SwiftTextPlacer(device: phone, scaleEntries: scaleEntries)
        return Dictionary(placer.places(uses).map { ($0.use.key, $0) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func systemContainersOfSwiftUIViews() throws {
        let places = try Self.places(
            """
            struct V: View {
                var body: some View {
                    TabView {
                        NavigationStack {
                            List {
                                Section("s.header") { Text("s.row") }
                            }
                            .navigationTitle("s.title")
                            .toolbar { Button("s.edit") {} }
                            .alert("s.alert", isPresented: $shown) { Button("s.ok") {} }
                        }
                        .tabItem { Label("s.tab1", systemImage: "a") }
                        Text("s.other").tabItem { Text("s.tab2") }
                        Text("s.third").tabItem { Text("s.tab3") }
                    }
                }
            }
            """)
        let title = try #require(places["s.title"])
        #expect(title.container == .largeNavigationTitle, "a stack's root shows a large title")
        #expect(title.use.titleDisplayMode?.value == "large" && title.use.titleDisplayMode?.at == nil)
        #expect(title.entry.value == "system.largeTitle.bold")
        #expect(title.width.value == 353)
        #expect(!title.width.source.isAssumed && !title.width.source.isFromCode)

        let tab = try #require(places["s.tab1"])
        #expect(tab.container == .tabBarItem(tabs: 3))
        #expect(tab.width.value == 131)
        #expect(!tab.width.source.isAssumed, "three tab items in the file: the count is read")

        #expect(places["s.edit"]?.container == .barButton())
        #expect(places["s.alert"]?.container == .alertTitle)
        #expect(places["s.ok"]?.container == .alertButton(.stacked))
        #expect(places["s.ok"]?.minimumScaleFactor != nil, "alert buttons shrink before they cut")
        let header = try #require(places["s.header"])
        #expect(header.container == .sectionHeader(.insetGrouped))
        #expect(header.textCase.value == .uppercase)
        let row = try #require(places["s.row"])
        #expect(row.container == .listRow(.insetGrouped))
        #expect(row.entry.value == "system.body", "a row follows body as the text style does")
        #expect(row.lines.value == nil && !row.canTruncate, "a list row's text wraps")
    }

    @Test func aTabBarWhoseCountTheCodeDoesNotShowIsAssumed() throws {
        let places = try Self.places(
            """
            struct V: View { var body: some View { Text("x").tabItem { Text("t.only") } } }
            """)
        let tab = try #require(places["t.only"])
        #expect(tab.container == .tabBarItem(tabs: SwiftTextPlacer.assumedTabCount))
        #expect(tab.width.source.isAssumed)
    }

    @Test func theAppsOwnLayoutTakesTheCodesFrameAndPadding() throws {
        let places = try Self.places(
            """
            struct V: View {
                var body: some View {
                    VStack {
                        Text("a.free")
                        Text("a.fixed").frame(width: 120).lineLimit(1)
                        Text("a.capped").frame(maxWidth: 200).padding(.horizontal, 10)
                        Text("a.wide").frame(maxWidth: 900)
                    }
                    .font(.system(size: 14, weight: .bold))
                }
            }
            """)
        let free = try #require(places["a.free"])
        #expect(free.container == nil)
        #expect(free.width.value == 353 && free.width.source.isAssumed, "the row width, assumed")
        #expect(free.lines.value == nil)
        #expect(free.entry.value == "system.14pt.bold" && free.entry.source.isFromCode)
        let fixed = try #require(places["a.fixed"])
        #expect(fixed.width.value == 120 && fixed.width.source.isFromCode)
        #expect(fixed.lines.value == 1 && fixed.lines.source.isFromCode)
        let capped = try #require(places["a.capped"])
        #expect(
            capped.width.value == 200 && capped.width.source.isFromCode,
            "the padding is outside the frame: the text keeps its 200 pt")
        let wide = try #require(places["a.wide"])
        #expect(wide.width.value == 353 && wide.width.source.isAssumed, "a maximum wider than the row changes nothing")
    }

    @Test func fontsNameTheAppsEntriesOrTheSystemFont() throws {
        let places = try Self.places(
            """
            struct V: View {
                var body: some View {
                    VStack {
                        Text("f.entry").font(Typography.rowTitle)
                        Text("f.implicit").font(.rowTitle)
                        Text("f.style").font(.headline)
                        Text("f.bold").font(.body.bold())
                        Text("f.weight").font(.title.weight(.heavy))
                        Text("f.unknown").font(.brandNotRead)
                    }
                }
            }
            """, scaleEntries: ["rowTitle"])
        #expect(places["f.entry"]?.entry.value == "rowTitle")
        #expect(places["f.implicit"]?.entry.value == "rowTitle")
        #expect(places["f.style"]?.entry.value == "system.headline")
        #expect(places["f.bold"]?.entry.value == "system.body.semibold", "bold() on body is its emphasized weight")
        #expect(places["f.weight"]?.entry.value == "system.title.heavy")
        let unknown = try #require(places["f.unknown"])
        #expect(unknown.entry.value == "system.body" && unknown.entry.source.isAssumed)
    }

    @Test func uiKitLabelsKeepUIKitsDefaultsUnlessTheCodeSetsThem() throws {
        let places = try Self.places(
            """
            final class C: UIViewController {
                let titleLabel = UILabel()
                let bodyLabel = UILabel()
                func setUp() {
                    titleLabel.text = NSLocalizedString("k.title", comment: "")
                    bodyLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
                    bodyLabel.numberOfLines = 0
                    bodyLabel.text = NSLocalizedString("k.body", comment: "")
                    navigationItem.title = NSLocalizedString("k.nav", comment: "")
                }
            }
            """)
        let title = try #require(places["k.title"])
        #expect(title.entry.value == "system.17pt" && title.lines.value == 1 && title.markup == .literal)
        let body = try #require(places["k.body"])
        #expect(body.entry.value == "system.subheadline" && body.entry.source.isFromCode)
        #expect(body.lines.value == nil && body.lines.source.isFromCode)
        #expect(places["k.nav"]?.container == .inlineNavigationTitle())
    }

    @Test func aBarTitleKeepsItsOwnFontWhateverTheViewSays() throws {
        let places = try Self.places(
            """
            struct V: View {
                var body: some View { List {}.font(.largeTitle).navigationTitle("b.title") }
            }
            """)
        #expect(places["b.title"]?.entry.value == "container.navigationTitle.inline")
    }

    @Test func uiKitConstructsAppsWrite() throws {
        let places = try Self.places(
            """
            final class C: UITableViewController {
                func show(on: Bool) {
                    let sheet = UIAlertController(title: String.localized("u.sheetTitle"), message: nil, preferredStyle: .actionSheet)
                    sheet.addAction(UIAlertAction(title: String.localized("u.sheetAction"), style: .default))
                    let alert = UIAlertController(title: nil, message: NSLocalizedString("u.alertMessage", comment: ""), preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: Bundle.main.localizedString(forKey: "u.ok", value: nil, table: nil), style: .default))
                    cell.detailTextLabel?.text = on ? String.localized("u.on") : nil
                    statusLabel.text = on ? nil : String.localized("u.off")
                }
            }
            """)
        #expect(places["u.sheetTitle"]?.container == .actionSheetTitle)
        #expect(places["u.sheetAction"]?.container == .actionSheetButton)
        #expect(places["u.alertMessage"]?.container == .alertMessage)
        #expect(places["u.ok"]?.container == .alertButton(.stacked))
        let on = try #require(places["u.on"], "a ternary's branch goes where the ternary goes")
        #expect(on.container == .listRow(.plain) && on.lines.value == 1, "a cell's own label: one line")
        #expect(places["u.off"]?.use.shown == .uiLabelText)
    }

    @Test func anAlertsMessageClosureIsTheAlertMessage() throws {
        let places = try Self.places(
            """
            struct V: View {
                var body: some View {
                    Text("x").alert("m.title", isPresented: $shown) {
                        Button("m.ok") {}
                    } message: {
                        Text("m.message")
                    }
                }
            }
            """)
        #expect(places["m.message"]?.container == .alertMessage)
        #expect(places["m.ok"]?.container == .alertButton(.stacked))
    }

    @Test func swiftGenAccessorsWrittenAsComputedProperties() throws {
        let places = try Self.places(
            """
            public enum L10n {
              public enum Settings {
                public static var title: String { return L10n.tr("Localizable", "settings.title") }
              }
            }
            final class C: UIViewController {
                func setUp() { titleLabel.text = L10n.Settings.title }
            }
            """)
        #expect(places["settings.title"]?.use.shown == .uiLabelText)
    }

    @Test func aLabelSetUpInItsInitializingClosureAndALocalTitle() throws {
        let places = try Self.places(
            """
            final class Cell: UITableViewCell {
                lazy var badgeLabel: UILabel = {
                    let label = UILabel()
                    label.font = UIFont.preferredFont(forTextStyle: .caption1)
                    label.numberOfLines = 2
                    return label
                }()
                func configure(on: Bool) {
                    badgeLabel.text = NSLocalizedString("c.badge", comment: "")
                    let title: String
                    title = NSLocalizedString("c.local", comment: "")
                    button.setTitle(title, for: .normal)
                }
            }
            """)
        let badge = try #require(places["c.badge"])
        #expect(badge.entry.value == "system.caption" && badge.lines.value == 2, "the closure's label is badgeLabel")
        #expect(places["c.local"] == nil, "a local called title is not the view controller's title")
    }

    static let rateSource = """
        enum Rate {
            case daily, weekly
            var displayTitle: String {
                switch self {
                case .daily: NSLocalizedString("r.daily", comment: "")
                case .weekly: return NSLocalizedString("r.weekly", comment: "")
                }
            }
        }
        struct V: View {
            let rate: Rate
            var body: some View { List { Text(rate.displayTitle).lineLimit(1) } }
        }
        """

    @Test func aMembersLocalizedStringsGoWhereTheMemberIsShown() throws {
        let places = try Self.places(Self.rateSource)
        for key in ["r.daily", "r.weekly"] {
            let place = try #require(places[key], "\(key)")
            #expect(place.container == .listRow(.insetGrouped) && place.lines.value == 1)
            #expect(place.use.through?.name == "displayTitle")
            #expect(place.use.location.line == (key == "r.daily" ? 5 : 6), "the key's own line")
        }
    }

    @Test func aMemberNameAnotherTypeDeclaresOtherwiseIsNotFollowed() throws {
        let places = try Self.places(
            Self.rateSource + """

                struct Count { let n: Int; var displayTitle: String { "\\(n)" } }
                """)
        #expect(places["r.daily"] == nil, "displayTitle could be Count's: the key is not placed there")
    }

    @Test func aLargeTitleDisplayModeOnTheChainIsTheLargeTitle() throws {
        let places = try Self.places(
            """
            struct V: View {
                var body: some View {
                    VStack {
                        List {}.navigationTitle("n.large").navigationBarTitleDisplayMode(.large)
                        List {}.navigationBarTitleDisplayMode(.inline).navigationTitle("n.inline")
                        List {}.navigationTitle("n.default")
                    }
                }
            }
            """)
        #expect(places["n.large"]?.container == .largeNavigationTitle)
        #expect(places["n.large"]?.use.titleDisplayMode?.at?.line == 4)
        #expect(places["n.inline"]?.container == .inlineNavigationTitle())
        #expect(places["n.default"]?.container == .inlineNavigationTitle())
    }

    @Test func theAppsOwnLabelClassSetsTheFontAndLines() throws {
        let places = try Self.places(
            """
            class BrandLabel: UILabel {
                init(style: UIFont.TextStyle) {
                    super.init(frame: .zero)
                    font = UIFont.preferredFont(forTextStyle: .title2)
                    numberOfLines = 0
                }
            }
            final class TitleLabel: BrandLabel {}
            final class C: UIViewController {
                let headline = BrandLabel(style: .title2)
                var subtitle: TitleLabel!
                func setUp() {
                    headline.text = NSLocalizedString("l.headline", comment: "")
                    subtitle.text = NSLocalizedString("l.subtitle", comment: "")
                }
            }
            """)
        for key in ["l.headline", "l.subtitle"] {
            let place = try #require(places[key], "\(key)")
            #expect(place.entry.value == "system.title2" && place.entry.source.isFromCode)
            #expect(place.lines.value == nil && place.lines.source.isFromCode)
        }
    }

    @Test func theAppsOwnUIKitFunctionsAndViewControllersThatShowATextParameter() throws {
        let places = try Self.places(
            """
            final class HeaderCell: UITableViewCell {
                let headerLabel = UILabel()
                func configure(title: String) {
                    headerLabel.font = .preferredFont(forTextStyle: .headline)
                    headerLabel.text = title
                }
            }
            final class ScannerController: UIViewController {
                init(title: String) {
                    super.init(nibName: nil, bundle: nil)
                    self.title = title
                }
            }
            final class Badge: UIView {
                func set(title: String) { self.title = title }
            }
            final class C: UIViewController {
                func show() {
                    cell.configure(title: NSLocalizedString("f.header", comment: ""))
                    let scanner = ScannerController(title: NSLocalizedString("f.scanner", comment: ""))
                    badge.set(title: NSLocalizedString("f.badge", comment: ""))
                }
            }
            """)
        let header = try #require(places["f.header"])
        #expect(header.use.shown == .uiLabelText && header.use.through?.name == "configure")
        #expect(header.entry.value == "system.headline" && header.lines.value == 1)
        #expect(places["f.scanner"]?.container == .inlineNavigationTitle())
        #expect(places["f.badge"] == nil, "a view's own title is not a navigation title")
    }

    @Test func theAppsButtonStyleSetsItsLabelsFont() throws {
        let places = try Self.places(
            """
            struct PrimaryButtonStyle: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.font(.headline).lineLimit(1).padding()
                }
            }
            extension ButtonStyle where Self == PrimaryButtonStyle {
                static var primary: PrimaryButtonStyle { PrimaryButtonStyle() }
            }
            struct V: View {
                var body: some View {
                    VStack {
                        Button("b.short") {}.buttonStyle(.primary)
                        Button(action: {}) { Text("b.label") }.buttonStyle(PrimaryButtonStyle())
                        Button("b.own") {}.font(.caption).buttonStyle(.primary)
                        Button("b.plain") {}
                    }
                }
            }
            """)
        #expect(places["b.short"]?.entry.value == "system.headline")
        #expect(places["b.short"]?.lines.value == 1 && places["b.short"]?.lines.source.isFromCode == true)
        #expect(places["b.label"]?.entry.value == "system.headline")
        #expect(places["b.own"]?.entry.value == "system.caption", "a font nearer the text wins")
        #expect(places["b.plain"]?.entry.value == "system.body" && places["b.plain"]?.lines.value == nil)
    }
}
