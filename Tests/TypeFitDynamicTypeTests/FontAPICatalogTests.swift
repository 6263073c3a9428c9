import Testing
import TypeFitVocabulary

@testable import TypeFitDynamicType

/// The catalog held row by row against Apple's documented behaviour: what scales and relative to
/// which style, what is fixed, what can be capped, what the bold trait gives.
@Suite("Apple's font API catalog")
struct FontAPICatalogTests {
    /// The row `type.member(labels…)` names; fails the test when there is none.
    static func row(_ type: String, _ member: String, _ labels: [String?]) throws -> AppleFontAPI {
        try #require(FontAPICatalog.row(type: type, member: member, labels: labels))
    }

    @Test("Font.custom(_:size:) scales relative to body, whole points")
    func customScalesWithBody() throws {
        let row = try Self.row("Font", "custom", [nil, "size"])
        #expect(row.description == "Font.custom(_:size:)")
        #expect(row.scaling == .relative(.style(.body)))
        #expect(row.rounding == .wholePoints)
        #expect(row.form == .customRelative)
        #expect(row.confidence == .documented)
        #expect(row.roundingConfidence == .inferred)
    }

    @Test("Font.custom(_:size:relativeTo:) scales relative to the style it names, a Font.TextStyle")
    func customRelativeTo() throws {
        let row = try Self.row("Font", "custom", [nil, "size", "relativeTo"])
        #expect(row.scaling == .relative(.argument("relativeTo")))
        #expect(row.parameter(.textStyle)?.type == "Font.TextStyle")
        #expect(row.signature(giving: ["relativeTo": ".title"]) == "Font.custom(_:size:relativeTo: .title)")
        #expect(row.call(["name", "17", ".body"]) == "Font.custom(name, size: 17, relativeTo: .body)")
    }

    @Test(
        "fixed sizes: Font.custom(_:fixedSize:), Font.system(size:…), UIFont(name:size:), UIFont.systemFont(ofSize:) and kin",
        arguments: [
            ("Font", "custom", [nil, "fixedSize"]), ("Font", "system", ["size"]),
            ("Font", "system", ["size", "weight", "design"]), ("UIFont", "init", ["name", "size"]),
            ("UIFont", "systemFont", ["ofSize"]), ("UIFont", "systemFont", ["ofSize", "weight"]),
            ("UIFont", "boldSystemFont", ["ofSize"]), ("UIFont", "italicSystemFont", ["ofSize"]),
            ("UIFont", "monospacedDigitSystemFont", ["ofSize", "weight"]),
            ("UIFont", "monospacedSystemFont", ["ofSize", "weight"]),
        ] as [(String, String, [String?])])
    func fixedSizes(type: String, member: String, labels: [String?]) throws {
        let row = try Self.row(type, member, labels)
        #expect(row.scaling == .fixed)
        #expect(!row.scales)
        #expect(!row.canBeCapped)
    }

    @Test("text styles scale relative to themselves: Font.body, Font.system(_:), preferredFont(forTextStyle:)")
    func textStylesScale() throws {
        for style in TextStyle.allCases {
            let row = try #require(FontAPICatalog.value(style.rawValue, of: "Font"))
            #expect(row.scaling == .relative(.style(style)))
            #expect(row.form == .systemStyle)
        }
        #expect(try Self.row("Font", "system", [nil]).scaling == .relative(.argument("_")))
        let preferred = try Self.row("UIFont", "preferredFont", ["forTextStyle"])
        #expect(preferred.scaling == .relative(.argument("forTextStyle")))
        #expect(preferred.description == "UIFont.preferredFont(forTextStyle:)")
        let pinned = try Self.row("UIFont", "preferredFont", ["forTextStyle", "compatibleWith"])
        #expect(pinned.parameter(.traitCollection)?.type == "UITraitCollection")
    }

