import Foundation
import Testing
import TypeFitDynamicType
import TypeFitInput
import TypeFitShaping

@testable import TypeFitScale

/// Type scale entries resolved at every size, with literal expectations from the iOS table:
/// leading-ratio scaling (value × leading[size] / leading[large]), whole-point rounding for
/// `Font.custom`, none for UIKit, caps, ranges, fixed sizes, and the system-font stand-in.
@Suite("Type scale resolution")
struct TypeScaleResolutionTests {
    @Test("default Inter scale: body follows the leading ratio in whole points")
    func defaultInterBody() throws {
        let resolved = try ScaleFixtures.resolver().resolve(.defaultInter)
        #expect(resolved.entries.count == 9)
        let body = try #require(resolved.entry(named: "body"))
        // 17 × 19/22 = 14.68 → 15; × 21/22 = 16.23 → 16; × 34/22 = 26.27 → 26; × 62/22 = 47.91 → 48.
        #expect(body.style(at: .xSmall).pointSize == 15)
        #expect(body.style(at: .medium).pointSize == 16)
        #expect(body.style(at: .large).pointSize == 17)
        #expect(body.style(at: .accessibility1).pointSize == 26)
        #expect(body.style(at: .accessibility5).pointSize == 48)
        #expect(body.style(at: .large).face.postScriptName == "Inter-Regular")
        #expect(!body.style(at: .large).isApproximate)
        #expect(body.api == "Font.custom(_:size:relativeTo: .body)")
        #expect(body.model == .leadingRatio)
    }

    @Test("default Inter scale: display, capped caption, line height from the font's hhea metrics")
    func defaultInterOthers() throws {
        let resolved = try ScaleFixtures.resolver().resolve(.defaultInter)
        let display = try #require(resolved.entry(named: "display"))
        // 34 × 70/41 = 58.05 → 58; 34 × 38/41 = 31.51 → 32.
        #expect(display.style(at: .accessibility5).pointSize == 58)
        #expect(display.style(at: .xSmall).pointSize == 32)
        #expect(display.style(at: .large).face.postScriptName == "InterDisplay-Bold")
        let caption = try #require(resolved.entry(named: "caption"))
        // 12 × 28/16 = 21 at AX1; 12 × 51/16 = 38.25 → 38, capped at 24 at AX5.
        #expect(caption.style(at: .accessibility1).pointSize == 21)
        #expect(caption.style(at: .accessibility5).pointSize == 24)
        let style = display.style(at: .large)
        let metrics = style.face.descriptor.metrics
        let expected =
            Double(metrics.hheaAscender - metrics.hheaDescender + metrics.hheaLineGap) * 34
            / Double(style.face.unitsPerEm)
        #expect(abs(style.lineHeight - expected) < 1e-9)
        #expect(resolved.entry(named: "mono")?.style(at: .large).features == ["tnum", "zero"])
    }

