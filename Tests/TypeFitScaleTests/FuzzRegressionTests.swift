import Foundation
import Testing
@testable import TypeFitScale

/// Inputs the fuzz targets found crashing, each refused now with an error naming the file.
@Suite("Fuzz regressions: type scales")
struct TypeScaleFuzzRegressionTests {
    /// FuzzStyleDictionary, crash-4bbd9cda…: a binary style dictionary whose root is a set
    /// (marker 0xC1). Foundation's PropertyListSerialization dereferenced a null pointer while
    /// bridging the set (SEGV in swift_dynamicCast, from Set._conditionallyBridgeFromObjectiveC).
    static let setStyleDictionary = Data(base64Encoded: """
        YnBsaXN0MDDBAQJUYm9kedIDRAUGWGZvbnROYW1gWGZvbnRTaXplXUludHpyLVJlZ3VsYXIjQDEAAAAAAAAICxAVHic1AAAAAAAAAQEA\
        AAAAAAAABwAAAAAAAAAAAAAAAAAAAD4=
        """)!

    @Test("a binary style dictionary holding a set is refused, not a crash")
    func setStyleDictionary() {
        #expect(throws: TypeScaleError(
            path: "Styles.plist", keyPath: "",
            message: "malformed property list: binary property list holds a set (object 0); no strings file, stringsdict, style dictionary or Info.plist has one")) {
            try TypeScale.parseStyleDictionary(Self.setStyleDictionary, source: "Styles.plist")
        }
    }

    @Test("an Info.plist holding a set is refused, not a crash")
    func setInfoPlist() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-info-\(UUID().uuidString).plist").path
        try Self.setStyleDictionary.write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: TypeScaleError.self) { try AppFontRegistration.read(infoPlist: path) }
    }
}
