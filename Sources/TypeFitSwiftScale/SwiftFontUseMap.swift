/// The app's font uses followed back to the files that declare them: `.font(.brand(.bold))` to
/// the file holding `static func brand` in `extension Font`, `.font(Typography.body)` to the file
/// of `enum Typography` (or of its `body`), `.font(size: 14, style: .body)` to the file of the
/// app's `func font(size:style:)`. A use the app declares nothing for is a system text style
/// (`.headline`) or a font made in place (`.system(size: 14)`, `Font.custom(…)`, a view's own
/// property).
struct SwiftFontUseMap: Sendable {
    /// One use, as often as the code writes it, with the files it reaches (by index into the
    /// files read); empty when it reaches none.
    struct Reach: Sendable {
        var files: Set<Int>
        var count: Int
    }

    /// Every distinct use, with the files it reaches.
    private(set) var reaches: [Reach] = []
    /// Uses of system text styles the app does not redefine (`.font(.headline)`).
    private(set) var systemStyleUses = 0
    /// Uses that reach no declaration of the app's: fonts made in place, a view's own property,
    /// values TypeFit cannot follow.
    private(set) var inPlaceUses = 0

    private var members: [String: [String: Set<Int>]] = [:]
    private var anyMember: [String: Set<Int>] = [:]
    private var types: [String: Set<Int>] = [:]
    private var topLevel: [String: Set<Int>] = [:]
    private var modifiers: [(labels: [String], file: Int)] = []

    /// A value chain reaches a member declared anywhere only when at most this many files
    /// declare a member of that name (`fontManager.ctFontScramble`); more is a common name that
    /// says nothing.
    static let maximumFilesForLooseMember = 2

    init(_ files: [SwiftFontUseFile]) {
        for (index, file) in files.enumerated() {
            for name in file.types { types[name, default: []].insert(index) }
            for name in file.topLevel { topLevel[name, default: []].insert(index) }
            for (owner, names) in file.members {
                for name in names {
                    members[owner, default: [:]][name, default: []].insert(index)
                    anyMember[name, default: []].insert(index)
                }
            }
            for labels in file.fontModifiers { modifiers.append((labels, index)) }
        }
        var merged: [SwiftFontUse: Int] = [:]
        for file in files { merged.merge(file.uses, uniquingKeysWith: +) }
        for (use, count) in merged {
            let files = reached(by: use)
            if files.isEmpty {
                if use.isSystemTextStyle { systemStyleUses += count } else { inPlaceUses += count }
            } else {
                reaches.append(Reach(files: files, count: count))
            }
        }
    }

    /// How many uses reach a file that `isIncluded` accepts (by index into the files read).
    func uses(reaching isIncluded: (Int) -> Bool) -> Int {
        reaches.reduce(0) { $0 + ($1.files.contains(where: isIncluded) ? $1.count : 0) }
    }

    /// The files that declare what `use` starts from.
    func reached(by use: SwiftFontUse) -> Set<Int> {
        switch use {
        case .member(let type, let name):
            return members[type]?[name] ?? []
        case .qualified(let names):
            return reached(qualified: names)
        case .value(let names):
            if let files = topLevel[names[0]] { return files }
            guard names.count > 1, let files = anyMember[names[1]], files.count <= Self.maximumFilesForLooseMember
            else { return [] }
            return files
        case .modifier(let labels):
            let given = labels.filter { $0 != "_" }
            return Set(
                modifiers.filter { modifier in
                    var remaining = modifier.labels[...]
                    return given.allSatisfy { label in
                        guard let index = remaining.firstIndex(of: label) else { return false }
                        remaining = remaining[(index + 1)...]
                        return true
                    }
                }.map(\.file))
        }
    }

    /// `Typography.body`, `Theme.Fonts.body`, `AppFont.title.font`: the files declaring the
    /// members named on the innermost of the app's types the chain names, else the type's own.
    private func reached(qualified names: [String]) -> Set<Int> {
        var owner = names[0]
        var index = 1
        while index < names.count, names[index].first?.isUppercase == true, types[names[index]] != nil {
            owner = names[index]
            index += 1
        }
        guard types[owner] != nil || members[owner] != nil else { return [] }
        var files = Set<Int>()
        for name in names[index...] {
            guard let declaring = members[owner]?[name] else { break }
            files.formUnion(declaring)
        }
        return files.isEmpty ? types[owner] ?? [] : files
    }
}
