internal import SwiftSyntax

/// The app's own UIKit label classes and what their initializers set: `final class BrandLabel:
/// UILabel { init(style: Style) { super.init(frame: .zero); font = style.font; numberOfLines = 0 } }`
/// gives every `BrandLabel` that font and no line limit, so `titleLabel.text = …` on a property
/// declared as one (`let titleLabel = BrandLabel(style: .title)`) is placed with them. A class
/// whose own initializers set nothing takes its app superclass's settings.
struct SwiftLabelClasses: Sendable {
    /// Class name → what its initializers set (font as written, `numberOfLines`).
    private var settings: [String: SwiftUIKitSettings.Settings] = [:]

    init(_ classes: [(name: String, superclass: String?, settings: SwiftUIKitSettings.Settings)]) {
        let byName = Dictionary(classes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for (name, _, _) in classes {
            // Own settings first, then each app superclass's for what is still unset.
            var merged = SwiftUIKitSettings.Settings()
            var current: String? = name
            var seen: Set<String> = []
            while let type = current, let known = byName[type], seen.insert(type).inserted {
                merged.font = merged.font ?? known.settings.font
                merged.lineLimit = merged.lineLimit ?? known.settings.lineLimit
                current = known.superclass
            }
            if merged.font != nil || merged.lineLimit != nil { settings[name] = merged }
        }
    }

    /// What the class `name`'s initializers set, or nil.
    func settings(of name: String) -> SwiftUIKitSettings.Settings? { settings[name] }

    /// The classes one file declares that inherit from another class, with what their
    /// initializers assign to `font` and `numberOfLines` (on `self`).
    static func collect(_ file: SwiftSourceFile) -> [(
        name: String, superclass: String?, settings: SwiftUIKitSettings.Settings
    )] {
        let finder = ClassFinder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        return finder.classes.map { name, superclass, initializers in
            var settings = SwiftUIKitSettings.Settings()
            for body in initializers {
                for (property, value, node) in Self.selfAssignments(in: body) {
                    if property == "font", settings.font == nil {
                        settings.font = .init(value: value.trimmedDescription, at: file.location(of: node))
                    } else if property == "numberOfLines", settings.lineLimit == nil,
                        let lines = SwiftTextUseContext.number(value)
                    {
                        settings.lineLimit = .init(value: lines == 0 ? nil : Int(lines), at: file.location(of: node))
                    }
                }
            }
            return (name, superclass, settings)
        }
    }

    /// `font = X` and `self.font = X` statements of an initializer's body.
    private static func selfAssignments(in body: CodeBlockSyntax) -> [(String, ExprSyntax, Syntax)] {
        body.statements.compactMap { item in
            guard let sequence = item.item.as(SequenceExprSyntax.self) else { return nil }
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
            let target = SwiftTextUseContext.receiverName(elements[0].trimmedDescription)
            guard !target.contains(".") else { return nil }
            return (target, elements[2], Syntax(sequence))
        }
    }

    private final class ClassFinder: SyntaxVisitor {
        var classes: [(String, String?, [CodeBlockSyntax])] = []

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let inherited = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription else {
                return .visitChildren
            }
            let initializers = node.memberBlock.members.compactMap {
                $0.decl.as(InitializerDeclSyntax.self)?.body
            }
            classes.append((node.name.text, inherited, initializers))
            return .visitChildren
        }
    }
}
