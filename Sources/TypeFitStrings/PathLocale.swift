import Foundation

/// The locale a strings file's path implies, for the formats that hold one locale.
enum PathLocale {
    /// The development language when nobody names one: `en`, as Xcode's default
    /// `CFBundleDevelopmentRegion`.
    static let defaultDevelopmentLanguage = "en"

    /// The locale a file's path implies: the `xx` of a parent directory `xx.lproj`. `Base.lproj`
    /// is not a locale but the development language's strings (Base Internationalization), so
    /// it gives `developmentLanguage`.
    static func locale(fromPath path: String, developmentLanguage: String = defaultDevelopmentLanguage) -> String? {
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent
        guard parent.count > 6, parent.lowercased().hasSuffix(".lproj") else { return nil }
        let name = String(parent.dropLast(6))
        return name.lowercased() == "base" ? developmentLanguage : name
    }

    /// An explicit locale, else the `.lproj` one (`Base.lproj`: `developmentLanguage`), else `und`.
    static func locale(_ explicit: String?, path: String, developmentLanguage: String = defaultDevelopmentLanguage)
        -> String
    {
        explicit ?? locale(fromPath: path, developmentLanguage: developmentLanguage) ?? "und"
    }
}
