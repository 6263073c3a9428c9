import TypeFitInput
import TypeFitStrings

/// The strings a command checks or draws: the files named, else TypeFit's samples, and the
/// pseudolanguages asked for.
package enum StringInputs {
    /// The strings of every file, in order; TypeFit's samples when `files` is empty.
    /// `developmentLanguage` is the locale of files in `Base.lproj`.
    package static func load(_ files: [String], developmentLanguage: String = "en") throws(OptionError)
        -> [LocalizedString]
    {
        var ignored: [String] = []
        return try load(files, developmentLanguage: developmentLanguage, warnings: &ignored)
    }

    /// Like ``load(_:developmentLanguage:)``, adding the files' warnings (repeated keys) to `warnings`.
    package static func load(_ files: [String], developmentLanguage: String = "en", warnings: inout [String])
        throws(OptionError) -> [LocalizedString]
    {
        guard !files.isEmpty else { return SampleStrings.all }
        do throws(InputError) {
            return try StringsReader.read(paths: files, developmentLanguage: developmentLanguage, warnings: &warnings)
        } catch {
            throw OptionError(error.description)
        }
    }

    /// `strings` and, after them, their pseudolanguage strings of `kinds` (see
    /// ``Pseudolanguage/strings(_:from:developmentLanguage:)``); with kinds but no
    /// development-language strings to make them from, bad input.
    package static func addingPseudolanguages(
        _ kinds: [Pseudolanguage], to strings: [LocalizedString], developmentLanguage: String
    ) throws(OptionError) -> [LocalizedString] {
        guard !kinds.isEmpty else { return strings }
        let pseudo = Pseudolanguage.strings(kinds, from: strings, developmentLanguage: developmentLanguage)
        guard !pseudo.isEmpty else {
            throw OptionError(
                "--pseudo: no strings in the development language (\(developmentLanguage)) to make pseudolanguage strings from; --development-language names it"
            )
        }
        return strings + pseudo
    }
}
