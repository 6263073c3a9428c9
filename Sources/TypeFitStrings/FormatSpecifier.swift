/// One format specifier of an Apple format string (`%@`, `%1$lld`, `%.2f`, `%#@files@`, `%%`), as
/// ``FormatString`` finds it: where it is, what it takes and which argument fills it.
package struct FormatSpecifier: Sendable, Hashable {
    /// What a specifier shows, by its conversion character.
    package enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// `%@`: an object's description (a name, a title).
        case object
        /// `%d`, `%i` (with `h`, `l`, `ll`, `q`, `z`, `t`, `j`): a signed integer.
        case integer
        /// `%u`: an unsigned integer.
        case unsigned
        /// `%o`: an unsigned integer in octal.
        case octal
        /// `%x`, `%X`: an unsigned integer in hexadecimal.
        case hexadecimal
        /// `%f`, `%F`: a floating-point number with a fixed number of fraction digits (6 unless
        /// a precision says otherwise).
        case float
        /// `%e`, `%E`: a floating-point number with an exponent.
        case scientific
        /// `%g`, `%G`: the shorter of `%f` and `%e`, 6 significant digits unless a precision says
        /// otherwise.
        case general
        /// `%a`, `%A`: a floating-point number in hexadecimal.
        case hexadecimalFloat
        /// `%c`, `%C`: one character.
        case character
        /// `%s`, `%S`: a C string.
        case cString
        /// `%p`: a pointer.
        case pointer
        /// `%%`: a literal percent sign; takes no argument.
        case percent
        /// `%#@name@`: a substitution (a String Catalog substitution or `.stringsdict` variable)
        /// whose forms the strings reader puts in its place; it takes an argument.
        case substitution
        /// A specifier the end of the text cuts off before its conversion character: `%`, or
        /// `%` with only an argument position and flags (`%1$`, `%#`, `%-`), as in `…a whopping
        /// %1$@%`. Foundation's formatter (CoreFoundation's `String(format:)`) drops it and shows
        /// nothing in its place; it takes no argument.
        case cutOff

        /// Whether the argument is a number.
        package var takesNumber: Bool {
            switch self {
            case .integer, .unsigned, .octal, .hexadecimal, .float, .scientific, .general, .hexadecimalFloat, .pointer,
                .substitution:
                true
            case .object, .character, .cString, .percent, .cutOff: false
            }
        }
    }

    /// The specifier's UTF-16 code units in the template, `%` included.
    package var utf16Range: Range<Int>
    /// What it shows.
    package var kind: Kind
    /// The 1-based argument it takes: its `N$` position, else the next argument in order; nil
    /// for `%%`.
    package var argument: Int?
    /// Whether the argument was named by position (`%2$@`).
    package var isPositional: Bool
    /// Flags as written (`-`, `+`, space, `#`, `0`, `'`), in order.
    package var flags: String
    /// Minimum field width, characters; nil when none.
    package var width: Int?
    /// Precision (`.2`): fraction digits for `%f` and `%e`, significant digits for `%g`, most
    /// characters for `%s`; nil when none.
    package var precision: Int?
    /// Length modifier as written (`l`, `ll`, `h`, `q`, `z`, …), empty when none.
    package var lengthModifier: String
    /// The conversion character (`@`, `d`, `f`, …; `@` for a substitution).
    package var conversion: Character
    /// The substitution's name, for ``Kind/substitution``.
    package var substitutionName: String?

    /// The specifier as written, from `template`'s UTF-16 code units.
    package func text(in template: String) -> String {
        let units = template.utf16
        let start = units.index(units.startIndex, offsetBy: utf16Range.lowerBound)
        let end = units.index(start, offsetBy: utf16Range.count)
        return String(template[start..<end])
    }
}
