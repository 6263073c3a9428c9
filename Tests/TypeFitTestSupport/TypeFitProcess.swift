import Foundation

/// The `typefit` executable could not be found.
public enum TypeFitProcessError: Error, CustomStringConvertible {
    case executableNotFound(searched: [String])

    public var description: String {
        switch self {
        case .executableNotFound(let searched):
            "the built typefit executable was not found (build it first: swift build --product typefit); "
                + "searched: \(searched.joined(separator: ", ")); or set TYPEFIT_EXECUTABLE"
        }
    }
}

/// Runs the real `typefit` executable SwiftPM built alongside the tests, as a subprocess, the
/// way a user or CI runs it: arguments in, exit status, standard output and standard error out.
public enum TypeFitProcess {
    /// The `typefit` executable: `$TYPEFIT_EXECUTABLE` if set, else the one in the products
    /// directory the tests run from (whatever `--scratch-path` was used), else `.build/debug` of
    /// the package.
    public static let executable: Result<URL, TypeFitProcessError> = locate()

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
        directories.append(TestFixtures.packageRoot.appendingPathComponent(".build/debug"))

        let candidates = directories.map { $0.appendingPathComponent("typefit") }
        for candidate in candidates where fileManager.isExecutableFile(atPath: candidate.path) {
            return .success(candidate)
        }
        return .failure(.executableNotFound(searched: candidates.map(\.path)))
    }

    /// Runs `typefit arguments…` to completion, capturing its output (``CapturedProcess``).
    public static func run(_ arguments: String...) throws -> TypeFitRun {
        try run(arguments)
    }

    /// Runs `typefit arguments…` with `workingDirectory` as its current directory (default: the
    /// test runner's). Standard input is empty.
    public static func run(_ arguments: [String], in workingDirectory: URL? = nil) throws -> TypeFitRun {
        try CapturedProcess.run(try executable.get(), arguments, in: workingDirectory)
    }
}
