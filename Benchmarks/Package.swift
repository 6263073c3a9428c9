// swift-tools-version: 6.1
// TypeFit's benchmarks (ordo-one/benchmark). Run from this directory:
//   swift package benchmark
// CI gates on allocation counts; wall time on shared 2-core machines is informational.
import PackageDescription

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
                .product(name: "TypeFit", package: "TypeFit"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/ShapingBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
