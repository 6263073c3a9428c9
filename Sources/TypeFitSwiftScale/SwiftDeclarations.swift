import Foundation
internal import SwiftSyntax
import TypeFitDynamicType

/// A property declared in the app's code: static or top-level, or an instance property of a
/// struct, class or enum; stored (with its initial value) or computed (with its getter).
struct SwiftNamedValue: Sendable {
    /// The property's name.
    let name: String
    /// The enclosing types, outermost first (`["Theme", "Fonts"]`); an extension contributes
    /// the type it extends. Empty at the top level.
    let typePath: [String]
    /// Whether the value belongs to the type (`static`, `class`, or top level) rather than to an
    /// instance.
    let isStatic: Bool
    /// Whether the enclosing type is an enum (its instance properties are read per case).
    let inEnum: Bool
    /// The written type, trimmed (`Font`, `UIFont?`); nil when inferred.
    let declaredType: String?
    /// The initial value, or the getter's one expression (or `return`).
    let expression: ExprSyntax?
    /// The getter's statements, when it is more than one expression.
    let getter: CodeBlockItemListSyntax?
    /// For a getter that is a `switch self`: each case's patterns, for locations.
    let switchCases: [SwitchBranch]?
    /// Whether the property is stored (not computed).
    let isStored: Bool
    /// `@ScaledMetric` (`@ScaledMetric(relativeTo: .title)`): the text style argument, or the
    /// attribute itself for body.
    let scaledMetric: AttributeSyntax?
    /// `@Environment(\.dynamicTypeSize)` (or `\.sizeCategory`, `\.legibilityWeight`): the key path's
    /// last component.
    let environmentKey: String?
    /// Which file (index into the reader's files).
    let fileIndex: Int
    /// The property's name token, for locations.
    let nameToken: TokenSyntax
    /// Whether it is written as a font (`SwiftFontFlow.looksLikeFont`), worked out once when it
    /// is collected.
    var writtenAsFont = false

    /// One `case` of a `switch self`.
    struct SwitchBranch: Sendable {
        /// The cases it matches (`.h1, .h2` → `["h1", "h2"]`); empty for `default`.
        let caseNames: [String]
        /// The `case` label, for locations.
        let label: Syntax
    }

    /// Whether the written type is a font (`Font`, `SwiftUI.Font`, `UIFont`, optionally optional).
    var isDeclaredFont: Bool { SwiftNamedValue.isFontType(declaredType) }

    /// Whether `type` names a font type (`Font`, `UIFont`, optionally optional or qualified).
    static func isFontType(_ type: String?) -> Bool {
        guard let type else { return false }
        let bare = type.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
        return fontTypeNames.contains(bare)
    }

    /// The catalog's font types, bare and qualified by their module (`Font`, `SwiftUI.Font`,
    /// `UIFont`, `UIKit.UIFont`).
    static let fontTypeNames: Set<String> = Set(
        FontAPICatalog.fontTypes
            + FontForm.allCases.map { "\($0.isUIKit ? "UIKit" : "SwiftUI").\($0.typeName)" }
            .filter { name in FontAPICatalog.fontTypes.contains { name.hasSuffix(".\($0)") } })
}

/// A function or initializer declared in the app's code.
struct SwiftFunctionDeclaration: Sendable {
    /// One parameter: its argument label (nil for `_`), its name inside the body, its written type
    /// and its default value.
    struct Parameter: Sendable {
        let label: String?
        let name: String
        let type: String
        let defaultValue: ExprSyntax?
    }

    /// The function's base name (`init` for an initializer).
    let name: String
    let typePath: [String]
    let isStatic: Bool
    let parameters: [Parameter]
    /// The body's statements; nil for a protocol requirement.
    let body: CodeBlockItemListSyntax?
    /// The written result type, trimmed (`Font`, `some View`); nil for none.
    let returnType: String?
    let fileIndex: Int
    /// The name token, for locations.
    let nameToken: TokenSyntax

    /// `app(_:weight:)`, as Swift names functions.
    var signature: String {
        "\(name)(\(parameters.map { ($0.label ?? "_") + ":" }.joined()))"
    }

    /// Whether the function gives a font, or applies one to a view (`func title() -> some View`).
    var returnsFont: Bool {
        SwiftNamedValue.isFontType(returnType) || returnType == "some View" || returnType == "Text"
    }
}

/// An enum case of the app's: its name, raw value and associated value labels.
struct SwiftEnumCaseDeclaration: Sendable {
    let name: String
    let rawValue: ExprSyntax?
    /// Associated values' labels (nil for unlabeled); empty when there are none.
    let associatedLabels: [String?]
    let fileIndex: Int
    let nameToken: TokenSyntax
}

/// A struct, class, enum or actor of the app's, as far as TypeFit needs it.
struct SwiftTypeDeclaration: Sendable {
    enum Kind: Sendable { case structure, enumeration, classType }
    let path: [String]
    let kind: Kind
    /// The first inherited type (an enum's raw type, `String`, `CGFloat`, `Int`).
    let rawType: String?
    /// Every inherited type and protocol, as written (`CustomFont`), whose extensions give the
    /// type members too.
    var inheritedTypes: [String] = []
}

/// A font expression written where a view or function uses it (not a scale definition):
/// `.font(.system(size: 14))`, `Font.custom("Inter", size: 15)` inside a `body`.
struct SwiftFontSite: Sendable {
    /// The outermost expression of the font chain (`Font.custom(…).bold()`).
    let expression: ExprSyntax
    /// The enclosing types, for resolving the constants it names.
    let typePath: [String]
    /// Which file.
    let fileIndex: Int
}

/// A call written with constant arguments (`Font.app(.headline, weight: .semibold)`): when it
/// calls one of the app's font functions, it is one entry of the scale.
struct SwiftCallSite: Sendable {
    let call: FunctionCallExprSyntax
    /// The called function's base name.
    let name: String
    let typePath: [String]
    let fileIndex: Int
}

/// What one file declares and uses, collected in one pass over its syntax tree.
struct SwiftFileDeclarations: Sendable {
    var values: [SwiftNamedValue] = []
    var functions: [SwiftFunctionDeclaration] = []
    var types: [SwiftTypeDeclaration] = []
    var sites: [SwiftFontSite] = []
    var calls: [SwiftCallSite] = []
    /// Enum type path (joined with `.`) → its cases, in order.
    var enumCases: [String: [SwiftEnumCaseDeclaration]] = [:]

    mutating func append(_ other: SwiftFileDeclarations) {
        values += other.values
        functions += other.functions
        types += other.types
        sites += other.sites
        calls += other.calls
        enumCases.merge(other.enumCases) { $0 + $1 }
    }
}
