/// An Apple format string (`String(format:)`, `String(localized:)`, a String Catalog value) split
/// into its specifiers, each with its UTF-16 range, kind and argument.
///
/// Syntax (IEEE printf as Foundation extends it): `%[N$][flags][width][.precision][length]conversion`
/// - `N$` names the argument by position (1-based); a specifier without it takes the next
///   argument in order (positional and ordered specifiers count separately, as Foundation does).
/// - flags `-`, `+`, space, `#`, `0`, `'`; width and precision as digits (`*`, a width taken from
///   an argument, is refused: nothing in a catalog can say what it would be).
/// - length `hh`, `h`, `l`, `ll`, `q`, `L`, `z`, `t`, `j`.
/// - conversions `@ d i u o x X f F e E g G a A c C s S p`, and `%%` for a percent sign.
/// - `%#@name@` (also `%1$#@name@`): a substitution, which takes an argument like a specifier.
///
/// **A specifier cut off by the end of the text** (`…a whopping %1$@%`, or `%d minute%#` from
/// a stringsdict format `%#@minutes@%#`) is dropped, as Foundation's formatter drops it
/// (``FormatSpecifier/Kind/cutOff``; CoreFoundation's `__CFStringAppendFormatCore`, run as
/// swift-corelibs-foundation ships it: `String(format: "%d minute%#", 3)` is `3 minute`).
///
/// **Text that is not a format.** A `%` that starts no valid specifier is a literal `%` when the
/// text has no valid specifier at all (`100%`: such text is shown as written, never formatted);
/// in a text that does have specifiers it is malformed, and parsing throws. Specifiers with the
/// space flag alone (`50 % off` reads as `% o`, an octal number) do not make a text a format.
///
/// Limits: arguments are numbered up to ``maximumArgument`` (1,000); a specifier naming or
/// reaching a higher one is refused, so `%99999$@` never allocates 99,999 arguments.
package struct FormatString: Sendable, Hashable {
    /// The most arguments a format may take (the highest `N$`, or the count of ordered
    /// specifiers).
    package static let maximumArgument = 1_000

    /// The text as written.
    package var template: String
    /// Every specifier in order, `%%` included.
    package var specifiers: [FormatSpecifier]

    /// Parses `template`. Throws ``FormatStringError`` for a malformed specifier in a text that
    /// is a format (see the type's notes), `*` widths, and argument numbers over ``maximumArgument``.
    package init(_ template: String) throws(FormatStringError) {
        self.template = template
        let units = Array(template.utf16)
        var found: [FormatSpecifier] = []
        var problems: [FormatStringError] = []
        var nextArgument = 1
        var index = 0
        while index < units.count {
            guard units[index] == 0x25 else {
                index += 1
                continue
            }  // "%"
            switch Self.specifier(in: units, at: index, nextArgument: nextArgument) {
            case .success(let specifier):
                if specifier.kind != .percent, !specifier.isPositional { nextArgument += 1 }
                if let argument = specifier.argument, argument > Self.maximumArgument {
                    throw FormatStringError(
                        "\(specifier.isPositional ? "argument \(argument) (\(specifier.text(in: template)))" : "more than \(Self.maximumArgument) specifiers") at UTF-16 offset \(index): formats take at most \(Self.maximumArgument) arguments"
                    )
                }
                found.append(specifier)
                index = specifier.utf16Range.upperBound
            case .failure(let problem):
                if let cutOff = Self.cutOffSpecifier(in: units, at: index) {
                    found.append(cutOff)
                    index = units.count
                } else {
                    problems.append(problem)
                    index += 1
                }
            }
        }
        // `50 % off` reads as `% o` (octal, space flag) to printf; text whose only specifiers
        // have the space flag is taken for prose, not a format.
        let isFormat = found.contains { $0.kind != .percent && $0.kind != .cutOff && !$0.flags.contains(" ") }
        if let problem = problems.first, isFormat { throw problem }
        // Not a format: every "%" is literal, "%%" included.
        specifiers = isFormat ? found : []
    }

    /// The specifier the end of the text cuts off (``FormatSpecifier/Kind/cutOff``), which
    /// Foundation drops; nil when there is none or the text is not a format.
    package var cutOffSpecifier: FormatSpecifier? {
        specifiers.last.flatMap { $0.kind == .cutOff ? $0 : nil }
    }

    /// Whether the text takes arguments (has a specifier other than `%%`).
    package var takesArguments: Bool { specifiers.contains { $0.argument != nil } }

    /// The highest argument number any specifier takes; 0 when none.
    package var argumentCount: Int { specifiers.compactMap(\.argument).max() ?? 0 }

    /// For each argument number, the kind of its first specifier (the value given for it is
    /// checked against it).
    package var argumentKinds: [Int: FormatSpecifier.Kind] {
        var kinds: [Int: FormatSpecifier.Kind] = [:]
        for specifier in specifiers {
            if let argument = specifier.argument, kinds[argument] == nil { kinds[argument] = specifier.kind }
        }
        return kinds
    }

    private static let flagUnits: Set<UInt16> = Set("-+ #0'".utf16)
    private static let cutOffFlagUnits: Set<UInt16> = Set("-+ #0".utf16)
    private static let conversions: [UInt16: FormatSpecifier.Kind] = {
        var table: [UInt16: FormatSpecifier.Kind] = [:]
        let pairs: [(String, FormatSpecifier.Kind)] = [
            ("@", .object), ("di", .integer), ("u", .unsigned), ("o", .octal), ("xX", .hexadecimal), ("fF", .float),
            ("eE", .scientific), ("gG", .general), ("aA", .hexadecimalFloat), ("cC", .character), ("sS", .cString),
            ("p", .pointer),
        ]
        for (letters, kind) in pairs { for unit in letters.utf16 { table[unit] = kind } }
        return table
    }()

    /// The specifier starting at `start` (a `%`), or what is wrong with it.
    private static func specifier(in units: [UInt16], at start: Int, nextArgument: Int) -> Result<
        FormatSpecifier, FormatStringError
    > {
        var index = start + 1
        func fail(_ what: String) -> Result<FormatSpecifier, FormatStringError> {
            let shown = String(decoding: units[start..<min(index + 1, units.count)], as: UTF16.self)
            return .failure(
                FormatStringError(
                    "malformed format specifier '\(shown)' at UTF-16 offset \(start): \(what) (write %% for a percent sign)"
                ))
        }
        guard index < units.count else { return fail("the text ends after '%'") }
        if units[index] == 0x25 {
            return .success(
                FormatSpecifier(
                    utf16Range: start..<index + 1, kind: .percent, argument: nil, isPositional: false,
                    flags: "", width: nil, precision: nil, lengthModifier: "", conversion: "%"))
        }
        // N$
        var position: Int?
        var scan = index
        var number = 0
        while scan < units.count, let digit = decimal(units[scan]) {
            number = min(number * 10 + digit, Int(Int32.max))
            scan += 1
        }
        if scan > index, scan < units.count, units[scan] == 0x24 {  // "$"
            guard number >= 1 else {
                index = scan
                return fail("argument positions start at 1")
            }
            position = number
            index = scan + 1
        }
        // %#@name@
        if index + 1 < units.count, units[index] == 0x23, units[index + 1] == 0x40 {  // "#@"
            var end = index + 2
            while end < units.count, units[end] != 0x40 { end += 1 }
            guard end < units.count, end > index + 2 else {
                index = min(end, units.count - 1)
                return fail("a substitution needs a name between '#@' and '@'")
            }
            let name = String(decoding: units[(index + 2)..<end], as: UTF16.self)
            return .success(
                FormatSpecifier(
                    utf16Range: start..<end + 1, kind: .substitution, argument: position ?? nextArgument,
                    isPositional: position != nil, flags: "#", width: nil, precision: nil, lengthModifier: "",
                    conversion: "@", substitutionName: name))
        }
        var flags = ""
        while index < units.count, flagUnits.contains(units[index]) {
            flags.unicodeScalars.append(Unicode.Scalar(units[index])!)
            index += 1
        }
        var width: Int?
        if index < units.count, units[index] == 0x2A {
            return fail("a width taken from an argument ('*') is not supported")
        }
        while index < units.count, let digit = decimal(units[index]) {
            width = min((width ?? 0) * 10 + digit, 1_000_000)
            index += 1
        }
        var precision: Int?
        if index < units.count, units[index] == 0x2E {  // "."
            index += 1
            if index < units.count, units[index] == 0x2A {
                return fail("a precision taken from an argument ('*') is not supported")
            }
            precision = 0
            while index < units.count, let digit = decimal(units[index]) {
                precision = min(precision! * 10 + digit, 1_000_000)
                index += 1
            }
        }
        var length = ""
        for candidate in ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"] {
            let candidateUnits = Array(candidate.utf16)
            if index + candidateUnits.count <= units.count,
                Array(units[index..<index + candidateUnits.count]) == candidateUnits
            {
                length = candidate
                index += candidateUnits.count
                break
            }
        }
        guard index < units.count else {
            index = units.count - 1
            return fail("the text ends before the conversion character")
        }
        guard let kind = conversions[units[index]] else {
            return fail("no conversion character (expected one of @ d i u o x X f F e E g G a A c C s S p)")
        }
        let conversion = Character(Unicode.Scalar(units[index])!)
        return .success(
            FormatSpecifier(
                utf16Range: start..<index + 1, kind: kind, argument: position ?? nextArgument,
                isPositional: position != nil, flags: flags, width: width, precision: precision,
                lengthModifier: length, conversion: conversion))
    }

    /// The specifier at `start` (a `%`) when the end of the text cuts it off before its
    /// conversion character, with nothing but an argument position and flags after the `%`
    /// (`%`, `%1$`, `%#`, `%1$#`, `%-`): Foundation's formatter drops such a specifier and shows
    /// nothing for it. (A width or precision before the end, `%-5`, is not dropped alike: it
    /// stays malformed.)
    private static func cutOffSpecifier(in units: [UInt16], at start: Int) -> FormatSpecifier? {
        var index = start + 1
        var scan = index
        while scan < units.count, decimal(units[scan]) != nil { scan += 1 }
        if scan > index {
            guard scan < units.count, units[scan] == 0x24 else { return nil }  // "$"
            index = scan + 1
        }
        var flags = ""
        // Not `'`: Foundation shows a cut-off `%'` as `'`.
        while index < units.count, cutOffFlagUnits.contains(units[index]) {
            flags.unicodeScalars.append(Unicode.Scalar(units[index])!)
            index += 1
        }
        guard index == units.count else { return nil }
        return FormatSpecifier(
            utf16Range: start..<units.count, kind: .cutOff, argument: nil, isPositional: false, flags: flags,
            width: nil, precision: nil, lengthModifier: "", conversion: "%")
    }

    private static func decimal(_ unit: UInt16) -> Int? {
        (0x30...0x39).contains(unit) ? Int(unit - 0x30) : nil
    }
}
