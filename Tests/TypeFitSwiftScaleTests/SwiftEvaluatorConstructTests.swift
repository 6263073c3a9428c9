import Foundation
import Testing
import TypeFitScale
import TypeFitTestSupport
import TypeFitVocabulary

@testable import TypeFitSwiftScale

/// Each construct the Swift evaluator claims to evaluate (docs/swift-reader.md, "What is
/// evaluated" and "Font APIs"), one small fixture each, with the exact entry it must give: face,
/// weight, italic, Large size, text style and scaling. Every expected value is worked out by hand
/// from the fixture.
@Suite struct SwiftEvaluatorConstructTests {
    @Test("docs/swift-reader.md lists the constructs these fixtures hold")
    func documented() throws {
        let document = try String(contentsOf: TestFixtures.doc("swift-reader.md"), encoding: .utf8)
        for claim in [
            "**What is evaluated.**", "**Font APIs.**", "`Font.custom(_:size:)` (relative to body)",
            "`UIFontMetrics(forTextStyle:)`", "`if let`/`guard let`", "`#if` (first branch)",
        ] {
            #expect(document.contains(claim), "docs/swift-reader.md no longer says \(claim)")
        }
    }

    /// The scale one file defines, without places, and the reading.
    static func read(_ source: String, boldText: Bool = false) throws -> (scale: TypeScale, reading: SwiftScaleReading)
    {
        let sources = try SwiftSources(["Theme.swift": source])
        defer { sources.remove() }
        let reading = try SwiftScaleReader.read(paths: [sources.directory.path], boldText: boldText)
        return (try reading.typeScale(source: "Theme.swift").withoutPlaces, reading)
    }

    /// An Inter entry that scales with body (`Font.custom(_:size:)`), as the JSON form would say.
    static func inter(_ name: String, _ size: Double, font: String = "Inter", weight: Int? = nil) -> TypeScaleEntry {
        TypeScaleEntry(name: name, textStyle: .body, font: font, weight: weight, size: size, scaling: .relative)
    }

    // MARK: Expressions

    @Test func literalsAndArithmeticWithPrecedence() throws {
        let source = """
            extension Font {
                static let sum = Font.custom("Inter", size: 17 + 2 * 3)
                static let grouped = Font.custom("Inter", size: (17 + 3) / 2)
                static let mixed = Font.custom("Inter", size: 30 - 4 * 3 + 10 / 5 - 7 % 4)
                static let decimal = Font.custom("Inter", size: 12.5 * 2)
            }
            """
        let scale = try Self.read(source).scale
        #expect(scale.entry(named: "sum") == Self.inter("sum", 23))
        #expect(scale.entry(named: "grouped") == Self.inter("grouped", 10))
        // 30 - 12 + 2 - 3
        #expect(scale.entry(named: "mixed") == Self.inter("mixed", 17))
        #expect(scale.entry(named: "decimal") == Self.inter("decimal", 25))
    }

    @Test func minMaxAndTernary() throws {
        let source = """
            enum Layout { static let compact = true; static let limit: CGFloat = 20 }
            extension Font {
                static let clamped = Font.custom("Inter", size: max(12, min(Layout.limit, 30)))
                static let floor = Font.custom("Inter", size: max(12, min(8, 30)))
                static let chosen = Font.custom("Inter", size: Layout.compact ? 15 : 17)
                static let nested = Font.custom("Inter", size: !Layout.compact ? 11 : Layout.limit > 19 ? 21 : 13)
            }
            """
        let scale = try Self.read(source).scale
        #expect(scale.entry(named: "clamped") == Self.inter("clamped", 20))
        #expect(scale.entry(named: "floor") == Self.inter("floor", 12))
        #expect(scale.entry(named: "chosen") == Self.inter("chosen", 15))
        #expect(scale.entry(named: "nested") == Self.inter("nested", 21))
    }

