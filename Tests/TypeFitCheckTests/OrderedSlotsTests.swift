import Testing
import TypeFitConcurrency

/// Where parallel work leaves its results: values moved, never copied, and each freed once. The
/// tests count live values in one shared counter, so they run one at a time.
@Suite("Ordered slots", .serialized)
struct OrderedSlotsTests {
    @Test("a moving buffer hands its values over in order, once")
    func movableBuffer() {
        do {
            let buffers = (0..<3).map { _ in OrderedSlots<Counted>(capacity: 2) }
            for (index, buffer) in buffers.enumerated() {
                for value in 0..<(5 * index) { buffer.append(Counted(100 * index + value)) }
            }
            let unjoined = OrderedSlots<Counted>()
            unjoined.append(Counted(-1))
            let joined = OrderedSlots.joined(buffers)
            #expect(joined.map(\.value) == (0..<5).map { 100 + $0 } + (0..<10).map { 200 + $0 })
            #expect(buffers.allSatisfy { $0.count == 0 })
            #expect(Counted.alive == 16)
        }
        #expect(Counted.alive == 0)
    }

    @Test(
        "slots filled in an array's storage: every value once, in order; a slot left empty gives nil and frees the rest"
    )
    func filledInPlace() {
        do {
            let whole = OrderedSlots<Counted>.filledArray(count: 6) { slots in
                for index in (0..<6).reversed() { slots.initialize(index, to: Counted(index)) }
            }
            #expect(whole?.map(\.value) == Array(0..<6))
            #expect(Counted.alive == 6)
        }
        #expect(Counted.alive == 0)
        let partial = OrderedSlots<Counted>.filledArray(count: 4) { slots in
            for index in [0, 1, 3] { slots.initialize(index, to: Counted(index)) }
        }
        #expect(partial == nil)
        #expect(Counted.alive == 0)
        var called = false
        #expect(OrderedSlots<Counted>.filledArray(count: 0) { _ in called = true }?.isEmpty == true)
        #expect(called)
    }
}

/// A value that counts how many of its kind are alive, to see that moving frees each once.
private final class Counted {
    nonisolated(unsafe) static var alive = 0
    let value: Int

    init(_ value: Int) {
        self.value = value
        Counted.alive += 1
    }

    deinit { Counted.alive -= 1 }
}
