import Foundation
import Testing
import TypeFitVocabulary

@testable import TypeFitDynamicType

@Suite("Dynamic Type size ranges")
struct DynamicTypeSizeRangeTests {
    @Test("construction from Swift ranges")
    func construction() throws {
        let closed = DynamicTypeSizeRange(.small ... .xxxLarge)
        #expect(closed.lowerBound == .small && closed.upperBound == .xxxLarge)
        let through = DynamicTypeSizeRange(...DynamicTypeSize.accessibility1)
        #expect(through.lowerBound == .xSmall && through.upperBound == .accessibility1)
        let from = DynamicTypeSizeRange(DynamicTypeSize.large...)
        #expect(from.lowerBound == .large && from.upperBound == .accessibility5)
        let halfOpen = try DynamicTypeSizeRange(.small ..< .accessibility1)
        #expect(halfOpen.upperBound == .xxxLarge)
        let upTo = try DynamicTypeSizeRange(..<DynamicTypeSize.large)
        #expect(upTo.lowerBound == .xSmall && upTo.upperBound == .medium)
        let fixed = DynamicTypeSizeRange(fixed: .xLarge)
        #expect(fixed.isFixed && fixed.sizes == [.xLarge])
        #expect(DynamicTypeSizeRange.all.sizes == DynamicTypeSize.allCases)
        #expect(DynamicTypeSizeRange.standardSizes.sizes.count == 7)
    }

