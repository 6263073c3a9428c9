import Foundation
import TypeFitScale
import TypeFitSwiftScale
import TypeFitTestSupport

/// Swift fixtures written for a test into a fresh temporary directory, and read back.
struct SwiftSources {
    let directory: URL

    /// Writes `files` (name → Swift source) into a new temporary directory.
    init(_ files: [String: String]) throws {
        directory = try ScratchDirectory("typefit-swift").url
        for (name, text) in files { try write(name, Data(text.utf8)) }
    }

    func write(_ name: String, _ data: Data) throws {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    func read() throws -> SwiftScaleReading { try SwiftScaleReader.read(paths: [directory.path]) }

    func remove() { ScratchDirectory.remove(directory) }

    /// Reads one file's worth of Swift and returns the reading (the directory is removed).
    static func reading(_ source: String) throws -> SwiftScaleReading {
        let sources = try SwiftSources(["Theme.swift": source])
        defer { sources.remove() }
        return try sources.read()
    }

    /// The entry called `name` of the scale `source` defines.
    static func entry(_ name: String, in source: String) throws -> TypeScaleEntry? {
        try reading(source).typeScale(source: "Theme.swift").withoutPlaces.entry(named: name)
    }
}

extension TypeScale {
    /// The scale without where each entry is defined, to compare with a scale written in JSON.
    var withoutPlaces: TypeScale {
        var copy = self
        copy.entries = entries.map { entry in
            var bare = entry
            bare.definedAt = nil
            return bare
        }
        return copy
    }
}
