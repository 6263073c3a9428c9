import Foundation
internal import SwiftSyntax

/// The font and line count a type's code gives its UIKit views, by receiver as written
/// (`titleLabel.font = .preferredFont(forTextStyle: .headline)`, `titleLabel.numberOfLines = 0`):
/// read once per type, for the uses of localized strings assigned to those views.
struct SwiftUIKitSettings {
    /// What the code sets on one receiver.
    struct Settings {
        var font: SwiftTextUse.Read<String>?
        /// `numberOfLines`: nil inside for 0 (no limit).
        var lineLimit: SwiftTextUse.Read<Int?>?
        /// A button style's padding around its label, points per side.
        var horizontalPadding: SwiftTextUse.Read<Double>? = nil
    }

    /// Receiver (without `self.` or `?`) → its settings; the first assignment of each wins.
    private(set) var settings: [String: Settings] = [:]
    /// Property → the type it is declared as or made with (`let titleLabel = BrandLabel(…)`,
    /// `var titleLabel: BrandLabel!`).
    private(set) var types: [String: String] = [:]
    /// How a view controller shows its title, when its code says: `"large"` for
    /// `navigationItem.largeTitleDisplayMode = .always` or `navigationBar.prefersLargeTitles =
    /// true` (unless the mode is `.never`), `"inline"` for `.never`.
    private(set) var titleDisplayMode: SwiftTextUse.Read<String>?

    init(_ members: MemberBlockSyntax, file: SwiftSourceFile) {
        for member in members.members {
            guard let declaration = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in declaration.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let annotated = binding.typeAnnotation?.type.trimmedDescription.trimmingCharacters(
                    in: .init(charactersIn: "!?"))
                let made = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression
                    .as(DeclReferenceExprSyntax.self)?.baseName.text
                if let type = annotated ?? made { types[name] = type }
            }
        }
        let finder = AssignmentFinder(viewMode: .sourceAccurate)
        finder.walk(members)
        for (target, value, renamed) in finder.assignments {
            var written = SwiftTextUseContext.receiverName(target.trimmedDescription)
            if let (local, property) = renamed, written.hasPrefix(local + ".") {
                written = property + written.dropFirst(local.count)
            }
            guard let dot = written.lastIndex(of: ".") else { continue }
            let receiver = String(written[..<dot])
            let property = written[written.index(after: dot)...]
            let at = file.location(of: target)
            switch property {
            case "largeTitleDisplayMode":
                let mode = value.trimmedDescription
                if mode.hasSuffix(".never") {
                    titleDisplayMode = .init(value: "inline", at: at)
                } else if mode.hasSuffix(".always"), titleDisplayMode?.value != "inline" {
                    titleDisplayMode = .init(value: "large", at: at)
                }
            case "prefersLargeTitles" where value.trimmedDescription == "true" && titleDisplayMode == nil:
                titleDisplayMode = .init(value: "large", at: at)
            case "font" where settings[receiver]?.font == nil:
                settings[receiver, default: Settings()].font = .init(value: value.trimmedDescription, at: at)
            case "numberOfLines" where settings[receiver]?.lineLimit == nil:
                guard let lines = SwiftTextUseContext.number(value) else { continue }
                settings[receiver, default: Settings()].lineLimit = .init(value: lines == 0 ? nil : Int(lines), at: at)
            default:
                continue
            }
        }
    }

    /// The property whose initializing closure `node` is in and returns the local `receiver`
    /// (`titleLabel` for `label` in `let titleLabel: UILabel = { let label = UILabel();
    /// label.text = …; return label }()`), else `receiver`.
    static func property(initializedBy receiver: String, around node: some SyntaxProtocol) -> String {
        var parent = node.parent
        while let current = parent {
            if let binding = current.as(PatternBindingSyntax.self) {
                guard let (local, property) = AssignmentFinder.initializingClosureRename(binding),
                    local == receiver || receiver.hasPrefix(local + ".")
                else { return receiver }
                return property + receiver.dropFirst(local.count)
            }
            if current.is(MemberBlockItemSyntax.self) { return receiver }
            parent = current.parent
        }
        return receiver
    }

    /// Every `target = value` statement under a node, in source order; inside a property's
    /// initializing closure (`lazy var titleLabel: UILabel = { let label = UILabel();
    /// label.font = …; return label }()`), with the local it returns and the property's name, so
    /// `label.font` is read as `titleLabel.font`.
    private final class AssignmentFinder: SyntaxVisitor {
        var assignments: [(ExprSyntax, ExprSyntax, (local: String, property: String)?)] = []
        private var renames: [(local: String, property: String)?] = []

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            if elements.count == 3, elements[1].is(AssignmentExprSyntax.self) {
                assignments.append((elements[0], elements[2], renames.last ?? nil))
            }
            return .visitChildren
        }

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            renames.append(Self.initializingClosureRename(node))
            return .visitChildren
        }

        override func visitPost(_ node: PatternBindingSyntax) { renames.removeLast() }

        /// `(label, titleLabel)` for `titleLabel = { …; return label }()`; nil otherwise.
        static func initializingClosureRename(_ binding: PatternBindingSyntax) -> (String, String)? {
            guard let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let closure = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression
                    .as(ClosureExprSyntax.self),
                let returned = closure.statements.last?.item.as(ReturnStmtSyntax.self)?.expression?
                    .as(DeclReferenceExprSyntax.self)?.baseName.text
            else { return nil }
            return (returned, property)
        }
    }
}
