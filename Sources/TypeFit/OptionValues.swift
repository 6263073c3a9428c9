import TypeFitDynamicType
import TypeFitInput
import TypeFitStrings
import TypeFitVocabulary

extension ProjectSetup {
    /// The setup the command-line tool's scale options give: the type scale `scale`, the user's
    /// SF Pro at `systemFontPaths`, the scaling model and tracking column by name (`leading`,
    /// `points`), Bold Text. A name of no known model or column is an error listing the accepted
    /// ones. The fonts are left as the defaults.
    package init(
        scale: String, systemFontPaths: [String], modelName: String, trackingName: String, boldText: Bool
    ) throws(TypeFitError) {
        self.init()
        self.scale = scale
        self.systemFontPaths = systemFontPaths
        do throws(DynamicTypeError) {
            model = try ScalingModel.parse(modelName)
            tracking = try SFTrackingSource.parse(trackingName)
        } catch {
            throw TypeFitError(error.description)
        }
        self.boldText = boldText
    }
}

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
