import Foundation
import TypeFitInput

/// `.typefit.json`: a project's inputs, so `typefit check` with no options is the CI gate. Found in
/// the current directory or its parents up to the repository root (the folder holding `.git`),
/// as swift-format finds `.swift-format`, or named with `--config FILE`. Paths are relative to
/// the file; options given on the command line override it (a repeatable option given at all
/// replaces the file's list).
///
/// ```json
/// {"scale": "Sources/Theme", "fonts": "Resources/Fonts", "strings": ["Resources"],
///  "constraints": "typefit-constraints.json", "locales": ["en", "de"], "baseline": "typefit.baseline"}
/// ```
package struct ProjectConfig: Sendable {
    /// The file's name.
    package static let fileName = ".typefit.json"

    /// How a key becomes command-line options.
    package enum Kind: Sendable {
        /// One path, relative to the file.
        case path
        /// A path or a list of paths.
        case paths
        /// One value.
        case value
        /// A value or a list of values.
        case values
        /// true or false.
        case flag
    }

    /// Every key: its option and kind. `baseline` is `baseline record --output` and `baseline
    /// compare`'s argument.
    package static let keys: [String: (option: String, kind: Kind)] = [
        "scale": ("--scale", .path), "fonts": ("--fonts", .paths), "strings": ("--strings", .paths),
        "constraints": ("--constraints", .path), "systemFont": ("--system-font", .paths),
        "infoPlist": ("--info-plist", .path), "developmentLanguage": ("--development-language", .value),
        "locales": ("--locale", .values), "entries": ("--entry", .values), "sizes": ("--sizes", .value),
        "markup": ("--markup", .value), "textCase": ("--text-case", .value), "pseudo": ("--pseudo", .values),
        "model": ("--model", .value), "places": ("--places", .value), "code": ("--code", .paths),
        "boldText": ("--bold-text", .flag), "baseline": ("--output", .path),
    ]

    /// The keys each command takes (by its name; `baseline` for both of its commands).
    package static let commandKeys: [String: Set<String>] = {
        let checking: Set<String> = [
            "scale", "fonts", "strings", "constraints", "systemFont", "developmentLanguage", "locales", "entries",
            "sizes", "markup", "textCase", "pseudo", "model", "boldText", "places", "code",
        ]
        return [
            "check": checking, "report": checking, "baseline": checking.union(["baseline"]),
            "scale": ["scale", "fonts", "systemFont", "model", "boldText"], "lint": ["infoPlist", "fonts"],
            "render": [
                "scale", "fonts", "strings", "constraints", "systemFont", "model", "markup", "textCase",
                "developmentLanguage",
            ],
        ]
    }()

    /// What `--constraints` is given for constraints written in the project file itself.
    package static let constraintsMarker = "#constraints"

    /// The constraints file at `path`, or the `constraints` object of the project file when
    /// `path` is that file followed by ``constraintsMarker``.
    package static func constraints(at path: String) throws(InputError) -> ConstraintsFile {
        guard path.hasSuffix(constraintsMarker) else { return try ConstraintsFile.read(path: path) }
        let file = String(path.dropLast(constraintsMarker.count))
        let document = try DocumentReader.json(
            InputFile.bytes(path: file, maximumBytes: 1 << 20), source: file, maximumBytes: 1 << 20)
        let object = try document.object(allowing: Set(keys.keys))
        guard let member = object["constraints"] else {
            throw InputError(path: file, keyPath: "constraints", message: "missing")
        }
        return try ConstraintsFile.parse(member: member, source: file)
    }

    /// Where the file is.
    package let path: String
    /// The options it gives, by key, as command-line arguments (`--locale en --locale de`).
    package let arguments: [String: [String]]

    /// The file named by `--config`, else the nearest `.typefit.json` from `directory` up to the
    /// repository root; nil when there is none.
    package static func find(from directory: String) -> String? {
        var url = URL(fileURLWithPath: directory).standardizedFileURL
        let manager = FileManager.default
        for _ in 0..<64 {
            let candidate = url.appendingPathComponent(fileName).path
            if manager.fileExists(atPath: candidate) { return candidate }
            if manager.fileExists(atPath: url.appendingPathComponent(".git").path) { return nil }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
        return nil
    }

    /// Reads the file: unknown keys and wrong types are errors naming the key path and line.
    package static func read(path: String) throws(InputError) -> ProjectConfig {
        let document = try DocumentReader.json(
            InputFile.bytes(path: path, maximumBytes: 1 << 20), source: path, maximumBytes: 1 << 20)
        let object = try document.object(allowing: Set(keys.keys))
        let base = URL(fileURLWithPath: path).deletingLastPathComponent()
        func resolve(_ relative: String) -> String {
            relative.hasPrefix("/") ? relative : base.appendingPathComponent(relative).path
        }
        var arguments: [String: [String]] = [:]
        for (key, reader) in object {
            guard let (option, kind) = keys[key] else { continue }
            if key == "constraints", reader.typeName == "an object" {
                // The constraints written in the project file itself.
                arguments[key] = [option, path + constraintsMarker]
                continue
            }
            switch kind {
            case .path: arguments[key] = [option, resolve(try reader.string())]
            case .value: arguments[key] = [option, try reader.string()]
            case .flag: arguments[key] = try reader.bool() ? [option] : []
            case .paths, .values:
                let items = reader.typeName == "an array" ? try reader.array() : [reader]
                var list: [String] = []
                for item in items {
                    let value = try item.string()
                    list += [option, kind == .paths ? resolve(value) : value]
                }
                arguments[key] = list
            }
        }
        return ProjectConfig(path: path, arguments: arguments)
    }

    /// `argv` (without the program name) with the file's options for its command added where
    /// the command line does not give them, and `--config FILE` taken out. Throws for a
    /// `--config` without a file or a file that cannot be read.
    package static func applying(to argv: [String], from directory: String) throws(InputError) -> [String] {
        var argv = argv
        var named: String?
        if let index = argv.firstIndex(where: { $0 == "--config" || $0.hasPrefix("--config=") }) {
            if argv[index].hasPrefix("--config=") {
                named = String(argv[index].dropFirst("--config=".count))
                argv.remove(at: index)
            } else {
                guard index + 1 < argv.count else {
                    throw InputError(path: "--config", message: "needs a file: --config .typefit.json")
                }
                named = argv[index + 1]
                argv.removeSubrange(index...(index + 1))
            }
        }
        guard let command = argv.first, let accepted = commandKeys[command],
            !argv.contains("--help"), !argv.contains("-h")
        else { return argv }
        guard let path = named ?? find(from: directory) else { return argv }
        let config = try read(path: path)
        let given = Set(argv.map { $0.split(separator: "=", maxSplits: 1).first.map(String.init) ?? $0 })
        var added: [String] = []
        for key in config.arguments.keys.sorted() where accepted.contains(key) {
            guard let option = keys[key]?.option else { continue }
            if key == "baseline" {
                // `baseline record --output FILE`; `baseline compare FILE` (its one argument).
                if argv.count > 1, argv[1] == "record", !given.contains("--output") {
                    added += config.arguments[key] ?? []
                } else if argv.count > 1, argv[1] == "compare", !hasArgument(argv, after: 2) {
                    added.append(config.arguments[key]?.last ?? "")
                }
                continue
            }
            guard !given.contains(option) else { continue }
            added += config.arguments[key] ?? []
        }
        return argv + added
    }

    /// Whether `argv` holds a positional argument from `start` on (a value not after an option).
    private static func hasArgument(_ argv: [String], after start: Int) -> Bool {
        var index = start
        while index < argv.count {
            if argv[index].hasPrefix("-") {
                index += argv[index].contains("=") || flagsWithoutValue.contains(argv[index]) ? 1 : 2
            } else {
                return true
            }
        }
        return false
    }

    /// Options of `baseline compare` that take no value.
    private static let flagsWithoutValue: Set<String> = [
        "--line-increases-regress", "--bold-text", "--no-system-fallback", "--verbose",
    ]
}
