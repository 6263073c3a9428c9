import Foundation
import FuzzSupport
import TypeFit

@testable import TypeFitStrings

/// Compiled gettext catalogs (`.mo`, either byte order): the header and tables checked, every
/// entry decoded, mnemonics removed, the `Language` header converted to BCP 47; then the lazy
/// accessor on its own, past a broken entry, as the benchmark corpus uses it. Only
/// `InputError` may come back.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzSupport.input(data, size)
    let bytes = Data(input)
    _ = try? GettextCatalogReader.parse(data: bytes, source: "fuzz.mo", limits: FuzzSupport.limits)
    if let catalog = try? GettextCatalog(data: bytes, source: "fuzz.mo") {
        for index in 0..<min(catalog.count, 256) { _ = try? catalog.entry(at: index) }
    }
    let text = String(decoding: input.prefix(256), as: UTF8.self)
    _ = GettextCatalogReader.removingMnemonics(text)
    _ = GettextCatalogReader.bcp47(text)
    return 0
}

FuzzSupport.runLibFuzzer(fuzz)
