/// A text shaped once, with which face measured which run: the widths at any point size follow
/// by arithmetic.
public struct TextMeasurement: Sendable {
    /// One run of the text shaped with one face, script and direction.
    public struct Run: Sendable {
        /// UTF-16 offsets of the run in the measured text.
        public var range: Range<Int>
        /// The face that shaped the run.
        public var face: FontFace
        /// ISO 15924 script tag, such as `Latn`, `Arab`, `Hani`.
        public var script: String
        /// Whether the run was shaped right to left.
        public var isRightToLeft: Bool
        /// Whether `face` is a fallback face rather than the face asked for.
        public var isFallback: Bool
        /// The glyphs, in visual order for right-to-left runs (as HarfBuzz gives them).
        public var glyphs: [ShapedGlyph]
        /// Sum of the glyph advances, font units of `face`.
        public var advance: Int
        /// The Apple face `face` stands in for, when it is a fallback face iOS does not have
        /// (Noto Sans Arabic for SF Arabic); nil for the primary face and for faces iOS would use.
        public var standIn: FallbackStandIn? = nil

        /// The run's advance width at `pointSize` points, in points.
        public func width(atPointSize pointSize: Double) -> Double {
            Double(advance) * pointSize / Double(face.unitsPerEm)
        }
    }

    /// A grapheme cluster no face could render; it is measured with the primary face's
    /// `.notdef` glyph and counted, never passed off as rendered.
    public struct MissingCharacter: Sendable, Equatable {
        /// The cluster's text.
        public var text: String
        /// UTF-16 offset of the cluster in the measured text.
        public var offset: Int
        /// Code points, as `U+0627 U+0644`.
        public var codePoints: String {
            text.unicodeScalars.map { "U+" + String(String($0.value, radix: 16, uppercase: true).leftPadded(to: 4)) }
                .joined(separator: " ")
        }
    }

    /// The face asked for.
    public var primaryFace: FontFace
    /// Length of the text in UTF-16 code units.
    public var utf16Count: Int
    /// The runs in logical order.
    public var runs: [Run]
    /// Clusters no face could render.
    public var missingCharacters: [MissingCharacter]
    /// Things the user should know: fallback fonts that are not installed, missing glyphs.
    public var warnings: [String]

    /// How many grapheme clusters no face could render.
    public var missingCharacterCount: Int { missingCharacters.count }

    /// Whether any run was measured with a fallback face.
    package var usesFallback: Bool { runs.contains { $0.isFallback } }

    /// The fallback faces that stand in for Apple faces in this measurement, each once, sorted:
    /// the widths they measured are approximate.
    public var standIns: [FallbackStandIn] {
        var standIns: [FallbackStandIn] = []
        for run in runs { if let standIn = run.standIn, !standIns.contains(standIn) { standIns.append(standIn) } }
        standIns.sort()
        return standIns
    }

    /// The faces that measured the text, primary first, each once.
    public var facesUsed: [FontFace] {
        var seen = Set<ObjectIdentifier>()
        return runs.map(\.face).filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// A measurement assembled from its parts (runs shaped separately and put together by a
    /// caller in this package).
    package init(
        primaryFace: FontFace, utf16Count: Int, runs: [Run], missingCharacters: [MissingCharacter], warnings: [String]
    ) {
        self.primaryFace = primaryFace
        self.utf16Count = utf16Count
        self.runs = runs
        self.missingCharacters = missingCharacters
        self.warnings = warnings
    }

    /// The single-line advance width of the whole text at `pointSize` points, in points.
    public func width(atPointSize pointSize: Double) -> Double {
        runs.reduce(0) { $0 + $1.width(atPointSize: pointSize) }
    }
}

extension String {
    func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
