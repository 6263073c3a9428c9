/// Where things are in a (valid) JSON document: the members of one object, in file order with
/// the line each starts on, and the line of any key path. Foundation's parser gives neither
/// order nor positions; these scans run after it has accepted the document, and only over the
/// part of it on the way to what is asked for.
package struct JSONKeyLines {
    /// One step from a value to a value inside it.
    package enum Step: Sendable, Hashable {
        /// The member of an object with this name.
        case member(String)
        /// The element of an array at this 0-based index.
        case index(Int)
    }

    /// Member names in file order (a repeated name keeps its last position).
    package private(set) var order: [String] = []
    /// The 1-based line of each member name.
    package private(set) var lines: [String: Int] = [:]

    /// The members of the object reached from the root through the member names `path`
    /// (empty: the root object itself).
    package init(utf8 bytes: [UInt8], path: [String]) {
        var scanner = Scanner(bytes: bytes)
        guard scanner.find(path.map(Step.member)) != nil else { return }
        scanner.forEachMember { name, line, _ in
            if lines[name] != nil { order.removeAll { $0 == name } }
            order.append(name)
            lines[name] = line
        }
    }

    /// The 1-based line where the value at `steps` is named: the line of its member name, or of
    /// the element itself in an array; nil for the root, or when there is no such value.
    package static func line(of steps: [Step], in bytes: [UInt8]) -> Int? {
        guard !steps.isEmpty else { return nil }
        var scanner = Scanner(bytes: bytes)
        return scanner.find(steps)
    }

    /// Where the top-level object's member `name` (itself an object) and each of its members lie
    /// in `bytes`: the object from `{` to `}` and each member from its name's opening quote to
    /// the end of its value. Nil unless the document is an object that names `name` once, with
    /// an object value whose members are separated by single commas (no trailing comma): the
    /// shape in which the members can be parsed apart and joined again without changing what the
    /// whole would parse to.
    package static func objectMembers(named name: String, in bytes: [UInt8]) -> (
        object: Range<Int>, members: [Range<Int>]
    )? {
        var scanner = Scanner(bytes: bytes)
        return scanner.objectMembers(named: name)
    }

    /// A forward scan over valid JSON that counts lines (JSON has line feeds only between tokens).
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var line = 1

        init(bytes: [UInt8]) { self.bytes = bytes }

        private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        /// Moves to the value at `steps` from the current one; returns the line it is named on.
        mutating func find(_ steps: [Step]) -> Int? {
            var namedOn = 1
            for step in steps {
                skipWhitespace()
                switch step {
                case .member(let name):
                    // A repeated name: the last one counts, as the decoded document keeps it.
                    var found: (index: Int, line: Int, keyLine: Int)?
                    forEachMember { key, keyLine, value in
                        if key == name { found = (value.index, value.line, keyLine) }
                    }
                    guard let found else { return nil }
                    (index, line, namedOn) = (found.index, found.line, found.keyLine)
                case .index(let wanted):
                    guard current == UInt8(ascii: "[") else { return nil }
                    index += 1
                    var element = 0
                    while true {
                        skipWhitespace()
                        guard let byte = current, byte != UInt8(ascii: "]") else { return nil }
                        if byte == UInt8(ascii: ",") {
                            index += 1
                            continue
                        }
                        if element == wanted { break }
                        skipValue()
                        element += 1
                    }
                    namedOn = line
                }
            }
            return namedOn
        }

        /// Calls `body` with each member name of the object here, the line it is on and where its
        /// value starts; leaves the scanner after the object.
        mutating func forEachMember(_ body: (_ name: String, _ line: Int, _ value: (index: Int, line: Int)) -> Void) {
            skipWhitespace()
            guard current == UInt8(ascii: "{") else { return }
            index += 1
            while true {
                skipWhitespace()
                guard let byte = current, byte != UInt8(ascii: "}") else {
                    index += 1
                    return
                }
                if byte == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                let keyLine = line
                let name = string(decode: true)
                skipWhitespace()
                if current == UInt8(ascii: ":") { index += 1 }
                skipWhitespace()
                body(name, keyLine, (index, line))
                skipValue()
            }
        }

        /// See ``JSONKeyLines/objectMembers(named:in:)``.
        mutating func objectMembers(named name: String) -> (object: Range<Int>, members: [Range<Int>])? {
            skipWhitespace()
            guard current == UInt8(ascii: "{") else { return nil }
            index += 1
            var found: (object: Range<Int>, members: [Range<Int>])?
            while true {
                skipWhitespace()
                guard let byte = current else { return nil }
                if byte == UInt8(ascii: "}") { return found }
                if byte == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                guard byte == UInt8(ascii: "\"") else { return nil }
                let key = string(decode: true)
                skipWhitespace()
                guard current == UInt8(ascii: ":") else { return nil }
                index += 1
                skipWhitespace()
                guard key == name else {
                    skipValue()
                    continue
                }
                guard found == nil, let members = strictMembers() else { return nil }
                found = members
            }
        }

        /// The object here and its members, when single commas separate them; nil otherwise.
        private mutating func strictMembers() -> (object: Range<Int>, members: [Range<Int>])? {
            let start = index
            guard current == UInt8(ascii: "{") else { return nil }
            index += 1
            var members: [Range<Int>] = []
            skipWhitespace()
            if current == UInt8(ascii: "}") {
                index += 1
                return (start..<index, members)
            }
            while true {
                guard current == UInt8(ascii: "\"") else { return nil }
                let memberStart = index
                _ = string(decode: false)
                skipWhitespace()
                guard current == UInt8(ascii: ":") else { return nil }
                index += 1
                skipWhitespace()
                guard let first = current, first != UInt8(ascii: ","), first != UInt8(ascii: "}") else { return nil }
                skipValue()
                members.append(memberStart..<index)
                skipWhitespace()
                if current == UInt8(ascii: "}") {
                    index += 1
                    return (start..<index, members)
                }
                guard current == UInt8(ascii: ",") else { return nil }
                index += 1
                skipWhitespace()
            }
        }

        private mutating func skipWhitespace() {
            while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                if byte == 0x0A { line += 1 }
                index += 1
            }
        }

        /// Skips one value: a string, object, array, number or literal.
        private mutating func skipValue() {
            skipWhitespace()
            guard let byte = current else { return }
            switch byte {
            case UInt8(ascii: "\""):
                _ = string(decode: false)
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let close = byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                index += 1
                while true {
                    skipWhitespace()
                    guard let next = current else { return }
                    if next == close {
                        index += 1
                        return
                    }
                    if next == UInt8(ascii: ",") || next == UInt8(ascii: ":") {
                        index += 1
                        continue
                    }
                    skipValue()
                }
            default:
                while let next = current, !Self.endsBareValue(next) { index += 1 }
            }
        }

        private static func endsBareValue(_ byte: UInt8) -> Bool {
            [UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D].contains(byte)
        }

        /// Reads the string starting at its opening quote: its decoded text when `decode`, and
        /// leaves the scanner after the closing quote.
        private mutating func string(decode: Bool) -> String {
            index += 1
            var units: [UInt16] = []
            var raw: [UInt8] = []
            func flush() {
                if !raw.isEmpty {
                    units.append(contentsOf: String(decoding: raw, as: UTF8.self).utf16)
                    raw.removeAll()
                }
            }
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") { break }
                if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                    let escaped = bytes[index + 1]
                    index += 2
                    guard decode else {
                        if escaped == UInt8(ascii: "u") { index += 4 }
                        continue
                    }
                    flush()
                    switch escaped {
                    case UInt8(ascii: "n"): units.append(0x0A)
                    case UInt8(ascii: "t"): units.append(0x09)
                    case UInt8(ascii: "r"): units.append(0x0D)
                    case UInt8(ascii: "b"): units.append(0x08)
                    case UInt8(ascii: "f"): units.append(0x0C)
                    case UInt8(ascii: "u"):
                        let hex = String(decoding: bytes[index..<min(index + 4, bytes.count)], as: UTF8.self)
                        units.append(UInt16(hex, radix: 16) ?? 0xFFFD)
                        index += 4
                    default: units.append(UInt16(escaped))
                    }
                    continue
                }
                if decode { raw.append(byte) }
                index += 1
            }
            index += 1
            flush()
            return decode ? String(decoding: units, as: UTF16.self) : ""
        }
    }
}
