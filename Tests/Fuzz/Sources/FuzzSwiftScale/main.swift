import Foundation
import FuzzSupport
import TypeFit
import TypeFitSwiftScale

/// Swift type-scale sources: the bytes written as a `.swift` file, read by `SwiftScaleReader`
/// (decoding, parsing, evaluation of every definition and use), made into a type scale and
/// resolved, and linted against the bundled fonts. Only warnings and `InputError` may
/// come back, and every warning names the file and a line in it: code the evaluator cannot
/// finish (recursion, loops, cycles) must end in such a warning, not a hang or a crash.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let path = FuzzSupport.scratchFile(FuzzSupport.input(data, size), extension: "swift")
    guard let reading = try? SwiftScaleReader.read(paths: [path]) else { return 0 }
    let lines = FuzzSupport.input(data, size).reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    for warning in reading.warnings {
        precondition(
            warning.location.file == path && (1...lines).contains(warning.location.line),
            "a warning that does not name a line of the file: \(warning)")
    }
    _ = SwiftLinter(library: FuzzSupport.library).findings(for: reading)
    guard let scale = try? reading.typeScale(source: path) else { return 0 }
    let resolver = TypeScaleResolver(library: FuzzSupport.library, systemFont: .standIn(bundled: FuzzSupport.library))
    _ = try? resolver.resolve(scale)
    return 0
}

FuzzSupport.runLibFuzzer(fuzz)