    @Test("the point-size model is selectable: body 17 → 53 at accessibility5, 16 at medium")
    func pointSizeModel() throws {
        let body = try #require(
            try ScaleFixtures.resolver(model: .pointSizeRatio).resolve(.defaultInter).entry(named: "body"))
        #expect(body.style(at: .accessibility5).pointSize == 53)
        #expect(body.style(at: .medium).pointSize == 16)
        #expect(body.model == .pointSizeRatio)
    }

    @Test("system scale: table sizes and leading, SF tracking, the Inter stand-in marked approximate")
    func systemScale() throws {
        let resolved = try ScaleFixtures.resolver().resolve(.defaultSystem)
        let body = try #require(resolved.entry(named: "body")).style(at: .large)
        #expect(body.pointSize == 17)
        #expect(body.lineHeight == 22)
        #expect(body.tracking == -0.43)
        #expect(body.face.postScriptName == "Inter-Regular")
        #expect(body.isApproximate)
        #expect(body.approximationReasons.contains(SystemFontProvider.standInReason))
        let display = try #require(resolved.entry(named: "display")).style(at: .large)
        #expect(display.pointSize == 34)
        #expect(display.lineHeight == 41)
        #expect(display.tracking == 0.4)
        #expect(display.face.postScriptName == "InterDisplay-Bold")
        // Body at AX5: 53 pt on 62 pt leading, Inter Display from 20 pt.
        let large = try #require(resolved.entry(named: "body")).style(at: .accessibility5)
        #expect(large.pointSize == 53)
        #expect(large.lineHeight == 62)
        #expect(large.face.postScriptName == "InterDisplay-Regular")
        // The headline entry takes the style's own weight (Semibold).
        #expect(resolved.entry(named: "headline")?.style(at: .large).face.postScriptName == "Inter-SemiBold")
        #expect(resolved.systemFontSource == .standIn)
    }

    @Test("an app scale: ranges, italics, leading, missing weights, fixed sizes, UIKit caps, missing fonts")
    func appScale() throws {
        let resolved = try ScaleFixtures.resolver().resolve(
            try TypeScale.load(path: ScaleFixtures.path("app-scale.json")))
        let hero = try #require(resolved.entry(named: "hero"))
        // Clamped to accessibility2: 34 × 57/41 = 47.27 → 47 at every larger size.
        #expect(hero.style(at: .accessibility2).pointSize == 47)
        #expect(hero.style(at: .accessibility5).pointSize == 47)
        #expect(hero.style(at: .accessibility5).effectiveSize == .accessibility2)

        let body = try #require(resolved.entry(named: "body")).style(at: .large)
        #expect(body.lineSpacing == 2)

        let quote = try #require(resolved.entry(named: "quote")).style(at: .large)
        #expect(quote.face.postScriptName == "Inter-Italic")
        let m = quote.face.descriptor.metrics
        #expect(abs(quote.lineHeight - (Double(m.lineHeight) * 17 / 2816 + 2)) < 1e-9)
        #expect(quote.isApproximate)  // .loose is modelled, not verified

        let heavy = try #require(resolved.entry(named: "heavy")).style(at: .large)
        #expect(heavy.face.postScriptName == "Inter-Bold")
        #expect(heavy.notes.contains { $0.contains("registers no weight 800") })

        let price = try #require(resolved.entry(named: "price"))
        #expect(price.styles.allSatisfy { $0.pointSize == 15 && $0.face.postScriptName == "Inter-SemiBold" })
        #expect(price.api == "Font.custom(_:fixedSize:)")

        let badge = try #require(resolved.entry(named: "badge"))
        // UIKit: no rounding. 12 × 18/13 = 16.615…; 12 × 48/13 = 44.3, capped at 20.
        #expect(abs(badge.style(at: .xLarge).pointSize - 12.0 * 18 / 13) < 1e-9)
        #expect(badge.style(at: .accessibility5).pointSize == 20)

        let legacy = try #require(resolved.entry(named: "legacy")).style(at: .large)
        #expect(legacy.face.postScriptName == "Inter-Regular")
        #expect(legacy.isApproximate)
        #expect(
            resolved.warnings.contains {
                $0.contains("'Avenir Next' is not among the fonts given") && $0.contains("silently falls back")
            })

        let footnote = try #require(resolved.entry(named: "system-footnote")).style(at: .large)
        #expect(footnote.pointSize == 13)
        #expect(footnote.lineHeight == 18)
        #expect(footnote.tracking == -0.08)
    }

    @Test(
        "a ScaledFont style dictionary, plist and JSON alike: UIKit scaling, system fallback for missing styles",
        arguments: ["Inter-StyleDictionary.plist", "Inter-StyleDictionary.json"])
    func styleDictionary(file: String) throws {
        let scale = try TypeScale.loadStyleDictionary(path: ScaleFixtures.path(file))
        #expect(scale.entries.count == 11)
        let resolved = try ScaleFixtures.resolver().resolve(scale)
        let body = try #require(resolved.entry(named: "body"))
        #expect(body.api == "UIFontMetrics(forTextStyle: .body).scaledFont(for:)")
        #expect(abs(body.style(at: .accessibility5).pointSize - 17.0 * 62 / 22) < 1e-9)
        #expect(resolved.entry(named: "headline")?.style(at: .large).face.postScriptName == "Inter-SemiBold")
        #expect(resolved.entry(named: "title")?.style(at: .large).face.postScriptName == "InterDisplay-SemiBold")
        #expect(resolved.entry(named: "caption")?.style(at: .large).face.postScriptName == "Inter-Medium")
        let callout = try #require(resolved.entry(named: "callout"))
        #expect(callout.entry.usesSystemFont)
        #expect(callout.style(at: .large).pointSize == 16)
        // The styles left to the system font are named in one note, and are not the app's
        // entries: no more-than-10 note for a dictionary of a few styles.
        let leftOut = scale.notes.filter { $0.hasPrefix("style dictionary:") }
        #expect(leftOut.count == 1)
        #expect(leftOut.first?.contains("use the system font, as ScaledFont does: ") == true)
        #expect(leftOut.first?.contains("callout") == true)
        #expect(!scale.notes.contains { $0.contains("more than 10") })
        #expect(!resolved.warnings.contains { $0.contains("more than 10") })
    }

    @Test("more than ten entries earns advice about the scale, not a warning of every run")
    func tooManyEntries() throws {
        let entries = (1...11).map { "{\"name\": \"e\($0)\", \"textStyle\": \"body\"}" }.joined(separator: ",")
        let scale = try ScaleFixtures.scale("{\"entries\": [\(entries)]}")
        #expect(
            scale.consolidationAdvice
                == "the scale defines 11 entries; more than 10 is usually a sign the scale should be consolidated")
        #expect(!scale.notes.contains { $0.contains("defines 11 entries") })
        #expect(try !ScaleFixtures.resolver().resolve(scale).warnings.contains { $0.contains("defines 11 entries") })
        let ten = (1...10).map { "{\"name\": \"e\($0)\", \"textStyle\": \"body\"}" }.joined(separator: ",")
        #expect(try ScaleFixtures.scale("{\"entries\": [\(ten)]}").consolidationAdvice == nil)
    }

    @Test("a text style the platform lacks names the key path")
    func platformWithoutStyle() throws {
        let scale = try ScaleFixtures.scale(
            #"{"platform": "watchos", "entries": [{"name": "c", "textStyle": "callout"}]}"#)
        #expect(throws: InputError.self) { try ScaleFixtures.resolver().resolve(scale) }
        do {
            _ = try ScaleFixtures.resolver().resolve(scale)
        } catch {
            #expect((error as? InputError)?.keyPath == "entries[0].textStyle")
        }
    }
}
