import Foundation
import TypeFitInput

extension StringsReader {
    /// The strings of every file in `paths`, in order: a directory gives its catalogs, `.lproj`
    /// files and gettext catalogs in path order (``StringsDirectory``). Files in `Base.lproj`
    /// are in `developmentLanguage`. The files' warnings (repeated keys, a `.strings` file
    /// outside any `xx.lproj` folder, whose locale is unknown) are added to `warnings`.
    package static func read(
        paths: [String], developmentLanguage: String = "en", warnings: inout [String]
    ) throws(InputError) -> [LocalizedString] {
        var strings: [LocalizedString] = []
        for file in paths {
            if StringsDirectory.isDirectory(file) {
                let walked = try StringsDirectory.files(in: file, developmentLanguage: developmentLanguage)
                warnings += walked.warnings
                for found in walked.files {
                    strings += try read(
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
            strings += try read(path: file, developmentLanguage: developmentLanguage, warnings: &warnings)
        }
        return strings
    }
}
