import Foundation
internal import Synchronization
import TypeFitConcurrency

/// Installed system fonts (the Noto families Debian packages in `fonts-noto-core` and
/// `fonts-noto-cjk`) found by script when a text's own face lacks a glyph, the way iOS falls back
/// to its system fonts (PingFang, Hiragino, Apple SD Gothic Neo, Geeza Pro, Apple Color Emoji).
///
/// Files are loaded on first need and kept; one instance is safe to share between threads.
public final class SystemFontFallback: Sendable {
    /// Directories searched, in order, for the fallback files.
    public let directories: [String]
    /// Each file asked for, by name: its faces once loaded. A file is loaded under its own
    /// lock, so a thread that needs a face already loaded never waits while another thread
    /// reads a 20 MB CJK collection.
    private let loaded = Mutex<[String: LoadedFile]>([:])
    /// A number no other instance of this process has: the faces it loads are its own, so a
    /// cascade's identity (``FallbackCascade/identity``) includes it.
    let identity: UInt64
    private static let nextIdentity = Atomic<UInt64>(1)
    /// The Apple face each face loaded by any instance stands in for, by face identity: shared
    /// by all instances, so a face's stand-in can be named whichever instance is asked.
    private static let standIns = Mutex<[UInt64: String]>([:])

    /// Where Debian (and most Linux distributions) install Noto.
    package static let standardDirectories = [
        "/usr/share/fonts/truetype/noto",
        "/usr/share/fonts/opentype/noto",
        "/usr/share/fonts/noto",
        "/usr/share/fonts/noto-cjk",
        "/usr/share/fonts/google-noto",
    ]

    /// The instance searching `standardDirectories`, shared by every measurement that does not
    /// name its own.
    public static let standard = SystemFontFallback(directories: standardDirectories)

    public init(directories: [String]) {
        self.directories = directories
        self.identity = Self.nextIdentity.add(1, ordering: .relaxed).oldValue
    }

    /// The fallback faces to try for a cluster of `script` (ISO 15924 tag such as `Arab`), in
    /// order of preference; `language` (BCP 47) picks the CJK variant; `bold` prefers bold files.
    /// Nothing is loaded here: each face's file is read when the face is first tried, so a
    /// check whose Chinese text the CJK face covers never reads the emoji or symbol files.
    func candidates(script: String, language: String?, bold: Bool, emoji: Bool) -> [LazyFace] {
        var files: [(file: String, postScriptName: String?)] = []
        if emoji { files.append(("NotoColorEmoji.ttf", nil)) }
        files += Self.files(forScript: script, language: language)
        files += Self.generalFiles(language: language)
        if !emoji { files.append(("NotoColorEmoji.ttf", nil)) }
        return files.map { file, postScriptName in
            let boldFile = file.replacingOccurrences(of: "-Regular", with: "-Bold")
            var choices = [(file: file, postScriptName: postScriptName)]
            if bold, boldFile != file {
                choices.insert((boldFile, postScriptName?.replacingOccurrences(of: "-Regular", with: "-Bold")), at: 0)
            }
            return LazyFace(system: self, choices: choices)
        }
    }

    /// One fallback face to try, loaded when first asked for and then kept: the first of its
    /// files (the bold file, then the regular one, for bold text) that is installed.
    final class LazyFace: Sendable {
        private let system: SystemFontFallback
        private let choices: [(file: String, postScriptName: String?)]
        /// nil until first asked for; then the face, or `.some(nil)` when no file loads.
        private let resolved = Mutex<FontFace??>(nil)

        init(system: SystemFontFallback, choices: [(file: String, postScriptName: String?)]) {
            self.system = system
            self.choices = choices
        }

        /// The face, loading its file the first time; nil when none of the files is installed.
        var face: FontFace? {
            resolved.withOrderedLock { resolved in
                if let known = resolved { return known }
                let face = choices.lazy.compactMap {
                    self.system.face(file: $0.file, postScriptName: $0.postScriptName)
                }.first
                resolved = .some(face)
                return face
            }
        }
    }

    /// The file names read so far (installed or not), sorted: what fallback has needed.
    var filesLooked: [String] { loaded.withOrderedLock { $0.keys.sorted() } }

    /// One file's faces, loaded by the first thread that asks (empty when no directory has it
    /// or it does not load).
    private final class LoadedFile: Sendable {
        let faces = Mutex<[FontFace]?>(nil)
    }

    /// The file names that would serve `script`, for warnings when none is installed.
    func expectedFiles(script: String, language: String?) -> [String] {
        Self.files(forScript: script, language: language).map(\.file)
    }

    private func face(file: String, postScriptName: String?) -> FontFace? {
        let slot = loaded.withOrderedLock { cache -> LoadedFile in
            if let slot = cache[file] { return slot }
            let slot = LoadedFile()
            cache[file] = slot
            return slot
        }
        let faces = slot.faces.withOrderedLock { known -> [FontFace] in
            if let known { return known }
            var faces: [FontFace] = []
            for directory in directories {
                let path = directory + "/" + file
                guard FileManager.default.fileExists(atPath: path) else { continue }
                faces = (try? FontFile.load(path: path)) ?? []
                if !faces.isEmpty { break }
            }
            let appleFaces = faces.map { Self.appleFace(file: file, postScriptName: $0.postScriptName) }
            Self.standIns.withOrderedLock { standIns in
                for (face, apple) in zip(faces, appleFaces) { standIns[face.identity] = apple }
            }
            known = faces
            return faces
        }
        guard let postScriptName else { return faces.first }
        return faces.first { $0.postScriptName == postScriptName } ?? faces.first
    }

