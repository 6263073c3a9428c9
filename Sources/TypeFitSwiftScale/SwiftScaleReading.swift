import Foundation
import TypeFitInput
import TypeFitScale

/// What the Swift reader found: the scale's font definitions, every font the code makes
/// (definitions and uses in views), and the warnings for what it could not read.
public struct SwiftScaleReading: Sendable {
    /// The Swift files read, in order.
    public var filesRead: [String] = []
    /// The type scale's definitions, in file and line order, named uniquely.
    package var definitions: [SwiftFontDefinition] = []
    /// Every font the code makes, one per place its font-making call is written (definitions
    /// and uses alike), for the lint rules.
    package var fonts: [SwiftFontValue] = []
    /// Fixed font forms (`UIFont(name:size:)`, `.system(size:)`…) whose arguments could not be
    /// worked out: whether they scale cannot be told (a note in lint, not a finding).
    package var uncertainFonts: [SwiftFontValue] = []
    /// Form locations of fixed UIKit fonts that are passed through `UIFontMetrics` (the base of
    /// a scaled font, not fixed text).
    package var scaledForms: Set<SwiftSourceLocation> = []
    /// Files that do not parse or are not Swift text, and definitions that cannot be worked out.
    public var warnings: [SwiftSourceWarning] = []
    /// Per file: line → the rules silenced there by `// typefit:ignore rule` (empty: all).
    package var ignores: [String: [Int: Set<String>]] = [:]
    /// What `typefit lint` reads from the syntax trees beside the evaluation.
    package var lintFacts = LintSyntaxFacts()
    /// Set when a read with a limit on the definitions stopped because the definitions found
    /// were over it: where the definition is at which it stopped.
    package var definitionsOverLimit: SwiftSourceLocation?

    /// The definitions as a type scale, as if written in JSON: each entry named by its
    /// property or case. `source` names it (default: the paths read). Throws when there are
    /// no definitions, or more than `TypeScale.maximumEntries`.
    public func typeScale(source: String) throws(InputError) -> TypeScale {
        var entries: [TypeScaleEntry] = []
        for definition in definitions {
            if let entry = definition.font.entry(named: definition.entryName, definedAt: definition.location) {
                entries.append(entry)
            }
        }
        guard !entries.isEmpty else {
            let skipped = definitions.count - entries.count
            let detail = skipped > 0 ? " (\(skipped) could not be worked out; see the warnings)" : ""
            throw InputError(
                path: source,
                message:
                    "no font definitions TypeFit can read in \(filesRead.count) Swift file(s)\(detail); a type scale is static properties such as `static let body = Font.custom(\"Inter\", size: 17, relativeTo: .body)`"
            )
        }
        guard entries.count <= TypeScale.maximumEntries else {
            throw InputError(
                path: source, kind: .tooLarge,
                message: "\(entries.count) font definitions, over the limit of \(TypeScale.maximumEntries)")
        }
        let name = URL(fileURLWithPath: source).deletingPathExtension().lastPathComponent
        return TypeScale(name: name, source: source, entries: entries)
    }
}
