import CLibFuzzer
import Foundation
import TypeFit

/// What every fuzz target shares: the bundled fonts, a measurer, and a scratch file for inputs
/// that TypeFit only reads from disk.
public enum FuzzSupport {
    /// The bundled Inter faces (found through `TYPEFIT_FONTS_DIR`, which the run script sets).
    public static let library: FontLibrary = {
        do { return try BundledFonts.library() } catch { fatalError("fuzz setup: \(error)") }
    }()

    /// A measurer with the bundled faces and the installed Noto fallback fonts.
    public static let measurer = TextMeasurer(fallback: .sfProStandIn(library: library))

    /// A measurer with no fallback at all, for fonts under test.
    public static let bareMeasurer = TextMeasurer(fallback: .none)

    /// Limits far below the defaults, so one input can never cost more than a few MB while
    /// every limit is still reached by the inputs libFuzzer makes.
    public static let limits = StringsLimits(
        maximumFileBytes: 1 << 20, maximumStrings: 10_000, maximumStringUTF16Count: 1 << 16,
        maximumTotalUTF16Count: 1 << 20, maximumRules: 1_000, maximumPatterns: 10_000)

    /// The input libFuzzer passes, as a buffer (empty when the pointer is null).
    public static func input(_ data: UnsafePointer<UInt8>?, _ size: Int) -> UnsafeBufferPointer<UInt8> {
        guard let data, size > 0 else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: data, count: size)
    }

    /// Writes `input` to this process's scratch file and returns its path (ending in
    /// `.extension`), for readers that take a path.
    public static func scratchFile(_ input: UnsafeBufferPointer<UInt8>, extension pathExtension: String) -> String {
        let path = NSTemporaryDirectory() + "typefit-fuzz-\(getpid()).\(pathExtension)"
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        precondition(fd >= 0, "fuzz setup: cannot create \(path)")
        var offset = 0
        while offset < input.count {
            let written = write(fd, input.baseAddress! + offset, input.count - offset)
            precondition(written > 0, "fuzz setup: cannot write \(path)")
            offset += written
        }
        close(fd)
        return path
    }

    /// Hands control to libFuzzer with this process's command line; `callback` tests one input.
    /// Returns libFuzzer's exit code (it exits by itself on a crash or when the run is over).
    public static func runLibFuzzer(_ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        let status = LLVMFuzzerRunDriver(&argc, &argv, callback)
        exit(status)
    }

    /// Lays `text` out with `face` at a few sizes and widths, as a check would; layout errors
    /// for bad options are expected and ignored.
    public static func layOut(_ text: String, face: FontFace, measurer: TextMeasurer, locale: String? = nil) {
        guard let prepared = try? PreparedText.prepare(text, face: face, measurer: measurer, locale: locale) else {
            return
        }
        for (size, width, lines) in [(17.0, 120.0, 2), (53.0, 320.0, 1), (11.0, 40.0, 3)] {
            for mode in TruncationMode.allCases {
                _ = try? prepared.layout(
                    pointSize: size, options: LayoutOptions(width: width, lineLimit: lines, truncationMode: mode))
            }
        }
    }
}
