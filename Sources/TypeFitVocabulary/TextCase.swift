/// A case the app draws a text in, whatever case the string is written in: SwiftUI's
/// `Text.Case` (`.textCase(.uppercase)`), UIKit's `uppercased()` / `lowercased()` on the label's
/// text. Spelled as SwiftUI names the cases, in constraints files (`"textCase": "uppercase"`) and
/// on the command line (`--text-case uppercase`).
///
/// The mapping is the locale's full Unicode case mapping (ICU's `u_strToUpper`/`u_strToLower`
/// with the string's locale), as Foundation's `uppercased(with:)` gives: German ß becomes SS,
/// Turkish and Azerbaijani i becomes İ, Greek drops its accents in uppercase, Lithuanian keeps
/// the dot of i with an accent in lowercase.
public enum TextCase: String, Sendable, Hashable, CaseIterable, Codable {
    /// Every letter in its uppercase form (`Text.Case.uppercase`).
    case uppercase
    /// Every letter in its lowercase form (`Text.Case.lowercase`).
    case lowercase
}
