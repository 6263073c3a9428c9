import Foundation
import FuzzSupport
import TypeFit

/// ScaledFont style dictionaries (property list or JSON), parsed and resolved; also told apart
/// from type scales as `--scale` does. Only `InputError` may come back.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzSupport.input(data, size)
    let bytes = Data(input)
    guard let scale = try? TypeScale.parseStyleDictionary(bytes, source: "fuzz.plist") else { return 0 }
    let resolver = TypeScaleResolver(library: FuzzSupport.library, systemFont: .standIn(bundled: FuzzSupport.library))
    _ = try? resolver.resolve(scale)
    return 0
}

FuzzSupport.runLibFuzzer(fuzz)
