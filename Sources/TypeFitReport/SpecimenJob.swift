import Foundation
import TypeFitCheck
import TypeFitDynamicType
import TypeFitInput
import TypeFitRender
import TypeFitScale
import TypeFitShaping
import TypeFitStrings
import TypeFitVocabulary

/// What `typefit render` draws: strings in type scale entries at Dynamic Type sizes, each string ×
/// entry pair a section of the specimen sheet, laid out by the check plan `check` runs.
package struct SpecimenJob {
    /// The strings to draw, `--string` texts first.
    package var strings: [LocalizedString]
    /// The entries to draw them in.
    package var entries: [ResolvedEntry]
    /// Whether the entries were named (`--entry`); when not, a constraints file's rules choose
    /// each string's entry.
    package var entriesNamed: Bool
    /// Where the strings come from, for messages: the files, or `--string`.
    package var sources: String
    /// The sizes drawn, smallest first.
    package var sizes: [DynamicTypeSize]
    /// The container for whatever a constraints file leaves unset; width and padding in points.
    package var base: TextContainer
    /// How strings no rule's `markup` covers are read, and the case of those no rule's
    /// `textCase` covers (nil: as written).
    package var markup: TextMarkup?
    package var textCase: TextCase?
    /// Scale factor (pixels per point), baselines and fallback colours.
    package var options: SpecimenRenderOptions

    package init(
        strings: [LocalizedString], entries: [ResolvedEntry], entriesNamed: Bool, sources: String,
        sizes: [DynamicTypeSize], base: TextContainer, markup: TextMarkup?, textCase: TextCase?,
        options: SpecimenRenderOptions
    ) {
        self.strings = strings
        self.entries = entries
        self.entriesNamed = entriesNamed
        self.sources = sources
        self.sizes = sizes
        self.base = base
        self.markup = markup
        self.textCase = textCase
        self.options = options
    }

    /// The sheet drawn, and what `typefit render` says about it.
    package struct Output {
        /// The PNG file's bytes.
        package var png: Data
        /// The sheet's size, pixels.
        package var width: Int
        package var height: Int
        /// Sections (string × entry pairs), cells (pairs × sizes), and cells that truncate.
        package var sections: Int
        package var cells: Int
        package var truncating: Int
        /// Strings whose text cannot be read as written (not drawn when not checked).
        package var stringProblems: [StringProblem] = []

        /// `wrote FILE: W×H px, N sections, C cells, T truncate`, for the file written, then a
        /// line per string that cannot be read as written.
        package func summary(output: String) -> String {
            "wrote \(output): \(width)×\(height) px, \(sections) section\(sections == 1 ? "" : "s"), \(cells) cells, \(truncating) truncate\n"
                + stringProblems.map { "cannot be read as written: \($0.description)\n" }.joined()
        }
    }

    /// Draws the sheet: each pair as the check lays it out (arguments filled, Markdown read),
    /// plural variants iOS never shows and other devices' variants left out as they are there.
    package func draw(
        resolved: ResolvedTypeScale, library: FontLibrary, measurer: TextMeasurer, file: ConstraintsFile?
    ) throws -> Output {
        let builder = SpecimenBuilder(measurer: measurer, library: library)
        let labelFace = try BundledFonts.library().face(postScriptName: "Inter-Regular")
        let renderer = try SpecimenRenderer(
            rasterizer: try GlyphRasterizer(), options: options, measurer: measurer, labelFace: labelFace)
        let plan: CheckPlan
        do throws(CheckPlanError) {
            // With constraints and no --entry, each string's rule chooses its entry.
            plan = try CheckPlan.make(
                strings: strings, sources: sources, locales: [],
                entries: file != nil && !entriesNamed ? [] : entries.map(\.entry.name),
                file: file, resolved: resolved, base: base, markup: markup, textCase: textCase)
        } catch {
            throw OptionError(error.message)
        }
        if plan.targets.isEmpty {
            throw OptionError(
                "nothing to draw: "
                    + plan.stringProblems.map { "cannot be read as written: \($0.description)" }.joined(separator: "; ")
            )
        }
        var sections: [SpecimenSection] = []
        var truncating = 0
        for target in plan.targets {
            let string = target.string
            let measured = target.measuredText
            let title = measured == string.text ? "“\(string.text)”" : "“\(measured)” (catalog: “\(string.text)”)"
            let cells = try builder.cells(
                text: measured, locale: string.locale == "und" ? nil : string.locale,
                entry: target.entry, constraint: target.constraint, sizes: sizes, inlineRuns: target.inlineRuns)
            truncating += cells.filter(\.isTruncated).count
            sections.append(
                SpecimenSection(
                    title: title, subtitle: Self.subtitle(of: target), cells: cells))
        }
        let sheet = try renderer.sheet(sections)
        return Output(
            png: try PNGCodec.encode(sheet.canvas), width: sheet.canvas.width, height: sheet.canvas.height,
            sections: sections.count, cells: sections.reduce(0) { $0 + $1.cells.count }, truncating: truncating,
            stringProblems: plan.stringProblems)
    }

    /// The line under a section's heading: key, place, locale, entry, face, container.
    private static func subtitle(of target: CheckTarget) -> String {
        let string = target.string
        var parts: [String] = []
        if string.source != "--string" { parts.append(string.key + (string.variant.map { " [\($0)]" } ?? "")) }
        if let place = target.place { parts.append(place) }
        if string.locale != "und" { parts.append(string.locale) }
        parts.append(SpecimenBuilder.entryLabel(target.entry))
        parts.append(HTMLReport.describe(target.constraint))
        return parts.joined(separator: " · ")
    }

    /// The entries named, or `body` (else the scale's first entry) when none is; an unknown name
    /// is an ``OptionError`` listing the entries.
    package static func entries(named names: [String], in resolved: ResolvedTypeScale) throws(OptionError)
        -> [ResolvedEntry]
    {
        if names.isEmpty {
            guard let entry = resolved.entry(named: "body") ?? resolved.entries.first else {
                throw OptionError("\(resolved.scale.source): the type scale has no entries")
            }
            return [entry]
        }
        var entries: [ResolvedEntry] = []
        for name in names {
            guard let entry = resolved.entry(named: name) else {
                throw OptionError(
                    "--entry \(name): no such entry in \(resolved.scale.source) (entries: \(resolved.entries.map(\.entry.name).joined(separator: ", ")))"
                )
            }
            entries.append(entry)
        }
        return entries
    }

    /// The strings to draw: each of `texts` (in the language of the first of `locales`), their
    /// pseudolanguages, then the strings of `files` with theirs, narrowed to `keys` (exact, or
    /// globs) and to `locales` as `check --locale` narrows (ignoring case and `_`/`-`, with a
    /// suggestion for a locale the files lack). Files that leave nothing are an ``OptionError``.
    package static func strings(
        texts: [String], files: [String], keys: [String], locales: [String], pseudolanguages: [Pseudolanguage],
        developmentLanguage: String
    ) throws(OptionError) -> [LocalizedString] {
        let language = texts.isEmpty ? nil : locales.first
        var strings = texts.enumerated().map { index, text in
            LocalizedString(key: "string \(index + 1)", locale: language ?? "und", text: text, source: "--string")
        }
        strings += pseudolanguages.flatMap { kind in strings.map(kind.transform) }
        guard !files.isEmpty else { return strings }
        var loaded = try StringInputs.addingPseudolanguages(
            pseudolanguages, to: try StringInputs.load(files, developmentLanguage: developmentLanguage),
            developmentLanguage: developmentLanguage)
        if !keys.isEmpty {
            let patterns = keys.map(KeyPattern.init)
            loaded = loaded.filter { string in patterns.contains { $0.matches(string.key) } }
        }
        do throws(CheckPlanError) {
            loaded = try CheckPlan.narrow(loaded, toLocales: locales)
        } catch {
            throw OptionError(error.message)
        }
        if loaded.isEmpty {
            throw OptionError(
                "\(files.joined(separator: ", ")): no string matches"
                    + (keys.isEmpty ? "" : " --key \(keys.joined(separator: " "))")
                    + (locales.isEmpty ? "" : " --locale \(locales.joined(separator: " "))"))
        }
        return strings + loaded
    }

    /// `16`, `8,16` (vertical, horizontal) or `8,16,8,16` (top, leading, bottom, trailing), points.
    package static func padding(_ text: String) throws(OptionError) -> EdgeInsets {
        let values = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        let numbers = values.compactMap { $0 }
        guard !values.isEmpty, numbers.count == values.count, numbers.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
            throw OptionError("--padding \(text): give one, two or four numbers of points, such as 16 or 8,16")
        }
        switch numbers.count {
        case 1: return EdgeInsets(all: numbers[0])
        case 2: return EdgeInsets(horizontal: numbers[1], vertical: numbers[0])
        case 4: return EdgeInsets(top: numbers[0], leading: numbers[1], bottom: numbers[2], trailing: numbers[3])
        default: throw OptionError("--padding \(text): give one, two or four numbers of points, such as 16 or 8,16")
        }
    }
}
