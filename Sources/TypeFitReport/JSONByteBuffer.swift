import TypeFitCheck

/// Compact JSON written straight into UTF-8 bytes, for the outputs that hold one value per
/// result (the check's JSON, baselines): no `Encodable` tree, no intermediate `String`s.
///
/// The caller writes tokens in order (`{`, a key, a value, `,` …) and takes the bytes with
/// ``drain(into:)`` whenever ``count`` is large enough to hand on, so a report of any size is
/// written in chunks of bounded size.
struct JSONByteBuffer {
    /// The bytes written and not yet drained.
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// Bytes waiting to be drained.
    var count: Int { bytes.count }

    /// Hands the bytes to `sink` and empties the buffer, keeping its capacity.
    mutating func drain(into sink: ([UInt8]) throws -> Void) rethrows {
        guard !bytes.isEmpty else { return }
        try sink(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    /// Appends ASCII punctuation or a literal such as `{`, `],` or `null`.
    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends one byte.
    mutating func byte(_ value: UInt8) {
        bytes.append(value)
    }

    /// Appends already-encoded bytes (a value another encoder wrote).
    mutating func raw(bytes more: some Sequence<UInt8>) {
        bytes.append(contentsOf: more)
    }

    /// Appends `"key":`.
    mutating func key(_ name: StaticString) {
        byte(UInt8(ascii: "\""))
        raw(name)
        raw("\":")
    }

    /// Appends `,"name":` and `value` as a JSON string; nothing when `value` is nil.
    mutating func member(_ name: StaticString, _ value: String?) {
        guard let value else { return }
        byte(UInt8(ascii: ","))
        key(name)
        string(value)
    }

    /// Appends `,"name":` and `value` as a JSON number; nothing when `value` is nil.
    mutating func member(_ name: StaticString, _ value: Int?) {
        guard let value else { return }
        byte(UInt8(ascii: ","))
        key(name)
        integer(value)
    }

    /// Appends `,"name":` and `values` as an array of JSON strings; nothing when `values` is nil.
    mutating func member(_ name: StaticString, _ values: [String]?) {
        guard let values else { return }
        byte(UInt8(ascii: ","))
        key(name)
        strings(values)
    }

    /// Appends `text` as a JSON string: `"` and `\` escaped, control characters as `\n`, `\t`,
    /// `\r`, `\b`, `\f` or `\u00XX`; everything else as UTF-8, slashes not escaped.
    mutating func string(_ text: String) {
        byte(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var start = 0
            for index in utf8.indices {
                let unit = utf8[index]
                guard unit < 0x20 || unit == UInt8(ascii: "\"") || unit == UInt8(ascii: "\\") else { continue }
                if start < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index])) }
                start = index + 1
                switch unit {
                case UInt8(ascii: "\""): raw("\\\"")
                case UInt8(ascii: "\\"): raw("\\\\")
                case 0x0A: raw("\\n")
                case 0x0D: raw("\\r")
                case 0x09: raw("\\t")
                case 0x08: raw("\\b")
                case 0x0C: raw("\\f")
                default:
                    raw("\\u00")
                    byte(Self.hexDigits[Int(unit >> 4)])
                    byte(Self.hexDigits[Int(unit & 0x0F)])
                }
            }
            if start < utf8.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...])) }
        }
        byte(UInt8(ascii: "\""))
    }

    /// Appends `text` as a JSON string, or `null`.
    mutating func string(_ text: String?) {
        if let text { string(text) } else { raw("null") }
    }

    /// Appends an integer.
    mutating func integer(_ value: Int) {
        if value >= 0, value < 10 {
            byte(UInt8(ascii: "0") + UInt8(value))
        } else {
            bytes.append(contentsOf: String(value).utf8)
        }
    }

    /// Appends `true` or `false`.
    mutating func bool(_ value: Bool) {
        if value { raw("true") } else { raw("false") }
    }

    /// Appends a length rounded to 1/100 (points): `17`, `20.5`, `123.46`, `-0.25`; `null` when
    /// it is not finite (JSON has no infinity or NaN).
    mutating func hundredths(_ value: Double) {
        guard value.isFinite else {
            raw("null")
            return
        }
        let scaled = (value * 100).rounded()
        guard abs(scaled) < 1e15 else {
            bytes.append(contentsOf: String(value).utf8)
            return
        }
        var cents = Int(scaled)
        if cents < 0 {
            byte(UInt8(ascii: "-"))
            cents = -cents
        }
        integer(cents / 100)
        let fraction = cents % 100
        guard fraction != 0 else { return }
        byte(UInt8(ascii: "."))
        byte(UInt8(ascii: "0") + UInt8(fraction / 10))
        if fraction % 10 != 0 { byte(UInt8(ascii: "0") + UInt8(fraction % 10)) }
    }

    /// Appends `[a,b,…]`, each element written by `element`.
    mutating func array<C: Collection>(_ values: C, _ element: (inout JSONByteBuffer, C.Element) -> Void) {
        byte(UInt8(ascii: "["))
        var first = true
        for value in values {
            if !first { byte(UInt8(ascii: ",")) }
            first = false
            element(&self, value)
        }
        byte(UInt8(ascii: "]"))
    }

    /// Appends an array of strings.
    mutating func strings(_ values: [String]) {
        array(values) { $0.string($1) }
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
