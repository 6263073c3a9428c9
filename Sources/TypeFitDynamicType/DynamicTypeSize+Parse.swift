import TypeFitVocabulary

extension DynamicTypeSize {
    /// Like ``TypeFitVocabulary/DynamicTypeSize/init(name:)`` but throws
    /// ``DynamicTypeError/unknownName(kind:value:accepted:)`` listing the accepted names.
    public static func parse(_ name: String) throws(DynamicTypeError) -> DynamicTypeSize {
        guard let size = DynamicTypeSize(name: name) else {
            throw .unknownName(kind: .dynamicTypeSize, value: name, accepted: acceptedNames)
        }
        return size
    }
}