    /// The Apple face that `face`, loaded as a system fallback face, stands in for (`Hiragino
    /// Sans` for Noto Sans CJK JP); nil for a face no `SystemFontFallback` loaded (the app's
    /// own fonts, even when they are the same Noto files).
    package func appleFace(standingInFor face: FontFace) -> String? {
        Self.standIns.withOrderedLock { $0[face.identity] }
    }

    /// The face iOS falls back to where TypeFit uses the Noto file `file`.
    static func appleFace(file: String, postScriptName: String) -> String {
        if file.hasPrefix("NotoSansCJK") {
            let variant = postScriptName.lowercased()
            if variant.contains("cjkjp") { return "Hiragino Sans" }
            if variant.contains("cjkkr") { return "Apple SD Gothic Neo" }
            if variant.contains("cjktc") { return "PingFang TC" }
            if variant.contains("cjkhk") { return "PingFang HK" }
            return "PingFang SC"
        }
        if file.hasPrefix("NotoColorEmoji") { return "Apple Color Emoji" }
        if file.hasPrefix("NotoSansSymbols") { return "Apple Symbols" }
        if file.hasPrefix("NotoSansMath") { return "STIX Two Math" }
        if file.hasPrefix("NotoSans-") { return "SF Pro" }
        if file.contains("Arabic") { return "SF Arabic" }
        for (script, name) in notoScriptNames
        where file.hasPrefix("NotoSans\(name)-") || file.hasPrefix("NotoSerif\(name)-") {
            return appleScriptFaces[script] ?? "the iOS system font for \(name)"
        }
        return "the iOS system font"
    }

    /// ISO 15924 tag → the face iOS's cascade uses for the script.
    private static let appleScriptFaces: [String: String] = [
        "Hebr": "SF Hebrew", "Thai": "Thonburi", "Deva": "Kohinoor Devanagari", "Beng": "Kohinoor Bangla",
        "Telu": "Kohinoor Telugu", "Gujr": "Kohinoor Gujarati", "Taml": "Tamil Sangam MN",
        "Knda": "Kannada Sangam MN", "Mlym": "Malayalam Sangam MN", "Sinh": "Sinhala Sangam MN",
        "Khmr": "Khmer Sangam MN", "Laoo": "Lao Sangam MN", "Mymr": "Myanmar Sangam MN",
        "Armn": "SF Armenian", "Geor": "SF Georgian", "Ethi": "Kefa", "Tibt": "Kailasa",
        "Guru": "Gurmukhi MN",
    ]

    /// Script-specific files, best first.
    private static func files(forScript script: String, language: String?) -> [(file: String, postScriptName: String?)]
    {
        switch script {
        case "Hani", "Hira", "Kana", "Hang", "Bopo", "Jpan", "Kore", "Hans", "Hant":
            return [("NotoSansCJK-Regular.ttc", "NotoSansCJK\(cjkVariant(script: script, language: language))-Regular")]
        case "Arab":
            return [("NotoSansArabic-Regular.ttf", nil), ("NotoNaskhArabic-Regular.ttf", nil)]
        default:
            guard let name = notoScriptNames[script] else { return [] }
            return [("NotoSans\(name)-Regular.ttf", nil), ("NotoSerif\(name)-Regular.ttf", nil)]
        }
    }

    /// Files tried for any script after the script's own: wide coverage, symbols, CJK punctuation.
    private static func generalFiles(language: String?) -> [(file: String, postScriptName: String?)] {
        [
            ("NotoSans-Regular.ttf", nil),
            ("NotoSansSymbols-Regular.ttf", nil),
            ("NotoSansSymbols2-Regular.ttf", nil),
            ("NotoSansMath-Regular.ttf", nil),
            ("NotoSansCJK-Regular.ttc", "NotoSansCJK\(cjkVariant(script: "Hani", language: language))-Regular"),
        ]
    }

    /// The Noto CJK variant for a script and language: Japanese for kana or `ja`, Korean for
    /// Hangul or `ko`, Traditional Chinese for `zh-Hant`/`zh-TW`, Hong Kong for `zh-HK`, else
    /// Simplified Chinese (PingFang SC is iOS's default Han fallback outside those locales).
    static func cjkVariant(script: String, language: String?) -> String {
        let lang = (language ?? "").lowercased().replacingOccurrences(of: "_", with: "-")
        if lang.hasPrefix("ja") { return "jp" }
        if lang.hasPrefix("ko") { return "kr" }
        if lang.hasPrefix("zh-hk") || lang.hasPrefix("zh-hant-hk") { return "hk" }
        if lang.hasPrefix("zh-hant") || lang.hasPrefix("zh-tw") || lang.hasPrefix("zh-mo") { return "tc" }
        if lang.hasPrefix("zh") { return "sc" }
        switch script {
        case "Hira", "Kana", "Jpan": return "jp"
        case "Hang", "Kore": return "kr"
        case "Bopo", "Hant": return "tc"
        default: return "sc"
        }
    }

    /// ISO 15924 tag → the script's name in Noto file names.
    private static let notoScriptNames: [String: String] = [
        "Hebr": "Hebrew", "Deva": "Devanagari", "Thai": "Thai", "Beng": "Bengali", "Taml": "Tamil",
        "Telu": "Telugu", "Knda": "Kannada", "Mlym": "Malayalam", "Gujr": "Gujarati",
        "Guru": "Gurmukhi", "Orya": "Oriya", "Sinh": "Sinhala", "Khmr": "Khmer", "Laoo": "Lao",
        "Mymr": "Myanmar", "Geor": "Georgian", "Armn": "Armenian", "Ethi": "Ethiopic",
        "Tibt": "Tibetan", "Syrc": "Syriac", "Thaa": "Thaana", "Mong": "Mongolian", "Cher": "Cherokee",
    ]
}
