/// One value per Dynamic Type size: a column of a result's table, indexed by
/// ``DynamicTypeSize`` and kept in size order.
///
/// A check's results hold their per-size outcomes here rather than in a dictionary by size name:
/// reading a size is an index (``DynamicTypeSize/ordinal``), iterating goes smallest size first,
/// and no size name is ever parsed back. A size without a value (not checked) is `nil`.
///
/// Its members are inlinable, so a module that reads a column of a concrete type (a check's
/// outcomes, a summary's counts) gets code specialized for it rather than generic code that looks
/// the type's metadata up at run time on every access.
@frozen
public struct SizeColumn<Value> {
    /// One slot per size, `xSmall` (0) … `accessibility5` (11).
    @usableFromInline var slots: [Value?]

    /// A column with no value at any size.
    @inlinable public init() {
        slots = Array(repeating: nil, count: DynamicTypeSize.count)
    }

    /// A column holding each pair's value at its size (a later pair for the same size wins).
    @inlinable public init(_ pairs: some Sequence<(DynamicTypeSize, Value)>) {
        self.init()
        for (size, value) in pairs { slots[size.ordinal] = value }
    }

    /// The value at `size`, or nil when the column has none there.
    @inlinable public subscript(size: DynamicTypeSize) -> Value? {
        get { slots[size.ordinal] }
        set { slots[size.ordinal] = newValue }
    }

    /// The value at `size`, or `defaultValue` when the column has none there; setting it sets
    /// the value at `size`.
    @inlinable public subscript(size: DynamicTypeSize, default defaultValue: @autoclosure () -> Value) -> Value {
        get { slots[size.ordinal] ?? defaultValue() }
        set { slots[size.ordinal] = newValue }
    }

    /// The sizes that have a value, smallest first.
    @inlinable public var sizes: [DynamicTypeSize] {
        slots.indices.compactMap { slots[$0] == nil ? nil : DynamicTypeSize(uncheckedOrdinal: $0) }
    }

    /// The values, smallest size first.
    @inlinable public var values: [Value] { slots.compactMap { $0 } }

    /// How many sizes have a value.
    @inlinable public var count: Int {
        var count = 0
        for slot in slots where slot != nil { count += 1 }
        return count
    }

    /// Whether no size has a value.
    @inlinable public var isEmpty: Bool { !slots.contains { $0 != nil } }

    /// How many sizes have a value for which `isCounted` is true. Values are read in place,
    /// not copied out of the column.
    @inlinable public func count(where isCounted: (Value) throws -> Bool) rethrows -> Int {
        try slots.withUnsafeBufferPointer { slots in
            var count = 0
            for index in slots.indices {
                if let value = slots[index], try isCounted(value) { count += 1 }
            }
            return count
        }
    }

    /// Every value changed by `transform`, at the same sizes.
    @inlinable public func mapValues<Other>(_ transform: (Value) throws -> Other) rethrows -> SizeColumn<Other> {
        var column = SizeColumn<Other>()
        for (size, value) in self { column[size] = try transform(value) }
        return column
    }

    /// Changes the value at every size that has one.
    @inlinable public mutating func updateEach(_ change: (DynamicTypeSize, inout Value) -> Void) {
        for index in slots.indices {
            guard var value = slots[index] else { continue }
            slots[index] = nil
            change(DynamicTypeSize(uncheckedOrdinal: index), &value)
            slots[index] = value
        }
    }
}

extension SizeColumn: Sequence {
    /// Each size that has a value with its value, smallest size first.
    @frozen public struct Iterator: IteratorProtocol {
        @usableFromInline let slots: [Value?]
        @usableFromInline var position = 0

        @inlinable init(slots: [Value?]) { self.slots = slots }

        @inlinable public mutating func next() -> (size: DynamicTypeSize, value: Value)? {
            while position < slots.count {
                defer { position += 1 }
                if let value = slots[position] { return (DynamicTypeSize(uncheckedOrdinal: position), value) }
            }
            return nil
        }
    }

    @inlinable public func makeIterator() -> Iterator { Iterator(slots: slots) }

    @inlinable public var underestimatedCount: Int { count }
}

extension SizeColumn: Sendable where Value: Sendable {}
extension SizeColumn: Equatable where Value: Equatable {}
extension SizeColumn: Hashable where Value: Hashable {}
