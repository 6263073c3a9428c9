import Foundation

/// What `typefit init` writes and says about the type scale: the first place the views' fonts
/// are defined that gives entries as `typefit check` reads them (``TypeScaleSearch``), with
/// how many definitions and uses it holds; the places tried before it that gave none; and, when
/// none gives any, no scale and why.
struct StarterScale {
    /// The `scale` value, relative to the app's folder; nil to write none.
    let scaleValue: String?
    /// The names of the scale's entries, which the views' `.font(…)` may name.
    let entryNames: [String]
    /// What was found, one line each.
    let found: [String]
    /// What is left for the user to decide, one line each.
    let undecided: [String]

    init(_ search: TypeScaleSearch) {
        let root = search.root
        func relative(_ path: String) -> String { ProjectScan.relativePath(URL(fileURLWithPath: path), to: root) }
        let (choice, empty) = search.choose()
        var found: [String] = []
        var undecided: [String] = []
        if let choice {
            found.append(
                "type scale: \(relative(choice.candidate.path)) (\(choice.entries) definitions, used \(Self.times(choice.candidate.uses)) in views)"
            )
        }
        if let choice, let first = empty.first {
            let others = empty.dropFirst().map { relative($0.path) }
            undecided.append(
                "\(relative(first.path)) defines fonts the views use \(Self.times(first.uses)), but gives no font definitions TypeFit can read\(others.isEmpty ? "" : " (nor does \(others.joined(separator: ", ")))"); the scale is \(relative(choice.candidate.path)), the next place that gives some"
            )
        }
        let reached = search.definingFiles.isEmpty ? 0 : search.uses(under: root.path)
        found.append(
            "font uses in views: \(reached) of the app's own fonts, \(search.systemStyleUses) system text styles, \(search.inPlaceUses) made in place (\(search.filesRead) Swift files read)"
        )
        if search.definingFiles.count > 1 {
            let named = search.definingFiles.prefix(Self.maximumFilesNamed).map {
                "\(relative($0.path)) (\(Self.times($0.uses)))"
            }
            let more = search.definingFiles.count - named.count
            found.append(
                "fonts the views use defined in: \(named.joined(separator: ", "))\(more > 0 ? " and \(more) more files" : "")"
            )
        }
        if choice == nil {
            let reason =
                empty.isEmpty
                ? "the views use no font the app defines"
                : "no place the views' fonts are defined in gives font definitions TypeFit can read (\(empty.map { relative($0.path) }.joined(separator: ", ")))"
            let system =
                search.systemStyleUses > 0
                ? " (\"builtin:system\" for the system text styles the views use \(Self.times(search.systemStyleUses)))"
                : ""
            undecided.append(
                "no type scale TypeFit can read in the Swift code: \(reason); check measures the built-in Inter scale; add \"scale\"\(system)"
            )
        }
        scaleValue = choice.map { relative($0.candidate.path) }
        entryNames = choice?.entryNames ?? []
        self.found = found
        self.undecided = undecided
    }

    /// Files that define the views' fonts named at most.
    static let maximumFilesNamed = 5

    /// `1 time`, `140 times`.
    static func times(_ count: Int) -> String { count == 1 ? "1 time" : "\(count) times" }
}
