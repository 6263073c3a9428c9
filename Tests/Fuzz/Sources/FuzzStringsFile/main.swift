import Foundation
import FuzzSupport
import TypeFit

@testable import TypeFitStrings

/// `.strings` files (old-style text, XML or binary property list, UTF-8 or UTF-16), plus the
/// JSON and plain text readers on the same bytes. Only `InputError` may come back.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzSupport.input(data, size)
    let bytes = Data(input)
    _ = try? StringsFileReader.parse(data: bytes, source: "fuzz.strings", limits: FuzzSupport.limits)
    _ = try? JSONStringsReader.parse(data: bytes, source: "fuzz.json", limits: FuzzSupport.limits)
    _ = try? PlainTextStringsReader.parse(data: bytes, source: "fuzz.txt", limits: FuzzSupport.limits)
    return 0
}

FuzzSupport.runLibFuzzer(fuzz)
