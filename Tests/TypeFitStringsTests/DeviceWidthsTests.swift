import Testing
import TypeFitStrings

/// The named device widths.
@Suite("Device widths")
struct DeviceWidthsTests {
    @Test(
        "named devices give their portrait width in points",
        arguments: [
            ("iPhone SE (1st generation)", 320.0), ("iPhone SE", 375), ("iPhone SE (3rd generation)", 375),
            ("iPhone 13 mini", 375),
            ("iPhone 14", 390), ("iPhone 16e", 390), ("iPhone 15", 393), ("iPhone 16", 393), ("iPhone 15 Pro", 393),
            ("iPhone 16 Pro", 402), ("iPhone 17", 402), ("iPhone 11", 414), ("iPhone Air", 420),
            ("iPhone 14 Plus", 428),
            ("iPhone 15 Plus", 430), ("iPhone 16 Plus", 430), ("iPhone 15 Pro Max", 430), ("iPhone 16 Pro Max", 440),
            ("iPhone 17 Pro Max", 440), ("iPad mini", 744), ("iPad", 820), ("iPad Air 11-inch", 820),
            ("iPad Pro 11-inch", 834),
            ("iPad Pro 12.9-inch", 1024), ("iPad Pro 13-inch", 1032),
        ])
    func widths(name: String, width: Double) throws {
        let device = try #require(DeviceWidths.named(name))
        #expect(device.width == width)
    }

    @Test("names are matched loosely; unknown names are nil")
    func looseNames() {
        #expect(DeviceWidths.named("iphone-16-pro-max")?.name == "iPhone 16 Pro Max")
        #expect(DeviceWidths.named("iPhone16ProMax")?.width == 440)
        #expect(DeviceWidths.named("IPAD PRO 11\"")?.width == 834)
        #expect(DeviceWidths.named("iPhone SE 1")?.height == 568)
        #expect(DeviceWidths.named("iPhone 99") == nil)
        #expect(DeviceWidths.named("") == nil)
    }

    @Test("the table is ordered narrowest first, every name unique, with its source")
    func table() {
        let widths = DeviceWidths.all.map(\.width)
        #expect(widths == widths.sorted())
        let names = DeviceWidths.all.flatMap { [$0.name] + $0.otherNames }.map { $0.lowercased() }
        #expect(Set(names).count == names.count)
        #expect(DeviceWidths.source.hasPrefix("Apple Human Interface Guidelines"))
        #expect(DeviceWidths.named("iPhone 15")?.description == "iPhone 16 (393 × 852 pt)")
    }
}
