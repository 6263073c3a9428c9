import Foundation
import Testing
import TypeFitTestSupport

@testable import TypeFitShaping

/// Shared test fixtures: the bundled fonts, scratch files, and HarfBuzz's own `hb-shape`.
enum Fixtures {
    /// The bundled static Inter and Inter Display faces.
    static func bundled() throws -> FontLibrary { try BundledFonts.library() }

    /// Inter Regular, and a measurer with iOS's cascade as TypeFit runs it without SF Pro (the
    /// bundled Inter standing in for it, then the installed Noto fonts): what most shaping
    /// suites measure with. `cache`: the measurer's word cache (nil shapes every text whole).
    static func interWithStandInCascade(
        cache: ShapingCache? = .shared
    ) throws -> (inter: FontFace, measurer: TextMeasurer) {
        let library = try bundled()
        return (
            try library.face(postScriptName: "Inter-Regular"),
            TextMeasurer(fallback: .sfProStandIn(library: library), cache: cache)
        )
    }

    /// A file path in a fresh scratch directory.
    static func scratchPath(_ name: String) throws -> String {
        try ScratchDirectory("typefit-shaping-tests").path(name)
    }

    /// Writes `bytes` to a fresh scratch file and returns its path.
    static func write(_ bytes: [UInt8], named name: String) throws -> String {
        let path = try scratchPath(name)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }
}

/// Runs HarfBuzz's own command-line shaper (`hb-shape`, Debian `libharfbuzz-bin`) and sums the
/// advances it reports: an oracle computed in the test run, independent of TypeFit's code path.
enum HBShapeOracle {
    static let executable = "/usr/bin/hb-shape"

    /// Total advance of `text` shaped with the font at `path`, in font units.
    static func advance(
        of text: String, fontPath: String, language: String = "en", features: String? = nil, faceIndex: Int = 0,
        variations: String? = nil, pointSize: Double? = nil
    ) throws -> Int {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        var arguments = [
            "--font-funcs=ot", "--output-format=json", "--no-glyph-names",
            "--language=\(language)", "--face-index=\(faceIndex)",
        ]
        if let features { arguments.append("--features=\(features)") }
        if let variations { arguments.append("--variations=\(variations)") }
        // The size AAT tracking (`trak`) is applied at; advances stay in font units.
        if let pointSize { arguments.append("--font-ptem=\(pointSize)") }
        arguments += [fontPath, text]
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "hb-shape failed on \(text)")
        let glyphs = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        return glyphs.reduce(0) { $0 + (($1["ax"] as? Int) ?? 0) }
    }
}
