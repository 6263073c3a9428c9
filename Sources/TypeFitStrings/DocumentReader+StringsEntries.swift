import TypeFitInput

extension DocumentReader {
    /// The members of a document whose top level maps string keys to entries (a strings file as
    /// a property list, a stringsdict, a JSON strings file), each read as `["key"]`: those named
    /// in `order` first, in that order (a JSON file's order, ``JSONKeyLines``), then the rest by
    /// key. Throws when the top level is not an object (`what` says what it should be) or holds
    /// more entries than ``StringsLimits/maximumStrings``.
    func stringsEntries(expecting what: String, limits: StringsLimits, order: [String] = []) throws(InputError) -> [(
        key: String, reader: DocumentReader
    )] {
        guard let entries = value as? [String: Any] else { throw error("expected \(what), found \(typeName)") }
        try limits.check(count: entries.count, source: path)
        let ordered = Set(order)
        let keys = order.filter { entries[$0] != nil } + entries.keys.filter { !ordered.contains($0) }.sorted()
        return keys.map { ($0, subscripted($0, entries[$0]!)) }
    }
}