    @Test("scaledFont(for:) scales relative to the metrics' style; only scaledFont can be capped")
    func metricsCapping() throws {
        let scaledFont = try Self.row("UIFontMetrics", "scaledFont", ["for"])
        #expect(scaledFont.scaling == .relative(.receiver))
        #expect(scaledFont.rounding == .none)
        #expect(!scaledFont.canBeCapped)
        #expect(try Self.row("UIFontMetrics", "scaledFont", ["for", "maximumPointSize"]).canBeCapped)
        #expect(CustomFontAPI.scaledFont(.body).supportsMaximumPointSize)
        let scaledValue = try Self.row("UIFontMetrics", "scaledValue", ["for"])
        #expect(scaledValue.scaling == .relative(.receiver))
        #expect(!scaledValue.canBeCapped)
        #expect(!CustomFontAPI.scaledValue(.body).supportsMaximumPointSize)
        #expect(FontAPICatalog.metricsDefault.scaling == .relative(.style(.body)))
        #expect(
            FontAPICatalog.row(type: "UIFontMetrics", member: "scaledValue", labels: ["for", "maximumPointSize"]) == nil
        )
    }

    @Test("@ScaledMetric scales relative to body unless relativeTo: names a style, to the pixel grid")
    func scaledMetric() {
        let row = FontAPICatalog.scaledMetric
        #expect(row.kind == .propertyWrapper)
        #expect(row.scaling == .relative(.argument("relativeTo")))
        #expect(row.parameter(.textStyle)?.hasDefault == true)
        #expect(row.call([".body"]) == "@ScaledMetric(relativeTo: .body)")
        guard case .pixelGrid = row.rounding else {
            Issue.record("@ScaledMetric rounds to the pixel grid, found \(row.rounding)")
            return
        }
    }

    @Test("the bold trait gives a text style its emphasized weight, the fixed system font semibold")
    func boldTrait() throws {
        #expect(try Self.row("Font", "system", [nil]).boldTrait == .emphasizedWeightOfStyle)
        #expect(try Self.row("UIFont", "preferredFont", ["forTextStyle"]).boldTrait == .emphasizedWeightOfStyle)
        #expect(
            try Self.row("UIFontDescriptor", "preferredFontDescriptor", ["withTextStyle"]).boldTrait
                == .emphasizedWeightOfStyle)
        #expect(try Self.row("Font", "system", ["size"]).boldTrait == .weight(.semibold))
        #expect(try Self.row("UIFont", "systemFont", ["ofSize"]).boldTrait == .weight(.semibold))
        #expect(try Self.row("Font", "custom", [nil, "size"]).boldTrait == .familyBold)
        #expect(try Self.row("UIFont", "init", ["name", "size"]).boldTrait == .familyBold)
        // The emphasized weights of the iOS table (Apple's HIG): body → semibold, the large title
        // and title 1–2 → bold, title 3 and the smaller styles → semibold.
        let table = PlatformTypeTable.iOS
        for style in [TextStyle.largeTitle, .title, .title2] {
            #expect(table.row(for: style)?.emphasizedWeight == .bold)
        }
        for style in [TextStyle.title3, .headline, .body, .callout, .subheadline, .footnote, .caption, .caption2] {
            #expect(table.row(for: style)?.emphasizedWeight == .semibold)
        }
    }

    @Test(
        "bold() and .traitBold are the bold trait; weight(_:) takes a Font.Weight; boldSystemFont is measured semibold")
    func weights() throws {
        #expect(FontAPICatalog.modifier("bold")?.effects == [.boldTrait])
        #expect(FontAPICatalog.value("traitBold", of: FontAPICatalog.symbolicTraitsType)?.value == .trait(.boldTrait))
        #expect(FontAPICatalog.modifier("weight")?.parameter(.weight)?.type == "Font.Weight")
        #expect(FontAPICatalog.value("bold", of: "Font.Weight")?.value == .weight(.bold))
        let bold = try Self.row("UIFont", "boldSystemFont", ["ofSize"])
        #expect(bold.effects == [.weight(.semibold)])
        #expect(bold.confidence == .measured)
        #expect(FontAPICatalog.modifier("smallCaps")?.effects == [.unmodelled])
    }

    @Test("implicit members resolve against the parameter's type: text styles, weights, designs, size categories")
    func valueTypes() {
        #expect(FontAPICatalog.textStyle(named: "title1") == .title)
        #expect(FontAPICatalog.textStyle(named: "caption") == .caption)
        #expect(FontAPICatalog.value("title1", of: "UIFont.TextStyle")?.value == .textStyle(.title))
        #expect(FontAPICatalog.value("title1", of: "Font.TextStyle") == nil)
        #expect(FontAPICatalog.value("rounded", of: "Font.Design")?.value == .design("rounded"))
        #expect(FontAPICatalog.value("default", of: "Font.Design")?.value == .design(nil))
        #expect(
            FontAPICatalog.value("accessibilityMedium", of: "UIContentSizeCategory")?.value
                == .sizeCategory(.accessibility1))
        #expect(FontAPICatalog.value("xLarge", of: "DynamicTypeSize")?.value == .sizeCategory(.xLarge))
        #expect(FontAPICatalog.rows(of: "Font.Weight").count == FontWeight.named.count)
    }

    @Test("a call is found by its labels: defaults may be left out, unknown labels match nothing")
    func lookup() {
        #expect(FontAPICatalog.fontMaker(member: "system", labels: ["size", "design"])?.form == .systemSize)
        #expect(FontAPICatalog.fontMaker(member: "system", labels: [nil, "weight"])?.form == .systemStyle)
        #expect(FontAPICatalog.fontMaker(member: "custom", labels: [nil, "relativeTo"]) == nil)
        #expect(FontAPICatalog.fontMaker(member: "custom", labels: [nil, "size", "weight"]) == nil)
        #expect(FontAPICatalog.row(type: nil, member: "custom", labels: [nil, "fixedSize"])?.form == .customFixed)
        // An initializer is not found as a member call (`self.init(name:size:)`).
        #expect(FontAPICatalog.fontMaker(member: "init", labels: ["name", "size"]) == nil)
    }

    @Test("each form is named by its first row, as reports and messages name it")
    func formNames() {
        let names = FontForm.allCases.map(\.name)
        #expect(
            names == [
                "Font.custom(_:size:relativeTo:)", "Font.custom(_:fixedSize:)", "Font.system(size:weight:design:)",
                "Font.system(_:design:weight:)", "UIFont(name:size:)", "UIFont.systemFont(ofSize:weight:)",
                "UIFont.preferredFont(forTextStyle:)", "UIFontMetrics.scaledFont(for:)",
            ])
        #expect(
            FontForm.allCases.filter(\.scales) == [.customRelative, .systemStyle, .uiFontPreferred, .uiFontMetrics])
        #expect(FontAPICatalog.fontSystemSize.requiredSignature == "Font.system(size:)")
    }

    @Test("CustomFontAPI is a view of its row: its name, style, rounding")
    func customFontAPIViews() {
        #expect(CustomFontAPI.fontCustom.description == "Font.custom(_:size:)")
        #expect(CustomFontAPI.fontCustom.relativeStyle == .body)
        #expect(CustomFontAPI.fontCustomRelativeTo(.title2).relativeStyle == .title2)
        #expect(CustomFontAPI.fontCustomRelativeTo(.title2).defaultRounding == .wholePoints)
        #expect(CustomFontAPI.fontCustomFixedSize.relativeStyle == nil)
        #expect(CustomFontAPI.fontSystemSize.description == "Font.system(size:)")
        #expect(
            CustomFontAPI.scaledFont(.title).description == "UIFontMetrics(forTextStyle: .title1).scaledFont(for:)")
        #expect(CustomFontAPI.scaledValue(.caption).defaultRounding == .none)
    }

    @Test("every row names its source, and each type, member and labels name one row")
    func rowsAreDistinct() {
        for row in FontAPICatalog.rows {
            #expect(!row.source.isEmpty, "\(row) has no source")
        }
        var seen: Set<String> = []
        for row in FontAPICatalog.rows {
            let key = "\(row.type).\(row.member)(\(row.parameters.map(\.label)))"
            #expect(seen.insert(key).inserted, "\(key) is in the catalog twice")
        }
    }
}
