// swift-tools-version: 6.1
// TypeFit's libFuzzer targets: one executable per input format TypeFit reads, built with
// `-Xswiftc -sanitize=fuzzer,address`. Each target's `main.swift` defines the function that
// tests one input and hands it to libFuzzer's driver (SwiftPM links an executable's `main` to
// the module's top-level code, so libFuzzer's own `main` is not used). Build and run them all
// with `Tests/Fuzz/run-fuzzers.sh`.
import Foundation
import PackageDescription

/// SwiftPM names a path dependency after its directory, so the TypeFit checkout's identity is
/// whatever the repository was cloned as.
let typeFitPackage = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .lastPathComponent.lowercased()

/// The fuzz targets, each in `Sources/NAME/NAME.swift`.
let fuzzTargets = [
    "FuzzFontFile", "FuzzTypeScale", "FuzzStyleDictionary", "FuzzConstraints",
    "FuzzStringsFile", "FuzzStringCatalog", "FuzzStringsDict", "FuzzGettextCatalog", "FuzzMeasureRequest",
    "FuzzInlineMarkdown",
    "FuzzFormatString",
]

/// Targets that also read Swift sources (swift-syntax), through the `TypeFitSwiftScale` product.
let swiftSourceTargets = ["FuzzSwiftScale"]

let package = Package(
    name: "TypeFitFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "../..")
    ],
    targets: [
        .target(name: "CLibFuzzer", path: "Sources/CLibFuzzer"),
        .target(
            name: "FuzzSupport",
            dependencies: ["CLibFuzzer", .product(name: "TypeFit", package: typeFitPackage)],
            path: "Sources/FuzzSupport"
        ),
    ]
        + swiftSourceTargets.map { name in
            .executableTarget(
                name: name,
                dependencies: [
                    "FuzzSupport", .product(name: "TypeFit", package: typeFitPackage),
                    .product(name: "TypeFitSwiftScale", package: typeFitPackage),
                ],
                path: "Sources/\(name)"
            )
        }
        + fuzzTargets.map { name in
            .executableTarget(
                name: name,
                dependencies: ["FuzzSupport", .product(name: "TypeFit", package: typeFitPackage)],
                path: "Sources/\(name)"
            )
        },
    swiftLanguageModes: [.v6]
)
