internal import Synchronization
import TypeFitConcurrency

/// The numbers that stand for cascades' contents (``FallbackCascade/identity``).
final class CascadeIdentities: Sendable {
    /// What decides a cascade's fallback: its faces' and system fallback's identities.
    struct Contents: Hashable {
        let cascadeLists: [String: [UInt64]]
        let faces: [UInt64]
        let systemFontFaces: [UInt64]
        let systemFontIsStandIn: Bool
        let system: UInt64?
    }

    static let shared = CascadeIdentities()
    /// Most contents numbered at once; past it the table starts afresh (numbers are never
    /// reused, so a cascade numbered before keeps a number no other contents get).
    static let limit = 4_096

    private let table = Mutex<(numbers: [Contents: UInt64], next: UInt64)>(([:], 0))

    /// The number of `cascade`'s contents: the same contents get the same number while remembered.
    func number(for cascade: FallbackCascade) -> UInt64 {
        let contents = Contents(
            cascadeLists: cascade.cascadeLists.mapValues { $0.map(\.identity) }, faces: cascade.faces.map(\.identity),
            systemFontFaces: cascade.systemFontFaces.map(\.identity), systemFontIsStandIn: cascade.systemFontIsStandIn,
            system: cascade.system?.identity)
        return table.withOrderedLock { table in
            if let known = table.numbers[contents] { return known }
            if table.numbers.count >= Self.limit { table.numbers.removeAll(keepingCapacity: true) }
            table.next += 1
            table.numbers[contents] = table.next
            return table.next
        }
    }
}
