/// A look at a binary property list (`bplist00`) before Foundation decodes it, made by
/// ``DocumentReader/propertyList(_:source:maximumBytes:what:)`` for every property list TypeFit
/// reads (`.strings`, `.stringsdict`, style dictionaries, Info.plists).
///
/// Foundation on Linux (swift-corelibs-foundation, Swift 6.3) crashes with a null pointer
/// dereference when `PropertyListSerialization` decodes a binary property list that holds a set
/// (object marker `0xC_`): bridging the `NSSet` to `Set<AnyHashable>` fails inside the runtime.
/// No file TypeFit reads has a set (XML and text property lists cannot even express one), so a
/// binary property list with one is refused here, with the reason, and never reaches Foundation.
package enum BinaryPropertyListCheck {
    /// Why the binary property list in `bytes` must not be decoded, or nil when it may be: when
    /// it holds no set, or when it is not a binary property list at all, or its trailer is too
    /// damaged to find the objects (Foundation then rejects it with its own error).
    package static func problem(in bytes: UnsafeRawBufferPointer) -> String? {
        let magic: [UInt8] = Array("bplist".utf8)
        guard bytes.count >= 8 + 32, bytes.prefix(6).elementsEqual(magic) else { return nil }
        // Trailer: 6 unused bytes, offset size, object reference size, object count, top object,
        // offset table offset (the last three big-endian 64-bit).
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        let objectCount = integer(bytes, at: trailer + 8, size: 8)
        let tableOffset = integer(bytes, at: trailer + 24, size: 8)
        guard (1...8).contains(offsetSize), let objectCount, let tableOffset,
            objectCount > 0, tableOffset >= 8, tableOffset < trailer,
            objectCount <= (trailer - tableOffset) / offsetSize
        else { return nil }
        for object in 0..<objectCount {
            guard let offset = integer(bytes, at: tableOffset + object * offsetSize, size: offsetSize),
                offset >= 8, offset < trailer
            else { continue }
            if bytes[offset] >> 4 == 0xC {
                return
                    "binary property list holds a set (object \(object)); no strings file, stringsdict, style dictionary or Info.plist has one"
            }
        }
        return nil
    }

    /// The big-endian unsigned integer of `size` bytes at `offset`; nil when it does not fit in
    /// the buffer or in an `Int`.
    private static func integer(_ bytes: UnsafeRawBufferPointer, at offset: Int, size: Int) -> Int? {
        guard offset >= 0, size <= bytes.count, offset <= bytes.count - size else { return nil }
        var value: UInt64 = 0
        for index in offset..<offset + size { value = value << 8 | UInt64(bytes[index]) }
        return value <= UInt64(Int.max) ? Int(value) : nil
    }
}
