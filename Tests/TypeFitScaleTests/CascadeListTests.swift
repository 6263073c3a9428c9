import Foundation
import Testing
import TypeFitDynamicType
import TypeFitInput
import TypeFitShaping

@testable import TypeFitScale

/// `fonts.<family>.cascade`: the app's other fonts are fallback only when a type scale names
/// them, as iOS uses them only through `UIFontDescriptor.AttributeName.cascadeList`.
@Suite("Type scale cascade lists")
struct CascadeListTests {
    static let hebrewPath = "/usr/share/fonts/truetype/noto/NotoSerifHebrew-Regular.ttf"

    /// The bundled fonts plus a Noto file loaded as one of the app's own fonts.
    static func appLibrary() throws -> FontLibrary {
        var library = try BundledFonts.library()
        try #require(FileManager.default.fileExists(atPath: hebrewPath), "install fonts-noto-core")
        try library.add(path: hebrewPath)
        return library
    }

    static func resolve(_ json: String, library: FontLibrary) throws -> ResolvedTypeScale {
        let bundled = try BundledFonts.library()
        return try TypeScaleResolver(library: library, systemFont: .standIn(bundled: bundled))
            .resolve(try ScaleFixtures.scale(json))
    }

    static func scale(cascade: String?) -> String {
        let list = cascade.map { #", "cascade": \#($0)"# } ?? ""
        return
            #"{"fonts": {"Inter": {"regular": "Inter-Regular"\#(list)}, "Serif": {"regular": "NotoSerifHebrew-Regular"}}, "entries": [{"name": "body", "font": "Inter", "size": 17}]}"#
    }

    @Test("without a cascade list, the app's second family is not used for fallback")
    func withoutCascade() throws {
        let library = try Self.appLibrary()
        let resolved = try Self.resolve(Self.scale(cascade: nil), library: library)
        #expect(resolved.cascadeLists.isEmpty)
        let face = try library.face(postScriptName: "Inter-Regular")
        let measured = TextMeasurer(fallback: resolved.fallbackCascade()).measure("שלום", face: face)
        #expect(measured.runs.first?.face.postScriptName == "NotoSansHebrew-Regular")
        #expect(measured.runs.first?.face.descriptor.path != Self.hebrewPath)
        #expect(measured.standIns.map(\.reason) == ["Noto Sans Hebrew stands in for SF Hebrew"])
    }

    @Test(
        "with a cascade list (by family or PostScript name), the listed font draws what Inter lacks",
        arguments: [#"["Noto Serif Hebrew"]"#, #"["NotoSerifHebrew-Regular"]"#])
    func withCascade(list: String) throws {
        let library = try Self.appLibrary()
        let resolved = try Self.resolve(Self.scale(cascade: list), library: library)
        #expect(resolved.cascadeLists["inter"]?.map(\.postScriptName) == ["NotoSerifHebrew-Regular"])
        let face = try library.face(postScriptName: "Inter-Regular")
        let measured = TextMeasurer(fallback: resolved.fallbackCascade()).measure("שלום", face: face)
        #expect(measured.runs.first?.face.descriptor.path == Self.hebrewPath)
        #expect(measured.standIns.isEmpty)
        #expect(measured.missingCharacterCount == 0)
    }

    @Test("the system font's faces for fallback are the Inter text cut, marked as a stand-in")
    func systemFontFaces() throws {
        let resolved = try Self.resolve(Self.scale(cascade: nil), library: try Self.appLibrary())
        #expect(!resolved.systemFontFaces.isEmpty)
        #expect(resolved.systemFontFaces.allSatisfy { $0.descriptor.family == "Inter" })
        #expect(resolved.fallbackCascade().systemFontIsStandIn)
    }

    @Test("a cascade name the fonts lack is an error naming the key path, with the closest names")
    func unknownName() throws {
        let library = try Self.appLibrary()
        do {
            _ = try Self.resolve(Self.scale(cascade: #"["Inter-Regular", "NotoSerifHebrew-Regulr"]"#), library: library)
            Issue.record("accepted an unknown cascade font")
        } catch let error as InputError {
            #expect(error.keyPath == "fonts.Inter.cascade[1]")
            #expect(error.message.contains("'NotoSerifHebrew-Regulr' is neither a PostScript name nor a family"))
            #expect(error.message.contains("NotoSerifHebrew-Regular"))
            #expect(error.description.hasPrefix("inline.json: fonts.Inter.cascade[1]: "))
        }
    }

    static let malformed: [(json: String, keyPath: String, message: String)] = [
        (
            #"{"fonts": {"Inter": {"regular": "Inter-Regular", "cascade": "Noto"}}, "entries": [{"name": "a", "textStyle": "body"}]}"#,
            "fonts.Inter.cascade", "expected an array"
        ),
        (
            #"{"fonts": {"Inter": {"regular": "Inter-Regular", "cascade": [7]}}, "entries": [{"name": "a", "textStyle": "body"}]}"#,
            "fonts.Inter.cascade[0]", "expected a string"
        ),
        (
            #"{"fonts": {"Inter": {"regular": "Inter-Regular", "cascade": [" "]}}, "entries": [{"name": "a", "textStyle": "body"}]}"#,
            "fonts.Inter.cascade[0]", "empty string"
        ),
        (
            #"{"fonts": {"Inter": {"regular": "Inter-Regular", "cascade": ["A", "A"]}}, "entries": [{"name": "a", "textStyle": "body"}]}"#,
            "fonts.Inter.cascade[1]", "already in the cascade list"
        ),
        (
            #"{"fonts": {"Inter": {"cascade": ["A"]}}, "entries": [{"name": "a", "textStyle": "body"}]}"#,
            "fonts.Inter", "at least one weight"
        ),
    ]

    @Test("a malformed cascade key names its key path", arguments: malformed.indices)
    func malformedCascade(index: Int) {
        let (json, keyPath, message) = Self.malformed[index]
        do {
            _ = try TypeScale.parse(Data(json.utf8), source: "scale.json")
            Issue.record("accepted: \(json)")
        } catch {
            #expect(error.keyPath == keyPath, "\(json)")
            #expect(error.message.contains(message), "\(error.message)")
        }
    }
}
