import TypeFitConcurrency
import TypeFitInput

/// Reads where an app's Swift code shows its localized strings: every `.swift` file under the
/// paths given, parsed with swift-syntax on every core, each walked once for its uses
/// (``SwiftTextUse``).
///
/// ```swift
/// let reading = try SwiftTextUseReader.read(paths: ["Sources/App"])
/// for use in reading.uses where use.key == "settings.title" { print(use.shownName, use.location) }
/// ```
public enum SwiftTextUseReader {
    /// What was read: the uses in file and source order, the files, and what could not be read.
    public struct Reading: Sendable {
        public var uses: [SwiftTextUse]
        public var filesRead: [String]
        /// Files that could not be read or parsed whole (what parsed is still read).
        public var warnings: [SwiftSourceWarning]

        /// The uses by key, each key's uses in source order.
        public var usesByKey: [String: [SwiftTextUse]] { Dictionary(grouping: uses, by: \.key) }
    }

    /// Reads the Swift files under `paths` (files, or directories walked recursively as
    /// ``SwiftScaleReader`` walks them). A path that does not exist or a file that is not
    /// `.swift` is an `InputError`. With the catalogs' keys (`catalogKeys`), accessors
    /// generated from them at build time whose generated file is not in the tree are mapped
    /// back to their keys (``SwiftCatalogSymbols``).
    public static func read(paths: [String], catalogKeys: Set<String> = []) throws(InputError) -> Reading {
        let filePaths = try SwiftScaleReader.swiftFiles(in: paths)
        // Each file parsed once: first the app's views and functions that show a text they are
        // given and the generated accessors of its strings, from every file; then each file's
        // uses, with those known.
        let loaded = OrderedFanOut(count: filePaths.count, perRun: 1).map { index in
            SwiftSourceFile.load(path: filePaths[index])
        }
        let app = SwiftAppTextIndex(loaded.map(\.file), catalogKeys: catalogKeys)
        var uses = OrderedFanOut(count: loaded.count, perRun: 1).map { index in
            loaded[index].file.map { SwiftTextUseCollector.collect($0, app: app) } ?? []
        }.flatMap { $0 }
        // A text in one of the app's views lays out where the app puts that view.
        let views = app.viewTypes.intersection(SwiftViewPlacements.unplacedTypes(of: uses))
        if !views.isEmpty {
            let sites = OrderedFanOut(count: loaded.count, perRun: 1).map { index in
                loaded[index].file.map { SwiftViewPlacements.sites(of: views, in: $0) } ?? [:]
            }.reduce(into: [String: [SwiftViewPlacements.Site]]()) { total, sites in
                total.merge(sites, uniquingKeysWith: +)
            }
            uses = SwiftViewPlacements(sites: sites).placing(uses)
        }
        // Then the app's members that return localized strings, followed to where they are shown.
        let declarations = OrderedFanOut(count: loaded.count, perRun: 1).map { index in
            loaded[index].file.map(SwiftReturnedStrings.memberDeclarations) ?? [:]
        }.reduce(into: [String: Int]()) { total, counts in total.merge(counts, uniquingKeysWith: +) }
        let returned = SwiftReturnedStrings(uses: uses, declarations: declarations)
        guard !returned.names.isEmpty else {
            return Reading(uses: uses, filesRead: filePaths, warnings: loaded.compactMap(\.warning))
        }
        let sites = OrderedFanOut(count: loaded.count, perRun: 1).map { index in
            loaded[index].file.map { SwiftTextUseCollector.placesOfMembers(returned.names, $0, app: app) } ?? []
        }.flatMap { $0 }
        return Reading(
            uses: returned.following(uses, sites: sites), filesRead: filePaths,
            warnings: loaded.compactMap(\.warning))
    }
}
