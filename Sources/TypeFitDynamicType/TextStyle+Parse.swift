import TypeFitVocabulary

extension TextStyle {
    /// Like ``TypeFitVocabulary/TextStyle/init(name:)`` but throws
    /// ``DynamicTypeError/unknownName(kind:value:accepted:)`` listing the accepted names.
    public static func parse(_ name: String) throws(DynamicTypeError) -> TextStyle {
        guard let style = TextStyle(name: name) else {
            throw .unknownName(kind: .textStyle, value: name, accepted: acceptedNames)
        }
        return style
    }
}
