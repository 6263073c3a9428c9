internal import SwiftSyntax

/// Finds, in one file, every place that shows a localized string: a literal given to a SwiftUI
/// view or modifier that takes a `LocalizedStringKey` (`Text("settings.title")`,
/// `.navigationTitle("Settings")`), and a localized string (`String(localized:)`,
/// `NSLocalizedString`, `LocalizedStringKey(…)`, `LocalizedStringResource(…)`, `"key".localized`)
/// wherever it goes: a view, a UIKit property or initializer, or a place the code does not show.
/// One pass over the syntax tree; the modifiers and enclosing views of each use are read by
/// ``SwiftTextUseContext``.
final class SwiftTextUseCollector: SyntaxVisitor {
    private let file: SwiftSourceFile
    /// The app's own views and functions that show a text they are given, from every file.
    private let forwardings: SwiftTextForwardingIndex
    /// The app's own UIKit label classes and SwiftUI button styles, from every file.
    private let app: SwiftAppTextIndex
    private(set) var uses: [SwiftTextUse] = []
    /// Per enclosing type, the UIKit settings of its views by receiver (`titleLabel.font = …`).
    /// The enclosing types' members, innermost last, with their UIKit settings once a use needs
    /// them (most types assign no localized string to a UIKit view, and are not read for them).
    private var enclosingTypes: [(members: MemberBlockSyntax, settings: SwiftUIKitSettings?)] = []
    /// The names of the enclosing types and extensions, innermost last.
    private var enclosingTypeNames: [String] = []
    /// When set, the collector looks only for where these members of the app are shown
    /// (``placesOfMembers(_:_:app:)``).
    private let followedMembers: Set<String>?

    init(file: SwiftSourceFile, app: SwiftAppTextIndex, followedMembers: Set<String>? = nil) {
        self.file = file
        self.app = app
        self.forwardings = app.forwardings
        self.followedMembers = followedMembers
        super.init(viewMode: .sourceAccurate)
    }

    /// Where `file` shows the app's members named `members` (`item.displayTitle` given to a
    /// `Text`, `label.text = model.title`): one use per access whose place the code shows, its
    /// key the member's name and its location the access.
    static func placesOfMembers(_ members: Set<String>, _ file: SwiftSourceFile, app: SwiftAppTextIndex)
        -> [SwiftTextUse]
    {
        let collector = SwiftTextUseCollector(file: file, app: app, followedMembers: members)
        collector.walk(file.tree)
        return collector.uses.filter { $0.shown != .unknown }
    }

    /// The uses in `file`, in source order.
    static func collect(_ file: SwiftSourceFile, app: SwiftAppTextIndex) -> [SwiftTextUse] {
        let collector = SwiftTextUseCollector(file: file, app: app)
        collector.walk(file.tree)
        // The walk meets a chain's outermost call first (`.navigationTitle` before the `Text`
        // it modifies): source order is by location.
        return collector.uses.sorted { $0.location < $1.location }
    }

    /// SwiftUI views whose first unlabeled argument is a `LocalizedStringKey` when written as a
    /// literal.
    static let views: [String: SwiftTextUse.Shown] = [
        "Text": .text, "Button": .button, "Label": .label, "Toggle": .toggle, "Picker": .picker,
        "Section": .section, "Link": .link, "TextField": .textField, "SecureField": .textField, "Menu": .menu,
        "NavigationLink": .navigationLink, "LabeledContent": .labeledContent, "Stepper": .stepper,
        "DatePicker": .datePicker,
    ]

    /// SwiftUI modifiers whose first unlabeled argument is a title key.
    static let titleModifiers: [String: SwiftTextUse.Shown] = [
        "navigationTitle": .navigationTitle, "alert": .alertTitle, "confirmationDialog": .confirmationDialogTitle,
    ]

