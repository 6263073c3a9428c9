import TypeFitInput

/// The strings one file has produced so far, checked against ``StringsLimits`` as each one is
/// added: the length of its text and key, the file's total length and the number of strings.
struct StringsTally {
    /// The limits checked.
    let limits: StringsLimits
    /// The file, for messages.
    let source: String
    /// The strings added, in order.
    private(set) var strings: [LocalizedString] = []
    /// UTF-16 code units of all the texts added.
    private(set) var totalUTF16Count = 0

    init(limits: StringsLimits, source: String) {
        self.limits = limits
        self.source = source
    }

    /// Adds `string`, or throws an ``InputError`` naming its key, locale and line when its
    /// text or key, or the file's texts together, or the number of strings, exceed the limits.
    mutating func append(_ string: LocalizedString) throws(InputError) {
        let length = string.text.utf16.count
        /// The string as messages name it (spelled out only for a message).
        var name: String {
            DocumentReader.quoted(string.key) + " ["
                + ([string.locale] + (string.variant.map { [$0] } ?? [])).joined(separator: ", ") + "]"
        }
        let keyLength = string.key.utf16.count
        guard keyLength <= limits.maximumStringUTF16Count else {
            throw InputError(
                path: source, kind: .stringTooLong, line: string.line,
                message:
                    "the key \(name) is \(keyLength) UTF-16 code units long, over the limit of \(limits.maximumStringUTF16Count) for one string; refusing to read the file"
            )
        }
        guard length <= limits.maximumStringUTF16Count else {
            throw InputError(
                path: source, kind: .stringTooLong, line: string.line,
                message:
                    "the text of \(name) is \(length) UTF-16 code units long, over the limit of \(limits.maximumStringUTF16Count) for one string; refusing to read the file"
            )
        }
        totalUTF16Count += length
        guard totalUTF16Count <= limits.maximumTotalUTF16Count else {
            throw InputError(
                path: source, kind: .stringTooLong, line: string.line,
                message:
                    "the strings up to \(name) hold more than \(limits.maximumTotalUTF16Count) UTF-16 code units together, over the limit for one file (variants included); refusing to read the file (split it, or raise the limit)"
            )
        }
        strings.append(string)
        try limits.check(count: strings.count, source: source)
    }
}
