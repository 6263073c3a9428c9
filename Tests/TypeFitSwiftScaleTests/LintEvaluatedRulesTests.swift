import Foundation
import Testing

@testable import TypeFitSwiftScale

/// The lint rules judged on the evaluated code, each both ways: a finding where the code breaks
/// the rule, none where it does not (sizes computed from Dynamic Type, fonts scaled through a
/// local), and notes where TypeFit cannot tell.
@Suite struct LintEvaluatedRulesTests {
    func lint(_ files: [String: String], linter: SwiftLinter = SwiftLinter()) throws -> [LintFinding] {
        let sources = try SwiftSources(files)
        defer { sources.remove() }
        return linter.findings(for: try sources.read()).map {
            var finding = $0
            finding.file = URL(fileURLWithPath: finding.file).lastPathComponent
            return finding
        }
    }

    @Test func sizesComputedFromDynamicTypeAndFontsScaledThroughALocalAreNotFixed() throws {
        let findings = try lint([
            "Theme.swift": """
            enum Fonts {
                static let caption = UIFont(
                    name: "Inter", size: UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body).pointSize - 1)!
                static var body: UIFont {
                    let base = UIFont(name: "Inter-Regular", size: 17)!
                    return UIFontMetrics(forTextStyle: .body).scaledFont(for: base)
                }
                static var emphasis: UIFont {
                    guard let base = UIFont(name: "Inter-SemiBold", size: 17) else { return .preferredFont(forTextStyle: .body) }
                    return UIFontMetrics.default.scaledFont(for: base)
                }
                static var italicHeadline: UIFont {
                    let semibold = UIFont.systemFont(ofSize: 17, weight: .semibold)
                    let descriptor = semibold.fontDescriptor.withSymbolicTraits([.traitItalic])!
                    return UIFontMetrics(forTextStyle: .headline).scaledFont(for: UIFont(descriptor: descriptor, size: 0))
                }
                static let badge = UIFont.systemFont(ofSize: 11)
            }
            """
        ])
        #expect(findings.map(\.rule) == [.nonScalingFont])
        #expect(findings.first?.line == 17 && findings.first?.severity == .warning)
    }

    @Test func fixedFormsWhoseSizeCannotBeWorkedOutAreNotes() throws {
        let files = [
            "Theme.swift": """
            enum Fonts {
                static func brand(size: CGFloat) -> UIFont {
                    UIFont(name: "Inter", size: size)!
                }
            }
            struct Badge: View {
                var body: some View {
                    Text("1").font(.system(size: Settings.shared.badgeSize))
                    Text("2").font(.system(size: Settings.shared.badgeSize)) // typefit:ignore non-scaling-font
                }
            }
            """
        ]
        let findings = try lint(files)
        #expect(findings.map(\.line) == [3, 8])
        #expect(findings.allSatisfy { $0.severity == .note && $0.rule == .nonScalingFont })
        let note = try #require(findings.last)
        #expect(note.message.hasPrefix("cannot tell whether Font.system(size:) scales: "))
        #expect(note.compilerLine.hasPrefix("Theme.swift:8:24: note: cannot tell whether"))
        #expect(note.compilerLine.hasSuffix("[non-scaling-font]"))
        #expect(try lint(files, linter: SwiftLinter(disabled: [.nonScalingFont])).isEmpty)
    }

