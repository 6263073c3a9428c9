import Dispatch
import Foundation
import Testing

@testable import TypeFitShaping

/// One instance of a variable font (file, face index, axis values) is one `FontFace` object, so
/// caches keyed by face (shaped words, fallback lists) are shared by every size and entry that
/// resolves to the same axis values.
@Suite("Variable font instances are interned")
struct VariableInstanceTests {
    let faces: [FontFace]
    let base: FontFace

    init() throws {
        faces = try FontFile.load(path: try BundledFonts.directory() + "/variable/InterVariable.ttf")
        base = try #require(faces.first)
        #expect(base.descriptor.isVariable)
    }

    @Test("the same axis values give the same object, from the base face or from any other instance")
    func sameValuesSameObject() {
        let semibold = base.withVariations([VariationSetting("wght", 650)])
        #expect(semibold !== base)
        #expect(base.withVariations([VariationSetting("wght", 650)]) === semibold)
        let light = base.withVariations([VariationSetting("wght", 300)])
        #expect(light.withVariations([VariationSetting("wght", 650)]) === semibold)
        #expect(
            semibold.identity
                == base.withVariations([VariationSetting("wght", 650), VariationSetting("slnt", 0)]).identity,
            "an axis given at its default is the same instance as the axis left out")
    }

    @Test("values clamped to the axis and the default instance resolve to the objects already there")
    func clampedAndDefault() throws {
        #expect(
            base.withVariations([VariationSetting("wght", 5_000)])
                === base.withVariations([VariationSetting("wght", 900)]))
        let bold = base.withVariations([VariationSetting("wght", 700)])
        #expect(
            bold.withVariations([VariationSetting("wght", 400)]) === base, "back to the default instance: the base face"
        )
        let namedBold = try #require(faces.first { $0.postScriptName == "Inter-Bold" })
        #expect(bold === namedBold, "the named instance at those values is that instance")
    }

    @Test("a static face has no instances: withVariations gives it back")
    func staticFace() throws {
        let regular = try BundledFonts.library().face(postScriptName: "Inter-Regular")
        #expect(regular.withVariations([VariationSetting("wght", 700)]) === regular)
    }

    @Test("an instance asked for again shapes from the word cache: no second shaping")
    func sharedWordCache() {
        let cache = ShapingCache(byteLimit: 1 << 20)
        let measurer = TextMeasurer(fallback: .none, cache: cache)
        let text = Array("Settings and notifications".utf16)
        let first = base.withVariations([VariationSetting("wght", 560)])
        _ = text.withUnsafeBufferPointer { measurer.advances(of: $0, face: first) }
        let misses = cache.statistics.misses
        let again = base.withVariations([VariationSetting("wght", 560)])
        _ = text.withUnsafeBufferPointer { measurer.advances(of: $0, face: again) }
        #expect(cache.statistics.misses == misses, "every word found in the cache")
    }

    /// CoreText sets a variable font's `opsz` to the point size at every Dynamic Type size; the
    /// bundled variable Inter has `wght` and `slnt` only, so `wght` set per size stands in for it
    /// (the same path: one value per size, clamped to the axis, interned).
    @Test("an axis set per Dynamic Type size: sizes that resolve to one value share one face and its shaped words")
    func perSizeAxisSharesWork() throws {
        let axis = try #require(base.descriptor.axes.first { $0.tag == "wght" })
        // One value per size, the largest past the axis's maximum (as opsz passes 32 at large sizes).
        let perSizeValues: [Double] = [400, 450, 500, 550, 600, 650, 700, 800, 900, 1_000, 1_100, 1_200]
        let perSize = perSizeValues.map { base.withVariations([VariationSetting("wght", $0)]) }
        let distinctValues = Set(perSizeValues.map { min(max($0, axis.minimum), axis.maximum) })
        #expect(distinctValues.count == 9)
        #expect(Set(perSize.map(\.identity)).count == distinctValues.count, "one face per distinct axis value")
        let again = perSizeValues.map { base.withVariations([VariationSetting("wght", $0)]) }
        #expect(zip(perSize, again).allSatisfy { $0 === $1 }, "a second entry at the same sizes gets the same faces")

        let cache = ShapingCache(byteLimit: 1 << 20)
        let measurer = TextMeasurer(fallback: .none, cache: cache)
        let text = Array("Settings notifications".utf16)
        for face in perSize + again {
            _ = text.withUnsafeBufferPointer { measurer.advances(of: $0, face: face) }
        }
        // Two words and the space, shaped once per distinct instance, whatever the sizes asked.
        #expect(cache.statistics.misses == 3 * distinctValues.count)
    }

    @Test("eight threads asking for the same new instance get one object")
    func concurrent() {
        let slots = (0..<8).map { _ in ManagedSlot() }
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            slots[index].face = base.withVariations([VariationSetting("wght", 333), VariationSetting("slnt", -4)])
        }
        let first = slots[0].face
        #expect(first != nil)
        #expect(slots.allSatisfy { $0.face === first })
    }

    @Test("the table keeps no instance alive: one nobody holds is made afresh")
    func weakTable() throws {
        let instances = try #require(base.instances)
        let before = instances.liveCount
        var identity: UInt64 = 0
        do {
            let transient = base.withVariations([VariationSetting("wght", 111)])
            identity = transient.identity
            withExtendedLifetime(transient) { #expect(instances.liveCount == before + 1) }
        }
        #expect(instances.liveCount == before)
        #expect(base.withVariations([VariationSetting("wght", 111)]).identity != identity)
    }
}

/// A face written once from a worker thread and read after all have finished.
final class ManagedSlot: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: FontFace?
    var face: FontFace? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
        set {
            lock.lock()
            stored = newValue
            lock.unlock()
        }
    }
}