    /// UIKit initializers and the argument label that takes the shown text.
    static let uiKitInitializers: [String: [String: SwiftTextUse.Shown]] = [
        "UITabBarItem": ["title": .uiTabBarItem],
        "UIAlertAction": ["title": .uiAlertAction],
        "UIAlertController": ["title": .uiAlertControllerTitle, "message": .uiAlertControllerMessage],
        "UIBarButtonItem": ["title": .uiBarButtonItem],
    ]

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, node.memberBlock)
    }
    override func visitPost(_ node: ClassDeclSyntax) { leave() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, node.memberBlock)
    }
    override func visitPost(_ node: StructDeclSyntax) { leave() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.extendedType.trimmedDescription, node.memberBlock)
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { leave() }

    private func enter(_ name: String, _ members: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
        enclosingTypes.append((members, nil))
        enclosingTypeNames.append(name)
        return .visitChildren
    }

    private func leave() {
        enclosingTypes.removeLast()
        enclosingTypeNames.removeLast()
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard followedMembers == nil else { return .visitChildren }
        if let literal = Self.firstUnlabeledLiteral(node) {
            if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                let shown = Self.views[name]
            {
                record(Self.written(literal), shown: shown, view: ExprSyntax(node))
            } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                let shown = Self.titleModifiers[member.declName.baseName.text]
            {
                record(Self.written(literal), shown: shown, view: nil)
                if shown == .navigationTitle, let mode = SwiftTextUseContext.titleDisplayMode(around: node) {
                    uses[uses.count - 1].titleDisplayMode = .init(value: mode.value, at: file.location(of: mode.node))
                } else if shown == .navigationTitle, SwiftTextUseContext.isInNavigationStack(node) {
                    // The root of a navigation stack shows a large title unless told otherwise.
                    uses[uses.count - 1].titleDisplayMode = .init(value: "large", at: nil)
                }
            }
        }
        // A key literal given to one of the app's own views or functions that takes a key.
        for argument in node.arguments {
            guard let literal = argument.expression.as(StringLiteralExprSyntax.self),
                let forwarding = forwardings.forwarding(for: argument, of: node), forwarding.takesKey
            else { continue }
            uses.append(forwarded(Self.written(literal), forwarding, call: node))
        }
        if let literal = Self.localizedKey(of: node) { localized(ExprSyntax(node), key: Self.written(literal)) }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let followedMembers {
            let name = node.declName.baseName.text
            if followedMembers.contains(name), node.base != nil {
                // `item.label(for: x)`: the call is what goes somewhere.
                let call = node.parent?.as(FunctionCallExprSyntax.self).flatMap {
                    $0.calledExpression.id == node.id ? ExprSyntax($0) : nil
                }
                localized(call ?? ExprSyntax(node), key: WrittenKey(key: name, interpolations: 0, node: Syntax(node)))
            }
            return .visitChildren
        }
        // `"settings.title".localized`, the app's own localizing extension of String.
        if node.declName.baseName.text == "localized", let literal = node.base?.as(StringLiteralExprSyntax.self),
            !(node.parent?.is(FunctionCallExprSyntax.self) ?? false)
        {
            localized(ExprSyntax(node), key: Self.written(literal))
        } else if node.parent?.as(MemberAccessExprSyntax.self)?.base?.id != node.id,
            let key = generatedKey(of: node)
        {
            // A generated accessor (`L10n.Settings.title`, or a call of `L10n.greeting(_:)`;
            // `Text(.settingsTitle)`, Xcode's symbol of a catalog key).
            let call = node.parent?.as(FunctionCallExprSyntax.self).flatMap {
                $0.calledExpression.id == node.id ? ExprSyntax($0) : nil
            }
            localized(call ?? ExprSyntax(node), key: WrittenKey(key: key, interpolations: 0, node: Syntax(node)))
        }
        return .visitChildren
    }

    /// The key of a generated accessor: a path the app's generated strings or a generated
    /// namespace give, or an implicit member naming Xcode's symbol of a catalog key where a
    /// view or title modifier takes its key (`Text(.settingsTitle)`).
    private func generatedKey(of node: MemberAccessExprSyntax) -> String? {
        guard node.base == nil else {
            return SwiftExpressionEvaluator.qualifiedName(ExprSyntax(node)).flatMap(app.generatedKey(for:))
        }
        guard !app.catalogSymbols.isEmpty,
            let argument = node.parent?.as(LabeledExprSyntax.self), argument.label == nil,
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
            call.arguments.first?.id == argument.id
        else { return nil }
        let called =
            call.calledExpression.as(DeclReferenceExprSyntax.self).flatMap { Self.views[$0.baseName.text] }
            ?? call.calledExpression.as(MemberAccessExprSyntax.self).flatMap {
                Self.titleModifiers[$0.declName.baseName.text]
            }
        guard called != nil else { return nil }
        return app.catalogSymbols.key(forCamelCaseSymbol: node.declName.baseName.text)
    }

    /// The first argument when it is unlabeled and a string literal.
    static func firstUnlabeledLiteral(_ call: FunctionCallExprSyntax) -> StringLiteralExprSyntax? {
        guard let first = call.arguments.first, first.label == nil else { return nil }
        return first.expression.as(StringLiteralExprSyntax.self)
    }

    /// The key literal of a localizing call: `String(localized: "k")`, `NSLocalizedString("k",
    /// comment:)`, `LocalizedStringKey("k")`, `LocalizedStringResource("k")`, `"k".localized()`,
    /// `String.localized("k")`, `Bundle.main.localizedString(forKey: "k", …)`.
    static func localizedKey(of call: FunctionCallExprSyntax) -> StringLiteralExprSyntax? {
        if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            switch name {
            case "NSLocalizedString", "LocalizedStringKey", "LocalizedStringResource":
                return firstUnlabeledLiteral(call)
            case "String":
                guard let first = call.arguments.first, first.label?.text == "localized" else { return nil }
                return first.expression.as(StringLiteralExprSyntax.self)
            default:
                return nil
            }
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if name == "localized", call.arguments.isEmpty { return member.base?.as(StringLiteralExprSyntax.self) }
            // The app's own static localizer on String: `String.localized("k")`,
            // `String.localized(stringID: "k", parameter: n)`.
            if name == "localized" || name == "localizedString", member.base?.trimmedDescription == "String",
                let first = call.arguments.first
            {
                return first.expression.as(StringLiteralExprSyntax.self)
            }
            // `Bundle.main.localizedString(forKey: "k", value: nil, table: nil)`.
            if name == "localizedString", let first = call.arguments.first, first.label?.text == "forKey" {
                return first.expression.as(StringLiteralExprSyntax.self)
            }
        }
        return nil
    }

    /// A localized string: its place is where the expression goes.
    private func localized(_ expression: ExprSyntax, key: WrittenKey) {
        let place = SwiftTextUseContext.destination(of: expression, forwardings: forwardings)
        switch place {
        case .forwarded(let forwarding, let call):
            uses.append(forwarded(key, forwarding, call: call))
        case .view(let shown, let view):
            // `Text(String(localized: "k"))`: the same use as `Text("k")`.
            record(key, shown: shown, view: view)
        case .uiKit(let shown, let written):
            var use = makeUse(key, shown: shown)
            // `label.text = …` inside `titleLabel`'s initializing closure is `titleLabel`'s.
            let receiver = written.map { SwiftUIKitSettings.property(initializedBy: $0, around: expression) }
            if let receiver, let settings = uiKitSettings()?.settings[receiver] {
                use.font = settings.font
                use.lineLimit = settings.lineLimit
            }
            if shown == .navigationItemTitle { use.titleDisplayMode = uiKitSettings()?.titleDisplayMode }
            // The app's own label class the receiver is declared as sets what this type does not.
            if let receiver, let type = uiKitSettings()?.types[receiver], let own = app.labelClasses.settings(of: type)
            {
                use.font = use.font ?? own.font
                use.lineLimit = use.lineLimit ?? own.lineLimit
            }
            // A table view cell's own labels (`cell.textLabel?.text = …`): a list row.
            if shown == .uiLabelText, let last = receiver?.split(separator: ".").last,
                last == "textLabel" || last == "detailTextLabel"
            {
                use.enclosing.append(.list)
            }
            if [.uiAlertAction, .uiAlertControllerTitle, .uiAlertControllerMessage].contains(shown),
                SwiftTextUseContext.isInActionSheet(expression, sheetStyles: app.alertStyles)
            {
                use.enclosing.append(.actionSheet)
            }
            uses.append(use)
        case .unknown:
            var use = makeUse(key, shown: .unknown)
            if followedMembers == nil, let (name, declaration) = SwiftTextUseContext.memberReturning(expression) {
                use.returnedBy = SwiftTextUse.Through(name: name, at: file.location(of: declaration))
            }
            uses.append(use)
        }
    }

    /// The innermost enclosing type's UIKit settings, read the first time a use asks.
    private func uiKitSettings() -> SwiftUIKitSettings? {
        guard let innermost = enclosingTypes.indices.last else { return nil }
        if let known = enclosingTypes[innermost].settings { return known }
        let settings = SwiftUIKitSettings(enclosingTypes[innermost].members, file: file)
        enclosingTypes[innermost].settings = settings
        return settings
    }

    /// Records a use of `literal` shown by `shown`; `view` is the SwiftUI view whose modifiers
    /// and enclosing views are read (nil for a title modifier: its container decides).
    private func record(_ key: WrittenKey, shown: SwiftTextUse.Shown, view: ExprSyntax?) {
        var use = makeUse(key, shown: shown)
        if let view {
            SwiftTextUseContext(file: file).read(view, into: &use)
        }
        applyButtonStyle(to: &use)
        uses.append(use)
    }

    /// A use through one of the app's own views: its place as the view's body shows the text,
    /// inside the views that enclose the call (whose font, line limit and text case apply where
    /// the body sets none); its key and location the literal's.
    private func forwarded(
        _ key: WrittenKey, _ forwarding: SwiftTextForwarding, call: FunctionCallExprSyntax
    ) -> SwiftTextUse {
        let own = makeUse(key, shown: forwarding.use.shown)
        var use = forwarding.use
        use.key = own.key
        use.interpolations = own.interpolations
        use.location = own.location
        use.inType = own.inType
        use.through = SwiftTextUse.Through(name: forwarding.callee, at: forwarding.use.location)
        var outside = own
        SwiftTextUseContext(file: file).read(ExprSyntax(call), into: &outside)
        use.enclosing += outside.enclosing
        use.layoutSteps += outside.layoutSteps
        use.font = use.font ?? outside.font
        use.lineLimit = use.lineLimit ?? outside.lineLimit
        use.textCase = use.textCase ?? outside.textCase
        use.buttonStyle = use.buttonStyle ?? outside.buttonStyle
        applyButtonStyle(to: &use)
        return use
    }

    /// A button's label takes the font and line limit the app's button style applied to it
    /// sets (`.buttonStyle(.primary)`), where the code sets none nearer the text.
    private func applyButtonStyle(to use: inout SwiftTextUse) {
        guard use.shown == .button || use.enclosing.contains(.button), let style = use.buttonStyle,
            let own = app.buttonStyles.settings(ofStyle: style.value)
        else { return }
        use.font = use.font ?? own.font
        use.lineLimit = use.lineLimit ?? own.lineLimit
        if let padding = own.horizontalPadding {
            // The style pads the label inside the button: the innermost step.
            use.layoutSteps.insert(.init(kind: .padding, points: padding.value, at: padding.at), at: 0)
        }
    }

    /// A key as the code gives it: its text, how many interpolations it has, and where it is.
    struct WrittenKey {
        var key: String
        var interpolations: Int
        var node: Syntax
    }

    /// A literal's key: its text with escapes resolved as Swift resolves them, each
    /// interpolation as `%@`.
    static func written(_ literal: StringLiteralExprSyntax) -> WrittenKey {
        if let text = literal.representedLiteralValue {
            return WrittenKey(key: text, interpolations: 0, node: Syntax(literal))
        }
        var key = ""
        var interpolations = 0
        for segment in literal.segments {
            if let text = segment.as(StringSegmentSyntax.self) {
                // The piece as a literal of its own, for swift-syntax to resolve its escapes.
                let piece = literal.with(\.segments, [.stringSegment(text)])
                key += piece.representedLiteralValue ?? text.content.text
            } else {
                key += "%@"
                interpolations += 1
            }
        }
        return WrittenKey(key: key, interpolations: interpolations, node: Syntax(literal))
    }

    private func makeUse(_ key: WrittenKey, shown: SwiftTextUse.Shown) -> SwiftTextUse {
        var use = SwiftTextUse(
            key: key.key, interpolations: key.interpolations, location: file.location(of: key.node), shown: shown,
            enclosing: [])
        use.inType = enclosingTypeNames.last
        return use
    }

}
