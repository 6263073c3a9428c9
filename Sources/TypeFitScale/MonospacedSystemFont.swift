import Foundation
import TypeFitShaping

/// The system monospaced font, in which SwiftUI draws inline code (`` `code` ``): SF Mono on
/// iOS. Apple does not allow SF Mono to be redistributed; a user who has it passes it with the
/// app's fonts (family "SF Mono"). Without it an installed monospaced face stands in, marked
/// as a ``FallbackStandIn``: DejaVu Sans Mono (Debian `fonts-dejavu-core`: Book, Bold,
/// Oblique, Bold Oblique), else Noto Sans Mono. Their advances (0.602 em for DejaVu) are close
/// to SF Mono's (0.6 em), but not equal.
package enum MonospacedSystemFont {
    /// The Apple family.
    package static let appleFamily = "SF Mono"

    /// Installed stand-in files, in order of preference: family → files.
    static let standInFiles: [(family: String, files: [String])] = [
        (
            "DejaVu Sans Mono",
            [
                "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",
                "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf",
                "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Oblique.ttf",
                "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-BoldOblique.ttf",
            ]
        ),
        (
            "Noto Sans Mono",
            [
                "/usr/share/fonts/truetype/noto/NotoSansMono-Regular.ttf",
                "/usr/share/fonts/truetype/noto/NotoSansMono-Bold.ttf",
            ]
        ),
    ]

    /// The first installed stand-in family's faces, loaded once; nil when none is installed.
    static let installedStandIn: (family: String, faces: [FontFace])? = {
        for candidate in standInFiles {
            let faces = candidate.files.filter { FileManager.default.fileExists(atPath: $0) }
                .flatMap { (try? FontFile.load(path: $0)) ?? [] }
            if !faces.isEmpty { return (candidate.family, faces) }
        }
        return nil
    }()

    /// The monospaced faces to choose from: SF Mono's among `library` when it has them, else the
    /// installed stand-in with its reason; empty when neither exists.
    package static func faces(in library: FontLibrary) -> (faces: [FontFace], standIn: FallbackStandIn?) {
        let own = library.faces(inFamily: appleFamily)
        if !own.isEmpty { return (own, nil) }
        guard let installed = installedStandIn else { return ([], nil) }
        return (installed.faces, FallbackStandIn(family: installed.family, appleFace: appleFamily))
    }
}
