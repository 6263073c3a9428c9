import Foundation

extension DocumentReader {
    /// A value Foundation's JSON parser has just made, handed once from the thread that parsed
    /// it to the one that joins the parts (never changed after): what ``parsedJSON(_:)`` gives.
    package struct ParsedJSON: @unchecked Sendable {
        package let value: Any
    }

    /// `bytes` parsed as JSON (fragments allowed, as ``json(text:source:recordLine:)`` parses),
    /// or nil when Foundation refuses them.
    package static func parsedJSON(_ bytes: [UInt8]) -> ParsedJSON? {
        (try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])).map(ParsedJSON.init)
    }

    /// Documents smaller than this, in bytes, are parsed whole.
    static let smallestSplitDocument = 256 << 10

    /// Reads a JSON document as ``json(_:source:maximumBytes:what:recordLine:)`` does, with the
    /// same value, errors, key paths and lines, but parsed in parts: the members of the
    /// top-level object's member `member` (a String Catalog's `strings`, a hundred thousand
    /// objects) in runs, each run as `{"s":{…}}` (the nesting depth of the whole), and the rest
    /// with that member emptied. `parse` parses the parts (over all cores) with
    /// ``parsedJSON(_:)``, in order. The members are joined as the whole document would hold
    /// them (a repeated name keeps its last value). A document too small, of another shape
    /// (``JSONKeyLines/objectMembers(named:in:)``), or with a part that does not parse is
    /// parsed whole, so a syntax error is reported exactly as there.
    package static func json(
        _ bytes: some Collection<UInt8>, source: String, maximumBytes: Int, what: String,
        splittingMember member: String, parse: ([[UInt8]]) -> [ParsedJSON?]
    ) throws(InputError) -> DocumentReader {
        let text = try InputFile.text(bytes, source: source, maximumBytes: maximumBytes, what: what)
        let utf8 = Array(text.utf8)
        guard utf8.count >= smallestSplitDocument,
            let shape = JSONKeyLines.objectMembers(named: member, in: utf8), shape.members.count >= 2,
            let value = parsedInParts(utf8, member: member, shape: shape, parse: parse)
        else { return try json(text: text, source: source) }
        return jsonRoot(path: source, value: value, utf8: utf8)
    }

    /// The document's value from its parts, or nil when a part does not parse as it should.
    private static func parsedInParts(
        _ utf8: [UInt8], member: String, shape: (object: Range<Int>, members: [Range<Int>]),
        parse: ([[UInt8]]) -> [ParsedJSON?]
    ) -> [String: Any]? {
        let runs = min(shape.members.count, 2 * max(1, ProcessInfo.processInfo.activeProcessorCount))
        var parts = [
            Array(utf8[..<shape.object.lowerBound]) + Array("{}".utf8) + Array(utf8[shape.object.upperBound...])
        ]
        let perRun = (shape.object.count + runs - 1) / runs
        var first = 0
        while first < shape.members.count {
            // Members until the run holds about its share of the bytes; separators inside a run
            // are the document's own.
            var last = first
            while last + 1 < shape.members.count,
                shape.members[last + 1].upperBound - shape.members[first].lowerBound <= perRun
            {
                last += 1
            }
            let run = shape.members[first].lowerBound..<shape.members[last].upperBound
            parts.append(Array("{\"s\":{".utf8) + Array(utf8[run]) + Array("}}".utf8))
            first = last + 1
        }
        let parsed = parse(parts)
        guard parsed.count == parts.count, var root = parsed[0]?.value as? [String: Any],
            (root[member] as? [String: Any])?.isEmpty == true
        else { return nil }
        var members: [String: Any] = [:]
        members.reserveCapacity(shape.members.count)
        for part in parsed.dropFirst() {
            guard let run = (part?.value as? [String: Any])?["s"] as? [String: Any] else { return nil }
            for (name, value) in run { members[name] = value }
        }
        root[member] = members
        return root
    }
}
