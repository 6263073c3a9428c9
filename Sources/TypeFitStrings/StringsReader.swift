import Foundation
import TypeFitInput

/// Reads any supported strings file, choosing the reader by the file's extension.
public enum StringsReader {
    /// Reads `path` with the reader for its extension (`.xcstrings`, `.strings`,
    /// `.stringsdict`, `.json`, `.txt`, `.mo`). `locale` overrides the locale of single-locale
    /// formats (else the `xx.lproj` directory's, else `und`; a gettext catalog also looks at its
    /// `<lang>/LC_MESSAGES` directory and its `Language` header); a String Catalog names its own
    /// locales and ignores it. A file in `Base.lproj` is in the app's `developmentLanguage`
    /// (default `en`, as Xcode's `CFBundleDevelopmentRegion`); a String Catalog's own
    /// `sourceLanguage` applies to it instead. An unknown extension throws
    /// ``InputError/Kind/unsupportedFormat``.
    public static func read(
        path: String, locale: String? = nil, developmentLanguage: String = "en",
        limits: StringsLimits = .standard
    ) throws(InputError) -> [LocalizedString] {
        var ignored: [String] = []
        return try read(
            path: path, locale: locale, developmentLanguage: developmentLanguage, limits: limits, warnings: &ignored)
    }

    /// Like ``read(path:locale:developmentLanguage:limits:)``, adding the file's warnings (a
    /// `.strings` file's repeated keys) to `warnings`.
    public static func read(
        path: String, locale: String? = nil, developmentLanguage: String = "en",
        limits: StringsLimits = .standard, warnings: inout [String]
    ) throws(InputError) -> [LocalizedString] {
        let locale = locale ?? (isInBase(path) ? developmentLanguage : nil)
        guard let format = StringsFormat(path: path) else {
            let found = URL(fileURLWithPath: path).pathExtension
            let accepted = StringsFormat.allCases.map { ".\($0.rawValue)" }.joined(separator: ", ")
            throw InputError(
                path: path, kind: .unsupportedFormat,
                message: found.isEmpty
                    ? "no file extension to tell the format by (accepted: \(accepted))"
                    : "unknown strings format '.\(found)' (accepted: \(accepted))")
        }
        switch format {
        case .stringCatalog: return try StringCatalogReader.read(path: path, limits: limits)
        case .strings:
            return try StringsFileReader.read(path: path, locale: locale, limits: limits, warnings: &warnings)
        case .stringsDict: return try StringsDictReader.read(path: path, locale: locale, limits: limits)
        case .json: return try JSONStringsReader.read(path: path, locale: locale, limits: limits)
        case .plainText: return try PlainTextStringsReader.read(path: path, locale: locale, limits: limits)
        case .gettext: return try GettextCatalogReader.read(path: path, locale: locale, limits: limits)
        }
    }

    /// Whether `path` is in a `Base.lproj` directory.
    static func isInBase(_ path: String) -> Bool {
        URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent.lowercased() == "base.lproj"
    }
}
