import TypeFitVocabulary

extension FontWeight {
    /// Like ``TypeFitVocabulary/FontWeight/init(name:)`` but throws
    /// ``DynamicTypeError/unknownName(kind:value:accepted:)``.
    public static func parse(_ name: String) throws(DynamicTypeError) -> FontWeight {
        guard let weight = FontWeight(name: name) else {
            throw .unknownName(kind: .fontWeight, value: name, accepted: acceptedNames)
        }
        return weight
    }
}
