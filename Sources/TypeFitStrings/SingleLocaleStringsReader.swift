import Foundation
import TypeFitInput

/// A reader of a strings format that holds one locale's strings (`.strings`, `.stringsdict`,
/// JSON, plain text): it parses a document's bytes, and reads a file through ``InputFile`` with
/// the locale its path implies.
package protocol SingleLocaleStringsReader {
    /// Parses `data`; `source` names it in messages and in ``LocalizedString/source``.
    static func parse(data: Data, source: String, locale: String, limits: StringsLimits) throws(InputError)
        -> [LocalizedString]
}

extension SingleLocaleStringsReader {
    /// Reads the file at `path`, refusing one over `limits`; `locale` overrides the locale of
    /// its `xx.lproj` directory (`Base.lproj`: `en`; neither: `und`).
    package static func read(path: String, locale: String? = nil, limits: StringsLimits = .standard) throws(InputError)
        -> [LocalizedString]
    {
        try parse(
            data: Data(InputFile.bytes(path: path, maximumBytes: limits.maximumFileBytes)), source: path,
            locale: PathLocale.locale(locale, path: path), limits: limits)
    }
}
