// swift-tools-version: 6.1
// How an app's own test target uses TypeFit: layout regression tests that open the app's type
// scale, fonts and strings and assert on how each string fits at every Dynamic Type size.
// Run it with `swift test --package-path Examples`; TypeFit's own `swift test` builds and runs
// the same tests as ExampleLayoutTests, without package access (the public API only).
import PackageDescription

let package = Package(
    name: "TypeFitExamples",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "TypeFit", path: "..")
    ],
    targets: [
        .testTarget(
            name: "LayoutTests",
            dependencies: [.product(name: "TypeFit", package: "TypeFit")],
            path: "Tests/LayoutTests")
    ]
)
