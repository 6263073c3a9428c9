import TypeFitVocabulary

/// The case a container shows its text in, whatever case the string is written in.
public enum ContainerTextCase: String, Sendable, Hashable, Codable {
    /// As written: no transform.
    case asWritten
    /// Uppercased with the string's locale (German ß becomes SS).
    case uppercase
    /// Lowercased with the string's locale.
    case lowercase

    /// The transform as constraints files name it; nil for ``asWritten``.
    public var textCase: TextCase? {
        switch self {
        case .asWritten: nil
        case .uppercase: .uppercase
        case .lowercase: .lowercase
        }
    }
}
