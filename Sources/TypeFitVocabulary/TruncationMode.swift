/// Where the ellipsis "…" goes when text has more lines than it may show (SwiftUI
/// `truncationMode`, UIKit `NSLineBreakMode.byTruncating…`).
///
/// Lines before the last visible one wrap normally. The last visible line holds the rest of
/// the text as one unwrapped line, cut at grapheme cluster boundaries (mid-word, as iOS does)
/// so that the kept text plus "…" fits the width:
/// - ``tail``: the start of the rest, then "…";
/// - ``head``: "…", then the end of the text;
/// - ``middle``: the start of the rest, "…", the end of the text.
///
/// UIKit documents head and middle truncation for the last line of a label ("more often used
/// for single-line text"); with one visible line they read exactly as documented. With several
/// visible lines TypeFit applies them to the last visible line only (inferred). A mandatory
/// break inside the rest ends the kept text: the tail's kept start stops at the first one,
/// the head's kept end starts after the last one (inferred).
public enum TruncationMode: String, Sendable, Hashable, CaseIterable, Codable {
    case tail
    case head
    case middle
}
