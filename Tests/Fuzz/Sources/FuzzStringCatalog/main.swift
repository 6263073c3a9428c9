import Foundation
import FuzzSupport
import TypeFit

@testable import TypeFitStrings

/// String Catalogs (`.xcstrings`): parsed with variations and substitutions expanded; the
/// first strings read are laid out. Only `InputError` may come back.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzSupport.input(data, size)
    guard
        let strings = try? StringCatalogReader.parse(
            data: Data(input), source: "fuzz.xcstrings", limits: FuzzSupport.limits)
    else { return 0 }
    let face = try! FuzzSupport.library.face(postScriptName: "Inter-Regular")
    for string in strings.prefix(2) {
        FuzzSupport.layOut(string.text, face: face, measurer: FuzzSupport.measurer, locale: string.locale)
    }
    return 0
}

FuzzSupport.runLibFuzzer(fuzz)
