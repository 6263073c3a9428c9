/// Why a rendering could not be made or written. Each message names the file or value at fault.
package enum RenderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// FreeType could not open a face (`path`, face index) or load a glyph.
    case freeType(operation: String, path: String, code: Int32)
    /// libpng could not encode or decode an image.
    case png(operation: String, message: String)
    /// A PNG file could not be read or written.
    case file(path: String, message: String)
    /// The layout rejected the container or the text.
    case layout(String)
    /// An image would be too large to make.
    case imageTooLarge(width: Int, height: Int, limit: Int)
    /// A value TypeFit cannot draw with.
    case invalidOption(String)

    package var description: String {
        switch self {
        case .freeType(let operation, let path, let code):
            "\(path): FreeType \(operation) failed (error \(code))"
        case .png(let operation, let message):
            "PNG \(operation) failed: \(message)"
        case .file(let path, let message):
            "\(path): \(message)"
        case .layout(let message):
            "layout: \(message)"
        case .imageTooLarge(let width, let height, let limit):
            "the image would be \(width)×\(height) px (at most \(limit) px a side and 64 Mpx in all); render fewer strings, entries or sizes, or a smaller scale factor"
        case .invalidOption(let message):
            message
        }
    }
}
