import TypeFitVocabulary

extension DynamicTypeSize {
    /// Like ``TypeFitVocabulary/DynamicTypeSize/init(name:)`` but throws
    /// ``DynamicTypeError/unknownName(kind:value:accepted:)`` listing the accepted names.
    public static func parse(_ name: String) throws(DynamicTypeError) -> DynamicTypeSize {
        try DynamicTypeError.parse(name, as: .dynamicTypeSize, accepted: acceptedNames, by: DynamicTypeSize.init(name:))
    }
}
