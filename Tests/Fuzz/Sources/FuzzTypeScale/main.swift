import Foundation
import FuzzSupport
import TypeFit

/// Type scale JSON: parsed, and when it parses, resolved at every size against the bundled
/// fonts with the Inter stand-in for SF Pro. Only `InputError` may come back.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzSupport.input(data, size)
    guard let scale = try? TypeScale.parse(Data(input), source: "fuzz.json") else { return 0 }
    let resolver = TypeScaleResolver(library: FuzzSupport.library, systemFont: .standIn(bundled: FuzzSupport.library))
    guard let resolved = try? resolver.resolve(scale) else { return 0 }
    for entry in resolved.entries.prefix(4) {
        for style in entry.styles where style.size == .large || style.size == .accessibility5 {
            let options = LayoutOptions(
                width: 200, lineLimit: 2, tracking: style.tracking,
                lineHeight: .fixed(style.lineHeight), lineSpacing: style.lineSpacing)
            guard
                let prepared = try? PreparedText.prepare(
                    "Restore Purchases", face: style.face, measurer: FuzzSupport.bareMeasurer)
            else { continue }
            _ = try? prepared.layout(pointSize: style.pointSize, options: options)
        }
    }
    return 0
}

FuzzSupport.runLibFuzzer(fuzz)
