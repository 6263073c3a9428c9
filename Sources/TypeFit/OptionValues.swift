import TypeFitDynamicType
import TypeFitInput
import TypeFitStrings
import TypeFitVocabulary

extension DynamicTypeSizeRange {
    /// The sizes `text` names as `--sizes` takes them (`large...accessibility2`), all 12 for
    /// nil; an unknown size name is an error naming the closest one.
    package static func option(_ text: String?) throws(TypeFitError) -> DynamicTypeSizeRange {
        do {
            return try text.map { (text) throws(DynamicTypeError) in try DynamicTypeSizeRange.parse(text) } ?? .all
        } catch {
            var message = "--sizes: \(error.description)"
            if case .unknownName(_, let value, let accepted) = error {
                message += NameSuggestions.didYouMean(value, among: accepted)
            }
            throw TypeFitError(message)
        }
    }
}

extension ConstraintsFile {
    /// The constraints file at `path` (or the `constraints` object of a project file, see
    /// ``ProjectConfig/constraints(at:)``), as a ``TypeFitError`` when it cannot be read.
    package static func option(at path: String) throws(TypeFitError) -> ConstraintsFile {
        do throws(InputError) { return try ProjectConfig.constraints(at: path) } catch {
            throw TypeFitError(error.description)
        }
    }
}

extension CheckSelection {
    /// The selection the command-line tool's options give: the sizes as a range (`--sizes`;
    /// nil: all 12), the constraints file at `constraintsPath`, the container, the locales and
    /// entries to narrow to, and how strings are read and cased where no rule says. A sizes range,
    /// constraints file or container option that cannot be read is an error saying why.
    package init(
        sizes: String?, constraintsPath: String?, container: ContainerOptions, locales: [String], entries: [String],
        markup: TextMarkup?, textCase: TextCase?
    ) throws(TypeFitError) {
        self.init()
        self.sizes = try DynamicTypeSizeRange.option(sizes).sizes
        constraints = try constraintsPath.map { (path) throws(TypeFitError) in try ConstraintsFile.option(at: path) }
        self.container = try container.container()
        self.locales = locales
        self.entries = entries
        self.markup = markup
        self.textCase = textCase
    }
}

extension TypeFitProject {
    /// What is wrong with `tag` as a development language (`--development-language`): it must
    /// be a language tag such as `en` or `pt-BR` (letters, digits, `-` and `_`, at most 64
    /// bytes); nil when it is one.
    package static func developmentLanguageProblem(_ tag: String) -> String? {
        guard !tag.isEmpty, tag.utf8.count <= 64,
            tag.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        else { return "--development-language must be a language tag such as en or pt-BR, got '\(tag)'" }
        return nil
    }
}
