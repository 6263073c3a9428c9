import TypeFitUnicode

/// Why text could not be prepared or laid out. Every case names the bad value.
///
/// Layout never produces NaN or crashes on bad numbers: zero, negative, NaN and infinite point
/// sizes, widths and heights are rejected with this error (an infinite or nil *width* means
/// "unbounded" and is accepted; see ``LayoutOptions/width``).
public enum LayoutError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The point size is NaN, infinite, zero or negative.
    case invalidPointSize(Double)
    /// The width (points) is NaN, zero, negative or −∞. (+∞ and nil mean unbounded.)
    case invalidWidth(Double)
    /// The container height (points) is NaN, zero, negative or −∞. (+∞ and nil mean unbounded.)
    case invalidHeight(Double)
    /// Another option is out of range: `parameter` names it, `requirement` says what is accepted.
    case invalidOption(parameter: String, value: Double, requirement: String)
    /// The padding leaves no room for the text: `padding` points of insets (leading +
    /// trailing, or top + bottom) in a container `container` points wide (or high).
    case paddingExceedsContainer(dimension: String, container: Double, padding: Double)
    /// ICU could not segment the text (it is longer than `Int32.max` UTF-16 code units, the
    /// locale contains NUL, or ICU failed).
    case segmentation(UnicodeSegmentationError)

    public var description: String {
        switch self {
        case .invalidPointSize(let value):
            "invalid point size \(value) pt: it must be finite and greater than 0"
        case .invalidWidth(let value):
            "invalid width \(value) pt: it must be greater than 0 (nil or +infinity for unbounded)"
        case .invalidHeight(let value):
            "invalid container height \(value) pt: it must be greater than 0 (nil or +infinity for unbounded)"
        case .invalidOption(let parameter, let value, let requirement):
            "invalid \(parameter) \(value): \(requirement)"
        case .paddingExceedsContainer(let dimension, let container, let padding):
            "padding of \(padding) pt leaves no room for text in a container \(container) pt \(dimension)"
        case .segmentation(let error):
            "cannot segment the text: \(error.description)"
        }
    }
}