    @Test func ifElseExpression() throws {
        let source = """
            enum Layout { static let isWide = false }
            extension Font {
                static var heading: Font {
                    let size: CGFloat = if Layout.isWide { 24 } else { 18 }
                    return .custom("Inter", size: size)
                }
                static var label: Font {
                    if Layout.isWide {
                        return .custom("Inter", size: 16)
                    } else if 2 > 1 {
                        return .custom("Inter", size: 14)
                    } else {
                        return .custom("Inter", size: 12)
                    }
                }
            }
            """
        let scale = try Self.read(source).scale
        #expect(scale.entry(named: "heading") == Self.inter("heading", 18))
        #expect(scale.entry(named: "label") == Self.inter("label", 14))
    }

    @Test func switchOnAParameterWithWhereMultiplePatternsAndRanges() throws {
        let source = """
            enum Sizes {
                static func size(for level: Int) -> CGFloat {
                    switch level {
                    case 1, 2: return 28
                    case let n where n > 5: return 12
                    default: return 17
                    }
                }
                static func band(_ points: Int) -> CGFloat {
                    switch points {
                    case 0..<12: return 11
                    case 12...20: return 17
                    default: return 30
                    }
                }
            }
            extension Font {
                static let h2 = Font.custom("Inter", size: Sizes.size(for: 2))
                static let small = Font.custom("Inter", size: Sizes.size(for: 9))
                static let normal = Font.custom("Inter", size: Sizes.size(for: 4))
                static let tiny = Font.custom("Inter", size: Sizes.band(11))
                static let middle = Font.custom("Inter", size: Sizes.band(12))
                static let top = Font.custom("Inter", size: Sizes.band(20))
                static let over = Font.custom("Inter", size: Sizes.band(21))
            }
            """
        let scale = try Self.read(source).scale
        #expect(scale.entry(named: "h2") == Self.inter("h2", 28))
        #expect(scale.entry(named: "small") == Self.inter("small", 12))
        #expect(scale.entry(named: "normal") == Self.inter("normal", 17))
        #expect(scale.entry(named: "tiny") == Self.inter("tiny", 11))
        #expect(scale.entry(named: "middle") == Self.inter("middle", 17))
        #expect(scale.entry(named: "top") == Self.inter("top", 17))
        #expect(scale.entry(named: "over") == Self.inter("over", 30))
    }

