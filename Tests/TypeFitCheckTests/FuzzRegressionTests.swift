import Foundation
import Testing
import TypeFitInput
import TypeFitLayout
import TypeFitScale
import TypeFitShaping
import TypeFitStrings
import TypeFitTestSupport

@testable import TypeFitCheck

/// Replays every input of the fuzz corpora (`Tests/Fuzz/Corpus/TARGET/`) through the readers its
/// fuzz target drives, in the normal test suite and without sanitizers: each one must give a
/// value or the reader's documented error, never a crash or a hang.
///
/// An input that made a fuzz target crash is saved in its corpus directory as
/// `crash-<what>-<sha1>` after the bug is fixed, so it is replayed here from then on.
@Suite("Fuzz corpus replay")
struct FuzzRegressionTests {
    /// The inputs of one fuzz target's corpus, by file name.
    static func inputs(_ target: String) -> [String] {
        let directory = TestFixtures.fuzzCorpus(target)
        return ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
            .map { directory + "/" + $0 }
    }

    static func data(_ path: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }

    static let library: FontLibrary? = try? BundledFonts.library()

    @Test(
        "every corpus directory has seeds",
        arguments: [
            "FuzzFontFile", "FuzzTypeScale", "FuzzStyleDictionary", "FuzzConstraints",
            "FuzzStringsFile", "FuzzStringCatalog", "FuzzStringsDict", "FuzzMeasureRequest",
            "FuzzInlineMarkdown", "FuzzFormatString",
        ])
    func seedsExist(target: String) {
        #expect(Self.inputs(target).count >= 2, "\(target)")
    }

    @Test(
        "font files load or are refused with a FontError, and what loads shapes and lays out",
        arguments: inputs("FuzzFontFile"))
    func fontFile(path: String) throws {
        let faces: [FontFace]
        do { faces = try FontFile.load(path: path) } catch { return }  // typed: FontError only
        #expect(!faces.isEmpty)
        let measurer = TextMeasurer(fallback: .none)
        for face in faces.prefix(4) {
            let prepared = try PreparedText.prepare("Settings AVA fi Wörld", face: face, measurer: measurer)
            let layout = try prepared.layout(pointSize: 17, options: LayoutOptions(width: 60, lineLimit: 2))
            #expect(layout.lineCount >= 1 && layout.lineCount <= 2)
        }
    }

    @Test("type scales parse and resolve, or fail with a InputError", arguments: inputs("FuzzTypeScale"))
    func typeScale(path: String) throws {
        let library = try #require(Self.library)
        let scale: TypeScale
        do { scale = try TypeScale.parse(try Self.data(path), source: path) } catch let error as InputError {
            #expect(error.description.hasPrefix(path))
            return
        }
        do {
            let resolved = try CheckSetup.resolver(on: library).resolve(scale)
            #expect(resolved.entries.allSatisfy { $0.styles.count == 12 })
        } catch {
            #expect(error.description.hasPrefix(path))
        }
    }

    @Test("style dictionaries parse or fail with a InputError", arguments: inputs("FuzzStyleDictionary"))
    func styleDictionary(path: String) throws {
        do {
            let scale = try TypeScale.parseStyleDictionary(try Self.data(path), source: path)
            #expect(!scale.entries.isEmpty)
        } catch let error as InputError {
            #expect(error.description.hasPrefix(path))
        }
    }

    @Test(
        "string values parse as inline Markdown into runs covering the displayed text",
        arguments: inputs("FuzzInlineMarkdown"))
    func inlineMarkdown(path: String) throws {
        let styled = InlineMarkdownParser.parse(String(decoding: try Self.data(path), as: UTF8.self))
        #expect(styled.runs.first?.range.lowerBound ?? 0 == 0)
        #expect(styled.runs.last?.range.upperBound ?? 0 == styled.text.utf16.count)
        #expect(
            zip(styled.runs, styled.runs.dropFirst()).allSatisfy {
                $0.range.upperBound == $1.range.lowerBound && $0.style != $1.style
            })
    }

    @Test("constraints files parse or fail with a InputError naming the file", arguments: inputs("FuzzConstraints"))
    func constraints(path: String) throws {
        do {
            let file = try ConstraintsFile.parse(data: try Self.data(path), source: path)
            _ = file.constraints(for: "settings.title", locale: "de")
        } catch let error as InputError {
            #expect(error.path == path)
        }
    }

    @Test(
        "strings, JSON and text readers read or fail with a InputError naming the file",
        arguments: inputs("FuzzStringsFile"))
    func stringsFile(path: String) throws {
        let data = try Self.data(path)
        for format in [StringsFormat.strings, .json, .plainText] {
            do throws(InputError) {
                let strings =
                    switch format {
                    case .strings: try StringsFileReader.parse(data: data, source: path)
                    case .json: try JSONStringsReader.parse(data: data, source: path)
                    default: try PlainTextStringsReader.parse(data: data, source: path)
                    }
                #expect(strings.allSatisfy { $0.source == path })
            } catch {
                #expect(error.path == path)
            }
        }
    }

    @Test("String Catalogs read or fail with a InputError naming the file", arguments: inputs("FuzzStringCatalog"))
    func stringCatalog(path: String) throws {
        do {
            let strings = try StringCatalogReader.parse(data: try Self.data(path), source: path)
            #expect(strings.allSatisfy { $0.source == path })
        } catch let error as InputError {
            #expect(error.path == path)
        }
    }

    @Test("stringsdict files read or fail with a InputError naming the file", arguments: inputs("FuzzStringsDict"))
    func stringsDict(path: String) throws {
        do {
            let strings = try StringsDictReader.parse(data: try Self.data(path), source: path)
            #expect(strings.allSatisfy { $0.source == path })
        } catch let error as InputError {
            #expect(error.path == path)
        }
    }

    @Test("format strings parse and fill, or fail with a FormatStringError", arguments: inputs("FuzzFormatString"))
    func formatString(path: String) throws {
        let bytes = try Self.data(path)
        let template = String(decoding: bytes.dropFirst(), as: UTF8.self)
        do throws(FormatStringError) {
            let format = try FormatString(template)
            let filled = try FormatFiller(locale: "de").fill(format)
            #expect(filled.replacements.count == format.specifiers.count)
        } catch {
            #expect(!error.message.isEmpty)
        }
    }

    @Test("measure requests parse and lay out, or fail with a message", arguments: inputs("FuzzMeasureRequest"))
    func measureRequest(path: String) throws {
        let library = try #require(Self.library)
        let request: MeasureRequest
        do { request = try MeasureRequest.parse(Array(try Self.data(path)), source: path) } catch let error
            as InputError
        {
            #expect(error.path == path && error.line == 1 && !error.message.isEmpty)
            return
        }
        let face = try request.face(in: library)
        let prepared = try PreparedText.prepare(
            request.text, face: face, measurer: TextMeasurer(fallback: .sfProStandIn(library: library)),
            locale: request.locale, features: request.features)
        let layout = try prepared.layout(pointSize: request.size, options: request.options)
        #expect(layout.lineCount >= (request.text.isEmpty ? 0 : 1))
    }
}
