internal import CPNG
import Foundation
import TypeFitCheck
import TypeFitInput

/// PNG encoding and decoding with libpng's simplified `png_image` API (8 bits per channel).
///
/// Encoding picks the smallest lossless format for the canvas: grey when every pixel is an opaque
/// grey, a palette of at most 256 colours when `palette` allows it and the opaque canvas has that
/// few, RGB when every pixel is opaque, RGBA otherwise. Decoding always gives straight RGBA.
package enum PNGCodec {
    /// The canvas as PNG bytes (lossless: the decoded pixels equal the canvas's).
    package static func encode(_ canvas: Canvas, palette: Bool = false) throws(RenderError) -> Data {
        guard canvas.width > 0, canvas.height > 0 else {
            throw .png(operation: "encoding", message: "the image is empty (\(canvas.width)×\(canvas.height) px)")
        }
        let (format, channels) = smallestFormat(for: canvas)
        if palette, channels == 3, let (indices, colormap) = indexed(canvas) {
            return try write(
                indices, width: canvas.width, height: canvas.height, format: typefit_png_format_rgb_colormap(),
                stride: canvas.width, colormap: colormap)
        }
        let packed: [UInt8] = channels == 4 ? canvas.pixels : pack(canvas.pixels, channels: channels)
        return try write(
            packed, width: canvas.width, height: canvas.height, format: format, stride: canvas.width * channels,
            colormap: nil)
    }

    /// libpng's memory writer: sized first, then written.
    private static func write(
        _ packed: [UInt8], width: Int, height: Int, format: png_uint_32, stride components: Int, colormap: [UInt8]?
    ) throws(RenderError) -> Data {
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        image.width = png_uint_32(width)
        image.height = png_uint_32(height)
        image.format = format
        image.colormap_entries = png_uint_32((colormap?.count ?? 0) / 3)
        let stride = png_int_32(components)
        let map = colormap ?? []
        var size: png_alloc_size_t = 0
        // First call: how many bytes the PNG needs.
        let sized = packed.withUnsafeBufferPointer { buffer in
            map.withUnsafeBufferPointer { colors in
                png_image_write_to_memory(
                    &image, nil, &size, 0, buffer.baseAddress, stride, colormap == nil ? nil : colors.baseAddress)
            }
        }
        guard sized != 0, size > 0 else {
            defer { png_image_free(&image) }
            throw .png(operation: "encoding", message: message(of: image))
        }
        var output = Data(count: Int(size))
        let written = output.withUnsafeMutableBytes { target in
            packed.withUnsafeBufferPointer { buffer in
                map.withUnsafeBufferPointer { colors in
                    png_image_write_to_memory(
                        &image, target.baseAddress, &size, 0, buffer.baseAddress, stride,
                        colormap == nil ? nil : colors.baseAddress)
                }
            }
        }
        guard written != 0 else {
            defer { png_image_free(&image) }
            throw .png(operation: "encoding", message: message(of: image))
        }
        output.count = Int(size)
        return output
    }

    /// Decodes PNG bytes into a straight-RGBA canvas. `source` names the data in errors.
    package static func decode(_ data: Data, source: String = "PNG data") throws(RenderError) -> Canvas {
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        let begun = data.withUnsafeBytes { bytes in
            png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count)
        }
        guard begun != 0 else {
            defer { png_image_free(&image) }
            throw .png(operation: "decoding \(source)", message: message(of: image))
        }
        image.format = typefit_png_format_rgba()
        let width = Int(image.width)
        let height = Int(image.height)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let finished = pixels.withUnsafeMutableBytes { target in
            png_image_finish_read(&image, nil, target.baseAddress, png_int_32(width * 4), nil)
        }
        guard finished != 0 else {
            defer { png_image_free(&image) }
            throw .png(operation: "decoding \(source)", message: message(of: image))
        }
        return Canvas(width: width, height: height, pixels: pixels)
    }

    /// The largest PNG file read, in bytes: 256 MiB (a specimen sheet at 8 px per point is a
    /// few megabytes).
    package static let maximumFileBytes = 256 << 20

    /// Reads (through ``InputFile``, within ``maximumFileBytes``) and decodes the PNG file at
    /// `path`.
    package static func read(path: String) throws(RenderError) -> Canvas {
        let bytes: [UInt8]
        do throws(InputError) { bytes = try InputFile.bytes(path: path, maximumBytes: maximumFileBytes) } catch {
            throw .file(path: path, message: "cannot read: \(error.message)")
        }
        return try decode(Data(bytes), source: path)
    }

    private static func smallestFormat(for canvas: Canvas) -> (png_uint_32, Int) {
        var opaque = true
        var grey = true
        let pixels = canvas.pixels
        var index = 0
        while index < pixels.count {
            if pixels[index + 3] != 255 {
                opaque = false
                break
            }
            if grey, pixels[index] != pixels[index + 1] || pixels[index] != pixels[index + 2] { grey = false }
            index += 4
        }
        if !opaque { return (typefit_png_format_rgba(), 4) }
        return grey ? (typefit_png_format_gray(), 1) : (typefit_png_format_rgb(), 3)
    }

    /// One palette index per pixel and the palette (RGB triples), or nil when the opaque canvas
    /// has more than 256 colours.
    private static func indexed(_ canvas: Canvas) -> ([UInt8], [UInt8])? {
        var palette: [UInt32: UInt8] = [:]
        var colormap: [UInt8] = []
        var indices = [UInt8](repeating: 0, count: canvas.width * canvas.height)
        let pixels = canvas.pixels
        for pixel in 0..<indices.count {
            let red = pixels[pixel * 4]
            let green = pixels[pixel * 4 + 1]
            let blue = pixels[pixel * 4 + 2]
            let key = UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
            if let index = palette[key] {
                indices[pixel] = index
            } else {
                guard palette.count < 256 else { return nil }
                let index = UInt8(palette.count)
                palette[key] = index
                colormap += [red, green, blue]
                indices[pixel] = index
            }
        }
        return (indices, colormap)
    }

    private static func pack(_ rgba: [UInt8], channels: Int) -> [UInt8] {
        let count = rgba.count / 4
        return [UInt8](unsafeUninitializedCapacity: count * channels) { buffer, initialized in
            for pixel in 0..<count {
                for channel in 0..<channels { buffer[pixel * channels + channel] = rgba[pixel * 4 + channel] }
            }
            initialized = count * channels
        }
    }

    private static func message(of image: png_image) -> String {
        var copy = image.message
        return withUnsafeBytes(of: &copy) { bytes in
            let text = String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            return text.isEmpty ? "libpng gave no reason" : text
        }
    }
}
