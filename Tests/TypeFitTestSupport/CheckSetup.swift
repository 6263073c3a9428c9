import Foundation
import TypeFitCheck
import TypeFitDynamicType
import TypeFitScale
import TypeFitShaping
import TypeFitStrings
import TypeFitVocabulary

/// What a check test needs before it checks anything, set up as `typefit check` sets it up
/// without `--system-font`: the fonts bundled with TypeFit, a type scale resolved on them with
/// Inter standing in for SF Pro, a measurer with the SF Pro stand-in's fallback cascade, and a
/// checker. Plans are made from strings and an optional constraints file as the command makes
/// them.
///
/// ```swift
/// let setup = try CheckSetup()
/// let plan = try setup.plan(strings, file: try CheckSetup.constraints(json), base: TextContainer(width: 320))
/// let results = try plan.targets.map { try setup.checker.check($0) }
/// ```
public struct CheckSetup: Sendable {
    /// The fonts bundled with TypeFit (Inter, Inter Display, Noto for the other scripts).
    public let library: FontLibrary
    /// The scale, resolved on ``library`` at every Dynamic Type size.
    public let resolved: ResolvedTypeScale
    /// Shapes text, with the SF Pro stand-in's fallback cascade; its word cache is this setup's own.
    public let measurer: TextMeasurer
    /// Checks targets at every size with ``measurer``, inline Markdown's code runs looking in
    /// ``library``.
    public let checker: TruncationChecker

    /// A setup for `scale` (default: TypeFit's default Inter scale).
    public init(scale: TypeScale = .defaultInter) throws {
        library = try BundledFonts.library()
        resolved = try Self.resolver(on: library).resolve(scale)
        measurer = TextMeasurer(fallback: .sfProStandIn(library: library))
        checker = TruncationChecker(measurer: measurer, library: library)
    }

    /// A resolver on `library` with the Inter stand-in for the system font (as without
    /// `--system-font`), scaling custom sizes by `model`.
    public static func resolver(on library: FontLibrary, model: ScalingModel = .default) -> TypeScaleResolver {
        TypeScaleResolver(library: library, systemFont: .standIn(bundled: library), model: model)
    }

    /// The resolved entry called `name`; throws when the scale has none.
    public func entry(_ name: String) throws -> ResolvedEntry {
        guard let entry = resolved.entry(named: name) else { throw MissingEntry(name: name) }
        return entry
    }

    /// A constraints file read from `json`, named `constraints.json` in messages.
    public static func constraints(_ json: String) throws -> ConstraintsFile {
        try ConstraintsFile.parse(data: Data(json.utf8), source: "constraints.json")
    }

    /// The plan `typefit check` makes for `strings` (read from `sources`): in `entries` (none:
    /// as `file` says), under `file`'s rules, with `base` as the command line's container.
    public func plan(
        _ strings: [LocalizedString], sources: String = "test.xcstrings", locales: [String] = [],
        entries: [String] = [], file: ConstraintsFile? = nil, base: TextContainer, markup: TextMarkup? = nil,
        textCase: TextCase? = nil
    ) throws(CheckPlanError) -> CheckPlan {
        try CheckPlan.make(
            strings: strings, sources: sources, locales: locales, entries: entries, file: file, resolved: resolved,
            base: base, markup: markup, textCase: textCase)
    }

    /// A target for `text` (key `key` in `locale`, from `source`) in the entry `entry` inside
    /// `constraint`, as the plan would make it for a string no rule covers.
    public func target(
        _ text: String, key: String = "k", locale: String = "en", source: String = "test", entry: String = "body",
        constraint: TextContainer
    ) throws -> CheckTarget {
        CheckTarget(
            string: LocalizedString(key: key, locale: locale, text: text, source: source),
            entry: try self.entry(entry), constraint: constraint)
    }

    /// The scale has no entry of the name asked for.
    public struct MissingEntry: Error, CustomStringConvertible {
        public var name: String
        public var description: String { "the type scale has no entry called \(name)" }
    }
}
