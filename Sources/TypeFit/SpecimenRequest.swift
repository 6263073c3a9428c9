import TypeFitCheck
import TypeFitDynamicType
import TypeFitInput
import TypeFitReport
import TypeFitStrings
import TypeFitVocabulary

/// What `typefit render` draws, as the command line gives it: strings (texts, or keys of
/// strings files) in type scale entries at Dynamic Type sizes, each string × entry pair a
/// section of a specimen sheet, in a container (or a constraints file's containers). Drawn by
/// ``ProjectSetup/drawSpecimen(_:warn:)``.
package struct SpecimenRequest: Sendable {
    /// Texts to draw, in the language of the first of ``locales``.
    package var texts: [String]
    /// Strings files or directories to draw from.
    package var stringFiles: [String]
    /// Keys of the files to draw (exact, or globs with `*` and `?`); empty: every key.
    package var keys: [String]
    /// Locales of the files to draw; empty: every locale.
    package var locales: [String]
    /// Type scale entries to draw in; empty: `body` (else the first entry), or with a
    /// constraints file each string's rule's entry.
    package var entries: [String]
    /// Pseudolanguages drawn too, made from the development language's strings and the texts.
    package var pseudolanguages: [Pseudolanguage]
    /// The locale of strings read from `Base.lproj`.
    package var developmentLanguage: String
    /// The sizes as a range (`large...accessibility2`); nil: all 12.
    package var sizes: String?
    /// The container for whatever a constraints file leaves unset.
    package var container: ContainerOptions
    /// Padding around the text at Large, points: one value, `vertical,horizontal` or
    /// `top,leading,bottom,trailing`; nil: none.
    package var padding: String?
    /// The container's height, points, padding included; nil: as high as the text.
    package var height: Double?
    /// The most string × entry sections drawn; more is an error.
    package var maximumSections: Int
    /// A constraints file whose rules choose each string's entry and container.
    package var constraintsPath: String?
    /// How strings no rule's `markup` covers are read, and the case of those no rule's
    /// `textCase` covers (nil: as written).
    package var markup: TextMarkup?
    package var textCase: TextCase?
    /// Pixels per point (0.5…8).
    package var scaleFactor: Double
    /// Whether every baseline gets a dashed line.
    package var showsBaselines: Bool
    /// Whether glyphs from fallback faces are drawn in a colour per face.
    package var marksFallback: Bool

    /// A request for `texts` and the strings of `stringFiles` (narrowed to `keys` and
    /// `locales`) in `entries` at `sizes`; the other parameters are as the properties say.
    package init(
        texts: [String] = [], stringFiles: [String] = [], keys: [String] = [], locales: [String] = [],
        entries: [String] = [], pseudolanguages: [Pseudolanguage] = [], developmentLanguage: String = "en",
        sizes: String? = nil, container: ContainerOptions = ContainerOptions(), padding: String? = nil,
        height: Double? = nil, maximumSections: Int = 60, constraintsPath: String? = nil, markup: TextMarkup? = nil,
        textCase: TextCase? = nil, scaleFactor: Double = 2, showsBaselines: Bool = false, marksFallback: Bool = true
    ) {
        self.texts = texts
        self.stringFiles = stringFiles
        self.keys = keys
        self.locales = locales
        self.entries = entries
        self.pseudolanguages = pseudolanguages
        self.developmentLanguage = developmentLanguage
        self.sizes = sizes
        self.container = container
        self.padding = padding
        self.height = height
        self.maximumSections = maximumSections
        self.constraintsPath = constraintsPath
        self.markup = markup
        self.textCase = textCase
        self.scaleFactor = scaleFactor
        self.showsBaselines = showsBaselines
        self.marksFallback = marksFallback
    }

    /// What is wrong with the request before anything is read (nothing to draw, a scale factor,
    /// height or section limit out of range), or nil.
    package var problem: String? {
        guard !texts.isEmpty || !stringFiles.isEmpty else { return "give --string TEXT or --strings FILE" }
        if let problem = OptionProblem.between("--scale-factor", scaleFactor, 0.5, 8)
            ?? height.flatMap({ OptionProblem.positivePoints("--height", $0) })
        {
            return problem
        }
        guard maximumSections > 0 else { return "--max-sections must be at least 1, got \(maximumSections)" }
        return nil
    }
}

extension ScaleSettings {
    /// The specimen sheet `request` asks for, drawn with the fonts `fonts` gives (read first) and
    /// this type scale: see ``ProjectSetup/drawSpecimen(_:library:warn:)``.
    package func drawSpecimen(_ request: SpecimenRequest, fonts: ProjectSetup, warn: (String) -> Void)
        throws(TypeFitError) -> SpecimenJob.Output
    {
        let library = try fonts.fontLibrary(warn: warn)
        return try setup(fonts: fonts).drawSpecimen(request, library: library, warn: warn)
    }
}

extension ProjectSetup {
    /// The specimen sheet `request` asks for, drawn with this setup's fonts (or `library`, when
    /// they are already read) and type scale from the glyphs that were measured, as PNG bytes
    /// with its size and counts. What the fonts and the scale note goes to `warn`.
    package func drawSpecimen(_ request: SpecimenRequest, library: FontLibrary? = nil, warn: (String) -> Void)
        throws(TypeFitError) -> SpecimenJob.Output
    {
        let fonts: FontLibrary
        if let library { fonts = library } else { fonts = try fontLibrary(warn: warn) }
        let resolved = try resolve(library: fonts, warn: warn)
        for warning in resolved.warnings { warn(warning) }
        let sizes = try DynamicTypeSizeRange.option(request.sizes).sizes
        let entries: [ResolvedEntry]
        let strings: [LocalizedString]
        do throws(OptionError) {
            entries = try SpecimenJob.entries(named: request.entries, in: resolved)
            strings = try SpecimenJob.strings(
                texts: request.texts, files: request.stringFiles, keys: request.keys, locales: request.locales,
                pseudolanguages: request.pseudolanguages, developmentLanguage: request.developmentLanguage)
        } catch {
            throw TypeFitError(error.message)
        }
        guard strings.count * entries.count <= request.maximumSections else {
            throw TypeFitError(
                "\(strings.count) strings × \(entries.count) entries is \(strings.count * entries.count) sections, more than --max-sections \(request.maximumSections); narrow with --key, --locale or --entry"
            )
        }
        var container = try request.container.container()
        do throws(OptionError) { container.padding = try request.padding.map(SpecimenJob.padding) } catch {
            throw TypeFitError(error.message)
        }
        container.height = request.height
        let job = SpecimenJob(
            strings: strings, entries: entries, entriesNamed: !request.entries.isEmpty,
            sources: request.stringFiles.isEmpty ? "--string" : request.stringFiles.joined(separator: ", "),
            sizes: sizes, base: container, markup: request.markup, textCase: request.textCase,
            options: .init(
                scaleFactor: request.scaleFactor, showsBaselines: request.showsBaselines, showsPadding: true,
                marksFallback: request.marksFallback))
        let file = try request.constraintsPath.map { (path) throws(TypeFitError) in
            let file = try ConstraintsFile.option(at: path)
            try TypeFitProject.checkEntryNames(in: file, against: resolved)
            return file
        }
        do {
            return try job.draw(resolved: resolved, library: fonts, measurer: measurer(for: resolved), file: file)
        } catch {
            throw TypeFitError(String(describing: error))
        }
    }
}
