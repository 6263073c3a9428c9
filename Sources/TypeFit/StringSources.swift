import Foundation
import TypeFitCheck
import TypeFitStrings

/// The strings a project checks, read from every kind of file an app keeps them in.
public enum StringSources {
    /// What names the strings in reports when no file is given.
    public static let samplesName = "TypeFit's samples"

    /// The strings of every file or directory in `files`, in order; TypeFit's samples when
    /// `files` is empty. A directory gives its catalogs, `xx.lproj` strings and gettext catalogs in
    /// path order; `developmentLanguage` is the locale of files in `Base.lproj`. What the files
    /// repeat or leave unclear (a `.strings` file outside any `.lproj`) is added to `warnings`.
    public static func load(
        _ files: [String], developmentLanguage: String = "en", warnings: inout [String]
    ) throws(TypeFitError) -> [LocalizedString] {
        guard !files.isEmpty else { return SampleStrings.all }
        var strings: [LocalizedString] = []
        for file in files {
            do {
                if StringsDirectory.isDirectory(file) {
                    let walked = try StringsDirectory.files(in: file, developmentLanguage: developmentLanguage)
                    warnings += walked.warnings
                    for found in walked.files {
                        strings += try StringsReader.read(
                            path: found.path, locale: found.locale, developmentLanguage: developmentLanguage,
                            warnings: &warnings)
                    }
                    continue
                }
                if let format = StringsFormat(path: file), format == .strings || format == .stringsDict,
                    URL(fileURLWithPath: file).deletingLastPathComponent().lastPathComponent.lowercased()
                        .hasSuffix(".lproj") == false
                {
                    warnings.append(
                        "\(file): a .\(format.rawValue) file outside any xx.lproj folder; its locale is unknown (und): move it into its locale's .lproj folder"
                    )
                }
                strings += try StringsReader.read(
                    path: file, developmentLanguage: developmentLanguage, warnings: &warnings)
            } catch {
                throw TypeFitError(error.description)
            }
        }
        return strings
    }

    /// Like ``load(_:developmentLanguage:warnings:)``, without the warnings.
    public static func load(_ files: [String], developmentLanguage: String = "en") throws(TypeFitError)
        -> [LocalizedString]
    {
        var ignored: [String] = []
        return try load(files, developmentLanguage: developmentLanguage, warnings: &ignored)
    }

    /// `strings` and, after them, their pseudolanguage strings of `kinds` (see
    /// ``Pseudolanguage/strings(_:from:developmentLanguage:)``); with kinds but no
    /// development-language strings to make them from, an error.
    public static func addingPseudolanguages(
        _ kinds: [Pseudolanguage], to strings: [LocalizedString], developmentLanguage: String
    ) throws(TypeFitError) -> [LocalizedString] {
        guard !kinds.isEmpty else { return strings }
        let pseudo = Pseudolanguage.strings(kinds, from: strings, developmentLanguage: developmentLanguage)
        guard !pseudo.isEmpty else {
            throw TypeFitError(
                "--pseudo: no strings in the development language (\(developmentLanguage)) to make pseudolanguage strings from; --development-language names it"
            )
        }
        return strings + pseudo
    }

    /// How reports name the strings of `files`.
    public static func name(of files: [String]) -> String {
        files.isEmpty ? samplesName : files.joined(separator: ", ")
    }
}
