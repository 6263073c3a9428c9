/// Where the members of one object of a (valid) JSON document are: their names in file order
/// with the line each starts on. Foundation's parser gives neither order nor positions; this
/// scan is run after it has accepted the document.
struct JSONKeyLines {
    /// Member names in file order (a repeated name keeps its last position).
    private(set) var order: [String] = []
    /// The 1-based line of each member name.
    private(set) var lines: [String: Int] = [:]

    /// The members of the object reached from the root through the member names `path`
    /// (empty: the root object itself).
    init(utf8 bytes: [UInt8], path: [String]) {
        struct Frame {
            var isObject: Bool
            var onPath: Bool
            var expectingKey: Bool
            var valueOnPath = false
        }
        var frames: [Frame] = []
        var index = 0
        var line = 1
        var seen: Set<String> = []
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                index += 1
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let onPath: Bool
                if let parent = frames.last { onPath = parent.isObject && parent.valueOnPath } else { onPath = true }
                frames.append(Frame(isObject: byte == UInt8(ascii: "{"), onPath: onPath && byte == UInt8(ascii: "{"),
                                    expectingKey: byte == UInt8(ascii: "{")))
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                _ = frames.popLast()
                index += 1
            case UInt8(ascii: ","):
                if var frame = frames.popLast() {
                    if frame.isObject {
                        frame.expectingKey = true
                        frame.valueOnPath = false
                    }
                    frames.append(frame)
                }
                index += 1
            case UInt8(ascii: "\""):
                let startLine = line
                let isKey = frames.last.map { $0.isObject && $0.expectingKey } ?? false
                let (text, next) = Self.string(bytes, from: index + 1, decode: isKey)
                index = next
                guard isKey, var frame = frames.popLast() else { continue }
                frame.expectingKey = false
                let depth = frames.count // frames above the root: this object's depth
                if frame.onPath && depth == path.count {
                    if seen.contains(text) { order.removeAll { $0 == text } }
                    seen.insert(text)
                    order.append(text)
                    lines[text] = startLine
                }
                frame.valueOnPath = frame.onPath && depth < path.count && path[depth] == text
                frames.append(frame)
            default:
                index += 1
            }
        }
    }

    /// Scans a string body starting after its opening quote; returns its decoded text (when
    /// `decode`) and the index after the closing quote.
    private static func string(_ bytes: [UInt8], from start: Int, decode: Bool) -> (String, Int) {
        var index = start
        var units: [UInt16] = []
        var raw: [UInt8] = []
        func flush() {
            if !raw.isEmpty { units.append(contentsOf: String(decoding: raw, as: UTF8.self).utf16); raw.removeAll() }
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
        flush()
        return (decode ? String(decoding: units, as: UTF16.self) : "", index + 1)
    }
}
