import Foundation
import TypeFitInput

extension DocumentReader {
    /// A weight given as a name ("semibold") or a number (600), 1–1000.
    func weightValue() throws(InputError) -> Int {
        if typeName == "a number" {
            let weight = try number()
            guard weight == weight.rounded(), (1...1000).contains(weight) else {
                throw error("weight must be a whole number from 1 to 1000, found \(value)")
            }
            return Int(weight)
        }
        let name = try string()
        guard let weight = WeightNames.value(of: name) else {
            throw error("unknown weight '\(name)' (accepted: \(WeightNames.accepted), or a number 1–1000)")
        }
        return weight
    }
}
