internal import Synchronization
import TypeFitConcurrency

/// The instances of one face of a variable font, by their axis values: one instance (file, face
/// index, axis values) is one ``FontFace`` object, however often and from whichever face it is
/// asked for. Caches key on a face's identity, so SF Pro's `opsz` set to the point size, or a
/// `wght` a type scale asks for at every size, shares its shaped words and fallback lists
/// across the sizes that resolve to the same values.
///
/// The table holds its faces weakly (faces hold the table): an instance nobody keeps is made
/// again when next asked for, and the table never keeps faces alive. Safe from any thread.
final class VariableInstances: Sendable {
    /// A face, not kept alive by the table.
    private struct Entry {
        weak var face: FontFace?
    }

    /// Axis values in `fvar` order, every axis present (defaults filled in) → the instance.
    private let table = Mutex<[[Double]: Entry]>([:])
    /// Entries beyond which released instances are swept out before adding one.
    private static let sweepThreshold = 64

    /// The key of `variations` on `axes`: every axis's value, the default where unset.
    static func key(_ variations: [VariationSetting], axes: [VariationAxis]) -> [Double] {
        axes.map { axis in variations.last { $0.tag == axis.tag }?.value ?? axis.defaultValue }
    }

    /// Records `face` as the instance at its own axis values, unless one is already there.
    func register(_ face: FontFace) {
        let key = Self.key(face.descriptor.variations, axes: face.descriptor.axes)
        table.withOrderedLock { table in
            if table[key]?.face == nil { table[key] = Entry(face: face) }
        }
    }

    /// The instance at `key` (``key(_:axes:)``), made by `make` (and kept) when there is none alive.
    func instance(at key: [Double], make: () -> FontFace) -> FontFace {
        if let known = table.withOrderedLock({ $0[key]?.face }) { return known }
        let made = make()
        return table.withOrderedLock { table in
            // Another thread may have made the same instance meanwhile: theirs wins, so every
            // caller gets one object.
            if let raced = table[key]?.face { return raced }
            if table.count >= Self.sweepThreshold { table = table.filter { $0.value.face != nil } }
            table[key] = Entry(face: made)
            return made
        }
    }

    /// Instances alive in the table now.
    var liveCount: Int { table.withOrderedLock { $0.values.filter { $0.face != nil }.count } }
}
