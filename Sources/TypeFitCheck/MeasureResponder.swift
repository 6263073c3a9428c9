import Foundation
import TypeFitDynamicType
import TypeFitInput
import TypeFitLayout
import TypeFitScale
import TypeFitShaping

/// Answers `typefit measure`'s requests: one request line in, one result line out (a
/// ``MeasureResponse``, or `{"error": "line N: …"}` for a request that cannot be read or measured).
package struct MeasureResponder: Sendable {
    /// The fonts given with `--fonts` (or the bundled ones when none were given).
    package let library: FontLibrary
    /// TypeFit's bundled faces, looked up when `library` lacks the face a request names; nil
    /// when `library` already is the bundled one or the user said `--no-bundled-fonts`.
    package let bundled: FontLibrary?
    /// The system font (SF Pro, or its stand-in) for requests whose font is `system`.
    package let systemFont: SystemFontProvider
    /// The shaper, with the fallback cascade and the word cache shared by every request.
    package let measurer: TextMeasurer

    package init(library: FontLibrary, bundled: FontLibrary?, systemFont: SystemFontProvider, measurer: TextMeasurer) {
        self.library = library
        self.bundled = bundled
        self.systemFont = systemFont
        self.measurer = measurer
    }

    /// A responder for the fonts a user gave: `library` (their `--fonts`, or the bundled faces
    /// when `fontsGiven` is false), TypeFit's bundled faces for a face `library` lacks when
    /// `fontsGiven` and `bundledFallback`, SF Pro from `systemFontPaths` (else the Inter stand-in)
    /// for the system font. Fonts that cannot be read are an ``OptionError``.
    package init(
        library: FontLibrary, fontsGiven: Bool, bundledFallback: Bool, systemFontPaths: [String],
        measurer: TextMeasurer
    ) throws(OptionError) {
        var bundled: FontLibrary?
        if fontsGiven, bundledFallback {
            do throws(FontError) { bundled = try BundledFonts.library() } catch { throw OptionError(error.description) }
        }
        let systemFont: SystemFontProvider
        do throws(FontError) {
            systemFont =
                systemFontPaths.isEmpty
                ? .standIn(bundled: try BundledFonts.library()) : try .sfPro(paths: systemFontPaths)
        } catch {
            throw OptionError((systemFontPaths.isEmpty ? "" : "--system-font: ") + error.description)
        }
        self.init(library: library, bundled: bundled, systemFont: systemFont, measurer: measurer)
    }

    /// The result line (without its newline) for request line `number` (1-based) of `source`.
    package func respond(to line: BoundedLineReader.Line, number: Int, source: String) -> String {
        switch line {
        case .bytes(let bytes): respond(to: bytes, number: number, source: source)
        case .overlong(let byteCount):
            Self.error(MeasureRequest.overlongLine(byteCount: byteCount, source: source, line: number), number: number)
        }
    }

    /// The result line (without its newline) for request line `number` (1-based) of `source`.
    package func respond(to line: some Collection<UInt8>, number: Int, source: String) -> String {
        let request: MeasureRequest
        do throws(InputError) {
            request = try MeasureRequest.parse(line, source: source, line: number)
        } catch {
            return Self.error(error, number: number)
        }
        do throws(MeasureRequest.Failure) {
            let response = try self.response(to: request)
            do { return try Self.jsonLine(response) } catch {
                return Self.error("line \(number): \(error)", number: number)
            }
        } catch {
            return Self.error("line \(number): \(error.message)", number: number)
        }
    }

    /// The request's text laid out in its face and container.
    package func response(to request: MeasureRequest) throws(MeasureRequest.Failure) -> MeasureResponse {
        var face: FontFace
        var options = request.options
        if case .system = request.font {
            face = try request.face(in: library, systemFont: systemFont)
            options.tracking =
                (try? SFTracking(source: .default, platform: .iOS).tracking(atPointSize: request.size)) ?? 0
        } else {
            do throws(MeasureRequest.Failure) {
                face = try request.face(in: library)
            } catch {
                guard let bundled, let found = try? request.face(in: bundled) else { throw error }
                face = found
            }
            // As CoreText sets it: a variable font's optical size follows the point size, and a
            // font's own `trak` table gives its tracking at that size.
            face = OpticalSize.automatic.instance(of: face, atPointSize: request.size)
            options.tracking =
                face.descriptor.tracking?.points(atPointSize: request.size, unitsPerEm: face.unitsPerEm) ?? 0
        }
        let text = try request.shownText()
        do throws(LayoutError) {
            let prepared = try PreparedText.prepare(
                text, face: face, measurer: measurer, locale: request.locale, features: request.features)
            let layout = try prepared.layout(pointSize: request.size, options: options)
            return MeasureResponse(
                lines: layout.lineCount, width: layout.widestLineWidth, height: layout.height,
                lineWidths: layout.lines.map(\.width), truncated: layout.isTruncated,
                visibleText: layout.truncation?.visibleText, missingGlyphs: layout.missingCharacterCount,
                face: face.postScriptName,
                fallbackFaces: prepared.facesUsed.filter { $0 !== face }.map(\.postScriptName))
        } catch {
            throw MeasureRequest.Failure(message: error.description)
        }
    }

    /// The error line for a request that cannot be read: `line N: key: what is wrong` (the
    /// output's lines answer the input's, so the line names the request).
    private static func error(_ error: InputError, number: Int) -> String {
        Self.error("line \(number): \(error.detail)", number: number)
    }

    private static func error(_ message: String, number: Int) -> String {
        (try? jsonLine(["error": message])) ?? #"{"error": "line \#(number)"}"#
    }

    /// `value` as compact JSON with sorted keys and unescaped slashes, as every TypeFit output.
    private static func jsonLine(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
