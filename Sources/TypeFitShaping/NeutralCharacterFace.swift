/// Which face draws spaces, punctuation and digits (characters of the Unicode `Common` and
/// `Inherited` scripts) that sit next to text drawn in a fallback face, such as the spaces and
/// the digit in "مزامنة قبل 3 دقائق" set in Inter.
///
/// Apple documents Core Text's font fallback as character coverage in cascade order, which puts
/// every character the primary face has in the primary face, but what UIKit labels do with the
/// spaces and punctuation inside Arabic or Chinese text is not documented. The readings are
/// offered as options; they change widths only where the primary and the fallback faces draw
/// the same neutral character differently (Inter's space is wider than Noto Sans Arabic's).
public enum NeutralCharacterFace: String, Sendable, CaseIterable, CustomStringConvertible {
    /// Spaces (Unicode `Zs`) keep the face of the text before them when it has them (a space
    /// between two Arabic words is the Arabic face's space); other neutral characters take the
    /// primary face when it has them. Pango's rule, and the default: choosing a font just to
    /// draw a space is rarely what a text engine does.
    case spacesFollowText
    /// Every neutral character takes the primary face whenever it has the glyph: the reading
    /// of Core Text's documented cascade.
    case primary
    /// Every neutral character keeps the fallback face of the text before it whenever that face
    /// has the glyph (so the digits in Arabic text are the Arabic face's digits).
    case preceding

    public var description: String { rawValue }
}
