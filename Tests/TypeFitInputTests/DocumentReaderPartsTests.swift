import Foundation
import Testing
import TypeFitInput

/// A large document parsed in parts must be the document parsed whole: the same value, and
/// for bad input the same error.
@Suite("JSON parsed in parts")
struct DocumentReaderPartsTests {
    /// A catalog-shaped document of `count` members under `strings`, over the size that is split.
    func catalog(_ count: Int, member: (Int) -> String = { #""k\#($0)":{"v":"text \#($0) \u00e9","n":[\#($0),1.5]}"# })
        -> String
    {
        #"{"sourceLanguage":"en","strings":{"# + (0..<count).map(member).joined(separator: ",\n ")
            + #"},"version":"1.0"}"#
    }

    /// The parts parsed one after another, as a caller over all cores would, in order.
    func parts(_ parts: [[UInt8]]) -> [DocumentReader.ParsedJSON?] { parts.map(DocumentReader.parsedJSON) }

    func whole(_ text: String) -> Result<String, InputError> {
        do throws(InputError) {
            return .success(
                sorted(try DocumentReader.json(Array(text.utf8), source: "c.json", maximumBytes: 1 << 30).value))
        } catch {
            return .failure(error)
        }
    }

    func split(_ text: String) -> Result<String, InputError> {
        do throws(InputError) {
            let reader = try DocumentReader.json(
                Array(text.utf8), source: "c.json", maximumBytes: 1 << 30, what: "file", splittingMember: "strings",
                parse: parts)
            return .success(sorted(reader.value))
        } catch {
            return .failure(error)
        }
    }

    func sorted(_ value: Any) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]), as: UTF8.self)
    }

    @Test("a large document parses to the same value in parts as whole")
    func sameValue() throws {
        let text = catalog(6_000)
        #expect(text.utf8.count > 256 << 10)
        let shape = try #require(JSONKeyLines.objectMembers(named: "strings", in: Array(text.utf8)))
        #expect(shape.members.count == 6_000)
        let (split, whole) = (try split(text).get(), try whole(text).get())
        #expect(split == whole)
        #expect(split.contains(#""k5999":{"n":[5999,1.5],"v":"text 5999 é"}"#))
        // The parts were parsed: the rest of the document, then runs of members.
        var partCounts: [Int] = []
        let reader = try DocumentReader.json(
            Array(text.utf8), source: "c.json", maximumBytes: 1 << 30, what: "file", splittingMember: "strings"
        ) { parts in
            partCounts.append(parts.count)
            return parts.map(DocumentReader.parsedJSON)
        }
        #expect(partCounts.count == 1 && partCounts[0] > 2)
        #expect(sorted(reader.value) == whole)
    }

    @Test("a name repeated in different parts keeps its last value, as in the whole document")
    func repeatedName() throws {
        let text = catalog(6_000) { $0 == 5_999 ? #""k0":{"v":"last"}"# : #""k\#($0)":{"v":"\#($0) padding padding"}"# }
        let (split, whole) = (try split(text).get(), try whole(text).get())
        #expect(split == whole)
        #expect(split.contains(#""k0":{"v":"last"}"#))
    }

    @Test(
        "a document the parts would read differently is parsed whole, bad input failing with the same error",
        arguments: [
            "double comma", "trailing comma", "strings twice", "syntax error in a member", "bad number in a member",
            "not an object",
        ])
    func odd(kind: String) {
        var text = catalog(6_000)
        switch kind {
        case "double comma": text = text.replacingOccurrences(of: #""k3000""#, with: #","k3000""#)
        case "trailing comma": text = text.replacingOccurrences(of: "},\"version\"", with: ",},\"version\"")
        case "strings twice": text = text.replacingOccurrences(of: #""version":"1.0""#, with: #""strings":{}"#)
        case "syntax error in a member":
            text = text.replacingOccurrences(of: #""v":"text 4000"#, with: #""v":text 4000"#)
        case "bad number in a member": text = text.replacingOccurrences(of: "[4000,1.5]", with: "[4000,1.]")
        default: text = "[" + text + "]"
        }
        switch (split(text), whole(text)) {
        case (.success(let a), .success(let b)): #expect(a == b)
        case (.failure(let a), .failure(let b)): #expect(a.description == b.description)
        case (let a, let b): Issue.record("parts gave \(a), whole gave \(b)")
        }
    }

    @Test("member ranges are found only in the shape that splits cleanly")
    func shapes() {
        func members(_ text: String) -> [String]? {
            let bytes = Array(text.utf8)
            return JSONKeyLines.objectMembers(named: "s", in: bytes)?.members.map {
                String(decoding: bytes[$0], as: UTF8.self)
            }
        }
        #expect(members(#"{"a":1,"s":{"x":[1,{"y":"}"}], "z" : "w"}}"#) == [#""x":[1,{"y":"}"}]"#, #""z" : "w""#])
        #expect(members(#"{"s":{}}"#) == [])
        #expect(members(#"{"s":{"x":1,}}"#) == nil)
        #expect(members(#"{"s":{"x":1,,"y":2}}"#) == nil)
        #expect(members(#"{"s":{"x":1},"s":{}}"#) == nil)
        #expect(members(#"{"s":[1]}"#) == nil)
        #expect(members(#"{"t":{}}"#) == nil)
    }
}
