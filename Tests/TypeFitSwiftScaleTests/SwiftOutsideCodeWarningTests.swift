import Foundation
import Testing
import TypeFitScale

@testable import TypeFitSwiftScale

/// A definition whose value comes from outside the code (a setting, server data, generated code
/// absent from the tree) is left out with a warning naming file, line and the construct; never
/// silently guessed.
@Suite struct SwiftOutsideCodeWarningTests {
    /// The reading of one file, and its path.
    static func read(_ source: String) throws -> (reading: SwiftScaleReading, path: String) {
        let sources = try SwiftSources(["Theme.swift": source])
        defer { sources.remove() }
        return (try sources.read(), sources.path("Theme.swift"))
    }

    @Test func aFontNameFromUserDefaults() throws {
        let source = """
            extension Font {
                static let body = Font.custom("Inter", size: 17)
                static var chosen: Font {
                    .custom(UserDefaults.standard.string(forKey: "fontName")!, size: 17)
                }
            }
            """
        let (reading, path) = try Self.read(source)
        #expect(try reading.typeScale(source: "x").entries.map(\.name) == ["body"])
        let warning = try #require(reading.warnings.first { $0.message.contains("'chosen'") })
        #expect(warning.location.file == path && warning.location.line == 4)
        #expect(warning.message.contains("UserDefaults"), "\(warning.message)")
        #expect(warning.message.contains("outside the code"), "\(warning.message)")
    }

    @Test func aFontNameFromServerData() throws {
        let source = """
            struct RemoteTheme: Decodable {
                let fontName: String
                let size: CGFloat
            }
            enum ThemeStore {
                static var current: RemoteTheme?
            }
            extension Font {
                static let body = Font.custom("Inter", size: 17)
                static var remote: Font { .custom(ThemeStore.current!.fontName, size: 17) }
            }
            """
        let (reading, path) = try Self.read(source)
        #expect(try reading.typeScale(source: "x").entries.map(\.name) == ["body"])
        let warning = try #require(
            reading.warnings.first { $0.message.contains("'remote'") }, "\(reading.warnings.map(\.message))")
        // Named at the declaration of the value that has none (line 6), with the construct.
        #expect(warning.location.file == path && warning.location.line == 6)
        #expect(warning.message.contains("'current' has no value to read"), "\(warning.message)")
    }

    @Test func generatedCodeAbsentFromTheTree() throws {
        let source = """
            extension Font {
                static let body = Font.custom("Inter", size: 17)
            }
            enum Fonts {
                static let bold: UIFont = FontFamily.Inter.bold.font(size: 17)
                static let swiftUI = Font.custom(FontFamily.Inter.bold.name, size: 17)
            }
            """
        let (reading, path) = try Self.read(source)
        #expect(try reading.typeScale(source: "x").entries.map(\.name) == ["body"])
        let swiftUI = try #require(reading.warnings.first { $0.message.contains("'swiftUI'") })
        #expect(swiftUI.location.line == 6 && swiftUI.message.contains("outside the code"))
        let warning = try #require(
            reading.warnings.first { $0.message.contains("'bold'") }, "\(reading.warnings.map(\.message))")
        #expect(warning.location.file == path && warning.location.line == 5)
        #expect(warning.message.contains("FontFamily"), "\(warning.message)")
        #expect(warning.message.contains("outside the code"), "\(warning.message)")
    }

    @Test func aNameDefinedTwiceWhoseFirstDefinitionIsUnreadable() throws {
        let source = """
            extension Font {
                static let brand = Font.custom(Remote.fontName, size: 17)
            }
            enum Other {
                static let brand = Font.custom("Inter", size: 15)
            }
            """
        let (reading, path) = try Self.read(source)
        let warning = try #require(
            reading.warnings.first { $0.message.contains("'brand'") }, "\(reading.warnings.map(\.message))")
        #expect(warning.location.file == path && warning.location.line == 2)
        #expect(warning.message.contains("Remote.fontName"), "\(warning.message)")
        // The readable one is the entry; the unreadable one is not silently dropped (warned above).
        let scale = try reading.typeScale(source: "x").withoutPlaces
        #expect(scale.entries.count == 1)
        #expect(scale.entries.first?.font == "Inter" && scale.entries.first?.size == 15)
    }
}
