import Foundation
import FuzzSupport
import TypeFit
import TypeFitSwiftScale

/// Swift type-scale sources: the bytes written as a `.swift` file, read by `SwiftScaleReader`
/// (decoding, parsing, evaluation of every definition and use), made into a type scale and
/// resolved, and linted against the bundled fonts. Only warnings and `SwiftScaleError` may
/// come back.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let path = FuzzSupport.scratchFile(FuzzSupport.input(data, size), extension: "swift")
    guard let reading = try? SwiftScaleReader.read(paths: [path]) else { return 0 }
    _ = SwiftLinter(library: FuzzSupport.library).findings(for: reading)
    guard let scale = try? reading.typeScale(source: path) else { return 0 }
    let resolver = TypeScaleResolver(library: FuzzSupport.library, systemFont: .standIn(bundled: FuzzSupport.library))
    _ = try? resolver.resolve(scale)
    return 0
}

FuzzSupport.runLibFuzzer(fuzz)
