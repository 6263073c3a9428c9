/// What one Swift file gives the search for the app's type scale, as plain names (its syntax tree
/// is released once this is taken): the fonts its views use, and the names it declares that a
/// use can reach.
struct SwiftFontUseFile: Sendable {
    /// The file's path.
    var path: String
    /// Each use's start, with how many times the file writes it.
    var uses: [SwiftFontUse: Int] = [:]
    /// The types it declares (struct, enum, class, actor), by their own name.
    var types: Set<String> = []
    /// Type (its own name, or the type an extension extends: `Font`) → the members the file
    /// declares in it: properties, functions and enum cases, static or not.
    var members: [String: Set<String>] = [:]
    /// Top-level properties and functions.
    var topLevel: Set<String> = []
    /// The argument labels of each `font(…)` function it declares outside `Font` and `UIFont`:
    /// the app's own view modifiers (`func font(size: Double? = nil, style: …)`).
    var fontModifiers: [[String]] = []

    /// Parses the file at `path`, takes its uses (``SwiftFontUseFinder``) and declarations
    /// (``SwiftDeclarationCollector``), and releases its tree; nil for a file that cannot be
    /// parsed.
    static func read(path: String) -> SwiftFontUseFile? {
        guard let file = SwiftSourceFile.load(path: path).file else { return nil }
        var result = SwiftFontUseFile(path: path)
        result.uses = SwiftFontUseFinder.uses(in: file)
        let declarations = SwiftDeclarationCollector.collect(file, index: 0)
        for type in declarations.types {
            if let name = type.path.last { result.types.insert(name) }
        }
        for value in declarations.values { result.declare(value.name, in: value.typePath) }
        for function in declarations.functions where function.name != "init" {
            result.declare(function.name, in: function.typePath)
            if function.name == "font", !SwiftFontUse.fontTypes.contains(function.typePath.last ?? "") {
                result.fontModifiers.append(function.parameters.map { $0.label ?? "_" })
            }
        }
        for (type, cases) in declarations.enumCases {
            let owner = type.split(separator: ".").last.map(String.init) ?? type
            for enumCase in cases { result.members[owner, default: []].insert(enumCase.name) }
        }
        return result
    }

    private mutating func declare(_ name: String, in typePath: [String]) {
        if let owner = typePath.last {
            members[owner, default: []].insert(name)
        } else {
            topLevel.insert(name)
        }
    }
}
