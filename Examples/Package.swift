// swift-tools-version: 6.1
// How an app's own test target uses TypeFit: layout regression tests that open the app's type
// scale, fonts and strings and assert on how each string fits at every Dynamic Type size.
// CI builds and runs it (`swift test --package-path Examples`).
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
