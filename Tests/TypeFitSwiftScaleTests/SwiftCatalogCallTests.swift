import Testing
import TypeFitDynamicType
import TypeFitScale
import TypeFitVocabulary

@testable import TypeFitSwiftScale

/// The reader follows the catalog: every row of ``FontAPICatalog`` that makes a font, called as
/// the row writes it, is read as the row says it scales. A row added to the catalog is read
/// without a change to the reader, and this test calls it too.
@Suite struct SwiftCatalogCallTests {
    /// An argument for each role, as an app writes it.
    static func argument(_ parameter: AppleFontAPI.Parameter) -> String? {
        switch parameter.role {
        case .fontName: "\"Inter\""
        case .pointSize: "17"
        case .textStyle: ".headline"
        case .weight: ".semibold"
        case .design: ".rounded"
        case .traitCollection: "UITraitCollection.current"
        case .font: "UIFont(name: \"Inter\", size: 17)!"
        case .maximumPointSize: "40"
        default: nil
        }
    }

    /// `row` called with an argument for every parameter, as Swift code; nil for a row this
    /// test cannot write a call for.
    static func call(_ row: AppleFontAPI) -> String? {
        let arguments = row.parameters.map(argument)
        guard !arguments.contains(nil) else { return nil }
        let written = row.call(arguments.compactMap { $0 }, includingType: row.kind != .method)
        switch row.kind {
        case .staticFunction: return written
        case .initializer: return written + "!"
        case .method: return "\(FontAPICatalog.metrics.call([".headline"])).\(written)"
        case .staticValue: return row.description
        default: return nil
        }
    }

    /// How the type scale models a row's scaling.
    static func expected(_ row: AppleFontAPI) -> TypeScaleEntry.Scaling? {
        switch row.scaling {
        case .relative(.receiver): .uikit
        case .relative: .relative
        case .fixed: .fixed
        case .asReceiver, .notApplicable: nil
        }
    }

    @Test func everyFontMakingRowIsReadAsItScales() throws {
        let rows = FontAPICatalog.rows.filter { $0.form != nil && $0.makesFont }
        let calls = rows.compactMap { row in Self.call(row).map { (row, $0) } }
        #expect(calls.count == rows.count, "rows without a call: \(rows.filter { Self.call($0) == nil })")
        let declarations = calls.enumerated().map { "    static let f\($0.offset) = \($0.element.1)" }
        let source = "import SwiftUI\nimport UIKit\nenum Fonts {\n\(declarations.joined(separator: "\n"))\n}\n"
        let reading = try SwiftSources.reading(source)
        let scale = try reading.typeScale(source: "Fonts.swift").withoutPlaces
        for (index, (row, call)) in calls.enumerated() {
            let entry = scale.entry(named: "f\(index)")
            #expect(entry != nil, "\(call) (\(row)) is not read: \(reading.warnings.map(\.message))")
            #expect(entry?.scaling == Self.expected(row), "\(call) (\(row))")
            if case .relative(.argument) = row.scaling, row.form?.isTextStyle == true {
                #expect(entry?.textStyle == .headline, "\(call)")
            }
            for effect in row.effects {
                switch effect {
                case .weight(let weight): #expect(entry?.weight == weight.value, "\(call)")
                case .italic: #expect(entry?.italic == true, "\(call)")
                case .feature(let feature): #expect(entry?.features.contains(feature) == true, "\(call)")
                default: break
                }
            }
        }
    }
}
