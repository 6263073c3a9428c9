import Foundation
import Testing
import TypeFitScale
import TypeFitShaping
import TypeFitTestSupport

@testable import TypeFitSwiftScale

/// Each lint rule on a small fixture, and silencing by comment and by rule.
@Suite struct SwiftLinterTests {
    static let fontsDirectory = TestFixtures.bundledFontsFolder

    func lint(_ files: [String: String], linter: SwiftLinter = SwiftLinter()) throws -> [LintFinding] {
        let sources = try SwiftSources(files)
        defer { sources.remove() }
        return linter.findings(for: try sources.read()).map {
            var finding = $0
            finding.file = URL(fileURLWithPath: finding.file).lastPathComponent
            return finding
        }
    }

    @Test func fixedFontsAreFindingsWithTheScaledAlternative() throws {
        let findings = try lint([
            "Theme.swift": """
            extension Font {
                static let tag = Font.custom("Inter", fixedSize: 11)
                static let label = Font.system(size: 15, weight: .semibold)
                static let scaled = Font.custom("Inter", size: 17, relativeTo: .body)
            }
            enum UIKitFonts {
                static let fixed = UIFont(name: "Inter-Regular", size: 13)!
                static let base = UIFont(name: "Inter-Regular", size: 17)!
                static let body = UIFontMetrics.default.scaledFont(for: base)
                static let system = UIFont.systemFont(ofSize: 20)
            }
            """
        ])
        #expect(findings.allSatisfy { $0.rule == .nonScalingFont })
        #expect(findings.map(\.line) == [2, 3, 7, 10])
        #expect(
            findings[0].message
                == #"Font.custom(_:fixedSize:) does not scale with Dynamic Type; use Font.custom("Inter", size: 11, relativeTo: .caption2)"#
        )
        #expect(findings[1].message.contains("Font.system(.subheadline).weight(.semibold)"))
        #expect(
            findings[2].message.contains(
                #"UIFontMetrics(forTextStyle: .footnote).scaledFont(for: UIFont(name: "Inter-Regular", size: 13)!)"#))
        #expect(findings[3].message.contains("UIFont.preferredFont(forTextStyle: .title3)"))
        #expect(findings[0].compilerLine.hasPrefix("Theme.swift:2:22: warning: Font.custom(_:fixedSize:)"))
        #expect(findings[0].compilerLine.hasSuffix("[non-scaling-font]"))
    }

    @Test func moreThanTenTreatmentsIsOneFindingWithTheCount() throws {
        let body = (1...12).map { "    static let style\($0) = Font.custom(\"Inter\", size: \($0 + 10))" }.joined(
            separator: "\n")
        let findings = try lint(["Theme.swift": "extension Font {\n\(body)\n}"])
        let finding = try #require(findings.first { $0.rule == .tooManyTypeTreatments })
        #expect(
            finding.message.contains(
                "has 12 type treatments (distinct fonts: family, size at Large, weight, italic), more than 10; all defined in this file"
            ))
        // At the scale's first definition, not the eleventh.
        #expect(finding.line == 2)
        #expect(
            try lint([
                "Theme.swift":
                    "extension Font {\n\((1...10).map { "static let s\($0) = Font.custom(\"Inter\", size: \($0 + 10))" }.joined(separator: "\n"))\n}"
            ]).isEmpty)
    }

    @Test func fontNamesWrittenOutsideTheScaleAreScattered() throws {
        let findings = try lint([
            "Theme.swift": """
            enum Brand { static let family = "Inter" }
            extension Font { static let body2 = Font.custom("Inter", size: 16) }
            """,
            "ProfileView.swift": """
            struct ProfileView: View {
                var body: some View {
                    Text("Name").font(.custom("Inter-SemiBold", size: 17, relativeTo: .headline))
                    Text("Bio").font(.custom(Brand.family, size: 15, relativeTo: .subheadline))
                    Text("Hi").font(.body2)
                }
            }
            """,
        ])
        #expect(findings.map(\.rule) == [.scatteredFontName])
        #expect(
            findings.first?.file == "ProfileView.swift" && findings.first?.line == 3 && findings.first?.column == 35)
        #expect(findings.first?.message.contains("\"Inter-SemiBold\"") == true)
    }

    @Test func unknownNamesAndUnregisteredFilesNeedTheFonts() throws {
        let source = """
            extension Font {
                static let body2 = Font.custom("Inter", size: 16)
                static let typo = Font.custom("Inter-SemiBld", size: 16)
                static let display = Font.custom("InterDisplay-Bold", size: 28, relativeTo: .title)
            }
            """
        #expect(try lint(["Theme.swift": source]).isEmpty)
        let library = try FontLibrary(
            paths: ["Inter-Regular.otf", "Inter-Bold.otf", "InterDisplay-Bold.otf"].map {
                Self.fontsDirectory + "/" + $0
            })
        let plist = try SwiftSources([:])
        defer { plist.remove() }
        try plist.write(
            "Info.plist",
            Data(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>UIAppFonts</key><array><string>Inter-Regular.otf</string></array></dict></plist>
                """.utf8))
        let registration = try AppFontRegistration.read(infoPlist: plist.path("Info.plist"))
        let findings = try lint(
            ["Theme.swift": source], linter: SwiftLinter(library: library, registration: registration))
        let unknown = try #require(findings.first { $0.rule == .unknownFontName })
        #expect(unknown.line == 3 && unknown.message.contains("\"Inter-SemiBld\" matches no PostScript or family name"))
        let unregistered = findings.filter { $0.rule == .unregisteredFont }
        #expect(unregistered.map(\.line) == [4])
        #expect(unregistered.first?.message.contains("InterDisplay-Bold.otf") == true)
    }

    @Test func boldOrItalicWithoutSuchAFaceIsAFinding() throws {
        let fonts = try SwiftSources([:])
        defer { fonts.remove() }
        try fonts.write(
            "Inter-Regular.otf", try Data(contentsOf: URL(fileURLWithPath: Self.fontsDirectory + "/Inter-Regular.otf")))
        try fonts.write(
            "Inter-Bold.otf", try Data(contentsOf: URL(fileURLWithPath: Self.fontsDirectory + "/Inter-Bold.otf")))
        let library = try FontLibrary(paths: [fonts.directory.path])
        let findings = try lint(
            [
                "Theme.swift": """
                extension Font {
                    static let strong = Font.custom("Inter", size: 17).bold()
                    static let quote = Font.custom("Inter-Regular", size: 17).italic()
                    static let semi = Font.custom("Inter", size: 17).weight(.semibold)
                }
                """
            ], linter: SwiftLinter(library: library))
        let missing = findings.filter { $0.rule == .missingFace }
        #expect(missing.map(\.line) == [3, 4])
        #expect(missing[0].message.contains(".italic() asks Inter for a regular italic face"))
        #expect(missing[1].message.contains("semibold"))
    }

    @Test func findingsAreSilencedByCommentOrByRule() throws {
        let files = [
            "Theme.swift": """
            extension Font {
                static let tag = Font.custom("Inter", fixedSize: 11) // typefit:ignore non-scaling-font
                // typefit:ignore
                static let label = Font.system(size: 15)
                static let other = Font.system(size: 16) // typefit:ignore scattered-font-name
            }
            """
        ]
        let findings = try lint(files)
        #expect(findings.map(\.line) == [5])
        #expect(try lint(files, linter: SwiftLinter(disabled: [.nonScalingFont])).isEmpty)
    }
}
