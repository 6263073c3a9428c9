import Foundation
import Testing
import TypeFitInput
import TypeFitTestSupport

@testable import TypeFitScale

/// Inputs the fuzz targets found crashing, each refused now with an error naming the file.
@Suite("Fuzz regressions: type scales")
struct TypeScaleFuzzRegressionTests {
    /// FuzzStyleDictionary, crash-4bbd9cda…: a binary style dictionary whose root is a set
    /// (marker 0xC1). Foundation's PropertyListSerialization dereferenced a null pointer while
    /// bridging the set (SEGV in swift_dynamicCast, from Set._conditionallyBridgeFromObjectiveC).
    static let setStyleDictionary: [UInt8] = [
        0x62, 0x70, 0x6C, 0x69, 0x73, 0x74, 0x30, 0x30, 0xC1, 0x01, 0x02, 0x54, 0x62, 0x6F, 0x64, 0x79,
        0xD2, 0x03, 0x44, 0x05, 0x06, 0x58, 0x66, 0x6F, 0x6E, 0x74, 0x4E, 0x61, 0x6D, 0x60, 0x58, 0x66,
        0x6F, 0x6E, 0x74, 0x53, 0x69, 0x7A, 0x65, 0x5D, 0x49, 0x6E, 0x74, 0x7A, 0x72, 0x2D, 0x52, 0x65,
        0x67, 0x75, 0x6C, 0x61, 0x72, 0x23, 0x40, 0x31, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x08, 0x0B,
        0x10, 0x15, 0x1E, 0x27, 0x35, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x01, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x07, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x3E,
    ]

    @Test("a binary style dictionary holding a set is refused, not a crash")
    func setStyleDictionary() {
        #expect(
            throws: InputError(
                path: "Styles.plist", kind: .syntax,
                message:
                    "malformed property list: binary property list holds a set (object 0); no strings file, stringsdict, style dictionary or Info.plist has one"
            )
        ) {
            try TypeScale.parseStyleDictionary(Data(Self.setStyleDictionary), source: "Styles.plist")
        }
    }

    @Test("an Info.plist holding a set is refused, not a crash")
    func setInfoPlist() throws {
        let scratch = try ScratchDirectory("typefit-info")
        defer { scratch.remove() }
        let path = try scratch.write("Info.plist", Data(Self.setStyleDictionary)).path
        #expect(throws: InputError.self) { try AppFontRegistration.read(infoPlist: path) }
    }
}
