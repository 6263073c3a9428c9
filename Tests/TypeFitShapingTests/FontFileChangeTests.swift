import Foundation
import Testing
import TypeFitTestSupport

@testable import TypeFitShaping

/// A font file that is truncated or replaced while TypeFit runs changes nothing already loaded:
/// the bytes are those read when the file was opened (a memory map of a truncated file would
/// end the process with SIGBUS on the next glyph read).
@Suite("Font files that change under a run")
struct FontFileChangeTests {
    static let text = "Waving flags, quickly jumping zebras"

    /// A copy of the bundled Inter Regular in a scratch directory, loaded, with its measurement
    /// of ``text`` before anything happens to the file.
    static func loadedCopy() throws -> (path: String, face: FontFace, width: Double) {
        let path = try Fixtures.write(
            try TestFixtures.bytes(ofBundled: "Inter-Regular.otf"), named: "Inter-Regular.otf")
        let face = try #require(try FontFile.load(path: path).first)
        let measurer = TextMeasurer(fallback: .none, cache: nil)
        return (path, face, measurer.measure(text, face: face).width(atPointSize: 1000))
    }

    @Test("a font file truncated to a few bytes after loading: shaping still reads the bytes as loaded")
    func truncated() throws {
        let (path, face, before) = try Self.loadedCopy()
        #expect(truncate(path, 64) == 0)
        let measurer = TextMeasurer(fallback: .none, cache: nil)
        // Glyphs not shaped before (a different text), so their outlines and advances are read now.
        let after = measurer.measure(Self.text, face: face).width(atPointSize: 1000)
        #expect(after == before)
        #expect(measurer.measure("Ωμέγα Ünïcödé 0123456789", face: face).missingCharacterCount == 0)
    }

    @Test("a font file replaced by other bytes after loading: the face keeps the bytes it was loaded with")
    func replaced() throws {
        let (path, face, before) = try Self.loadedCopy()
        try Data(try TestFixtures.bytes(ofBundled: "InterDisplay-Bold.otf")).write(to: URL(fileURLWithPath: path))
        #expect(
            TextMeasurer(fallback: .none, cache: nil).measure(Self.text, face: face).width(atPointSize: 1000) == before)
        #expect(face.file.bytes.count == (try TestFixtures.bytes(ofBundled: "Inter-Regular.otf")).count)
    }
}
