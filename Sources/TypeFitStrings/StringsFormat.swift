import Foundation

/// The formats TypeFit reads strings from, by file extension.
public enum StringsFormat: String, Sendable, Hashable, CaseIterable {
    /// `.xcstrings`: Xcode String Catalog (``StringCatalogReader``).
    case stringCatalog = "xcstrings"
    /// `.strings`: `"key" = "value";` (``StringsFileReader``).
    case strings
    /// `.stringsdict`: plural rules (``StringsDictReader``).
    case stringsDict = "stringsdict"
    /// `.json`: a flat object of strings (``JSONStringsReader``).
    case json
    /// `.txt`: one string per line (``PlainTextStringsReader``).
    case plainText = "txt"
    /// `.mo`: a compiled GNU gettext catalog (``GettextCatalogReader``).
    case gettext = "mo"

    /// The format of `path` by its extension (case-insensitive); nil for any other.
    public init?(path: String) {
        self.init(rawValue: URL(fileURLWithPath: path).pathExtension.lowercased())
    }
}
