import ArgumentParser
import Foundation
import TypeFit
import TypeFitOutput
import TypeFitRender
import TypeFitReport
import TypeFitVocabulary

/// `typefit render`: a specimen sheet (PNG) of strings at every Dynamic Type size, drawn from
/// the glyphs that were measured.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a specimen sheet (PNG): strings at each Dynamic Type size in their container, as measured.",
        discussion: """
            Each string × entry gets a section with one row per size: the container outlined, the text wrapped \
            and cut as the check lays it out, the line that holds the ellipsis tinted, glyphs from fallback faces \
            drawn in a colour per face (colour emoji underlined), with the size, point size and verdict beside it. \
            Glyphs are rasterized by FreeType from the font files that shaped them. Exit codes: 0 the sheet was \
            written (whatever truncates; use check for a verdict), 2 bad input.
            """
    )

    @OptionGroup var scaleOptions: ScaleOptions
    @OptionGroup var fonts: FontOptions
    @OptionGroup var layout: LayoutDefaults

    @Option(name: .customLong("string"), help: ArgumentHelp("A string to draw; repeat for several.", valueName: "text"))
    var texts: [String] = []

    @Option(
        help: ArgumentHelp(
            "A constraints file (JSON), as check reads it: each string is drawn in its rule's entry and container, or left out when its rule skips it.",
            valueName: "file"))
    var constraints: String?

    @Option(
        name: .customLong("strings"),
        help: ArgumentHelp(
            "Strings to draw from a file (.xcstrings, .strings, .stringsdict, gettext .mo, JSON or text) or a directory of them; repeat for several. Narrow with --key and --locale.",
            valueName: "file-or-dir"))
    var stringFiles: [String] = []

    @Option(
        name: .customLong("key"),
        help: ArgumentHelp("Draw only this key (exact, or a glob with * and ?); repeat for several.", valueName: "key"))
    var keys: [String] = []

    @Option(
        name: .customLong("locale"),
        help: ArgumentHelp(
            "The language of --string texts (BCP 47: ja, ar, de); with --strings, draw only this locale (repeat for several).",
            valueName: "tag"))
    var locales: [String] = []

    @Option(
        name: .customLong("entry"),
        help: ArgumentHelp(
            "Type scale entry to set the strings in; repeat for several (default: body, else the first entry).",
            valueName: "name"))
    var entries: [String] = []

    @Option(
        help: ArgumentHelp(
            "Sizes to draw, as a range such as xSmall...xxxLarge, ...accessibility2 or large... (default: all 12).",
            valueName: "range"))
    var sizes: String?

    @Option(
        help: ArgumentHelp(
            "Padding around the text at Large, points, scaled like @ScaledMetric: one value, vertical,horizontal, or top,leading,bottom,trailing. It is drawn shaded.",
            valueName: "pt"))
    var padding: String?

    @Option(
        help: ArgumentHelp(
            "Container height, points, padding included (default: as high as the text).", valueName: "pt"))
    var height: Double?

    @Option(
        name: .customLong("scale-factor"),
        help: ArgumentHelp("Pixels per point (2 draws like a 2× screen; 0.5…8).", valueName: "f"))
    var scaleFactor: Double = 2

    @Flag(help: "Draw a dashed line on every baseline.")
    var baselines = false

    @Flag(name: .customLong("no-fallback-colors"), help: "Draw glyphs from fallback faces in the text colour too.")
    var noFallbackColors = false

    @Option(
        name: .customLong("max-sections"),
        help: ArgumentHelp("Refuse to draw more than this many string × entry sections.", valueName: "n"))
    var maxSections: Int = 60

    @Option(
        name: .customLong("pseudo"),
        help: ArgumentHelp(
            "Also draw a pseudolanguage made from the development language's strings (or from each --string): double, accented, bounded, rtl or expanded; repeat for several.",
            valueName: "kind"))
    var pseudolanguages: [Pseudolanguage] = []

    @OptionGroup var markupOption: MarkupOption

    @OptionGroup var textCaseOption: TextCaseOption

    @Option(help: ArgumentHelp("The PNG file to write (atomically).", valueName: "file"))
    var output: String

    func validate() throws {
        guard !texts.isEmpty || !stringFiles.isEmpty else {
            throw ValidationError("give --string TEXT or --strings FILE")
        }
        guard scaleFactor.isFinite, scaleFactor >= 0.5, scaleFactor <= 8 else {
            throw ValidationError("--scale-factor must be between 0.5 and 8, got \(scaleFactor)")
        }
        if let height {
            guard height.isFinite, height > 0 else {
                throw ValidationError("--height must be a positive number of points, got \(height)")
            }
        }
        guard maxSections > 0 else { throw ValidationError("--max-sections must be at least 1, got \(maxSections)") }
    }

    func run() throws {
        let library = try fonts.library()
        let resolved = try scaleOptions.resolve(library: library)
        for warning in resolved.warnings { CommandFailure.warn(warning) }
        let sizeRange: DynamicTypeSizeRange
        do {
            sizeRange =
                try sizes.map { (text) throws(DynamicTypeError) in try DynamicTypeSizeRange.parse(text) } ?? .all
        } catch {
            throw CommandFailure.badInput("--sizes: \(error.description)")
        }
        let chosenEntries = try entriesToDraw(resolved)
        let strings = try stringsToDraw()
        guard strings.count * chosenEntries.count <= maxSections else {
            throw CommandFailure.badInput(
                "\(strings.count) strings × \(chosenEntries.count) entries is \(strings.count * chosenEntries.count) sections, more than --max-sections \(maxSections); narrow with --key, --locale or --entry"
            )
        }
        var constraint = try layout.constraint()
        constraint.padding = try padding.map(Self.parsePadding)
        constraint.height = height

        let measurer = TextMeasurer(
            fallback: try fonts.fallback(for: resolved), neutralCharacters: fonts.neutralCharacters)
        let builder = SpecimenBuilder(measurer: measurer, library: library)
        var sections: [SpecimenSection] = []
        var truncating = 0
        do {
            let labelFace = try BundledFonts.library().face(postScriptName: "Inter-Regular")
            let renderer = try SpecimenRenderer(
                rasterizer: try GlyphRasterizer(),
                options: SpecimenRenderOptions(
                    scaleFactor: scaleFactor, showsBaselines: baselines, showsPadding: true,
                    marksFallback: !noFallbackColors),
                measurer: measurer, labelFace: labelFace)
            for target in try plan(strings: strings, entries: chosenEntries, resolved: resolved, base: constraint)
                .targets
            {
                let string = target.string
                let measured = target.measuredText
                let title = measured == string.text ? "“\(string.text)”" : "“\(measured)” (catalog: “\(string.text)”)"
                let cells = try builder.cells(
                    text: measured, locale: string.locale == "und" ? nil : string.locale,
                    entry: target.entry, constraint: target.constraint, sizes: sizeRange.sizes,
                    inlineRuns: target.inlineRuns)
                truncating += cells.filter(\.isTruncated).count
                sections.append(
                    SpecimenSection(
                        title: title,
                        subtitle: subtitle(
                            string, entry: target.entry, constraint: target.constraint, place: target.place),
                        cells: cells))
            }
            let sheet = try renderer.sheet(sections)
            try OutputWriter.write(try PNGCodec.encode(sheet.canvas), to: output)
            let cellCount = sections.reduce(0) { $0 + $1.cells.count }
            try OutputWriter.write(
                "wrote \(output): \(sheet.canvas.width)×\(sheet.canvas.height) px, \(sections.count) section\(sections.count == 1 ? "" : "s"), \(cellCount) cells, \(truncating) truncate\n",
                to: nil)
        } catch let error as RenderError {
            throw CommandFailure.badInput(error.description)
        } catch let error as FontError {
            throw CommandFailure.badInput(error.description)
        }
    }

    /// The sections to draw as a check plan (the one `check`, `report` and `baseline` run): each
    /// string as shown (arguments filled, Markdown read) in each chosen entry, strings first;
    /// plural variants iOS never shows and other devices' variants are left out as they are there.
    private func plan(
        strings: [LocalizedString], entries: [ResolvedEntry], resolved: ResolvedTypeScale,
        base: TextContainer
    ) throws -> CheckPlan {
        let file = try constraints.map { try CheckInputs.constraints(at: $0, for: resolved) }
        do throws(CheckPlanError) {
            let sources = stringFiles.isEmpty ? "--string" : stringFiles.joined(separator: ", ")
            // With constraints and no --entry, each string's rule chooses its entry.
            let named = file != nil && self.entries.isEmpty ? [] : entries.map(\.entry.name)
            return try CheckPlan.make(
                strings: strings, sources: sources, locales: [], entries: named,
                file: file, resolved: resolved, base: base, markup: markupOption.markup,
                textCase: textCaseOption.textCase)
        } catch {
            throw CommandFailure.badInput(error.message)
        }
    }

    /// The line under a section's heading: key, locale, entry, face, container (and the rule's
    /// place, when the rule has places).
    private func subtitle(
        _ string: LocalizedString, entry: ResolvedEntry, constraint: TextContainer, place: String?
    ) -> String {
        var parts: [String] = []
        if string.source != "--string" { parts.append(string.key + (string.variant.map { " [\($0)]" } ?? "")) }
        if let place { parts.append(place) }
        if string.locale != "und" { parts.append(string.locale) }
        parts.append(SpecimenBuilder.entryLabel(entry))
        parts.append(HTMLReport.describe(constraint))
        return parts.joined(separator: " · ")
    }

    private func entriesToDraw(_ resolved: ResolvedTypeScale) throws -> [ResolvedEntry] {
        if entries.isEmpty {
            guard let entry = resolved.entry(named: "body") ?? resolved.entries.first else {
                throw CommandFailure.badInput("\(resolved.scale.source): the type scale has no entries")
            }
            return [entry]
        }
        return try entries.map { name in
            guard let entry = resolved.entry(named: name) else {
                throw CommandFailure.badInput(
                    "--entry \(name): no such entry in \(resolved.scale.source) (entries: \(resolved.entries.map(\.entry.name).joined(separator: ", ")))"
                )
            }
            return entry
        }
    }

    private func stringsToDraw() throws -> [LocalizedString] {
        let language = texts.isEmpty ? nil : locales.first
        var strings = texts.enumerated().map { index, text in
            LocalizedString(key: "string \(index + 1)", locale: language ?? "und", text: text, source: "--string")
        }
        strings += pseudolanguages.flatMap { kind in strings.map(kind.transform) }
        if !stringFiles.isEmpty {
            var loaded = try StringSources.addingPseudolanguages(
                pseudolanguages,
                to: try StringSources.load(stringFiles, developmentLanguage: layout.developmentLanguage),
                developmentLanguage: layout.developmentLanguage)
            if !keys.isEmpty {
                let patterns = keys.map(KeyPattern.init)
                loaded = loaded.filter { string in patterns.contains { $0.matches(string.key) } }
            }
            if !locales.isEmpty {
                let wanted = Set(locales.map { $0.lowercased() })
                loaded = loaded.filter { wanted.contains($0.locale.lowercased()) }
            }
            if loaded.isEmpty {
                throw CommandFailure.badInput(
                    "\(stringFiles.joined(separator: ", ")): no string matches"
                        + (keys.isEmpty ? "" : " --key \(keys.joined(separator: " "))")
                        + (locales.isEmpty ? "" : " --locale \(locales.joined(separator: " "))"))
            }
            strings += loaded
        }
        return strings
    }

    /// `16`, `8,16` (vertical, horizontal) or `8,16,8,16` (top, leading, bottom, trailing), points.
    static func parsePadding(_ text: String) throws -> EdgeInsets {
        let values = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard !values.isEmpty, values.allSatisfy({ $0.map { $0.isFinite && $0 >= 0 } ?? false }) else {
            throw CommandFailure.badInput(
                "--padding \(text): give one, two or four numbers of points, such as 16 or 8,16")
        }
        let numbers = values.map { $0! }
        switch numbers.count {
        case 1: return EdgeInsets(all: numbers[0])
        case 2: return EdgeInsets(horizontal: numbers[1], vertical: numbers[0])
        case 4: return EdgeInsets(top: numbers[0], leading: numbers[1], bottom: numbers[2], trailing: numbers[3])
        default:
            throw CommandFailure.badInput(
                "--padding \(text): give one, two or four numbers of points, such as 16 or 8,16")
        }
    }
}
