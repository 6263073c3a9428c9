import Foundation
import Testing
import TypeFitInput
import TypeFitUnicode

@testable import TypeFitStrings

/// Inputs the fuzz targets found crashing, each refused now with an error naming the file.
@Suite("Fuzz regressions: strings readers")
struct StringsFuzzRegressionTests {
    /// FuzzStringsDict, crash-b0b8f30e…: a binary `.stringsdict` whose plural variable is a set
    /// (marker 0xC2). Foundation's PropertyListSerialization dereferenced a null pointer while
    /// bridging the set (SEGV in swift_dynamicCast, from Set._conditionallyBridgeFromObjectiveC).
    static let setInStringsDict: [UInt8] = [
        0x62, 0x70, 0x6C, 0x69, 0x73, 0x74, 0x30, 0x30, 0xD1, 0x01, 0x02, 0x51, 0x6E, 0xD2, 0x03, 0x04,
        0x05, 0x06, 0x5F, 0x10, 0x1A, 0x4E, 0x53, 0x53, 0x34, 0x72, 0x69, 0x6E, 0xE7, 0x4C, 0x6F, 0x63,
        0x61, 0x6C, 0x69, 0x7A, 0x65, 0x64, 0x46, 0x6F, 0x72, 0x6D, 0x61, 0x74, 0x4B, 0x65, 0x79, 0x67,
        0x7A, 0x65, 0x72, 0x6F, 0x40, 0x78, 0x40, 0xC2, 0x07, 0x08, 0x09, 0x0A, 0x0B, 0x0C, 0x5F, 0x10,
        0x19, 0x4E, 0x53, 0x53, 0x74, 0x72, 0x69, 0x6E, 0x67, 0x46, 0x6F, 0x72, 0x6D, 0x61, 0x74, 0x53,
        0x70, 0x65, 0x63, 0x54, 0x79, 0x70, 0x5B, 0x4B, 0x65, 0x79, 0x53, 0x6F, 0x6E, 0x65, 0x55, 0x6F,
        0x74, 0x68, 0x65, 0x72, 0x5F, 0x10, 0x16, 0x4E, 0x53, 0x53, 0x74, 0x72, 0x69, 0x6E, 0x67, 0x50,
        0x6C, 0x75, 0x72, 0x61, 0x6C, 0x52, 0x75, 0x6C, 0x65, 0x54, 0x79, 0x70, 0x65, 0x54, 0x25, 0x64,
        0x20, 0x61, 0x54, 0x3B, 0x64, 0x20, 0x62, 0x08, 0x0B, 0x0D, 0x12, 0x2F, 0x31, 0x37, 0x3E, 0x5A,
        0x5E, 0x64, 0x7D, 0x82, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x01, 0x00, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x0D, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x87,
    ]

    /// The smallest such file: a binary property list whose root is a set of two strings.
    static let setRoot: [UInt8] =
        Array("bplist00".utf8) + [0xC2, 1, 2, 0x51, 0x61, 0x51, 0x62, 8, 11, 13]
        + [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 3] + [0, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 0, 0, 0, 0, 15]

    @Test("a binary .stringsdict holding a set is refused, not a crash")
    func setInStringsDict() {
        #expect(
            throws: InputError(
                path: "ar.stringsdict", kind: .syntax,
                message:
                    "malformed property list: binary property list holds a set (object 6); no strings file, stringsdict, style dictionary or Info.plist has one"
            )
        ) {
            try StringsDictReader.parse(data: Data(Self.setInStringsDict), source: "ar.stringsdict")
        }
    }

    @Test("a binary .strings file that is a set is refused, not a crash")
    func setAsStringsFile() {
        #expect(
            throws: InputError(
                path: "Localizable.strings", kind: .syntax,
                message:
                    "malformed property list: binary property list holds a set (object 0); no strings file, stringsdict, style dictionary or Info.plist has one"
            )
        ) {
            try StringsFileReader.parse(data: Data(Self.setRoot), source: "Localizable.strings")
        }
    }

    @Test("the check passes every other kind of object, and anything that is not a binary property list")
    func checkPassesOtherObjects() {
        // Root: an array of a string, a dictionary, data, a date, an integer and a real.
        let objects: [[UInt8]] = [
            [0xA6, 1, 2, 5, 6, 7, 8], [0x51, 0x61], [0xD1, 3, 4], [0x51, 0x6B], [0x51, 0x76],
            [0x42, 0x00, 0x01], [0x33, 0, 0, 0, 0, 0, 0, 0, 0], [0x10, 0x05], [0x23, 0x40, 0x31, 0, 0, 0, 0, 0, 0],
        ]
        var plist = Array("bplist00".utf8)
        var offsets: [UInt8] = []
        for object in objects {
            offsets.append(UInt8(plist.count))
            plist += object
        }
        let table = plist.count
        plist +=
            offsets + [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, UInt8(objects.count)]
            + [UInt8](repeating: 0, count: 8)
            + [0, 0, 0, 0, 0, 0, 0, UInt8(table)]
        #expect(plist.withUnsafeBytes { BinaryPropertyListCheck.problem(in: $0) } == nil)
        #expect((try? PropertyListSerialization.propertyList(from: Data(plist), format: nil) as? [Any])?.count == 6)
        for other in ["<?xml version=\"1.0\"?><plist/>", "\"k\" = \"v\";", "bplist00", ""] {
            #expect(Array(other.utf8).withUnsafeBytes { BinaryPropertyListCheck.problem(in: $0) } == nil)
        }
        #expect(Self.setRoot.withUnsafeBytes { BinaryPropertyListCheck.problem(in: $0) } != nil)
    }
}
