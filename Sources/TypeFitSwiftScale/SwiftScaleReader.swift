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
    public static func read(paths: [String], boldText: Bool = false, fonts: FontLibrary? = nil) throws(InputError)
        -> SwiftScaleReading
    {
        let filePaths = try swiftFiles(in: paths)
        // Every file is parsed, summarized and released (on every core); then only the files
        // font code can reach are parsed again and kept for the evaluation.
        let summaries = summarizeAll(filePaths)
        var warnings: [SwiftSourceWarning] = []
        for summary in summaries { if let warning = summary.warning { warnings.append(warning) } }
        let reached = SwiftFileSummary.reachable(summaries.map(\.summary))
        let parsed = parseAll(reached.map { filePaths[$0] }).compactMap(\.0)
        let synthesized = SwiftGenFontFamilies.synthesized(
            for: parsed,
            declaresFontFamily: summaries.contains { $0.summary.declaredNames.contains(SwiftGenFontFamilies.enumName) },
            fonts: fonts)
        let files = parsed + (synthesized.map { [$0.file] } ?? [])
        if let synthesized { warnings.append(synthesized.note) }
        let collected = OrderedFanOut(count: files.count, perRun: 1).map { index in
            SwiftDeclarationCollector.collect(files[index], index: index)
        }
        var declarations = SwiftFileDeclarations()
        for file in collected { declarations.append(file) }
        var reading = SwiftScaleResolution(files: files, declarations: declarations, boldText: boldText).resolve()
        reading.filesRead = filePaths
        reading.warnings =
            warnings + (synthesized.map { made in reading.warnings.map(made.families.explained) } ?? reading.warnings)
        var ignores: [String: [Int: Set<String>]] = [:]
        var facts = LintSyntaxFacts()
        for entry in summaries where entry.summary.parsed {
            ignores[entry.summary.path] = entry.summary.ignores
            facts.customFontsWithoutSize += entry.summary.lintFacts.customFontsWithoutSize
            facts.scaledBases.formUnion(entry.summary.lintFacts.scaledBases)
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

    /// Parses and summarizes every file, on every core, releasing each tree when its summary is
    /// made; results in the order of `paths`.
    private static func summarizeAll(_ paths: [String]) -> [(summary: SwiftFileSummary, warning: SwiftSourceWarning?)] {
        OrderedFanOut(count: paths.count, perRun: 1).map { index in
            let loaded = SwiftSourceFile.load(path: paths[index])
            let summary = loaded.file.map(SwiftFileSummary.summarize) ?? SwiftFileSummary(path: paths[index])
            return (summary, loaded.warning)
        }
    }

    /// Parses every file, on every core; results in the order of `paths`.
    private static func parseAll(_ paths: [String]) -> [(SwiftSourceFile?, SwiftSourceWarning?)] {
        OrderedFanOut(count: paths.count, perRun: 1).map { index in
            let loaded = SwiftSourceFile.load(path: paths[index])
            return (loaded.file, loaded.warning)
        }
    }
}
