import Foundation
import Testing
import TypeFitTestSupport

@testable import TypeFitRender

@Suite("PNG encoding and decoding with libpng")
struct PNGCodecTests {
    /// A canvas with a gradient in every channel, so every byte matters.
    func gradient(width: Int, height: Int, opaque: Bool, grey: Bool) -> Canvas {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let value = UInt8((x * 7 + y * 13) % 256)
                pixels += grey ? [value, value, value] : [value, UInt8((x * 3) % 256), UInt8((y * 5) % 256)]
                pixels.append(opaque ? 255 : UInt8((x + y) % 256))
            }
        }
        return Canvas(width: width, height: height, pixels: pixels)
    }

    @Test("grey, RGB and RGBA canvases round-trip exactly", arguments: [(true, true), (true, false), (false, false)])
    func roundTrip(opaque: Bool, grey: Bool) throws {
        let canvas = gradient(width: 37, height: 23, opaque: opaque, grey: grey)
        let data = try PNGCodec.encode(canvas)
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let decoded = try PNGCodec.decode(data)
        #expect(decoded.width == 37 && decoded.height == 23)
        #expect(decoded.pixels == canvas.pixels)
        // IHDR colour type: 0 grey, 2 RGB, 6 RGBA.
        #expect(data[25] == (grey && opaque ? 0 : opaque ? 2 : 6))
    }

    @Test("a canvas with few colours is written with a palette, losslessly and smaller")
    func palette() throws {
        var canvas = Canvas(width: 120, height: 40, background: .white)
        canvas.fill(PixelRect(x: 10, y: 5, width: 50, height: 20), RGBAColor(hex: 0xFFE3E1))
        canvas.fill(PixelRect(x: 40, y: 10, width: 60, height: 25), RGBAColor(hex: 0x0A5BD3, alpha: 128))
        let indexed = try PNGCodec.encode(canvas, palette: true)
        let plain = try PNGCodec.encode(canvas)
        #expect(indexed[25] == 3)
        #expect(try PNGCodec.decode(indexed).pixels == canvas.pixels)
        #expect(indexed.count <= plain.count)
    }

    @Test("bytes that are not a PNG are rejected with libpng's reason, naming the source")
    func badData() throws {
        #expect(throws: RenderError.self) { try PNGCodec.decode(Data("not a png".utf8), source: "bad.png") }
        do {
            _ = try PNGCodec.decode(Data("not a png".utf8), source: "bad.png")
        } catch {
            #expect(error.description.contains("bad.png"))
        }
    }

    @Test("encoded bytes written to a file read back as the canvas; a missing file is an error naming it")
    func fileRoundTrip() throws {
        try ScratchDirectory.with("typefit-render-tests") { directory in
            let path = directory.appendingPathComponent("image.png").path
            let canvas = gradient(width: 16, height: 4, opaque: false, grey: false)
            try PNGCodec.encode(canvas).write(to: URL(fileURLWithPath: path))
            let read = try PNGCodec.read(path: path)
            #expect(read.width == 16 && read.height == 4 && read.pixels == canvas.pixels)
            let missing = directory.appendingPathComponent("missing.png").path
            #expect { try PNGCodec.read(path: missing) } throws: {
                ($0 as? RenderError)?.description.contains("missing.png") == true
            }
        }
    }
}