    @Test func aScaledSizeGivenToAScalingAPIScalesTwice() throws {
        let findings = try lint([
            "Card.swift": """
            struct Card: View {
                @ScaledMetric var size = 17
                var body: some View {
                    Text("Title").font(.custom("Inter", size: size))
                }
            }
            enum Fonts {
                static let body = UIFontMetrics.default.scaledFont(for: UIFont.preferredFont(forTextStyle: .body))
            }
            """
        ])
        let twice = findings.filter { $0.rule == .scalesTwice }
        #expect(twice.map(\.line) == [4, 8])
        #expect(twice.allSatisfy { $0.severity == .warning })
        #expect(twice[0].message.contains("Font.custom(_:fixedSize:)"))
        #expect(
            twice[1].message.contains("already scales") && twice[1].message.contains("drop the outer UIFontMetrics"))
        let once = try lint([
            "Card.swift": """
            struct Card: View {
                @ScaledMetric var size = 17
                var body: some View {
                    Text("Title").font(.custom("Inter", fixedSize: size))
                    Text("Body").font(.custom("Inter", size: 17, relativeTo: .body))
                }
            }
            enum Fonts {
                static let body = UIFontMetrics.default.scaledFont(for: UIFont(name: "Inter", size: 17)!)
            }
            """
        ])
        #expect(once.filter { $0.rule == .scalesTwice || $0.rule == .nonScalingFont }.isEmpty)
    }

    @Test func twinsOfTheSameNameFaceAndSizeAreOneTreatment() throws {
        let sizes = [11, 12, 13, 15, 16, 17, 20, 22, 28]
        let swiftUI = sizes.enumerated().map {
            "    static let s\($0.offset) = Font.custom(\"Inter\", size: \($0.element))"
        }
        let uiKit = sizes.enumerated().map {
            "    static let s\($0.offset) = UIFontMetrics(forTextStyle: .headline).scaledFont(for: UIFont(name: \"Inter\", size: \($0.element))!)"
        }
        // The text styles differ, so the naming keeps both of each pair (18 entries): 9 treatments.
        let twins = try lint([
            "Fonts.swift": "extension Font {\n\(swiftUI.joined(separator: "\n"))\n}",
            "UIFonts.swift": "extension UIFont {\n\(uiKit.joined(separator: "\n"))\n}",
        ])
        #expect(twins.filter { $0.rule == .tooManyTypeTreatments }.isEmpty)
        // Two more names, and one twin whose size differs: 12 treatments.
        let differing =
            uiKit + [
                "    static let s0b = UIFont.preferredFont(forTextStyle: .body)",
                "    static let s0c = UIFont.preferredFont(forTextStyle: .title1)",
            ]
        let over = try lint([
            "Fonts.swift": "extension Font {\n\(swiftUI.joined(separator: "\n"))\n}",
            "UIFonts.swift":
                "extension UIFont {\n\(differing.joined(separator: "\n").replacingOccurrences(of: "size: 28", with: "size: 34"))\n}",
        ])
        let finding = try #require(over.first { $0.rule == .tooManyTypeTreatments })
        #expect(
            finding.message.contains(
                "has 12 type treatments (distinct fonts: family, size at Large, weight, italic), more than 10"))
    }

    @Test func aFontNameTheScaleTakesFromAHelperElsewhereIsNotScattered() throws {
        let findings = try lint([
            "Typography.swift": """
            extension Font {
                static let body = Font.custom(FontNames.fontName(for: .regular), size: 17, relativeTo: .body)
            }
            """,
            "FontNames.swift": """
            enum FontNames {
                static func fontName(for weight: Font.Weight) -> String {
                    switch weight {
                    case .bold: return "Inter-Bold"
                    default: return "Inter-Regular"
                    }
                }
            }
            """,
            "Row.swift": """
            struct Row: View {
                var body: some View { Text("x").font(.custom("Inter-Medium", size: 15, relativeTo: .subheadline)) }
            }
            """,
        ])
        #expect(findings.map(\.rule) == [.scatteredFontName])
        #expect(findings.first?.file == "Row.swift" && findings.first?.message.contains("\"Inter-Medium\"") == true)
    }

    @Test func withoutAScaleNamesAwayFromTheFontHelpersAreScattered() throws {
        let helpers = """
            enum Fonts {
                static func regular(_ size: CGFloat) -> UIFont {
                    UIFontMetrics.default.scaledFont(for: UIFont(name: "Inter-Regular", size: size)!)
                }
                static func bold(_ size: CGFloat) -> UIFont {
                    UIFontMetrics.default.scaledFont(for: UIFont(name: "Inter-Bold", size: size)!)
                }
            }
            """
        #expect(try lint(["Fonts.swift": helpers]).filter { $0.rule == .scatteredFontName }.isEmpty)
        let scattered = try lint([
            "Fonts.swift": helpers,
            "Row.swift": """
            struct Row: View {
                var body: some View { Text("x").font(.custom("Inter-Medium", size: 15, relativeTo: .subheadline)) }
            }
            """,
        ]).filter { $0.rule == .scatteredFontName }
        #expect(scattered.map(\.file) == ["Row.swift"])
        #expect(scattered.first?.message.contains("away from the app's other font names") == true)
    }

    @Test func customFontRelativeToWithoutASizeIsAFindingWithTheStyleSize() throws {
        let findings = try lint([
            "Theme.swift": """
            extension Font {
                static let heading = Font.custom("Inter-Bold", relativeTo: .title2)
                static let body = Font.custom("Inter", size: 17, relativeTo: .body)
            }
            struct Row: View {
                var body: some View { Text("x").font(.custom(Brand.name, relativeTo: .caption)) }
            }
            """
        ])
        let missing = findings.filter { $0.rule == .customFontWithoutSize }
        #expect(missing.map(\.line) == [2, 6])
        #expect(
            missing[0].message
                == #"Font.custom(_:relativeTo:) without size: does not compile; use Font.custom("Inter-Bold", size: 22, relativeTo: .title2)"#
        )
        #expect(missing[1].message.hasSuffix("use Font.custom(Brand.name, size: 12, relativeTo: .caption)"))
        #expect(missing.allSatisfy { $0.severity == .warning })
    }

    @Test func findingsDecodeWithOrWithoutASeverity() throws {
        let note = LintFinding(
            rule: .nonScalingFont, severity: .note, location: SwiftSourceLocation(file: "A.swift", line: 1, column: 2),
            message: "m")
        let data = try JSONEncoder().encode(note)
        #expect(String(decoding: data, as: UTF8.self).contains(#""severity":"note""#))
        #expect(try JSONDecoder().decode(LintFinding.self, from: data) == note)
        let old = #"{"rule":"non-scaling-font","file":"A.swift","line":1,"column":2,"message":"m"}"#
        #expect(try JSONDecoder().decode(LintFinding.self, from: Data(old.utf8)).severity == .warning)
    }
}
