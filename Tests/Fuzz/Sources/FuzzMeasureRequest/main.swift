import FuzzSupport
import TypeFit

@testable import TypeFitCheck

/// One JSON Lines request of `typefit measure`: parsed, its face looked up in the bundled fonts,
/// and the text prepared and laid out exactly as the command does. Only
/// `InputError`, `MeasureRequest.Failure` and `LayoutError` may come back.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzSupport.input(data, size)
    guard let request = try? MeasureRequest.parse(input, source: "fuzz.jsonl"),
        let face = try? request.face(in: FuzzSupport.library),
        let prepared = try? PreparedText.prepare(
            request.text, face: face, measurer: FuzzSupport.measurer,
            locale: request.locale, features: request.features)
    else { return 0 }
    _ = try? prepared.layout(pointSize: request.size, options: request.options)
    return 0
}

FuzzSupport.runLibFuzzer(fuzz)
