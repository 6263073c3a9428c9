import Foundation
import Testing
import TypeFit
import TypeFitReport

/// What one run of the built `typefit` executable produced.
struct TypeFitRun {
    var status: Int32
    var stdout: String
    var stderr: String

    /// Standard output parsed as a JSON object, or nil when it is not one.
    var jsonObject: [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(stdout.utf8))) as? [String: Any]
    }

    /// Standard output decoded as `T`.
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(stdout.utf8))
    }

    /// Standard output read back as a check's JSON (`check`/`report --format json`).
    func checkReport() throws -> CheckReport {
        try CheckReportJSON.decode(Data(stdout.utf8))
    }

    /// Standard error's non-empty lines.
    var stderrLines: [Substring] {
        stderr.split(separator: "\n", omittingEmptySubsequences: true)
    }
}

enum TypeFitProcessError: Error, CustomStringConvertible {
    case executableNotFound(searched: [String])

    var description: String {
        switch self {
        case .executableNotFound(let searched):
            "the built typefit executable was not found (build it first: swift build --product typefit); "
                + "searched: \(searched.joined(separator: ", ")); or set TYPEFIT_EXECUTABLE"
        }
    }
}

/// Runs the `typefit` executable SwiftPM built alongside the test bundle, as a subprocess.
enum TypeFitProcess {
    /// The `typefit` executable: `$TYPEFIT_EXECUTABLE` if set, else the one in the products
    /// directory the tests run from (whatever `--scratch-path` was used), else `.build/debug` of
    /// the package.
    static let executable: Result<URL, TypeFitProcessError> = locate()

    private static func locate() -> Result<URL, TypeFitProcessError> {
        let fileManager = FileManager.default
        if let override = ProcessInfo.processInfo.environment["TYPEFIT_EXECUTABLE"], !override.isEmpty {
            return .success(URL(fileURLWithPath: override))
        }
        var directories: [URL] = []
        // macOS: the tests are an .xctest bundle inside the products directory.
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            directories.append(bundle.bundleURL.deletingLastPathComponent())
        }
        // Linux: the tests are an executable `…PackageTests.xctest` in the products directory.
        if let executable = Bundle.main.executableURL {
            directories.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
        }
        directories.append(Bundle.main.bundleURL)
        if let argument = CommandLine.arguments.first, argument.contains("/") {
            directories.append(URL(fileURLWithPath: argument).resolvingSymlinksInPath().deletingLastPathComponent())
        }
        // Last resort: the package's default build directory.
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        directories.append(packageRoot.appendingPathComponent(".build/debug"))

        let candidates = directories.map { $0.appendingPathComponent("typefit") }
        for candidate in candidates where fileManager.isExecutableFile(atPath: candidate.path) {
            return .success(candidate)
        }
        return .failure(.executableNotFound(searched: candidates.map(\.path)))
    }

    /// Runs `typefit arguments…` to completion, capturing its output through temporary files
    /// (no pipe can fill up and block it).
    static func run(_ arguments: String...) throws -> TypeFitRun {
        try run(arguments)
    }

    /// Runs `typefit arguments…` with `workingDirectory` as its current directory (default: the
    /// test runner's).
    static func run(_ arguments: [String], in workingDirectory: URL? = nil) throws -> TypeFitRun {
        let executable = try executable.get()
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("typefit-cli-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outURL = directory.appendingPathComponent("stdout")
        let errURL = directory.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        if let workingDirectory { process.currentDirectoryURL = workingDirectory }
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return TypeFitRun(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }
}

/// Whether two point values agree to within `tolerance` points (default 1e-9 pt).
func isClose(_ actual: Double?, _ expected: Double, tolerance: Double = 1e-9) -> Bool {
    guard let actual else { return false }
    return abs(actual - expected) <= tolerance
}

/// The twelve iOS sizes by SwiftUI name, smallest first (written out, not taken from the model).
let iOSSizeNames = [
    "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
    "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
]
