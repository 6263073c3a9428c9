import TypeFitInput
import TypeFitScale

extension ScaleReport {
    /// What `typefit scale --print-default NAME` prints: a built-in scale's JSON (`inter` or
    /// `system`, any case), the example of the type scale format, with a final newline.
    package static func builtinScaleJSON(named name: String) throws(OptionError) -> String {
        switch name.lowercased() {
        case "inter": return TypeScale.defaultInterJSON + "\n"
        case "system": return TypeScale.defaultSystemJSON + "\n"
        default: throw OptionError("--print-default \(name): unknown built-in scale (accepted: inter, system)")
        }
    }
}
