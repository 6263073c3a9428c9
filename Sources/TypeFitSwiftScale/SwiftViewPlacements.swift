internal import SwiftSyntax

/// Where the app puts its own views: a text in a view type's body lays out in the system
/// container the places that make the view put it in, and within the widths and paddings around
/// them, when they all agree (`BookmarkButton()` made only in `.toolbar { … }`: its text is a bar
/// button's; `PlayButton()` made only in `VStack { … }.frame(maxWidth: 300)`: at most 300 pt).
struct SwiftViewPlacements: Sendable {
    /// One place that makes a view: the containers around it and the widths and paddings its
    /// chain and the views around it set, innermost first.
    struct Site: Sendable {
        var enclosing: [SwiftTextUse.Enclosing]
        var layoutSteps: [SwiftTextUse.LayoutStep]
    }

    /// View type → the enclosing containers of the places it is made, when they all agree.
    private var containers: [String: [SwiftTextUse.Enclosing]] = [:]
    /// View type → the widths and paddings around the places it is made, when they all agree.
    private var layoutSteps: [String: [SwiftTextUse.LayoutStep]] = [:]

    /// Enclosings that decide a container (``SwiftTextPlacer/container(of:tabs:)``).
    static let deciding: Set<SwiftTextUse.Enclosing> = [
        .list, .form, .scrollView, .toolbar, .toolbarItem, .tabItem, .alertActions, .confirmationDialogActions,
        .alertMessage, .confirmationDialogMessage, .alertTitle, .confirmationDialogTitle, .sectionHeader,
        .sectionFooter, .menu, .contextMenu, .swipeActions,
    ]

    /// Enclosings that make the same container: a toolbar and its item, a list and a form.
    private static func kind(_ enclosing: SwiftTextUse.Enclosing) -> SwiftTextUse.Enclosing {
        switch enclosing {
        case .toolbarItem: .toolbar
        case .form: .list
        default: enclosing
        }
    }

    /// From every site of each type (type → each site's enclosing containers, innermost first).
    init(sites: [String: [Site]]) {
        for (type, all) in sites {
            guard let site = all.first else { continue }
            let deciding = all.map { $0.enclosing.first(where: Self.deciding.contains).map(Self.kind) }
            guard deciding.allSatisfy({ $0 == deciding[0] }) else { continue }
            if deciding[0] != nil { containers[type] = site.enclosing }
            // The same widths and paddings around every place (locations aside).
            let widths = all.map { $0.layoutSteps.map { [$0.kind.rawValue, "\($0.points)", "\($0.parts)"] } }
            if !site.layoutSteps.isEmpty, widths.allSatisfy({ $0 == widths[0] }) {
                layoutSteps[type] = site.layoutSteps
            }
        }
    }

    /// The uses, each whose text no system container holds within its own type taking the
    /// containers its type is made in.
    func placing(_ uses: [SwiftTextUse]) -> [SwiftTextUse] {
        guard !containers.isEmpty || !layoutSteps.isEmpty else { return uses }
        return uses.map { use in
            guard let type = use.inType, !use.enclosing.contains(where: Self.deciding.contains) else { return use }
            var placed = use
            placed.enclosing += containers[type] ?? []
            placed.layoutSteps += layoutSteps[type] ?? []
            return placed
        }
    }

    /// The view types uses are written in whose text no system container holds.
    static func unplacedTypes(of uses: [SwiftTextUse]) -> Set<String> {
        Set(uses.filter { !$0.enclosing.contains(where: deciding.contains) }.compactMap(\.inType))
    }

    /// The structs a file declares as views (`struct Row: View`).
    static func viewTypes(in file: SwiftSourceFile) -> [String] {
        let finder = ViewTypeFinder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        return finder.found
    }

    /// Where `file` makes the views `types` (`Row(…)`), with the containers around each.
    static func sites(of types: Set<String>, in file: SwiftSourceFile) -> [String: [Site]] {
        let finder = SiteFinder(types: types)
        finder.walk(file.tree)
        var sites: [String: [Site]] = [:]
        for (type, call) in finder.found {
            var around = SwiftTextUse(
                key: "", interpolations: 0, location: file.location(of: call), shown: .text, enclosing: [])
            SwiftTextUseContext(file: file).read(ExprSyntax(call), into: &around)
            sites[type, default: []].append(Site(enclosing: around.enclosing, layoutSteps: around.layoutSteps))
        }
        return sites
    }

    private final class ViewTypeFinder: SyntaxVisitor {
        var found: [String] = []

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "View" }) == true
            {
                found.append(node.name.text)
            }
            return .visitChildren
        }
    }

    private final class SiteFinder: SyntaxVisitor {
        let types: Set<String>
        var found: [(String, FunctionCallExprSyntax)] = []

        init(types: Set<String>) {
            self.types = types
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, types.contains(name) {
                found.append((name, node))
            }
            return .visitChildren
        }
    }
}