    @Test("lower bound above upper bound is a typed error")
    func inverted() {
        #expect(throws: DynamicTypeError.lowerBoundExceedsUpperBound(lower: "accessibility1", upper: "large")) {
            try DynamicTypeSizeRange(.accessibility1, .large)
        }
        #expect(throws: DynamicTypeError.self) { try DynamicTypeSizeRange(..<DynamicTypeSize.xSmall) }
        #expect(throws: DynamicTypeError.self) { try DynamicTypeSizeRange(.large ..< .large) }
    }

    @Test(
        "clamping a size into a range",
        arguments: [
            (DynamicTypeSize.xSmall, DynamicTypeSize.small), (.small, .small), (.large, .large),
            (.xxxLarge, .xxxLarge), (.accessibility1, .xxxLarge), (.accessibility5, .xxxLarge),
        ])
    func clamp(size: DynamicTypeSize, expected: DynamicTypeSize) {
        let range = DynamicTypeSizeRange(.small ... .xxxLarge)
        #expect(range.clamp(size) == expected)
        #expect(range.contains(expected))
    }

    @Test("set intersection; nil when disjoint")
    func intersection() {
        let a = DynamicTypeSizeRange(.small ... .xxLarge)
        let b = DynamicTypeSizeRange(.large ... .accessibility2)
        #expect(a.intersection(b) == DynamicTypeSizeRange(.large ... .xxLarge))
        let c = DynamicTypeSizeRange(DynamicTypeSize.accessibility1...)
        #expect(a.intersection(c) == nil)
    }

    @Test("nested ranges intersect")
    func nestedOverlap() {
        let outer = DynamicTypeSizeRange(...DynamicTypeSize.xxxLarge)
        let inner = DynamicTypeSizeRange(DynamicTypeSize.large...)
        #expect(inner.nested(inside: outer) == DynamicTypeSizeRange(.large ... .xxxLarge))
        #expect(inner.nested(inside: outer).clamp(.accessibility5) == .xxxLarge)
        #expect(inner.nested(inside: outer).clamp(.xSmall) == .large)
    }

    @Test("an outer range still clamps a fixed inner size outside it")
    func nestedFixed() {
        let outer = DynamicTypeSizeRange(...DynamicTypeSize.large)
        let fixedInner = DynamicTypeSizeRange(fixed: .xxLarge)
        let effective = fixedInner.nested(inside: outer)
        #expect(effective == DynamicTypeSizeRange(fixed: .large))
        for size in DynamicTypeSize.allCases {
            #expect(effective.clamp(size) == .large)
        }
        // A fixed size inside the outer range stays.
        #expect(DynamicTypeSizeRange(fixed: .small).nested(inside: outer) == DynamicTypeSizeRange(fixed: .small))
        // Disjoint ranges: the outer bound nearest the inner range.
        let high = DynamicTypeSizeRange(DynamicTypeSize.accessibility2...)
        #expect(high.nested(inside: outer) == DynamicTypeSizeRange(fixed: .large))
    }

    @Test("a chain of modifiers, outermost first")
    func chain() {
        let effective = DynamicTypeSizeRange.effective(outermostFirst: [
            DynamicTypeSizeRange(...DynamicTypeSize.accessibility3),
            DynamicTypeSizeRange(.medium ... .accessibility5),
            DynamicTypeSizeRange(.small ... .accessibility1),
        ])
        #expect(effective == DynamicTypeSizeRange(.medium ... .accessibility1))
        #expect(DynamicTypeSizeRange.effective(outermostFirst: []) == .all)
    }

    @Test("nested clamp equals clamping by the inner range, then the outer one")
    func nestedEqualsComposition() {
        let ranges = [
            DynamicTypeSizeRange(fixed: .xLarge), DynamicTypeSizeRange(.small ... .large),
            DynamicTypeSizeRange(DynamicTypeSize.accessibility1...), .all,
        ]
        for outer in ranges {
            for inner in ranges {
                for size in DynamicTypeSize.allCases {
                    #expect(inner.nested(inside: outer).clamp(size) == outer.clamp(inner.clamp(size)))
                }
            }
        }
    }

    @Test(
        "parsing range strings",
        arguments: [
            ("xSmall...xxxLarge", DynamicTypeSize.xSmall, DynamicTypeSize.xxxLarge),
            ("...accessibility1", .xSmall, .accessibility1),
            ("large...", .large, .accessibility5),
            ("small ... AX2", .small, .accessibility2),
            ("extraLarge...accessibilityMedium", .xLarge, .accessibility1),
            ("..<AX1", .xSmall, .xxxLarge),
            ("small..<large", .small, .medium),
            ("xLarge", .xLarge, .xLarge),
            (".small ... .large", .small, .large),
        ])
    func parse(text: String, lower: DynamicTypeSize, upper: DynamicTypeSize) throws {
        let range = try DynamicTypeSizeRange.parse(text)
        #expect(range.lowerBound == lower && range.upperBound == upper)
        #expect(try DynamicTypeSizeRange.parse(range.description) == range)
    }

    @Test(
        "bad range strings throw the right typed error",
        arguments: [
            ("accessibility1...large", "lowerBound"), ("xLarge..<large", "lowerBound"),
            ("huge...large", "unknownName"), ("large...enormous", "unknownName"),
            ("...", "invalidRange"), ("", "invalidRange"), ("large....xLarge", "invalidRange"),
            ("large..xLarge", "invalidRange"), ("a...b...c", "invalidRange"), ("..<xSmall", "invalidRange"),
            ("large..<large", "invalidRange"), ("large..<", "invalidRange"), ("small...<large", "invalidRange"),
        ])
    func badStrings(text: String, kind: String) {
        #expect {
            try DynamicTypeSizeRange.parse(text)
        } throws: { error in
            switch (error as? DynamicTypeError, kind) {
            case (.lowerBoundExceedsUpperBound?, "lowerBound"), (.unknownName?, "unknownName"),
                (.invalidRange?, "invalidRange"):
                return !(error as! DynamicTypeError).description.isEmpty
            default:
                return false
            }
        }
    }

    @Test("lower-above-upper message names both bounds")
    func message() {
        let error = DynamicTypeError.lowerBoundExceedsUpperBound(lower: "accessibility1", upper: "large")
        #expect(error.description.contains("accessibility1") && error.description.contains("large"))
        #expect(error.description.contains("exceeds"))
    }

    @Test("Codable round trip as a string")
    func codable() throws {
        let range = DynamicTypeSizeRange(.small ... .accessibility2)
        let data = try JSONEncoder().encode([range])
        #expect(String(decoding: data, as: UTF8.self) == #"["small...accessibility2"]"#)
        #expect(try JSONDecoder().decode([DynamicTypeSizeRange].self, from: data) == [range])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([DynamicTypeSizeRange].self, from: Data(#"["AX2...small"]"#.utf8))
        }
    }
}
