import TypeFitDynamicType
import TypeFitVocabulary

/// Weight names as type scales write them, mapped to the `usWeightClass` scale through the
/// Dynamic Type model's `FontWeight` names (ultraLight 100 … black 900).
enum WeightNames {
    static func value(of name: String) -> Int? {
        FontWeight(name: name)?.value
    }

    static var accepted: String {
        FontWeight.named.map(\.name).joined(separator: ", ")
    }
}
