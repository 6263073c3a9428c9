import Foundation
import TypeFitDynamicType
import TypeFitScale
import TypeFitShaping
import TypeFitVocabulary

enum ScaleFixtures {
    /// A fixture file of this test target.
    static func path(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)").path
    }

    /// A resolver on the bundled faces with the Inter stand-in for the system font.
    static func resolver(model: ScalingModel = .leadingRatio) throws -> TypeScaleResolver {
        let bundled = try BundledFonts.library()
        return TypeScaleResolver(library: bundled, systemFont: .standIn(bundled: bundled), model: model)
    }

    /// The iOS leading of `style` at `size`, from the platform table.
    static func leading(_ style: TextStyle, _ size: DynamicTypeSize) -> Double {
        Platform.iOS.typeTable.metrics(for: style, at: size)!.leading
    }

    /// Parses an inline JSON scale.
    static func scale(_ json: String) throws -> TypeScale {
        try TypeScale.parse(Data(json.utf8), source: "inline.json")
    }
}
