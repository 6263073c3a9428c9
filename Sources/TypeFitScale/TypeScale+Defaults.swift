import Foundation

extension TypeScale {
    /// The default scale on the bundled Inter faces: nine entries mirroring a typical app scale
    /// (display, titles, headline, body, callout, footnote, caption, tabular-figure mono), each
    /// relative to the matching text style with Apple's sizes at Large.
    public static var defaultInter: TypeScale {
        try! parse(Data(defaultInterJSON.utf8), source: "<default Inter scale>")
    }

    /// The same scale on the system font (SF Pro, or its Inter stand-in when SF Pro is not given).
    public static var defaultSystem: TypeScale {
        try! parse(Data(defaultSystemJSON.utf8), source: "<default system scale>")
    }

    /// The JSON of ``defaultInter``: also the example of the type scale format
    /// (`typefit scale --print-default inter` writes it out).
    package static let defaultInterJSON = """
        {
          "name": "Default (Inter)",
          "platform": "ios",
          "fonts": {
            "Inter": {
              "regular": "Inter-Regular", "medium": "Inter-Medium",
              "semibold": "Inter-SemiBold", "bold": "Inter-Bold",
              "italic": {
                "regular": "Inter-Italic", "medium": "Inter-MediumItalic",
                "semibold": "Inter-SemiBoldItalic", "bold": "Inter-BoldItalic"
              }
            },
            "Inter Display": {
              "regular": "InterDisplay-Regular", "medium": "InterDisplay-Medium",
              "semibold": "InterDisplay-SemiBold", "bold": "InterDisplay-Bold"
            }
          },
          "entries": [
            { "name": "display",     "font": "Inter Display", "weight": "bold",     "size": 34, "textStyle": "largeTitle" },
            { "name": "title",       "font": "Inter Display", "weight": "semibold", "size": 28, "textStyle": "title" },
            { "name": "title3",      "font": "Inter Display", "weight": "semibold", "size": 20, "textStyle": "title3" },
            { "name": "headline",    "font": "Inter",         "weight": "semibold", "size": 17, "textStyle": "headline" },
            { "name": "body",        "font": "Inter",         "weight": "regular",  "size": 17, "textStyle": "body" },
            { "name": "callout",     "font": "Inter",         "weight": "medium",   "size": 16, "textStyle": "callout" },
            { "name": "footnote",    "font": "Inter",         "weight": "regular",  "size": 13, "textStyle": "footnote" },
            { "name": "caption",     "font": "Inter",         "weight": "regular",  "size": 12, "textStyle": "caption",
              "maximumPointSize": 24 },
            { "name": "mono",        "font": "Inter",         "weight": "medium",   "size": 15, "textStyle": "subheadline",
              "features": ["tnum", "zero"] }
          ]
        }
        """

    /// The JSON of ``defaultSystem``.
    package static let defaultSystemJSON = """
        {
          "name": "Default (system font)",
          "platform": "ios",
          "entries": [
            { "name": "display",  "textStyle": "largeTitle", "weight": "bold" },
            { "name": "title",    "textStyle": "title",      "weight": "semibold" },
            { "name": "title3",   "textStyle": "title3",     "weight": "semibold" },
            { "name": "headline", "textStyle": "headline" },
            { "name": "body",     "textStyle": "body" },
            { "name": "callout",  "textStyle": "callout",    "weight": "medium" },
            { "name": "footnote", "textStyle": "footnote" },
            { "name": "caption",  "textStyle": "caption",    "maximumPointSize": 24 },
            { "name": "mono",     "textStyle": "subheadline", "weight": "medium", "features": ["tnum", "zero"] }
          ]
        }
        """
}
