import Foundation
import TypeFitDynamicType
import TypeFitScale
import TypeFitShaping
import TypeFitTestSupport
import TypeFitVocabulary

enum ScaleFixtures {
    /// A fixture file of this test target.
    static func path(_ name: String) -> String {
        TestFixtures.path(name, in: "TypeFitScaleTests")
    }

    /// A resolver on the bundled faces with the Inter stand-in for the system font.
    static func resolver(model: ScalingModel = .leadingRatio) throws -> TypeScaleResolver {
        CheckSetup.resolver(on: try BundledFonts.library(), model: model)
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
