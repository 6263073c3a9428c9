import Foundation
internal import SwiftSyntax
import TypeFitConcurrency
import TypeFitInput
import TypeFitScale
import TypeFitShaping

/// Reads an app's type scale from its Swift code: every `.swift` file under the paths given,
/// parsed with swift-syntax (in parallel), then every font definition worked out statically.
///
/// ```swift
/// let reading = try SwiftScaleReader.read(paths: ["Sources/App/Theme"])
/// let scale = try reading.typeScale()   // a TypeScale, as if read from JSON
/// ```
public enum SwiftScaleReader {
    /// More Swift files than this under the paths given are refused.
    package static let maximumFiles = 100_000

    /// Reads the Swift files under `paths` (files, or directories walked recursively, skipping
    /// hidden directories and `.build`). Throws `InputError` for a path that does not exist
    /// or a file that is not `.swift`; everything else that cannot be read is a warning.
    ///
    /// `boldText`: evaluate as with iOS's Bold Text setting on (`legibilityWeight == .bold`).
    /// `fonts`: the app's fonts, from which SwiftGen's `FontFamily` enum is synthesized when the
    /// code uses it and its generated file is not among the sources (``SwiftGenFontFamilies``).
    /// `maximumDefinitions`: the most entries the scale may have; the definitions are counted as
    /// they are found, and the read stops with a `tooLarge` `InputError` (naming the path, the
    /// limit and where it stopped) once they are over it. Nil reads every definition.
    public static func read(
        paths: [String], boldText: Bool = false, fonts: FontLibrary? = nil, maximumDefinitions: Int? = nil
    ) throws(InputError) -> SwiftScaleReading {
        let filePaths = try swiftFiles(in: paths)
        let (parsed, summaries, loadWarnings) = loadReached(filePaths)
        var warnings = loadWarnings
        let synthesized = SwiftGenFontFamilies.synthesized(
            for: parsed,
            declaresFontFamily: summaries.contains { $0.declaredNames.contains(SwiftGenFontFamilies.enumName) },
            fonts: fonts)
        let files = parsed + (synthesized.map { [$0.file] } ?? [])
        if let synthesized { warnings.append(synthesized.note) }
        let collected = OrderedFanOut(count: files.count, perRun: 1).map { index in
            SwiftDeclarationCollector.collect(files[index], index: index)
        }
        var declarations = SwiftFileDeclarations()
        for file in collected { declarations.append(file) }
        var resolution = SwiftScaleResolution(files: files, declarations: declarations, boldText: boldText)
        resolution.maximumDefinitions = maximumDefinitions
        var reading = resolution.resolve()
        if let stopped = reading.definitionsOverLimit, let maximumDefinitions {
            throw InputError(
                path: paths.count == 1 ? paths[0] : stopped.file, kind: .tooLarge,
                message:
                    "more than \(maximumDefinitions) font definitions, over the limit of \(maximumDefinitions) (reading stopped at \(stopped.file):\(stopped.line))"
            )
        }
        reading.filesRead = filePaths
        reading.warnings =
            warnings + (synthesized.map { made in reading.warnings.map(made.families.explained) } ?? reading.warnings)
        var ignores: [String: [Int: Set<String>]] = [:]
        var facts = LintSyntaxFacts()
        for summary in summaries where summary.parsed {
            ignores[summary.path] = summary.ignores
            facts.customFontsWithoutSize += summary.lintFacts.customFontsWithoutSize
            facts.scaledBases.formUnion(summary.lintFacts.scaledBases)
        }
        reading.ignores = ignores
        reading.lintFacts = facts
        return reading
    }

    /// The `.swift` files named by `paths`, in a stable order.
    static func swiftFiles(in paths: [String]) throws(InputError) -> [String] {
        var found: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw InputError(path: path, kind: .notFound, message: "no such file or directory")
            }
            if !isDirectory.boolValue {
                guard path.hasSuffix(".swift") else {
                    throw InputError(
                        path: path, kind: .unsupportedFormat,
                        message: "not a Swift source file (.swift) or a directory of them")
                }
                found.append(path)
                continue
            }
            guard let enumerator = manager.enumerator(atPath: path) else {
                throw InputError(path: path, kind: .unreadable, message: "cannot read the directory")
            }
            var inDirectory: [String] = []
            while let relative = enumerator.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if name.hasPrefix(".") || name == "Pods" || name == "Carthage" {
                    enumerator.skipDescendants()
                    continue
                }
                if name.hasSuffix(".swift") {
                    let full = path.hasSuffix("/") ? path + relative : path + "/" + relative
                    var isDir: ObjCBool = false
                    if manager.fileExists(atPath: full, isDirectory: &isDir), !isDir.boolValue {
                        inDirectory.append(full)
                    }
                }
                guard found.count + inDirectory.count <= maximumFiles else {
                    throw InputError(
                        path: path, kind: .tooLarge, message: "more than \(maximumFiles) Swift files, over the limit")
                }
            }
            found += inDirectory.sorted()
        }
        return found
    }

    /// Parses and summarizes every file once, on every core, and keeps the trees of the files
    /// font code can reach (`SwiftFileSummary.reachable`), in path order; the other trees are
    /// released on return. The summaries and warnings are every file's, in the order of `paths`.
    private static func loadReached(
        _ paths: [String]
    ) -> (files: [SwiftSourceFile], summaries: [SwiftFileSummary], warnings: [SwiftSourceWarning]) {
        let loaded = loadAll(paths)
        let summaries = loaded.map(\.summary)
        let files = SwiftFileSummary.reachable(summaries).compactMap { loaded[$0].file }
        return (files, summaries, loaded.compactMap(\.warning))
    }

    /// Parses and summarizes every file, on every core; results in the order of `paths`.
    private static func loadAll(
        _ paths: [String]
    ) -> [(file: SwiftSourceFile?, summary: SwiftFileSummary, warning: SwiftSourceWarning?)] {
        OrderedFanOut(count: paths.count, perRun: 1).map { index in
            let loaded = SwiftSourceFile.load(path: paths[index])
            let summary = loaded.file.map(SwiftFileSummary.summarize) ?? SwiftFileSummary(path: paths[index])
            return (loaded.file, summary, loaded.warning)
        }
    }
}
