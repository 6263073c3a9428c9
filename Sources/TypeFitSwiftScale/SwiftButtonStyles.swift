internal import SwiftSyntax

/// The app's own SwiftUI button styles and what their `makeBody` sets on the button's label:
/// `struct PrimaryButtonStyle: ButtonStyle { func makeBody(configuration: Configuration) -> some
/// View { configuration.label.font(.headline).lineLimit(1) … } }`, named as the code applies it
/// (`.buttonStyle(PrimaryButtonStyle())`, or `.buttonStyle(.primary)` through `extension
/// ButtonStyle where Self == PrimaryButtonStyle { static var primary: Self { … } }`).
struct SwiftButtonStyles: Sendable {
    /// Style type or shorthand name → what its `makeBody` sets.
    private var settings: [String: SwiftUIKitSettings.Settings] = [:]

    init(_ found: [(styles: [String: SwiftUIKitSettings.Settings], shorthands: [String: String])]) {
        for (styles, _) in found { settings.merge(styles) { first, _ in first } }
        for (_, shorthands) in found {
            for (shorthand, type) in shorthands where settings[shorthand] == nil {
                if let known = settings[type] { settings[shorthand] = known }
            }
        }
    }

    /// What the style `written` in `.buttonStyle(…)` sets (`PrimaryButtonStyle()`, `.primary`,
    /// `PrimaryButtonStyle(tint: .red)`), or nil.
    func settings(ofStyle written: String) -> SwiftUIKitSettings.Settings? {
        var name = written.hasPrefix(".") ? String(written.dropFirst()) : written
        if let parenthesis = name.firstIndex(of: "(") { name = String(name[..<parenthesis]) }
        return settings[name]
    }

    /// The button styles one file declares, and its shorthands.
    static func collect(_ file: SwiftSourceFile) -> (
        styles: [String: SwiftUIKitSettings.Settings], shorthands: [String: String]
    ) {
        let finder = StyleFinder(file: file)
        finder.walk(file.tree)
        return (finder.styles, finder.shorthands)
    }

    private final class StyleFinder: SyntaxVisitor {
        let file: SwiftSourceFile
        var styles: [String: SwiftUIKitSettings.Settings] = [:]
        var shorthands: [String: String] = [:]

        init(file: SwiftSourceFile) {
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            let conforms = node.inheritanceClause?.inheritedTypes.contains {
                $0.type.trimmedDescription.hasSuffix("ButtonStyle")
            }
            guard conforms == true else { return .visitChildren }
            var settings = SwiftUIKitSettings.Settings()
            for member in node.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "makeBody",
                    let body = function.body
                else { continue }
                let finder = ModifierFinder(viewMode: .sourceAccurate)
                finder.walk(body)
                if let (value, call) = finder.font { settings.font = .init(value: value, at: file.location(of: call)) }
                if let (value, call) = finder.lineLimit {
                    settings.lineLimit = .init(value: value, at: file.location(of: call))
                }
                if let (value, call) = finder.labelPadding {
                    settings.horizontalPadding = .init(value: value, at: file.location(of: call))
                }
            }
            if settings.font != nil || settings.lineLimit != nil || settings.horizontalPadding != nil {
                styles[node.name.text] = settings
            }
            return .visitChildren
        }

        /// `extension ButtonStyle where Self == PrimaryButtonStyle { static var primary: … }`.
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard node.extendedType.trimmedDescription.hasSuffix("ButtonStyle"),
                let requirement = node.genericWhereClause?.requirements.first?.requirement
                    .as(SameTypeRequirementSyntax.self)
            else { return .visitChildren }
            let type = requirement.rightType.trimmedDescription
            for member in node.memberBlock.members {
                if let variable = member.decl.as(VariableDeclSyntax.self),
                    let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                {
                    shorthands[name] = type
                } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                    shorthands[function.name.text] = type
                }
            }
            return .visitChildren
        }
    }

    /// The first `.font(…)` and `.lineLimit(…)` called in a body, and the horizontal padding
    /// on the label's own chain (`configuration.label.padding(15)`).
    private final class ModifierFinder: SyntaxVisitor {
        var font: (String, FunctionCallExprSyntax)?
        var lineLimit: (Int?, FunctionCallExprSyntax)?
        var labelPadding: (Double, FunctionCallExprSyntax)?

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return .visitChildren }
            if member.declName.baseName.text == "padding", labelPadding == nil,
                member.base?.trimmedDescription.hasPrefix("configuration.label") == true,
                let points = SwiftTextUseContext.horizontalPadding(node.arguments)
            {
                labelPadding = (points, node)
            }
            guard let first = node.arguments.first else { return .visitChildren }
            switch member.declName.baseName.text {
            case "font" where font == nil: font = (first.expression.trimmedDescription, node)
            case "lineLimit" where lineLimit == nil:
                if let limit = SwiftTextUseContext.lineLimit(first.expression) { lineLimit = (limit, node) }

            default: break
            }
            return .visitChildren
        }
    }
}
