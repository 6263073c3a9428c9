import Foundation
import Testing

@testable import TypeFitSwiftScale

/// The exact text of lint messages, as iOS developers read them in a terminal and in code
/// scanning: the API named as the code writes it, where a font name is defined, the scale's
/// treatments and where they are, and fixes that keep the size at the default Dynamic Type size.
@Suite struct LintMessageTests {
    /// The findings for `files`, paths (in places and messages alike) relative to their directory.
    func lint(_ files: [String: String]) throws -> [LintFinding] {
        let sources = try SwiftSources(files)
        defer { sources.remove() }
        let prefix = sources.directory.path + "/"
        return SwiftLinter().findings(for: try sources.read()).map {
            var finding = $0
            finding.file = finding.file.replacingOccurrences(of: prefix, with: "")
            finding.message = finding.message.replacingOccurrences(of: prefix, with: "")
            return finding
        }
    }

    /// `file:line: message` of each finding of `rule`.
    func messages(_ findings: [LintFinding], _ rule: LintRule) -> [String] {
        findings.filter { $0.rule == rule }.map { "\($0.file):\($0.line): \($0.message)" }
    }

    @Test func uiKitSystemFontsAreNamedAsWrittenWithAFixThatKeepsTheirSize() throws {
        let findings = try lint([
            "Fonts.swift": """
            enum Fonts {
                static let strong: UIFont = .boldSystemFont(ofSize: 17)
                static let hero = UIFont.italicSystemFont(ofSize: 60)
                static let code = UIFont.monospacedSystemFont(ofSize: 13, weight: .regular)
                static let count = UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .medium)
                static let plain = UIFont.systemFont(ofSize: 17)
            }
            """
        ])
        #expect(
            messages(findings, .nonScalingFont) == [
                "Fonts.swift:2: UIFont.boldSystemFont(ofSize:) does not scale with Dynamic Type; use UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.boldSystemFont(ofSize: 17))",
                "Fonts.swift:3: UIFont.italicSystemFont(ofSize:) does not scale with Dynamic Type; use UIFontMetrics(forTextStyle: .largeTitle).scaledFont(for: UIFont.italicSystemFont(ofSize: 60))",
                "Fonts.swift:4: UIFont.monospacedSystemFont(ofSize:weight:) does not scale with Dynamic Type; use UIFontMetrics(forTextStyle: .footnote).scaledFont(for: UIFont.monospacedSystemFont(ofSize: 13, weight: .regular))",
                "Fonts.swift:5: UIFont.monospacedDigitSystemFont(ofSize:weight:) does not scale with Dynamic Type; use UIFontMetrics(forTextStyle: .caption1).scaledFont(for: UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .medium))",
                "Fonts.swift:6: UIFont.systemFont(ofSize:) does not scale with Dynamic Type; use UIFont.preferredFont(forTextStyle: .body) or UIFontMetrics(forTextStyle: .body).scaledFont(for:)",
            ])
    }

    @Test func swiftUISystemFontsKeepTheirSizeAtTheDefaultSetting() throws {
        let findings = try lint([
            "Icons.swift": """
            struct Icons: View {
                var body: some View {
                    VStack {
                        Text("🎉").font(.system(size: 60))
                        Image(systemName: "star").font(.system(size: 44, weight: .semibold, design: .rounded))
                        Text("Title").font(.system(size: 34, design: .rounded))
                        Text("Body").font(Font.system(size: 17, weight: .bold))
                        Text("Count").font(.system(size: Settings.shared.countSize))
                    }
                }
            }
            """
        ])
        let nonScaling = findings.filter { $0.rule == .nonScalingFont }
        #expect(
            messages(nonScaling.filter { $0.severity == .warning }, .nonScalingFont) == [
                "Icons.swift:4: Font.system(size:) does not scale with Dynamic Type; use @ScaledMetric(relativeTo: .largeTitle) var size: CGFloat = 60 and .font(.system(size: size)): 60 pt at the default size, scaled like .largeTitle",
                "Icons.swift:5: Font.system(size:weight:design:) does not scale with Dynamic Type; use @ScaledMetric(relativeTo: .largeTitle) var size: CGFloat = 44 and .font(.system(size: size, weight: .semibold, design: .rounded)): 44 pt at the default size, scaled like .largeTitle",
                "Icons.swift:6: Font.system(size:design:) does not scale with Dynamic Type; use Font.system(.largeTitle, design: .rounded)",
                "Icons.swift:7: Font.system(size:weight:) does not scale with Dynamic Type; use Font.system(.body).weight(.bold)",
            ])
        let note = try #require(nonScaling.first { $0.severity == .note })
        #expect(note.line == 8 && note.message.hasPrefix("cannot tell whether Font.system(size:) scales: "))
    }

    @Test func aScatteredFontNameSaysWhereTheNameIsDefined() throws {
        let findings = try lint([
            // The first definition read is a view modifier in a view file; the scale is Theme.swift.
            "AppViews.swift": """
            extension View {
                func titleStyle() -> some View { font(.custom(FontName.bold, size: 28, relativeTo: .title)) }
            }
            """,
            "Theme.swift": """
            enum FontName {
                static let regular = "Inter-Regular"
                static let bold = "Inter-Bold"
            }
            extension Font {
                static let body2 = Font.custom(FontName.regular, size: 17, relativeTo: .body)
                static let caption3 = Font.custom("Inter-Medium", size: 12, relativeTo: .caption)
            }
            """,
            "ProfileView.swift": """
            struct ProfileView: View {
                var body: some View {
                    VStack {
                        Text("Name").font(.custom("Inter-Regular", size: 17, relativeTo: .body))
                        Text("Tag").font(.custom("Inter-Medium", size: 12, relativeTo: .caption))
                        Text("Bio").font(.custom("Inter-Light", size: 15, relativeTo: .subheadline))
                        Text("Hi").font(.custom("Inter-Black", size: 20, relativeTo: .title3))
                    }
                }
            }
            """,
            "SettingsView.swift": """
            struct SettingsView: View {
                var body: some View { Text("x").font(.custom("Inter-Light", size: 13, relativeTo: .footnote)) }
            }
            """,
        ])
        #expect(
            messages(findings, .scatteredFontName) == [
                #"ProfileView.swift:4: font name "Inter-Regular" is written here, but FontName.regular defines it at Theme.swift:2; use a type scale entry (or FontName.regular) instead"#,
                #"ProfileView.swift:5: font name "Inter-Medium" is written here and again in the type scale at Theme.swift:7; use a type scale entry instead"#,
                #"ProfileView.swift:6: font name "Inter-Light" is written inline here and at SettingsView.swift:2, outside the type scale (in Theme.swift), and no constant defines it; define it once in the type scale"#,
                #"ProfileView.swift:7: font name "Inter-Black" is written only here, outside the type scale (in Theme.swift); use a type scale entry instead"#,
                #"SettingsView.swift:2: font name "Inter-Light" is written inline here and at ProfileView.swift:6, outside the type scale (in Theme.swift), and no constant defines it; define it once in the type scale"#,
            ])
    }

    @Test func withoutAScaleAScatteredNameIsPlacedAmongTheOthers() throws {
        let findings = try lint([
            "Cells.swift": """
            struct Cell: View {
                var body: some View {
                    VStack {
                        Text("a").font(.custom("Inter-Bold", size: 17, relativeTo: .body))
                        Text("b").font(.custom("Inter-Regular", size: 15, relativeTo: .subheadline))
                    }
                }
            }
            """,
            "Header.swift": """
            struct Header: View {
                var body: some View {
                    VStack {
                        Text("c").font(.custom("Inter-Bold", size: 22, relativeTo: .title2))
                        Text("d").font(.custom("Inter-Black", size: 28, relativeTo: .title))
                    }
                }
            }
            """,
        ])
        #expect(
            messages(findings, .scatteredFontName) == [
                #"Header.swift:4: font name "Inter-Bold" is written here and again with the app's other font names at Cells.swift:4; use one definition of it"#,
                #"Header.swift:5: font name "Inter-Black" is written only here, away from the app's other font names (in Cells.swift, as the code read defines no type scale); define it beside them"#,
            ])
    }

    /// Fourteen names, ten fonts: names that give the same font (at Large) are one treatment.
    static let theme = """
        enum AppFont {
            static let display = Font.custom("Inter-Bold", size: 34, relativeTo: .largeTitle)
            static let hero = Font.custom("Inter-Bold", size: 34, relativeTo: .title)
            static let h1 = Font.custom("Inter-Bold", size: 28, relativeTo: .title)
            static let h2 = Font.custom("Inter-SemiBold", size: 22, relativeTo: .title2)
            static let h3 = Font.custom("Inter-SemiBold", size: 20, relativeTo: .title3)
            static let strong = Font.custom("Inter-SemiBold", size: 17, relativeTo: .headline)
            static let text = Font.custom("Inter-Regular", size: 17, relativeTo: .body)
            static let textAlt = Font.custom("Inter-Regular", size: 17, relativeTo: .callout)
            static let small = Font.custom("Inter-Regular", size: 15, relativeTo: .subheadline)
            static let note = Font.custom("Inter-Regular", size: 13, relativeTo: .footnote)
            static let tiny = Font.custom("Inter-Regular", size: 12, relativeTo: .caption)
            static let tinyAlt = Font.custom("Inter-Regular", size: 12, relativeTo: .caption2)
            static let label = Font.headline
            static let emphasis = Font.body.weight(.semibold)
        }
        """

    @Test func treatmentsAreDistinctFontsAnchoredAtTheScale() throws {
        #expect(try lint(["Theme.swift": Self.theme]).filter { $0.rule == .tooManyTypeTreatments }.isEmpty)
        let findings = try lint([
            "Theme.swift": Self.theme,
            "Badges.swift": """
            extension View {
                func badgeStyle() -> some View { font(.custom("Inter-Black", size: 11, relativeTo: .caption2)) }
                func counterStyle() -> some View { font(.custom("Inter-Black", size: 48, relativeTo: .largeTitle)) }
            }
            """,
        ])
        #expect(
            messages(findings, .tooManyTypeTreatments) == [
                "Theme.swift:2: the type scale has 12 type treatments (distinct fonts: family, size at Large, weight, italic), more than 10; 10 defined in this file, 2 elsewhere (Badges.swift:2, Badges.swift:3); consolidate it"
            ])
    }
}
