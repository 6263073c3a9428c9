/// The command an option explains itself for: an option shared by several commands is declared
/// once, in a group generic over its purpose, and takes its help text from here (`--sizes`
/// checks sizes in `check`, draws them in `render`).
protocol OptionPurpose {
    /// Help by option name (`entry`, `sizes`, …).
    static var help: [String: String] { get }
}

extension OptionPurpose {
    static func help(_ option: String) -> String { help[option] ?? "" }
}

/// `check`, `report` and `baseline`: the options narrow a check.
enum Checking: OptionPurpose {
    static let help = [
        "strings":
            "Strings to check: .xcstrings, .strings, .stringsdict, gettext .mo, JSON ({\"key\": \"text\"}) or text (one per line), or a directory (its catalogs, xx.lproj strings and gettext catalogs); repeat for several. Default: TypeFit's samples.",
        "constraints":
            "A constraints file (JSON): which keys use which entry, width or device, lines, truncation, padding; which to skip.",
        "entry":
            "Check only in this type scale entry; repeat for several. Strings whose entry the constraints file sets are checked only if it is one of these.",
        "sizes":
            "Sizes to check, as a range such as xSmall...xxxLarge, ...accessibility2 or large... (default: all 12).",
        "locale": "Check only this locale, as the strings file names it (de-DE does not match de); repeat for several.",
        "pseudo":
            "Also check a pseudolanguage made from the development language's strings: double, accented, bounded, rtl or expanded; repeat for several. Its locale is named like en-x-pseudo-double.",
    ]
}

/// `render`: the options choose what a specimen sheet draws.
enum Drawing: OptionPurpose {
    static let help = [
        "strings":
            "Strings to draw from a file (.xcstrings, .strings, .stringsdict, gettext .mo, JSON or text) or a directory of them; repeat for several. Narrow with --key and --locale.",
        "constraints":
            "A constraints file (JSON), as check reads it: each string is drawn in its rule's entry and container, or left out when its rule skips it.",
        "entry": "Type scale entry to set the strings in; repeat for several (default: body, else the first entry).",
        "sizes":
            "Sizes to draw, as a range such as xSmall...xxxLarge, ...accessibility2 or large... (default: all 12).",
        "locale":
            "The language of --string texts (BCP 47: ja, ar, de); with --strings, draw only this locale (repeat for several).",
        "pseudo":
            "Also draw a pseudolanguage made from the development language's strings (or from each --string): double, accented, bounded, rtl or expanded; repeat for several.",
    ]
}

/// `fonts`: the font options check the app's font registration.
enum Listing: OptionPurpose {
    static let help = [
        "info-plist":
            "The app's Info.plist: check that every file in UIAppFonts is among the fonts given, that every face the type scale (--scale) uses comes from a registered file, and that every font name it uses resolves. Exits 1 when a problem is found."
    ]
}

/// `lint`: the font options enable the rules about fonts.
enum Linting: OptionPurpose {
    static let help = [
        "fonts":
            "A font file or directory of the app's fonts; repeat for several. Enables unknown-font-name and missing-face.",
        "info-plist": "The app's Info.plist: fonts whose files UIAppFonts does not list are findings (needs --fonts).",
    ]
}

/// Commands that resolve a type scale (`--scale` and its options).
enum Resolving: OptionPurpose {
    static let help = [
        "system-font":
            "Your own SF Pro files or directory (SF Pro Text/Display, or the variable SF Pro). Without them the system font is measured with the Inter stand-in and marked approximate."
    ]
}

/// Every other command: the fonts the app ships, measured.
enum Measuring: OptionPurpose {
    static let help = [
        "system-font":
            "Your own SF Pro files or directory (SF Pro Text/Display, or the variable SF Pro), for requests whose font is \"system\". Without them the system font is measured with the Inter stand-in.",
        "fonts":
            "A font file or directory (walked recursively) of the app's fonts; repeat for several. Default: TypeFit's bundled Inter and Inter Display.",
    ]
}
