import FuzzSupport
import TypeFit

/// Font files: the input is written to disk and loaded as `--fonts FILE` would load it; every
/// face that loads is queried, shaped and laid out. Only `FontError` may come back.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzSupport.input(data, size)
    let path = FuzzSupport.scratchFile(input, extension: "otf")
    guard let library = try? FontLibrary(paths: [path]) else { return 0 }
    for face in library.faces.prefix(4) {
        _ = face.descriptor.summary
        _ = face.hasGlyph(for: "A")
        _ = FuzzSupport.bareMeasurer.measure("Hello AV fi…", face: face, locale: "en")
        FuzzSupport.layOut("Settings AVA fi ffi Wörld", face: face, measurer: FuzzSupport.bareMeasurer)
        if let axis = face.descriptor.axes.first {
            let varied = face.withVariations([VariationSetting(axis.tag, axis.maximum), VariationSetting("wght", 650)])
            _ = FuzzSupport.bareMeasurer.measure("AV fi", face: varied)
        }
    }
    for family in library.families.prefix(2) {
        _ = try? library.resolve(family: family, weight: 700, italic: true)
    }
    return 0
}

FuzzSupport.runLibFuzzer(fuzz)
