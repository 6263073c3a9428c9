/// Where parallel work leaves its results, in order: a run of slots, each initialized once, then
/// moved out whole into an array, never copied value by value (a check's result or a plan's
/// target holds some twenty references, and a catalog has a hundred thousand of them).
///
/// Slots are filled in one of two ways:
/// - by index, from any thread: ``init(count:)`` makes `count` empty slots and each worker
///   ``initialize(_:to:)``s its own indices (``OrderedFanOut`` fills its results so; the check
///   fills each target's slot from the worker that checked the target's text);
/// - at the end, by one owner: ``init(capacity:)`` makes none and ``append(_:)`` adds filled
///   ones, moving the values held to storage twice as large when full (a plan's part collects
///   its targets so, then ``joined(_:)`` moves the parts' targets into one array).
///
/// A slot may stay empty (a target whose check failed, a run that threw): ``moveAll()`` needs
/// every slot filled, ``move(_:)`` takes one, and whatever is left is destroyed with the slots.
/// The slots are read only after every worker that writes them has finished (the fan-out
/// returns after its workers, and ThreadSanitizer sees that join).
///
/// Values cross threads here, so ``OrderedFanOut`` hands it only `Sendable` values.
///
/// The methods are inlinable, so callers in other modules get code specialized to their
/// element type (the check's hot path fills one slot per target).
@usableFromInline package final class OrderedSlots<Element>: @unchecked Sendable {
    @usableFromInline var storage: UnsafeMutablePointer<Element>
    /// Whether slot `i` holds a value; each flag written only by the thread filling slot `i`.
    @usableFromInline var filled: UnsafeMutablePointer<Bool>
    @usableFromInline var capacity: Int
    /// Slots, filled or not, at the start of the storage.
    @usableFromInline var slotCount: Int
    /// Whether the storage is this object's to free (not an array's, lent by ``filledArray(count:_:)``).
    @usableFromInline let ownsStorage: Bool

    /// `count` empty slots, for workers to fill by index.
    @inlinable
    package init(count: Int) {
        capacity = max(count, 1)
        slotCount = count
        storage = .allocate(capacity: capacity)
        ownsStorage = true
        filled = .allocate(capacity: capacity)
        filled.initialize(repeating: false, count: capacity)
    }

    /// `count` empty slots in `storage`, which stays the lender's.
    @usableFromInline
    init(lent storage: UnsafeMutablePointer<Element>, count: Int) {
        capacity = max(count, 1)
        slotCount = count
        self.storage = storage
        ownsStorage = false
        filled = .allocate(capacity: capacity)
        filled.initialize(repeating: false, count: capacity)
    }

    /// `count` slots that `fill` fills, from any threads, as with ``init(count:)``, in the
    /// storage of the array returned: when every slot is filled, that array, its values never
    /// moved; otherwise nil, the values filled destroyed. The slots must not outlive `fill`.
    /// A check's hundred thousand results land in their array so, not in slots copied out.
    @inlinable
    package static func filledArray(count: Int, _ fill: (OrderedSlots<Element>) -> Void) -> [Element]? {
        guard count > 0 else {
            fill(OrderedSlots(count: 0))
            return []
        }
        var complete = false
        let array = [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            let slots = OrderedSlots(lent: buffer.baseAddress!, count: count)
            fill(slots)
            complete = (0..<count).allSatisfy { slots.filled[$0] }
            if complete {
                // The values now belong to the array: the slots let go of them.
                slots.filled.update(repeating: false, count: count)
                slots.slotCount = 0
                initialized = count
            }
        }
        return complete ? array : nil
    }

    /// No slots yet, room for `capacity` values before the storage grows; filled with
    /// ``append(_:)``.
    @inlinable
    package convenience init(capacity: Int = 16) {
        self.init(count: 0)
        reserve(max(capacity, 1))
    }

    deinit {
        for index in 0..<slotCount where filled[index] { (storage + index).deinitialize(count: 1) }
        if ownsStorage { storage.deallocate() }
        filled.deallocate()
    }

    /// Slots held, filled or not.
    @inlinable
    package var count: Int { slotCount }

    /// Fills slot `index` (below ``count``); called once per index, from any thread.
    @inlinable
    package func initialize(_ index: Int, to value: consuming Element) {
        (storage + index).initialize(to: value)
        filled[index] = true
    }

    /// Adds a filled slot at the end. One owner appends, no other thread touches the slots
    /// meanwhile.
    @inlinable
    package func append(_ value: consuming Element) {
        if slotCount == capacity { reserve(capacity * 2) }
        (storage + slotCount).initialize(to: value)
        filled[slotCount] = true
        slotCount += 1
    }

    /// Whether slot `index` holds a value (after the workers finished).
    @inlinable
    package func isInitialized(_ index: Int) -> Bool { filled[index] }

    /// The value of slot `index`, moved out; the slot is left empty (after the workers finished).
    @inlinable
    package func move(_ index: Int) -> Element {
        precondition(filled[index], "slot \(index) is empty")
        filled[index] = false
        return (storage + index).move()
    }

    /// Every slot's value in order, moved into one array; the slots are left empty (after the
    /// workers finished). Every slot must be filled.
    @inlinable
    package func moveAll() -> [Element] {
        Array(unsafeUninitializedCapacity: slotCount) { array, initialized in
            moveAll(to: array.baseAddress)
            initialized = array.count
        }
    }

    /// The values of `slots`, in order, in one array; the slots are left empty. Every slot must
    /// be filled.
    @inlinable
    package static func joined(_ slots: [OrderedSlots<Element>]) -> [Element] {
        let total = slots.reduce(0) { $0 + $1.slotCount }
        return Array(unsafeUninitializedCapacity: total) { array, initialized in
            for part in slots {
                let moved = part.slotCount
                part.moveAll(to: array.baseAddress.map { $0 + initialized })
                initialized += moved
            }
        }
    }

    /// Moves every value to `destination` (uninitialized memory for ``count`` values, nil only
    /// when there are none), leaving no slots.
    @inlinable
    func moveAll(to destination: UnsafeMutablePointer<Element>?) {
        guard slotCount > 0, let destination else { return }
        for index in 0..<slotCount { precondition(filled[index], "slot \(index) is empty") }
        destination.moveInitialize(from: storage, count: slotCount)
        filled.update(repeating: false, count: slotCount)
        slotCount = 0
    }

    /// Grows the storage to `newCapacity` slots, moving the values held.
    @inlinable
    func reserve(_ newCapacity: Int) {
        guard newCapacity > capacity else { return }
        precondition(ownsStorage, "lent slots cannot grow")
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        let largerFilled = UnsafeMutablePointer<Bool>.allocate(capacity: newCapacity)
        for index in 0..<slotCount where filled[index] {
            (larger + index).moveInitialize(from: storage + index, count: 1)
        }
        largerFilled.moveInitialize(from: filled, count: capacity)
        (largerFilled + capacity).initialize(repeating: false, count: newCapacity - capacity)
        storage.deallocate()
        filled.deallocate()
        storage = larger
        filled = largerFilled
        capacity = newCapacity
    }
}
