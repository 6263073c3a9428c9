/// The Unicode Script_Extensions property (UAX #24), from ICU: the scripts a character is used
/// with. A punctuation mark of the Common script such as U+060C ARABIC COMMA is used with
/// Arabic, Syriac, Thaana and others, which tells font fallback where to look for it.
package enum ScriptExtensions {
    /// The ISO 15924 tags of the scripts `scalar` is used with (`["Arab", "Nkoo", "Rohg",
    /// "Syrc", "Thaa", "Yezi"]` for U+060C); a character used with one script only gives its
    /// Script value (`["Latn"]`, or `["Zyyy"]` for most punctuation).
    package static func scripts(of scalar: Unicode.Scalar) -> [String] {
        ICUFunnel.scriptExtensions(of: scalar)
    }
}
