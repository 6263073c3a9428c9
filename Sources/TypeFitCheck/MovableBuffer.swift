/// A growable run of values that can be handed over by moving them, not copying each one:
/// the plan's parts collect their targets here, and the plan moves them into one array (a
/// target holds some twenty references, and a catalog has a hundred thousand targets).
///
/// Owned by one thread at a time: filled by one worker, then handed over whole.
final class MovableBuffer<Element>: @unchecked Sendable {
    private var storage: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// Values held, at the start of the storage.
    private(set) var count = 0

    init(capacity: Int = 16) {
        self.capacity = max(capacity, 1)
        storage = .allocate(capacity: self.capacity)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    /// Adds `value` at the end, moving the values held to a buffer twice as large when full.
    func append(_ value: consuming Element) {
        if count == capacity {
            let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
            larger.moveInitialize(from: storage, count: count)
            storage.deallocate()
            storage = larger
            capacity *= 2
        }
        (storage + count).initialize(to: value)
        count += 1
    }

    /// Moves every value held to `destination` (uninitialized memory for ``count`` values),
    /// leaving this buffer empty.
    func moveAll(to destination: UnsafeMutablePointer<Element>) {
        destination.moveInitialize(from: storage, count: count)
        count = 0
    }

    /// The values of `buffers`, in order, in one array; the buffers are left empty.
    static func joined(_ buffers: [MovableBuffer<Element>]) -> [Element] {
        let total = buffers.reduce(0) { $0 + $1.count }
        return Array(unsafeUninitializedCapacity: total) { array, initialized in
            for buffer in buffers {
                let moved = buffer.count
                if moved > 0 { buffer.moveAll(to: array.baseAddress! + initialized) }
                initialized += moved
            }
        }
    }
}