    @Test func switchSelfGivesOneEntryPerCase() throws {
        let source = """
            enum AppText {
                case title, body, caption
                var font: Font {
                    switch self {
                    case .title: return .custom("Inter-Bold", size: 28, relativeTo: .title)
                    case .body, .caption: return .custom("Inter", size: self == .body ? 17 : 12, relativeTo: self == .body ? .body : .caption)
                    }
                }
            }
            """
        let scale = try Self.read(source).scale
        #expect(scale.entries.map(\.name) == ["title", "body", "caption"])
        #expect(
            scale.entry(named: "title")
                == TypeScaleEntry(name: "title", textStyle: .title, font: "Inter-Bold", size: 28, scaling: .relative))
        #expect(scale.entry(named: "body") == Self.inter("body", 17))
        #expect(
            scale.entry(named: "caption")
                == TypeScaleEntry(name: "caption", textStyle: .caption, font: "Inter", size: 12, scaling: .relative))
    }

    @Test func enumCaseWithAssociatedValuesInAPattern() throws {
        let source = """
            enum Size {
                case standard
                case custom(CGFloat)
                case scaled(base: CGFloat, by: CGFloat)
            }
            enum Sizes {
                static func points(_ size: Size) -> CGFloat {
                    switch size {
                    case .standard: return 17
                    case .custom(let size) where size > 100: return 100
                    case .custom(let size): return size
                    case let .scaled(base, factor): return base * factor
                    }
                }
            }
            extension Font {
                static let standard = Font.custom("Inter", size: Sizes.points(.standard))
                static let big = Font.custom("Inter", size: Sizes.points(.custom(30)))
                static let capped = Font.custom("Inter", size: Sizes.points(.custom(300)))
                static let scaled = Font.custom("Inter", size: Sizes.points(.scaled(base: 10, by: 1.5)))
            }
            """
        let scale = try Self.read(source).scale
        #expect(scale.entry(named: "standard") == Self.inter("standard", 17))
        #expect(scale.entry(named: "big") == Self.inter("big", 30))
        #expect(scale.entry(named: "capped") == Self.inter("capped", 100))
        #expect(scale.entry(named: "scaled") == Self.inter("scaled", 15))
    }

    // MARK: Statements

    @Test func localsAssignmentsAndCompoundAssignment() throws {
        let source = """
            extension Font {
                static var display: Font {
                    let name = "Inter"
                    var size: CGFloat = 10
                    size += 4
                    size = size * 2
                    size -= 1
                    return .custom(name + "-Bold", size: size)
                }
            }
            """
        let scale = try Self.read(source).scale
        #expect(scale.entry(named: "display") == Self.inter("display", 27, font: "Inter-Bold"))
    }

    @Test func guardLetAndIfLetOverAFailableFont() throws {
        let source = """
            enum Fonts {
                static var brand: UIFont {
                    guard let font = UIFont(name: "Inter-Bold", size: 17) else {
                        return .systemFont(ofSize: 17)
                    }
                    return UIFontMetrics(forTextStyle: .body).scaledFont(for: font)
                }
                static var label: UIFont {
                    if let font = UIFont(name: "Inter-Medium", size: 15) {
                        return font
                    }
                    return .systemFont(ofSize: 15)
                }
            }
            """
        let scale = try Self.read(source).scale
        #expect(
            scale.entry(named: "brand")
                == TypeScaleEntry(name: "brand", textStyle: .body, font: "Inter-Bold", size: 17, scaling: .uikit))
        #expect(
            scale.entry(named: "label")
                == TypeScaleEntry(name: "label", textStyle: .body, font: "Inter-Medium", size: 15, scaling: .fixed))
    }

    // MARK: Functions

    @Test func staticAndInstanceFunctionsComputedPropertiesAndDefaultArguments() throws {
        let source = """
            enum Metrics {
                static func doubled(_ value: CGFloat) -> CGFloat { value * 2 }
                static func step(_ index: Int, base: CGFloat = 12, ratio: CGFloat = 2) -> CGFloat { base + CGFloat(index) * ratio }
            }
            struct Spacing {
                let base: CGFloat
                func double() -> CGFloat { base * 2 }
                var triple: CGFloat { base * 3 }
            }
            extension Font {
                static let a = Font.custom("Inter", size: Metrics.doubled(8))
                static let b = Font.custom("Inter", size: Spacing(base: 5).double())
                static let c = Font.custom("Inter", size: Spacing(base: 5).triple)
                static let d = Font.custom("Inter", size: Metrics.step(2))
                static let e = Font.custom("Inter", size: Metrics.step(2, ratio: 4))
            }
            """
        let scale = try Self.read(source).scale
        #expect(scale.entry(named: "a") == Self.inter("a", 16))
        #expect(scale.entry(named: "b") == Self.inter("b", 10))
        #expect(scale.entry(named: "c") == Self.inter("c", 15))
        #expect(scale.entry(named: "d") == Self.inter("d", 16))
        #expect(scale.entry(named: "e") == Self.inter("e", 20))
    }

    @Test func aFontFunctionOverAnAppEnumGivesOneEntryPerCase() throws {
        let source = """
            enum Style { case title, body, footnote }
            enum Typography {
                static func font(for style: Style) -> UIFont {
                    switch style {
                    case .title:
                        return UIFontMetrics(forTextStyle: .title1).scaledFont(for: UIFont(name: "Inter-Bold", size: 28)!)
                    case .body:
                        return UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "Inter-Regular", size: 17)!)
                    case .footnote:
                        return UIFont.preferredFont(forTextStyle: .footnote)
                    }
                }
            }
            """
        let scale = try Self.read(source).scale
        #expect(scale.entries.map(\.name) == ["title", "body", "footnote"])
        #expect(
            scale.entry(named: "title")
                == TypeScaleEntry(name: "title", textStyle: .title, font: "Inter-Bold", size: 28, scaling: .uikit))
        #expect(
            scale.entry(named: "body")
                == TypeScaleEntry(name: "body", textStyle: .body, font: "Inter-Regular", size: 17, scaling: .uikit))
        #expect(scale.entry(named: "footnote") == TypeScaleEntry(name: "footnote", textStyle: .footnote))
    }

    @Test func callsWithConstantArgumentsAreEntriesNamedAsWritten() throws {
        let source = """
            extension Font {
                static func app(_ style: Font.TextStyle, weight: Font.Weight = .regular) -> Font {
                    switch style {
                    case .headline: return .custom("Inter", size: 17, relativeTo: .headline).weight(weight)
                    default: return .custom("Inter", size: 13, relativeTo: .footnote).weight(weight)
                    }
                }
            }
            struct Row: View {
                var body: some View {
                    Text("A").font(.app(.headline, weight: .semibold))
                    Text("B").font(.app(.footnote))
                }
            }
            """
        let scale = try Self.read(source).scale
        #expect(scale.entries.map(\.name) == ["app(.headline, weight: .semibold)", "app(.footnote)"])
        #expect(
            scale.entry(named: "app(.headline, weight: .semibold)")
                == TypeScaleEntry(
                    name: "app(.headline, weight: .semibold)", textStyle: .headline, font: "Inter", weight: 600,
                    size: 17, scaling: .relative))
        #expect(
            scale.entry(named: "app(.footnote)")
                == TypeScaleEntry(
                    name: "app(.footnote)", textStyle: .footnote, font: "Inter", weight: 400, size: 13,
                    scaling: .relative))
    }

    @Test func aFontFunctionWithoutParametersAndAViewModifier() throws {
        let source = """
            extension Font {
                static func title() -> Font { .custom("Inter-Bold", size: 28, relativeTo: .title) }
            }
            extension View {
                func subtitle() -> some View { self.font(.custom("Inter", size: 20, relativeTo: .title3)) }
            }
            """
        let scale = try Self.read(source).scale
        #expect(
            scale.entry(named: "title()")
                == TypeScaleEntry(name: "title()", textStyle: .title, font: "Inter-Bold", size: 28, scaling: .relative))
        // `font(…)` without `self.` is not read today (reported as an evaluator bug).
        #expect(
            scale.entry(named: "subtitle()")
                == TypeScaleEntry(name: "subtitle()", textStyle: .title3, font: "Inter", size: 20, scaling: .relative))
    }

    // MARK: Structs and classes

    @Test func memberwiseInitialiserWithDefaults() throws {
        let source = """
            struct Style {
                var name: String = "Inter"
                var size: CGFloat
                var style: Font.TextStyle = .body
                var font: Font { .custom(name, size: size, relativeTo: style) }
            }
            extension Font {
                static let caption = Style(size: 12, style: .caption).font
                static let lead = Style(name: "Inter-Medium", size: 19).font
            }
            """
        let scale = try Self.read(source).scale
        #expect(
            scale.entry(named: "caption")
                == TypeScaleEntry(name: "caption", textStyle: .caption, font: "Inter", size: 12, scaling: .relative))
        #expect(scale.entry(named: "lead") == Self.inter("lead", 19, font: "Inter-Medium"))
    }

    @Test func writtenInitialisersSelfAndBareAssignmentAndAPrivateInitThroughDotInit() throws {
        let source = """
            struct Spec {
                let family: String
                let size: CGFloat
                init(bold: Bool, size: CGFloat) {
                    self.family = bold ? "Inter-Bold" : "Inter-Regular"
                    self.size = size
                }
                init(half size: CGFloat) {
                    family = "Inter-Light"
                    self.size = size / 2
                }
            }
            struct Token {
                let size: CGFloat
                private init(size: CGFloat) { self.size = size }
                static func make(_ points: CGFloat) -> Token { .init(size: points + 1) }
            }
            extension Font {
                static let strong = Font.custom(Spec(bold: true, size: 16).family, size: Spec(bold: true, size: 16).size)
                static let light = Font.custom(Spec(half: 30).family, size: Spec(half: 30).size)
                static let token = Font.custom("Inter", size: Token.make(13).size)
            }
            """
        let scale = try Self.read(source).scale
        #expect(scale.entry(named: "strong") == Self.inter("strong", 16, font: "Inter-Bold"))
        #expect(scale.entry(named: "light") == Self.inter("light", 15, font: "Inter-Light"))
        #expect(scale.entry(named: "token") == Self.inter("token", 14))
    }

    @Test func aWrapperHoldingOneFontIsNamedByItsHolder() throws {
        let source = """
            struct Typography {
                let font: Font
                let lineHeight: CGFloat
                init(size: CGFloat, lineHeight: CGFloat, relativeTo style: Font.TextStyle) {
                    font = .custom("Inter", size: size, relativeTo: style)
                    self.lineHeight = lineHeight
                }
                static let body = Typography(size: 17, lineHeight: 24, relativeTo: .body)
                static let caption = Typography(size: 12, lineHeight: 16, relativeTo: .caption)
            }
            """
        let scale = try Self.read(source).scale
        #expect(scale.entries.map(\.name) == ["body", "caption"])
        #expect(scale.entry(named: "body") == Self.inter("body", 17))
        #expect(
            scale.entry(named: "caption")
                == TypeScaleEntry(name: "caption", textStyle: .caption, font: "Inter", size: 12, scaling: .relative))
    }

    @Test func anInstanceReachedThroughAStaticNamesEachFont() throws {
        let source = """
            struct Compound {
                let bodyLG = Font.custom("Inter", size: 16, relativeTo: .body)
                let bodySM = Font.custom("Inter", size: 14, relativeTo: .footnote)
                var bodyLGSemibold: Font { bodyLG.weight(.semibold) }
            }
            extension Font {
                static let compound = Compound()
            }
            """
        let scale = try Self.read(source).scale
        #expect(
            Set(scale.entries.map(\.name)) == ["compound.bodyLG", "compound.bodySM", "compound.bodyLGSemibold"])
        #expect(scale.entry(named: "compound.bodyLG") == Self.inter("compound.bodyLG", 16))
        #expect(
            scale.entry(named: "compound.bodySM")
                == TypeScaleEntry(
                    name: "compound.bodySM", textStyle: .footnote, font: "Inter", size: 14, scaling: .relative))
        #expect(
            scale.entry(named: "compound.bodyLGSemibold") == Self.inter("compound.bodyLGSemibold", 16, weight: 600))
    }

    // MARK: Enums, constants, extensions, #if

    @Test func enumRawValuesImplicitAndExplicit() throws {
        let source = """
            enum Family: String { case inter = "Inter", mono }
            enum Step: Int { case zero, one, two }
            enum Ladder: Int { case base = 10, next, last = 20, after }
            extension Font {
                static let explicit = Font.custom(Family.inter.rawValue, size: 17)
                static let implicitName = Font.custom(Family.mono.rawValue, size: 17)
                static let position = Font.custom("Inter", size: CGFloat(Step.two.rawValue) * 8)
                static let afterExplicit = Font.custom("Inter", size: CGFloat(Ladder.next.rawValue))
                static let afterSecond = Font.custom("Inter", size: CGFloat(Ladder.after.rawValue))
            }
            """
        let scale = try Self.read(source).scale
        #expect(scale.entry(named: "explicit") == Self.inter("explicit", 17))
        #expect(scale.entry(named: "implicitName") == Self.inter("implicitName", 17, font: "mono"))
        #expect(scale.entry(named: "position") == Self.inter("position", 16))
        #expect(scale.entry(named: "afterExplicit") == Self.inter("afterExplicit", 11))
        #expect(scale.entry(named: "afterSecond") == Self.inter("afterSecond", 21))
    }

    @Test func rawValuesFromAnotherFileAndInitFromRawValue() throws {
        let sources = try SwiftSources([
            "Size.swift": "enum Size: CGFloat { case small = 13, large = 17 }",
            "Fonts.swift": """
            extension Font {
                static let large = Font.custom("Inter", size: Size.large.rawValue)
                static let fromRaw = Font.custom("Inter", size: (Size(rawValue: 17) ?? .small).rawValue)
                static let missing = Font.custom("Inter", size: Size(rawValue: 99)?.rawValue ?? 13)
            }
            """,
        ])
        defer { sources.remove() }
        let scale = try sources.read().typeScale(source: "x").withoutPlaces
        #expect(scale.entry(named: "large") == Self.inter("large", 17))
        #expect(scale.entry(named: "fromRaw") == Self.inter("fromRaw", 17))
        #expect(scale.entry(named: "missing") == Self.inter("missing", 13))
    }

    @Test func staticConstantsAsImplicitMembersOfAnyType() throws {
        let source = """
            extension CGFloat { static let fontL: CGFloat = 20 }
            extension String { static let brand = "Inter-SemiBold" }
            extension Font.TextStyle { static let lead: Font.TextStyle = .title3 }
            extension Font {
                static let large = Font.custom(.brand, size: .fontL, relativeTo: .lead)
            }
            """
        let scale = try Self.read(source).scale
        #expect(
            scale.entry(named: "large")
                == TypeScaleEntry(
                    name: "large", textStyle: .title3, font: "Inter-SemiBold", size: 20, scaling: .relative))
    }

    @Test func conditionalCompilationTakesTheFirstBranchsValue() throws {
        let source = """
            extension Font {
                #if os(iOS)
                static let body = Font.custom("Inter", size: 17)
                #else
                static let body = Font.custom("Inter", size: 99)
                #endif
            }
            """
        // The first branch's font is the one used. (Its entry name and the "defined again" warning
        // for the second branch are reported as evaluator bugs, so not asserted here.)
        let scale = try Self.read(source).scale
        #expect(scale.entries.count == 1)
        #expect(scale.entries.first?.font == "Inter" && scale.entries.first?.size == 17)
    }

    // MARK: Font APIs

    @Test func bareTextStylesDeclaredFont() throws {
        let source = """
            extension Font {
                static let head: Font = .headline
                static let small: Font = .caption2
            }
            """
        let scale = try Self.read(source).scale
        #expect(scale.entry(named: "head") == TypeScaleEntry(name: "head", textStyle: .headline))
        #expect(scale.entry(named: "small") == TypeScaleEntry(name: "small", textStyle: .caption2))
    }

    /// `.rounded` and `.serif` are the system font, warned approximate; `.monospaced` is SF Mono
    /// (its stand-in when the fonts lack it).
    @Test func designsAreTheSystemFontAndWarnedApproximate() throws {
        let source = """
            extension Font {
                static let code = Font.body.monospaced()
                static let friendly = Font.system(.title, design: .rounded)
                static let quote = Font.system(size: 20, weight: .medium, design: .serif)
            }
            """
        let (scale, reading) = try Self.read(source)
        #expect(
            scale.entry(named: "code")
                == TypeScaleEntry(name: "code", textStyle: .body, design: .monospaced))
        #expect(scale.entry(named: "friendly") == TypeScaleEntry(name: "friendly", textStyle: .title, design: .rounded))
        #expect(
            scale.entry(named: "quote")
                == TypeScaleEntry(
                    name: "quote", textStyle: .body, weight: 500, size: 20, scaling: .fixed, design: .serif))
        let designs = Dictionary(uniqueKeysWithValues: reading.definitions.map { ($0.entryName, $0.font.design) })
        #expect(designs["code"] == "monospaced" && designs["friendly"] == "rounded" && designs["quote"] == "serif")
        let messages = reading.warnings.map(\.message)
        #expect(messages.contains { $0.contains("'code'") && $0.contains("SF Mono") && $0.contains("approximate") })
        #expect(
            messages.contains {
                $0.contains("'friendly'") && $0.contains("SF Pro Rounded") && $0.contains("approximate")
            })
        #expect(messages.contains { $0.contains("'quote'") && $0.contains("New York") && $0.contains("approximate") })
        let lines = Set(reading.warnings.map(\.location.line))
        #expect(lines.isSuperset(of: [2, 3, 4]))
    }

    @Test func monospacedDigitIsTheTabularFeature() throws {
        let source = """
            extension Font {
                static let price = Font.custom("Inter", size: 17).monospacedDigit()
                static let timer = Font.body.monospacedDigit()
            }
            enum Fonts { static let digits = UIFont.monospacedDigitSystemFont(ofSize: 15, weight: .regular) }
            """
        let scale = try Self.read(source).scale
        #expect(
            scale.entry(named: "price")
                == TypeScaleEntry(
                    name: "price", textStyle: .body, font: "Inter", size: 17, scaling: .relative, features: ["tnum"]))
        #expect(scale.entry(named: "timer") == TypeScaleEntry(name: "timer", textStyle: .body, features: ["tnum"]))
        #expect(
            scale.entry(named: "digits")
                == TypeScaleEntry(
                    name: "digits", textStyle: .body, weight: 400, size: 15, scaling: .fixed, features: ["tnum"]))
    }

    @Test func preferredDescriptorsWithTraitsAndWeightAttributes() throws {
        let source = """
            enum Fonts {
                static var boldHeadline: UIFont {
                    let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .subheadline).withSymbolicTraits(.traitBold)!
                    return UIFont(descriptor: descriptor, size: 0)
                }
                static var boldItalic: UIFont {
                    let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .footnote).withSymbolicTraits([.traitBold, .traitItalic])!
                    return UIFont(descriptor: descriptor, size: 0)
                }
                static var heavyTitle: UIFont {
                    let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title2)
                        .addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.bold]])
                    return UIFont(descriptor: descriptor, size: 0)
                }
            }
            """
        let scale = try Self.read(source).scale
        // `.traitBold` on a text style's descriptor is the style's emphasized weight (semibold for
        // both), while an explicit `.weight` trait is that weight.
        #expect(
            scale.entry(named: "boldHeadline")
                == TypeScaleEntry(name: "boldHeadline", textStyle: .subheadline, weight: 600))
        #expect(
            scale.entry(named: "boldItalic")
                == TypeScaleEntry(name: "boldItalic", textStyle: .footnote, weight: 600, italic: true))
        #expect(scale.entry(named: "heavyTitle") == TypeScaleEntry(name: "heavyTitle", textStyle: .title2, weight: 700))
    }

    @Test func namesAreLookedUpByType() throws {
        let source = """
            extension UIFont {
                static let title3 = UIFont(name: "Inter-Bold", size: 20)!
            }
            extension Font {
                static let heading = Font.title3
            }
            enum Labels {
                static let uiHeading = UIFont.title3
            }
            """
        let scale = try Self.read(source).scale
        #expect(scale.entry(named: "heading") == TypeScaleEntry(name: "heading", textStyle: .title3))
        #expect(
            scale.entry(named: "uiHeading")
                == TypeScaleEntry(name: "uiHeading", textStyle: .body, font: "Inter-Bold", size: 20, scaling: .fixed))
        #expect(
            scale.entry(named: "title3")
                == TypeScaleEntry(name: "title3", textStyle: .body, font: "Inter-Bold", size: 20, scaling: .fixed))
    }

    // MARK: Bold Text

    @Test(arguments: [false, true]) func boldTextSwapsFacesWhereTheCodeAsks(boldText: Bool) throws {
        let source = """
            enum Fonts {
                static var title: UIFont {
                    let name = UITraitCollection.current.legibilityWeight == .bold ? "Inter-ExtraBold" : "Inter-Bold"
                    return UIFontMetrics(forTextStyle: .title1).scaledFont(for: UIFont(name: name, size: 28)!)
                }
                static var body: UIFont {
                    UIAccessibility.isBoldTextEnabled ? UIFont(name: "Inter-ExtraBold", size: 17)! : UIFont(name: "Inter-Bold", size: 17)!
                }
            }
            """
        let scale = try Self.read(source, boldText: boldText).scale
        let face = boldText ? "Inter-ExtraBold" : "Inter-Bold"
        #expect(
            scale.entry(named: "title")
                == TypeScaleEntry(name: "title", textStyle: .title, font: face, size: 28, scaling: .uikit))
        #expect(
            scale.entry(named: "body")
                == TypeScaleEntry(name: "body", textStyle: .body, font: face, size: 17, scaling: .fixed))
    }

    // MARK: Twins

    @Test func aFontAndItsUIFontTwinAreOneEntry() throws {
        let source = """
            extension Font {
                static let title = Font.custom("Inter-Bold", size: 28, relativeTo: .title)
            }
            extension UIFont {
                static let title = UIFontMetrics(forTextStyle: .title1).scaledFont(for: UIFont(name: "Inter-Bold", size: 28)!)
            }
            """
        let (scale, reading) = try Self.read(source)
        #expect(
            scale.entries
                == [TypeScaleEntry(name: "title", textStyle: .title, font: "Inter-Bold", size: 28, scaling: .relative)])
        #expect(!reading.warnings.contains { $0.message.contains("defined again") })
    }
}
