import TypeFitShaping

/// SwiftGen's generated `FontFamily` enum, made from the font files given, for an app whose
/// generated file (usually `Fonts.swift` or `Generated/Fonts.swift`, produced by SwiftGen's
/// `fonts` command at build time) is not in the sources read: one enum per family, one static
/// member per face, named as SwiftGen's default template names them (``SwiftGenIdentifier``),
/// and the template's helpers (`font(size:)`, `swiftUIFont(size:)`, `swiftUIFont(fixedSize:)`,
/// `swiftUIFont(size:relativeTo:)`, `UIFont(font:size:)`).
///
/// The synthesized file is Swift source, parsed and evaluated like the app's own code, so every
/// form the app writes (`FontFamily.DMSans.bold.font(size: 15)`,
/// `Font(FontFamily.DMSans.bold.font(size: 15))`, a face held in a constant) reads as it would
/// with the generated file present.
struct SwiftGenFontFamilies {
    /// One face as SwiftGen lists it.
    struct Face: Equatable {
        /// The static member naming it: `semiBoldItalic`.
        var member: String
        /// Its PostScript name, the member's value: `Inter-SemiBoldItalic`.
        var postScriptName: String
        /// The file it comes from.
        var path: String
    }

    /// One family: its enum and faces, sorted by PostScript name as SwiftGen sorts them.
    struct Family: Equatable {
        /// The enum naming it: `InterDisplay`.
        var typeName: String
        /// The family name the font files give: `Inter Display`.
        var name: String
        var faces: [Face]
    }

    /// The name of the enum SwiftGen's fonts template generates (unless the app configures
    /// another).
    static let enumName = "FontFamily"
    /// The name of the type of each face in the generated file.
    static let faceTypeName = "FontConvertible"
    /// The path the synthesized file goes by in the reading (it is nowhere on disk).
    static let path = "<FontFamily synthesized from the fonts given>"

    /// The families, sorted by name as SwiftGen sorts them.
    let families: [Family]

    /// The families SwiftGen would generate from `faces`: each face of a file (a variable
    /// font's named instances are not separate fonts to SwiftGen, only its default face is),
    /// grouped by family name. Where two faces of a family give the same member (a static face
    /// and a variable font's default both named "Regular"), the static face is kept.
    init(faces: [FontFaceDescriptor]) {
        var byFamily: [String: [FontFaceDescriptor]] = [:]
        for face in faces where face.variations.isEmpty {
            byFamily[face.family, default: []].append(face)
        }
        families = byFamily.keys.sorted().map { name in
            let sorted = byFamily[name]!.sorted {
                ($0.isVariable ? 1 : 0, $0.postScriptName) < ($1.isVariable ? 1 : 0, $1.postScriptName)
            }
            var members: [String: Face] = [:]
            for face in sorted {
                let member = SwiftGenIdentifier.memberName(style: face.style)
                if members[member] == nil {
                    members[member] = Face(member: member, postScriptName: face.postScriptName, path: face.path)
                }
            }
            return Family(
                typeName: SwiftGenIdentifier.typeName(family: name), name: name,
                faces: members.values.sorted { $0.postScriptName < $1.postScriptName })
        }
    }

    /// The member `family.member` (as written after `FontFamily.`), nil when none is synthesized.
    func face(family typeName: String, member: String) -> Face? {
        families.first { $0.typeName == typeName }?.faces.first { $0.member == member }
    }

    /// The generated file's Swift source: the enum of families and the helpers the template
    /// gives each face (`font(size:)`, the three `swiftUIFont` forms, `UIFont(font:size:)`),
    /// each written as the font API it calls with the face's PostScript name.
    var sourceText: String {
        var lines = ["enum \(Self.enumName) {"]
        for family in families {
            lines.append("    enum \(Self.escaped(family.typeName)) {")
            for face in family.faces {
                lines.append(
                    "        static let \(Self.escaped(face.member)) = \(Self.faceTypeName)(name: \(Self.literal(face.postScriptName)), family: \(Self.literal(family.name)))"
                )
            }
            lines.append("    }")
        }
        lines.append("}")
        lines.append(
            """
            struct \(Self.faceTypeName) {
                let name: String
                let family: String
                func font(size: CGFloat) -> UIFont { UIFont(name: name, size: size)! }
                func swiftUIFont(size: CGFloat) -> Font { Font.custom(name, size: size) }
                func swiftUIFont(fixedSize: CGFloat) -> Font { Font.custom(name, fixedSize: fixedSize) }
                func swiftUIFont(size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
                    Font.custom(name, size: size, relativeTo: textStyle)
                }
            }
            extension UIFont {
                convenience init?(font: \(Self.faceTypeName), size: CGFloat) { self.init(name: font.name, size: size) }
            }
            """)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `name` in backticks where Swift reserves it (`default`, `Type`).
    static func escaped(_ name: String) -> String {
        reservedWords.contains(name) ? "`\(name)`" : name
    }

    /// `text` as a Swift string literal.
    private static func literal(_ text: String) -> String {
        var escaped = "\""
        for character in text {
            switch character {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            default: escaped.append(character)
            }
        }
        return escaped + "\""
    }

    /// Words Swift does not take as a declaration's name without backticks.
    private static let reservedWords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "Any", "catch", "false", "is",
        "nil", "rethrows", "super", "self", "Self", "throw", "throws", "true", "try", "Type", "Protocol",
    ]
}
