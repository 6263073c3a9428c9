import Foundation
import TypeFitInput
import TypeFitScale

/// For a scale path that gives no entry (a folder of views, a file of colours): the files
/// elsewhere in the project that define the fonts its views use, found as `typefit init` finds
/// them (``TypeScaleSearch``), so the error says where to point `scale` instead.
enum TypeScaleElsewhere {
    /// Files named at most.
    static let maximumNamed = 5

    /// `Sources/Theme/Fonts.swift (12 definitions, used 140 times in views), …`: the files
    /// outside `scale` that define fonts the views use, most used first, each with the entries
    /// the reader gives for it alone; nil when there are none. The project searched is the
    /// folder above `scale` that holds `.typefit.json` or `.git`, else the current directory
    /// when `scale` is inside it, else the folder holding `scale`.
    static func definitions(outside scale: String) -> String? {
        let scaleURL = URL(fileURLWithPath: scale).standardizedFileURL
        let search = TypeScaleSearch(root: projectRoot(around: scaleURL))
        let outside = search.definingFiles.filter { !TypeScaleSearch.path($0.path, isAtOrBelow: scaleURL.path) }
        guard !outside.isEmpty else { return nil }
        let named = outside.prefix(maximumNamed).map { file in
            let entries = TypeScaleSearch.entryCount(file.path)
            let uses = "used \(StarterScale.times(file.uses)) in views"
            return "\(displayed(file.path)) (\(entries > 0 ? "\(entries) definitions, " : "")\(uses))"
        }
        let more = outside.count > maximumNamed ? " and \(outside.count - maximumNamed) more" : ""
        return named.joined(separator: ", ") + more
    }

    /// The project around `scale`: the nearest folder above it holding `.typefit.json` or
    /// `.git`, else the current directory when `scale` is inside it, else `scale`'s folder.
    static func projectRoot(around scale: URL) -> URL {
        let manager = FileManager.default
        var folder = scale.deletingLastPathComponent()
        while folder.path != "/" {
            for marker in [".typefit.json", ".git"]
            where manager.fileExists(atPath: folder.appendingPathComponent(marker).path) {
                return folder
            }
            folder = folder.deletingLastPathComponent()
        }
        let current = URL(fileURLWithPath: manager.currentDirectoryPath).standardizedFileURL
        if current.path != scale.path, TypeScaleSearch.path(scale.path, isAtOrBelow: current.path) { return current }
        return scale.deletingLastPathComponent()
    }

    /// `path` relative to the current directory when it is inside it, else as it is.
    static func displayed(_ path: String) -> String {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL
        return ProjectScan.relativePath(URL(fileURLWithPath: path), to: current)
    }
}

extension SwiftScaleReading {
    /// The definitions as a type scale, as ``typeScale(source:)`` gives them; when there is no
    /// entry, the error also names the files elsewhere in the project that define the fonts
    /// its views use, when there are any (`Sources/Views: no font definitions TypeFit can read
    /// in 3 Swift file(s); fonts are defined in Sources/Theme/Fonts.swift (12 definitions, used
    /// 140 times in views)`).
    public func typeScaleNamingOtherDefinitions(source: String) throws(InputError) -> TypeScale {
        do {
            return try typeScale(source: source)
        } catch {
            guard error.kind != .tooLarge, let elsewhere = TypeScaleElsewhere.definitions(outside: source) else {
                throw error
            }
            let detail = definitions.isEmpty ? "" : " (\(definitions.count) could not be worked out; see the warnings)"
            throw InputError(
                path: source,
                message:
                    "no font definitions TypeFit can read in \(filesRead.count) Swift file(s)\(detail); fonts are defined in \(elsewhere): name the scale's file or folder"
            )
        }
    }
}
