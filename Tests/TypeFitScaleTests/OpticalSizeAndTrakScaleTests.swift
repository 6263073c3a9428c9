import Foundation
import Testing
import TypeFitDynamicType
import TypeFitInput
import TypeFitShaping
import TypeFitTestSupport
import TypeFitVocabulary

@testable import TypeFitScale

/// A type scale entry in a custom variable font with `opsz`, or a font with its own `trak`,
/// resolved at every Dynamic Type size as CoreText sets them.
@Suite("Optical size and trak in type scales")
struct OpticalSizeAndTrakScaleTests {
    static let fontsDirectory = TestFixtures.testFonts

    /// A resolver whose fonts are the test fonts (DM Sans variable, Inter Tracked).
    static func resolver() throws -> TypeScaleResolver {
        let bundled = try BundledFonts.library()
        return TypeScaleResolver(
            library: try FontLibrary(paths: [fontsDirectory]), systemFont: .standIn(bundled: bundled))
    }

    static func entry(_ extra: String = "", font: String = "DMSans-9ptRegular") throws -> ResolvedEntry {
        let scale = try ScaleFixtures.scale(
            #"{"entries": [{"name": "body", "font": "\#(font)", "size": 17, "textStyle": "body"\#(extra)}]}"#)
        return try #require(try resolver().resolve(scale).entries.first)
    }

    static func opsz(_ face: FontFace) -> Double? {
        face.descriptor.variations.first { $0.tag == "opsz" }?.value
    }

    @Test("opsz follows the point size at every size, clamped to the axis (9–40)")
    func followsPointSize() throws {
        let entry = try Self.entry()
        for style in entry.styles {
            #expect(Self.opsz(style.face) == min(max(style.pointSize, 9), 40), "\(style.size)")
        }
        #expect(entry.styles.contains { $0.pointSize > 40 }, "the largest sizes pass the axis maximum")
        // One interned face per distinct opsz: sizes that resolve alike share a face.
        let distinct = Set(entry.styles.map { min(max($0.pointSize, 9), 40) })
        #expect(Set(entry.styles.map { ObjectIdentifier($0.face) }).count == distinct.count)
        // A second entry at the same sizes, in the same fonts, gets the same faces.
        let scale = try ScaleFixtures.scale(
            #"{"entries": [{"name": "a", "font": "DMSans-9ptRegular", "size": 17}, {"name": "b", "font": "DM Sans", "size": 17}]}"#
        )
        let both = try Self.resolver().resolve(scale).entries
        #expect(zip(both[0].styles, both[1].styles).allSatisfy { $0.face === $1.face })
    }

    /// hb-shape's figures for "Settings" in DM Sans, `wght` 400:
    /// `hb-shape --variations=opsz=12,wght=400` 3811 units, `opsz=17` 3780, `opsz=36` 3498.
    @Test("the resolved faces at 12, 17 and 36 pt measure what hb-shape measures at opsz 12, 17 and 36")
    func widthsMatchHBShape() throws {
        let entry = try Self.entry(
            #", "scaling": "computed", "pointSizes": [12, 12, 12, 17, 17, 17, 17, 36, 36, 36, 36, 36]"#)
        let measurer = TextMeasurer(fallback: .none)
        for (size, units) in [(DynamicTypeSize.xSmall, 3811), (.large, 3780), (.accessibility1, 3498)] {
            let style = entry.style(at: size)
            let measured = measurer.measure("Settings", face: style.face, locale: "en")
            #expect(measured.runs.map(\.advance).reduce(0, +) == units, "\(size)")
            #expect(abs(measured.width(atPointSize: style.pointSize) - Double(units) * style.pointSize / 1000) < 0.001)
        }
    }

    @Test(#""opticalSize": "none" keeps the axis default; a number fixes it"#)
    func noneAndFixed() throws {
        let none = try Self.entry(#", "opticalSize": "none""#)
        #expect(none.styles.allSatisfy { Self.opsz($0.face) ?? 9 == 9 })
        #expect(Set(none.styles.map { ObjectIdentifier($0.face) }).count == 1)
        let fixed = try Self.entry(#", "opticalSize": 24"#)
        #expect(fixed.styles.allSatisfy { Self.opsz($0.face) == 24 })
        let clamped = try Self.entry(#", "opticalSize": 100"#)
        #expect(clamped.styles.allSatisfy { Self.opsz($0.face) == 40 })
        let auto = try Self.entry(#", "opticalSize": "auto""#)
        #expect(Self.opsz(auto.style(at: .large).face) == 17)
        // A face without opsz is not changed by the setting.
        let inter = try Self.entry(#", "opticalSize": 24"#, font: "InterTracked-Regular")
        #expect(inter.styles.allSatisfy { $0.face.descriptor.variations.isEmpty })
    }

    @Test("a bad opticalSize is an error naming the key path")
    func badValues() throws {
        for (value, message) in [
            (#""big""#, "unknown optical size 'big'"), ("0", "must be more than 0"), ("-3", "must be more than 0"),
            ("true", "found a boolean"), ("[12]", "found an array"), ("1001", "at most 1000"),
        ] {
            let json = #"{"entries": [{"name": "a", "font": "X", "size": 17, "opticalSize": \#(value)}]}"#
            #expect {
                try ScaleFixtures.scale(json)
            } throws: { error in
                let error = error as? InputError
                return error?.keyPath == "entries[0].opticalSize" && error?.detail.contains(message) == true
            }
        }
    }

    @Test("opticalSize is written back as the JSON format and reads back equal")
    func jsonRoundTrip() throws {
        for (setting, text) in [
            (OpticalSize.none, #""opticalSize": "none""#), (.fixed(24.5), #""opticalSize": 24.5"#),
            (.automatic, nil),
        ] {
            let scale = TypeScale(
                name: "s", source: "s.json", platform: .iOS, fonts: [],
                entries: [
                    TypeScaleEntry(
                        name: "a", textStyle: .body, font: "DMSans-9ptRegular", size: 17, opticalSize: setting)
                ])
            let json = scale.jsonText()
            if let text { #expect(json.contains(text)) } else { #expect(!json.contains("opticalSize")) }
            let read = try TypeScale.parse(Data(json.utf8), source: "s.json")
            #expect(read.entries == scale.entries)
        }
    }

    @Test("a custom font's trak gives its tracking at each size; an explicit tracking wins")
    func trakTracking() throws {
        let entry = try Self.entry(font: "InterTracked-Regular")
        let table = FontTracking(pointSizes: [6, 12, 24, 48], values: [80, 40, 0, -40])
        for style in entry.styles {
            #expect(abs(style.tracking - table.units(atPointSize: style.pointSize) * style.pointSize / 2816) < 1e-12)
        }
        // 17 pt at Large: 23.33 units = 0.1409 pt per character.
        #expect(abs(entry.style(at: .large).tracking - 0.14086) < 0.00001)
        let explicit = try Self.entry(#", "tracking": 0.5"#, font: "InterTracked-Regular")
        #expect(explicit.styles.allSatisfy { $0.tracking == 0.5 })
        let untracked = try Self.entry()
        #expect(untracked.styles.allSatisfy { $0.tracking == 0 }, "no trak, no tracking")
    }
}
