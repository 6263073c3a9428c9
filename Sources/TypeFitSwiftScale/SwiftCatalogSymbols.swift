/// Accessors generated from the app's catalog keys at build time, whose generated file is not in
/// the sources read, mapped back to their keys by the naming schemes generators use:
/// - Xcode's generated string catalog symbols: `Text(.cartCheckoutTitle)` and
///   `LocalizedStringResource.cartCheckoutTitle` for the key `cart.checkout.title` (the key's
///   words in lower camel case);
/// - SwiftGen's strings templates: `L10n.Cart.checkoutTitle` for `cart.checkout_title` (each
///   dot-separated part a type in upper camel case, the last a member in lower camel case);
/// - script-made enums: `LocalString.cart_checkout_title` (the key lowercased, each character
///   other than a letter or digit an underscore).
///
/// A name two keys give is left out: it cannot be told which key it is. An explicit root
/// (`LocalString`, `L10n`) counts as a generated namespace only when no source read declares
/// it and most of the names used on it are catalog keys' (``namespaces(references:declared:)``).
struct SwiftCatalogSymbols: Sendable {
    /// Symbol (`cartCheckoutTitle`, `Cart.checkoutTitle`, `cart_checkout_title`) → key; nil
    /// when two keys give the same symbol.
    private var keys: [String: String?] = [:]
    /// Xcode's lower-camel-case symbols alone, for implicit members (`Text(.cartCheckoutTitle)`).
    private var camelCaseKeys: [String: String?] = [:]

    /// Nothing known (no catalog given).
    static let empty = SwiftCatalogSymbols(keys: [])

    /// The fewest names used on an undeclared root for it to count as generated.
    static let fewestNamesOfANamespace = 3

    init(keys catalogKeys: some Sequence<String>) {
        for key in catalogKeys {
            let words = Self.words(of: key)
            guard !words.isEmpty else { continue }
            let camel = Self.lowerCamelCase(words)
            Self.add(camel, key, to: &camelCaseKeys)
            var symbols: Set<String> = [camel, Self.underscored(key)]
            let parts = key.split(separator: ".", omittingEmptySubsequences: false).map { Self.words(of: String($0)) }
            if parts.count > 1, parts.allSatisfy({ !$0.isEmpty }) {
                symbols.insert(
                    (parts.dropLast().map { Self.upperCamelCase($0) } + [Self.lowerCamelCase(parts.last!)])
                        .joined(separator: "."))
            }
            for symbol in symbols { Self.add(symbol, key, to: &keys) }
        }
    }

    var isEmpty: Bool { keys.isEmpty }

    /// The key of a symbol written after a generated namespace (`["Cart", "checkoutTitle"]` after
    /// `L10n`), if exactly one key gives it.
    func key(forPath path: some Collection<String>) -> String? {
        guard !path.isEmpty, let found = keys[path.joined(separator: ".")] else { return nil }
        return found
    }

    /// The key of Xcode's symbol `name` (`cartCheckoutTitle`), if exactly one key gives it.
    func key(forCamelCaseSymbol name: String) -> String? {
        guard let found = camelCaseKeys[name] else { return nil }
        return found
    }

    /// The roots of member paths that are generated namespaces: not declared by any source read
    /// (`declared`), with at least ``fewestNamesOfANamespace`` distinct paths used on them
    /// (`references`: root → the paths after it), of which at least four in five are symbols
    /// of catalog keys. `LocalizedStringResource` (Xcode's symbols) always is one when a
    /// catalog is given.
    func namespaces(references: [String: Set<String>], declared: Set<String>) -> Set<String> {
        guard !keys.isEmpty else { return [] }
        var found: Set<String> = ["LocalizedStringResource"]
        for (root, paths) in references where !declared.contains(root) && paths.count >= Self.fewestNamesOfANamespace {
            let symbols = paths.filter { key(forPath: $0.split(separator: ".").map(String.init)) != nil }.count
            if symbols * 5 >= paths.count * 4 { found.insert(root) }
        }
        return found
    }

    private static func add(_ symbol: String, _ key: String, to table: inout [String: String?]) {
        if let existing = table[symbol] {
            if existing != key { table[symbol] = .some(nil) }
        } else {
            table[symbol] = key
        }
    }

    /// The key's words: its runs of letters and digits.
    private static func words(of key: String) -> [Substring] {
        key.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
    }

    private static func lowerCamelCase(_ words: [Substring]) -> String {
        guard let first = words.first else { return "" }
        return lowercasedFirst(first) + words.dropFirst().map(uppercasedFirst).joined()
    }

    private static func upperCamelCase(_ words: [Substring]) -> String {
        words.map(uppercasedFirst).joined()
    }

    private static func underscored(_ key: String) -> String {
        String(key.lowercased().map { ("a"..."z").contains($0) || ("0"..."9").contains($0) ? $0 : "_" })
    }

    private static func uppercasedFirst(_ word: Substring) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    private static func lowercasedFirst(_ word: Substring) -> String {
        word.prefix(1).lowercased() + word.dropFirst()
    }
}
