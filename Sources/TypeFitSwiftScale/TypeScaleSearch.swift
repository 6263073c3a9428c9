import Foundation
import TypeFitConcurrency

/// Where an app's type scale is, found from what its views use: every Swift file under the root
/// read once (on every core), each `.font(…)` and `label.font = …` followed back to the files
/// that declare its font (``SwiftFontUseMap``), those files ranked by how many uses reach them,
/// and the places a scale could be named by (``candidates``) tried in order with the reader
/// `typefit check` uses, until one gives entries (``choose()``).
package struct TypeScaleSearch: Sendable {
    /// A file the views' fonts are defined in.
    package struct DefiningFile: Sendable, Equatable {
        /// The file's path.
        package var path: String
        /// How many font uses in the app's code reach it.
        package var uses: Int
    }

    /// A place `scale` could name: a file, or a folder (read with everything below it).
    package struct Candidate: Sendable, Equatable {
        /// The file or folder's path.
        package var path: String
        /// How many font uses reach the files it holds.
        package var uses: Int
    }

    /// The scale chosen: the candidate and how many entries the reader gives for it.
    package struct Choice: Sendable, Equatable {
        package var candidate: Candidate
        /// The type scale's entry names as `typefit check` reads them.
        package var entryNames: [String]
        /// How many entries the type scale has.
        package var entries: Int { entryNames.count }
    }

    /// Candidates tried at most, so a tree whose font code TypeFit cannot read is not read over
    /// and over.
    static let maximumCandidates = 6

    /// The folder searched, standardized.
    package let root: URL
    /// How many Swift files were read.
    package let filesRead: Int
    /// The files that define the fonts the views use, most used first (then by path).
    package let definingFiles: [DefiningFile]
    /// Uses of system text styles the app does not redefine (`.font(.headline)`).
    package let systemStyleUses: Int
    /// Uses that reach no declaration of the app's (fonts made in place, a view's own property).
    package let inPlaceUses: Int
    private let map: SwiftFontUseMap
    private let paths: [String]

    /// Reads every Swift file under `root` (hidden folders and ``ProjectScan/skipped`` ones left
    /// out) and follows each font use to its declaration.
    package init(root: URL) {
        let standardized = root.standardizedFileURL
        self.root = standardized
        let found = (try? SwiftScaleReader.swiftFiles(in: [standardized.path])) ?? []
        let kept = found.filter { path in
            !ProjectScan.relativePath(URL(fileURLWithPath: path), to: standardized).split(separator: "/")
                .contains { ProjectScan.skipped.contains(String($0)) }
        }
        let files = OrderedFanOut(count: kept.count, perRun: 1).map { SwiftFontUseFile.read(path: kept[$0]) }
            .compactMap { $0 }
        let filePaths = files.map(\.path)
        filesRead = files.count
        paths = filePaths
        map = SwiftFontUseMap(files)
        systemStyleUses = map.systemStyleUses
        inPlaceUses = map.inPlaceUses
        var uses: [Int: Int] = [:]
        for reach in map.reaches {
            for file in reach.files { uses[file, default: 0] += reach.count }
        }
        definingFiles = uses.map { DefiningFile(path: filePaths[$0.key], uses: $0.value) }
            .sorted { ($1.uses, $0.path) < ($0.uses, $1.path) }
    }

    /// How many uses reach a file at or below `path`.
    package func uses(under path: String) -> Int {
        map.uses { Self.path(paths[$0], isAtOrBelow: path) }
    }

    /// Where the scale may be, in the order to try: the files the views use (the one file, or
    /// the folder they share when it is not the root and holds little else, ``isCompact(_:)``;
    /// else the most used folder of them, or file); then the folders around the most used
    /// file, widening towards the root (not the root itself), for definitions that need code
    /// beside them; then the other folders of them, most used first (a lone file as itself, a
    /// folder holding much else as its files, one by one); then those larger folders.
    package var candidates: [Candidate] {
        guard let top = definingFiles.first else { return [] }
        var places: [String] = []
        var larger: [String] = []
        let folders = definingFiles.map { URL(fileURLWithPath: $0.path).deletingLastPathComponent().path }
        if definingFiles.count == 1 {
            places.append(top.path)
        } else {
            let common = ProjectScan.commonFolder(folders.map { URL(fileURLWithPath: $0) }).path
            let commonIsPlace = Self.path(common, isAtOrBelow: root.path) && common != root.path
            if commonIsPlace, isCompact(common) { places.append(common) }
            var groups: [String: [String]] = [:]
            for (file, folder) in zip(definingFiles, folders) { groups[folder, default: []].append(file.path) }
            let ranked = groups.map { (folder: $0.key, files: $0.value, uses: uses(under: $0.key)) }
                .sorted { ($1.uses, $0.folder) < ($0.uses, $1.folder) }
            if commonIsPlace { larger.append(common) }
            for group in ranked {
                if group.files.count > 1, isCompact(group.folder) {
                    places.append(group.folder)
                } else {
                    places += group.files
                    if group.files.count > 1 { larger.append(group.folder) }
                }
            }
        }
        var widening: [String] = []
        var folder = URL(fileURLWithPath: top.path).deletingLastPathComponent()
        while folder.path != root.path, Self.path(folder.path, isAtOrBelow: root.path) {
            widening.append(folder.path)
            folder = folder.deletingLastPathComponent()
        }
        // When the most used place gives nothing, the folders around it cover its uses before a
        // place that covers fewer.
        places = Array(places.prefix(1)) + widening + places.dropFirst() + larger
        // A folder holding no Swift file more than a place already kept reads the same code.
        var kept: [(path: String, files: Int)] = []
        for place in places where !kept.contains(where: { $0.path == place }) {
            let files = paths.count(where: { Self.path($0, isAtOrBelow: place) })
            if kept.contains(where: { Self.path($0.path, isAtOrBelow: place) && $0.files == files }) { continue }
            kept.append((place, files))
        }
        return kept.prefix(Self.maximumCandidates).map { Candidate(path: $0.path, uses: uses(under: $0.path)) }
    }

    /// Whether `folder` holds little besides the files that define the views' fonts: at most
    /// twice as many Swift files as those, and three more (a theme folder with its colours and
    /// spacing), not an app's whole source folder.
    func isCompact(_ folder: String) -> Bool {
        let defining = definingFiles.count(where: { Self.path($0.path, isAtOrBelow: folder) })
        return paths.count(where: { Self.path($0, isAtOrBelow: folder) }) <= 2 * defining + 3
    }

    /// The first candidate the reader gives entries for, with the candidates tried before it
    /// that gave none; nil (and every candidate tried) when none gives any.
    package func choose() -> (choice: Choice?, empty: [Candidate]) {
        var empty: [Candidate] = []
        for candidate in candidates {
            let names = Self.entryNames(candidate.path)
            if !names.isEmpty { return (Choice(candidate: candidate, entryNames: names), empty) }
            empty.append(candidate)
        }
        return (nil, empty)
    }

    /// How many entries `typefit check` reads from the Swift code at `path`: the reader's type
    /// scale (``SwiftScaleReading/typeScale(source:)``); 0 when it gives none or cannot be read.
    package static func entryCount(_ path: String) -> Int {
        entryNames(path).count
    }

    /// The names of the entries `typefit check` reads from the Swift code at `path`; none when it
    /// gives none or cannot be read.
    package static func entryNames(_ path: String) -> [String] {
        guard let reading = try? SwiftScaleReader.read(paths: [path]),
            let scale = try? reading.typeScale(source: path)
        else { return [] }
        return scale.entries.map(\.name)
    }

    /// Whether `path` is `folder` or inside it.
    static func path(_ path: String, isAtOrBelow folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
