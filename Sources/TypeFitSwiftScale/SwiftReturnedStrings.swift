internal import SwiftSyntax

/// Localized strings the app's members return, followed to where those members are shown: an
/// enum's `var displayTitle: String { switch self { case .daily: L10n.daily … } }` shown as
/// `Text(option.displayTitle)` places each of its keys where the `Text` is.
///
/// Members are matched by name, so only names every declaration of which (in the code read)
/// returns localized strings are followed, and never the names of UIKit's and SwiftUI's own
/// text properties (`title`, `text`, …), which any view has.
struct SwiftReturnedStrings {
    /// Names no member is followed by: UIKit's and SwiftUI's own, and names too common to tell
    /// one type's from another's.
    static let unfollowedNames: Set<String> = [
        "title", "text", "attributedText", "subtitle", "message", "placeholder", "description", "debugDescription",
        "localizedDescription", "name", "label", "value", "body", "string", "rawValue", "id", "accessibilityLabel",
        "accessibilityHint", "accessibilityValue", "prompt", "headerText", "footerText",
        // Foundation's: a formatter's or a bundle's `localizedString(…)`, a locale's `localizedName`.
        "localizedString", "localizedName", "localizedCapitalized",
    ]

    /// Member name → the uses (whose place is not shown) it returns.
    private(set) var returns: [String: [SwiftTextUse]] = [:]

    /// From `uses` (every file's) and the number of member declarations of each name in the code
    /// read (``memberDeclarations(in:)``).
    init(uses: [SwiftTextUse], declarations: [String: Int]) {
        var byName: [String: [SwiftTextUse]] = [:]
        for use in uses where use.shown == .unknown {
            guard let member = use.returnedBy, !Self.unfollowedNames.contains(member.name) else { continue }
            byName[member.name, default: []].append(use)
        }
        for (name, uses) in byName {
            // Every declaration of the name returns localized strings: where a name is also
            // declared to return something else (a protocol's `displayTitle` that formats a
            // number in one type), an access could be any of them, and a key would be placed
            // where its type is never shown.
            let returning = Set(uses.compactMap(\.returnedBy?.at)).count
            if returning >= (declarations[name] ?? 0) { returns[name] = uses }
        }
    }

    /// The member names followed.
    var names: Set<String> { Set(returns.keys) }

    /// The uses `uses` stands for once the members are followed: each use a followed member
    /// returns, placed at every place `sites` (the members' accesses whose place the code shows,
    /// keyed by member name, ``SwiftTextUseCollector/placesOfMembers(_:_:app:)``)
    /// shows it, through the member; a use whose member is shown nowhere stays as it is.
    func following(_ uses: [SwiftTextUse], sites: [SwiftTextUse]) -> [SwiftTextUse] {
        let sitesByName = Dictionary(grouping: sites, by: \.key)
        var result: [SwiftTextUse] = []
        for use in uses {
            guard use.shown == .unknown, let member = use.returnedBy, returns[member.name] != nil,
                let shownAt = sitesByName[member.name], !shownAt.isEmpty
            else {
                result.append(use)
                continue
            }
            for site in shownAt {
                var placed = site
                placed.key = use.key
                placed.interpolations = use.interpolations
                placed.location = use.location
                placed.through = SwiftTextUse.Through(name: member.name, at: site.location)
                placed.returnedBy = member
                result.append(placed)
            }
        }
        return result
    }

    /// The number of member declarations (properties and functions of a type) of each name in
    /// one file.
    static func memberDeclarations(in file: SwiftSourceFile) -> [String: Int] {
        let counter = DeclarationCounter(viewMode: .sourceAccurate)
        counter.walk(file.tree)
        return counter.counts
    }

    private final class DeclarationCounter: SyntaxVisitor {
        var counts: [String: Int] = [:]

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            guard node.parent?.is(MemberBlockItemSyntax.self) == true else { return .skipChildren }
            for binding in node.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    counts[name, default: 0] += 1
                }
            }
            return .skipChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.parent?.is(MemberBlockItemSyntax.self) == true { counts[node.name.text, default: 0] += 1 }
            return .skipChildren
        }
    }
}
