// swift-tools-version: 6.1
// TypeFit's benchmarks (ordo-one/benchmark). Run from this directory:
//   swift package benchmark
// CI gates on allocation counts; wall time on shared 2-core machines is informational.
import Foundation
import PackageDescription

/// SwiftPM names a path dependency after its directory, so the TypeFit checkout's identity is
/// whatever the repository was cloned as.
let typeFitPackage = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent.lowercased()

/// The name SwiftPM compiles TypeFit's modules with (`-package-name`: the identity as a C
/// identifier). A benchmark compiled with the same name sees their `package` API, such as the
/// check's JSON writer, which TypeFit keeps out of its public API.
let typeFitPackageName: String = {
    let name = String(typeFitPackage.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
    return name.first?.isNumber == true ? "_" + name : name
}()

let package = Package(
    name: "TypeFitBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "ShapingBenchmarks",
            dependencies: [
                .product(name: "TypeFit", package: typeFitPackage),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/ShapingBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                .product(name: "TypeFit", package: typeFitPackage),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/LayoutBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "CheckBenchmarks",
            dependencies: [
                .product(name: "TypeFit", package: typeFitPackage),
                .product(name: "TypeFitReport", package: typeFitPackage),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/CheckBenchmarks",
            // SwiftPM would name this package's own (`benchmarks`), after the flags below.
            packageAccess: false,
            swiftSettings: [.unsafeFlags(["-package-name", typeFitPackageName])],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // TypeFit beside Pango, plain HarfBuzz and the shaping floor: run ./compare.sh.
        .executableTarget(
            name: "TypeFitCompare",
            dependencies: [.product(name: "TypeFit", package: typeFitPackage)],
            path: "TypeFitCompare",
            exclude: ["peers.c"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
