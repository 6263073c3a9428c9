// swift-tools-version: 6.1
// TypeFit: how an app's text lays out at every Dynamic Type size, measured with HarfBuzz on the
// app's real fonts, on Linux.
import PackageDescription

let package = Package(
    name: "TypeFit",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "TypeFit", targets: ["TypeFit"]),
        .executable(name: "typefit", targets: ["TypeFitCLI"]),
        // The Swift type-scale reader and lint rules on their own.
        .library(name: "TypeFitSwiftScale", targets: ["TypeFitSwiftScale"]),
        // A check's outputs; no public API: its `package` API is reached only by the benchmarks.
        .library(name: "TypeFitReport", targets: ["TypeFitReport"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Swift sources in: the type scale read from the app's own Swift code, and `typefit lint`.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // C libraries, each behind its own funnel.
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]
        ),
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]
        ),
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        .target(
            name: "CICU",
            linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata")]
        ),

        // Happens-before edges for ThreadSanitizer around Mutex-guarded caches (no-ops otherwise).
        .target(name: "CThreadSanitizer"),

        // Concurrency: the ordered fan-out every parallel loop uses (work split over all cores, results
        // collected in order) and the Mutex lock ThreadSanitizer can follow.
        .target(name: "TypeFitConcurrency", dependencies: ["CThreadSanitizer"]),
        // Input: every document TypeFit reads (JSON, property lists, text) through one reader, with
        // strict decoding, size limits and one error type naming file, line and key path.
        .target(name: "TypeFitInput"),
        // Output: every file TypeFit writes, whole or not at all (a temporary file renamed over the
        // target, removed on failure, SIGINT or SIGTERM), and standard output, with one error type.
        .target(name: "TypeFitOutput"),
        // Unicode text segmentation (ICU): line-break opportunities, bidi runs.
        .target(name: "TypeFitUnicode", dependencies: ["CICU"]),
        // Shaping core: font files, the font library, HarfBuzz shaping, fallback.
        .target(
            name: "TypeFitShaping",
            dependencies: ["CHarfBuzz", "TypeFitConcurrency", "TypeFitUnicode", "TypeFitVocabulary"]),
        // The vocabulary every layer shares: Dynamic Type sizes, text styles, font weights, and the
        // container text lays out in. A leaf: no dependencies.
        .target(name: "TypeFitVocabulary"),
        // Dynamic Type model: size ranges, platform tables, scaling models, tracking.
        .target(
            name: "TypeFitDynamicType", dependencies: ["TypeFitVocabulary"],
            resources: [
                .embedInCode("Tables/iOS.json"), .embedInCode("Tables/watchOS.json"),
                .embedInCode("Tables/macOS.json"), .embedInCode("Tables/tvOS.json"),
                .embedInCode("Tables/SFTracking.json"),
            ]),
        // Type scales: entries resolved to a face, point size, line height and tracking per size.
        .target(
            name: "TypeFitScale",
            dependencies: [
                "TypeFitInput", "TypeFitShaping", "TypeFitDynamicType", "TypeFitUnicode", "TypeFitVocabulary",
            ]),
        // Swift sources in: a type scale read from the app's Swift code (swift-syntax), and lint rules.
        .target(
            name: "TypeFitSwiftScale",
            dependencies: [
                "TypeFitConcurrency",
                "TypeFitInput",
                "TypeFitScale",
                "TypeFitStrings",
                "TypeFitShaping",
                "TypeFitDynamicType",
                "TypeFitUnicode",
                "TypeFitVocabulary",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // Layout: wrapping as iOS does, line metrics, truncation, autoshrink, scaled padding.
        .target(
            name: "TypeFitLayout",
            dependencies: ["TypeFitShaping", "TypeFitUnicode", "TypeFitDynamicType", "TypeFitVocabulary"]),
        // Strings in: String Catalogs, .strings, .stringsdict, gettext .mo, JSON, plain text; constraints files;
        // inline Markdown as SwiftUI's Text interprets it (cmark-gfm); device screens and iOS's system text
        // containers (fonts from the Dynamic Type tables).
        .target(
            name: "TypeFitStrings",
            dependencies: [
                "TypeFitConcurrency", "TypeFitInput", "TypeFitUnicode", "TypeFitDynamicType", "TypeFitVocabulary",
                "CCmarkGFM",
            ],
            resources: [.embedInCode("Tables/DeviceWidths.json"), .embedInCode("Tables/SystemContainers.json")]),
        // Truncation checks: strings × type scale entries × sizes, in parallel; the check plan and results.
        .target(
            name: "TypeFitCheck",
            dependencies: [
                "TypeFitConcurrency", "TypeFitInput", "TypeFitOutput", "TypeFitScale", "TypeFitLayout",
                "TypeFitStrings",
                "TypeFitVocabulary",
            ],
            resources: [.embedInCode("Tables/SampleStrings.json")]),
        // Rendering: specimens rasterized with FreeType from the measured glyphs, PNG bytes (libpng).
        .target(
            name: "TypeFitRender",
            dependencies: [
                "TypeFitCheck", "TypeFitConcurrency", "TypeFitInput", "TypeFitLayout", "TypeFitShaping", "TypeFitScale",
                "TypeFitUnicode", "TypeFitVocabulary", "CFreeType", "CPNG",
            ]
        ),
        // Reports: every output written from a check's results (text tables, JSON, JUnit, SARIF, HTML,
        // baselines) and from the scale and shape commands, through one atomic file writer.
        .target(
            name: "TypeFitReport",
            dependencies: [
                "TypeFitCheck", "TypeFitConcurrency", "TypeFitRender", "TypeFitSwiftScale", "TypeFitScale",
                "TypeFitLayout",
                "TypeFitShaping", "TypeFitDynamicType", "TypeFitUnicode", "TypeFitStrings", "TypeFitInput",
                "TypeFitOutput", "TypeFitVocabulary",
            ]
        ),
        // The library users import: every layer's public API, and the pipeline (TypeFitProject)
        // that the command-line tool and layout regression tests both call.
        .target(
            name: "TypeFit",
            dependencies: [
                "TypeFitVocabulary", "TypeFitInput", "TypeFitShaping", "TypeFitDynamicType", "TypeFitUnicode",
                "TypeFitScale", "TypeFitLayout", "TypeFitStrings", "TypeFitCheck", "TypeFitSwiftScale", "TypeFitReport",
            ]
        ),
        // The `typefit` command.
        .executableTarget(
            name: "TypeFitCLI",
            dependencies: [
                "TypeFit",
                "TypeFitConcurrency",
                "TypeFitOutput",
                "TypeFitRender",
                "TypeFitReport",
                "TypeFitSwiftScale",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Shared by the test targets: scratch directories under the system temp dir, fixture paths,
        // the built `typefit` run as a subprocess, the check setup. Not a product, and nothing that
        // ships depends on it.
        .target(
            name: "TypeFitTestSupport",
            dependencies: [
                "TypeFitCheck", "TypeFitScale", "TypeFitShaping", "TypeFitStrings", "TypeFitDynamicType",
                "TypeFitVocabulary",
            ],
            path: "Tests/TypeFitTestSupport"
        ),

        .testTarget(name: "TypeFitInputTests", dependencies: ["TypeFitInput", "TypeFitTestSupport"]),
        .testTarget(name: "TypeFitUnicodeTests", dependencies: ["TypeFitUnicode"]),
        .testTarget(
            name: "TypeFitShapingTests", dependencies: ["TypeFitShaping", "TypeFitUnicode", "TypeFitTestSupport"]),
        .testTarget(
            name: "TypeFitDynamicTypeTests",
            dependencies: ["TypeFitDynamicType", "TypeFitVocabulary", "TypeFitTestSupport"]),
        .testTarget(
            name: "TypeFitScaleTests",
            dependencies: [
                "TypeFitInput", "TypeFitScale", "TypeFitStrings", "TypeFitVocabulary", "TypeFitTestSupport",
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "TypeFitSwiftScaleTests",
            dependencies: ["TypeFitSwiftScale", "TypeFitScale", "TypeFitVocabulary", "TypeFitTestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(name: "TypeFitLayoutTests", dependencies: ["TypeFitLayout", "TypeFitVocabulary"]),
        // Accuracy against Pango on the same fonts (Pango only here, never at run time).
        .testTarget(
            name: "TypeFitAccuracyTests",
            dependencies: ["TypeFitLayout", "TypeFitStrings", "TypeFitVocabulary", "TypeFitTestSupport"],
            exclude: ["Fixtures", "PangoHarness", "ACCURACY.md"]),
        .testTarget(
            name: "TypeFitCheckTests",
            dependencies: [
                "TypeFitConcurrency", "TypeFitInput", "TypeFitCheck", "TypeFitReport", "TypeFitVocabulary",
                "TypeFitTestSupport",
            ]),
        .testTarget(
            name: "TypeFitStringsTests",
            dependencies: [
                "TypeFitInput", "TypeFitStrings", "TypeFitDynamicType", "TypeFitVocabulary", "TypeFitTestSupport",
            ],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "TypeFitReportTests",
            dependencies: [
                "TypeFitReport", "TypeFitCheck", "TypeFitConcurrency", "TypeFitUnicode", "TypeFitInput",
                "TypeFitOutput", "TypeFitVocabulary", "TypeFitTestSupport",
            ]),
        .testTarget(
            name: "TypeFitRenderTests",
            dependencies: [
                "TypeFitRender", "TypeFitReport", "TypeFitCheck", "TypeFitScale", "TypeFitVocabulary", "CFreeType",
                "CPNG", "TypeFitTestSupport",
            ],
            exclude: ["Screenshots"]
        ),
        .testTarget(name: "TypeFitTests", dependencies: ["TypeFit", "TypeFitTestSupport"]),
        .testTarget(
            name: "TypeFitCLITests", dependencies: ["TypeFit", "TypeFitReport", "TypeFitCLI", "TypeFitTestSupport"],
            exclude: ["Fixtures"]),
        // The Examples package's layout tests (an app's own test target), built here with the rest so
        // the suite compiles TypeFit once. Without package access they see TypeFit's public API only,
        // as the app's target that depends on the TypeFit product does; ArchitectureTests holds their
        // imports to Foundation, Testing and TypeFit.
        .testTarget(
            name: "ExampleLayoutTests",
            dependencies: ["TypeFit"],
            path: "Examples/Tests/LayoutTests",
            packageAccess: false),
    ],
    swiftLanguageModes: [.v6]
)

/// `TYPEFIT_SANITIZER=address` or `TYPEFIT_SANITIZER=thread` builds TypeFit's own targets (its
/// Swift and C code, the tests and the `typefit` executable the tests run) with that sanitizer, and
/// its package dependencies (swift-syntax, swift-argument-parser) without. CI's sanitizer stages
/// build in the plain build's folder this way, so swift-syntax, most of a build, is compiled once
/// for the whole run; `swift test --sanitize=…` still instruments everything. The C libraries
/// behind the funnels (HarfBuzz, FreeType, ICU, libpng, cmark-gfm) come from Debian, never
/// instrumented either way: AddressSanitizer checks the buffers TypeFit hands them and the
/// allocations they return, LeakSanitizer every allocation.
if let sanitizer = Context.environment["TYPEFIT_SANITIZER"], !sanitizer.isEmpty {
    guard ["address", "thread"].contains(sanitizer) else {
        fatalError("TYPEFIT_SANITIZER must be address or thread, not \(sanitizer)")
    }
    for target in package.targets where target.type != .system {
        if ["CICU", "CThreadSanitizer"].contains(target.name) {
            target.cSettings = (target.cSettings ?? []) + [.unsafeFlags(["-fsanitize=\(sanitizer)"])]
        } else {
            target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-sanitize=\(sanitizer)"])]
        }
        target.linkerSettings = (target.linkerSettings ?? []) + [.unsafeFlags(["-sanitize=\(sanitizer)"])]
    }
}
