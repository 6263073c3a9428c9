import Foundation
import Testing
import TypeFitVocabulary

@testable import TypeFitDynamicType

@Suite("Dynamic Type sizes")
struct DynamicTypeSizeTests {
    /// (SwiftUI name, UIKit member, UIKit raw constant, short form) for every size, in order.
    static let names: [(String, String, String, String)] = [
        ("xSmall", "extraSmall", "UICTContentSizeCategoryXS", "xSmall"),
        ("small", "small", "UICTContentSizeCategoryS", "small"),
        ("medium", "medium", "UICTContentSizeCategoryM", "medium"),
        ("large", "large", "UICTContentSizeCategoryL", "large"),
        ("xLarge", "extraLarge", "UICTContentSizeCategoryXL", "xLarge"),
        ("xxLarge", "extraExtraLarge", "UICTContentSizeCategoryXXL", "xxLarge"),
        ("xxxLarge", "extraExtraExtraLarge", "UICTContentSizeCategoryXXXL", "xxxLarge"),
        ("accessibility1", "accessibilityMedium", "UICTContentSizeCategoryAccessibilityM", "AX1"),
        ("accessibility2", "accessibilityLarge", "UICTContentSizeCategoryAccessibilityL", "AX2"),
        ("accessibility3", "accessibilityExtraLarge", "UICTContentSizeCategoryAccessibilityXL", "AX3"),
        ("accessibility4", "accessibilityExtraExtraLarge", "UICTContentSizeCategoryAccessibilityXXL", "AX4"),
        ("accessibility5", "accessibilityExtraExtraExtraLarge", "UICTContentSizeCategoryAccessibilityXXXL", "AX5"),
    ]

    @Test("SwiftUI order, with large the default")
    func order() {
        #expect(DynamicTypeSize.allCases.map(\.rawValue) == Self.names.map(\.0))
        #expect(DynamicTypeSize.default == .large)
        #expect(DynamicTypeSize.xSmall < .small && .xxxLarge < .accessibility1)
        #expect(DynamicTypeSize.allCases.sorted() == DynamicTypeSize.allCases)
        #expect(DynamicTypeSize(ordinal: 11) == .accessibility5)
        #expect(DynamicTypeSize(ordinal: 12) == nil && DynamicTypeSize(ordinal: -1) == nil)
        #expect(DynamicTypeSize.count == DynamicTypeSize.allCases.count)
        for (index, size) in DynamicTypeSize.allCases.enumerated() {
            #expect(size.ordinal == index && DynamicTypeSize(ordinal: index) == size)
        }
    }

    @Test("a size column: indexed by size, iterated smallest first, counted in place")
    func sizeColumn() {
        var column = SizeColumn<String>()
        #expect(column.isEmpty && column.count == 0)
        column[.accessibility2] = "wide"
        column[.xSmall] = "narrow"
        column[.large] = "wide"
        #expect(column.sizes == [.xSmall, .large, .accessibility2])
        #expect(column.map(\.value) == ["narrow", "wide", "wide"])
        #expect(column.count == 3 && column.count { $0 == "wide" } == 2)
        #expect(column[.medium] == nil && column[.medium, default: "none"] == "none")
        column.updateEach { size, value in value += size.isAccessibilitySize ? "!" : "" }
        #expect(column.values == ["narrow", "wide", "wide!"])
        #expect(column.mapValues(\.count)[.accessibility2] == 5)
    }

    @Test("accessibility sizes")
    func accessibility() {
        #expect(
            DynamicTypeSize.allCases.filter(\.isAccessibilitySize) == [
                .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5,
            ])
        #expect(!DynamicTypeSize.xxxLarge.isAccessibilitySize)
    }

    @Test("every name form parses to the right size", arguments: Array(0..<12))
    func nameForms(index: Int) {
        let (swiftUI, uiKit, constant, short) = Self.names[index]
        let size = DynamicTypeSize.allCases[index]
        #expect(DynamicTypeSize(name: swiftUI) == size)
        #expect(DynamicTypeSize(name: uiKit) == size)
        #expect(DynamicTypeSize(name: constant) == size)
        #expect(DynamicTypeSize(name: short) == size)
        #expect(size.uiKitName == uiKit)
        #expect(size.uiKitRawValue == constant)
        #expect(size.shortName == short)
    }

    @Test(
        "parsing is case-insensitive and ignores a leading dot",
        arguments: [
            ("ax1", DynamicTypeSize.accessibility1), ("Ax5", .accessibility5), ("XSMALL", .xSmall),
            (".xxxLarge", .xxxLarge), ("uictcontentsizecategoryaccessibilityxxxl", .accessibility5),
            ("Extra Extra Large", .xxLarge), ("  large ", .large), ("AccessibilityMedium", .accessibility1),
        ])
    func caseInsensitive(name: String, expected: DynamicTypeSize) {
        #expect(DynamicTypeSize(name: name) == expected)
    }

    @Test(
        "bad names give nil, or a typed error listing the accepted names",
        arguments: [
            "", "huge", "-large", "+AX1", "AX6", "AX0", "accessibility6", "unspecified", "UICTContentSizeCategoryXXXXL",
            "x-small!",
        ])
    func badNames(name: String) {
        #expect(DynamicTypeSize(name: name) == nil)
        #expect {
            try DynamicTypeSize.parse(name)
        } throws: { error in
            guard let error = error as? DynamicTypeError,
                case .unknownName(let kind, let value, let accepted) = error
            else { return false }
            return kind == .dynamicTypeSize && value == name && accepted.contains("accessibility5")
                && accepted.contains("extraExtraExtraLarge") && accepted.contains("AX1")
                && error.description.contains("\"\(name)\"")
        }
    }

    @Test("Codable: encodes the SwiftUI name, decodes any accepted name, rejects others")
    func codable() throws {
        let encoded = try JSONEncoder().encode([DynamicTypeSize.accessibility2, .xSmall])
        #expect(String(decoding: encoded, as: UTF8.self) == #"["accessibility2","xSmall"]"#)
        let decoded = try JSONDecoder().decode(
            [DynamicTypeSize].self, from: Data(#"["AX3","extraSmall","large"]"#.utf8))
        #expect(decoded == [.accessibility3, .xSmall, .large])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([DynamicTypeSize].self, from: Data(#"["AX9"]"#.utf8))
        }
    }
}
