import Foundation
import FuzzSupport
import TypeFit

@testable import TypeFitStrings

/// `.stringsdict` property lists (XML or binary): plural, device and width rules expanded.
/// Only `InputError` may come back.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzSupport.input(data, size)
    _ = try? StringsDictReader.parse(data: Data(input), source: "fuzz.stringsdict", limits: FuzzSupport.limits)
    return 0
}

FuzzSupport.runLibFuzzer(fuzz)
