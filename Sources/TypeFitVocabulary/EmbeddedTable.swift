import Foundation

/// Reads the data tables TypeFit ships inside its code: Apple's published facts (type tables,
/// tracking, device screens) and the sample strings, kept as JSON files in each module's
/// `Tables/` folder and embedded at build time (SwiftPM `embedInCode`), so a copied `typefit`
/// binary carries them and there is no resource bundle to lose.
///
/// The files are part of the build, not user input: one that does not decode is a defect of
/// the build, stopped at once with the file named and what is wrong (each table's tests
/// decode it, so such a build fails its tests first).
package enum EmbeddedTable {
    /// The table of type `T` in `bytes`, the embedded contents of the file `name`.
    package static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8], name: String) -> T {
        do {
            return try JSONDecoder().decode(T.self, from: Data(bytes))
        } catch {
            preconditionFailure("TypeFit's built-in table \(name) does not decode: \(error)")
        }
    }
}
