import Foundation
import TypeFitUnicode

/// Fills a ``FormatString`` with values, as the app shows it in one locale: numbers are written
/// the way the locale writes them (ICU: `12,345` in English, `12.345` in German, `١٢٬٣٤٥` in
/// Arabic), as `String(localized:)` and `String.localizedStringWithFormat` do.
///
/// **Default samples**, for arguments no value is given for:
/// - `%@`, `%s`, `%S`: ``sampleName`` (`Alexandra`, a realistic name: most `%@` are names, titles
///   or places);
/// - `%d`, `%i`, `%u`, `%ld`, `%lld`, `%lu`, … and substitutions: ``sampleInteger`` (12345,
///   grouped: `12,345`); `%o`, `%x`, `%X` write it in octal and hexadecimal;
/// - `%f`, `%e`, `%g`, `%a`: ``sampleFloat`` (1234.56), with the precision the specifier gives
///   (`%f` 6 fraction digits, `%.1f` one; `%g` 6 significant digits);
/// - `%c`, `%C`: ``sampleCharacter`` (`W`); `%p`: ``samplePointer``.
///
/// Integers, `%f` and a number given for `%@` are grouped; `%e`, `%g`, `%a`, `%o`, `%x` and `%p`
/// are not. Field widths pad with spaces (zeros with the `0` flag, on the right with `-`); `+`
/// signs non-negative numbers. A string given for a number specifier is an error; a number
/// given for `%@` is shown as the locale writes it.
package struct FormatFiller: Sendable {
    /// The sample for `%@`, `%s` and `%S`.
    package static let sampleName = "Alexandra"
    /// The sample for integer specifiers and substitutions.
    package static let sampleInteger: Double = 12_345
    /// The sample for floating-point specifiers.
    package static let sampleFloat = 1_234.56
    /// The sample for `%c` and `%C`.
    package static let sampleCharacter = "W"
    /// The sample for `%p`.
    package static let samplePointer: Double = 0x16f_dfb4_c8

    /// The locale numbers are written in (a BCP 47 tag or ICU ID).
    package var locale: String

    package init(locale: String) {
        self.locale = locale
    }

    /// The default sample for an argument shown by `kind`.
    package static func sample(for kind: FormatSpecifier.Kind) -> FormatArgument {
        switch kind {
        case .object, .cString: .string(sampleName)
        case .character: .string(sampleCharacter)
        case .integer, .unsigned, .octal, .hexadecimal, .substitution, .percent, .cutOff: .number(sampleInteger)
        case .float, .scientific, .general, .hexadecimalFloat: .number(sampleFloat)
        case .pointer: .number(samplePointer)
        }
    }

    /// `format` with each argument `n` (1-based) taken from `arguments[n - 1]`, else from
    /// `overrides[n]` when given there, else its default sample (``sample(for:)``). `overrides`
    /// win over `arguments` (a plural variant's count). Throws ``FormatStringError`` when
    /// `arguments` has more values than the format takes arguments (for a format that takes
    /// any), when a string is given for a number specifier, and for a substitution the strings
    /// reader left in place (one with no forms).
    package func fill(
        _ format: FormatString, arguments: [FormatArgument] = [],
        overrides: [Int: FormatArgument] = [:]
    ) throws(FormatStringError) -> FilledFormat {
        let count = format.argumentCount
        if format.takesArguments, arguments.count > count {
            throw FormatStringError(
                "\(arguments.count) arguments given (\(arguments.map(\.description).joined(separator: ", "))), but the text takes \(count)"
            )
        }
        let template = format.template
        let units = Array(template.utf16)
        var output: [UInt16] = []
        output.reserveCapacity(units.count + format.specifiers.count * 8)
        var replacements: [FilledFormat.Replacement] = []
        var copied = 0
        for specifier in format.specifiers {
            output += units[copied..<specifier.utf16Range.lowerBound]
            let value: String
            if let argument = specifier.argument {
                if specifier.kind == .substitution {
                    throw FormatStringError(
                        "substitution '\(specifier.text(in: template))' at UTF-16 offset \(specifier.utf16Range.lowerBound) has no forms to show"
                    )
                }
                let given =
                    overrides[argument]
                    ?? (argument <= arguments.count ? arguments[argument - 1] : Self.sample(for: specifier.kind))
                value = try render(given, as: specifier, argument: argument, in: template)
            } else {
                value = specifier.kind == .cutOff ? "" : "%"
            }
            let start = output.count
            output += value.utf16
            replacements.append(.init(template: specifier.utf16Range, filled: start..<output.count))
            copied = specifier.utf16Range.upperBound
        }
        output += units[copied...]
        return FilledFormat(text: String(decoding: output, as: UTF16.self), replacements: replacements)
    }

    /// One value as `specifier` shows it.
    private func render(_ value: FormatArgument, as specifier: FormatSpecifier, argument: Int, in template: String)
        throws(FormatStringError) -> String
    {
        let number: Double
        switch value {
        case .string(let text):
            switch specifier.kind {
            case .object: return pad(text, specifier, numeric: false)
            case .cString:
                return pad(specifier.precision.map { String(text.prefix($0)) } ?? text, specifier, numeric: false)
            case .character: return pad(text.first.map(String.init) ?? "", specifier, numeric: false)
            default:
                throw FormatStringError(
                    "argument \(argument) is the string \(value), but '\(specifier.text(in: template))' shows a number")
            }
        case .number(let value):
            guard value.isFinite else { throw FormatStringError("argument \(argument) must be a finite number") }
            number = value
        }
        var text: String
        switch specifier.kind {
        case .object: text = try decimal(number, minimum: 0, maximum: 6, grouping: true)
        case .cString: text = try decimal(number, minimum: 0, maximum: 6, grouping: false)
        case .character:
            text =
                Unicode.Scalar(UInt32(clamping: Int64(max(0, min(number, 0x10FFFF))))).map { String(Character($0)) }
                ?? "\u{FFFD}"
            return pad(text, specifier, numeric: false)
        case .integer, .unsigned, .substitution, .percent, .cutOff:
            let whole = specifier.kind == .unsigned ? max(0, number.rounded(.towardZero)) : number.rounded(.towardZero)
            text = try decimal(whole, minimum: 0, maximum: 0, grouping: true)
        case .octal, .hexadecimal, .pointer:
            let whole = UInt64(clamping: Int64(max(0, min(number.rounded(.towardZero), 9.2e18))))
            text = String(whole, radix: specifier.kind == .octal ? 8 : 16, uppercase: specifier.conversion == "X")
            if specifier.kind == .pointer || specifier.flags.contains("#") && whole != 0 {
                text = (specifier.kind == .octal ? "0" : (specifier.conversion == "X" ? "0X" : "0x")) + text
            }
        case .float:
            let digits = min(specifier.precision ?? 6, 20)
            text = try decimal(number, minimum: digits, maximum: digits, grouping: true)
        case .scientific:
            text = try scientific(
                number, fractionDigits: min(specifier.precision ?? 6, 20), trimZeros: false,
                upper: specifier.conversion == "E")
        case .general:
            text = try general(number, specifier)
        case .hexadecimalFloat:
            text = String(format: specifier.conversion == "A" ? "%A" : "%a", number)
        }
        if specifier.flags.contains("+"), number >= 0, specifier.kind.takesNumber,
            ![.octal, .hexadecimal, .pointer].contains(specifier.kind)
        {
            text = "+" + text
        }
        return pad(text, specifier, numeric: true)
    }

    private func decimal(_ number: Double, minimum: Int, maximum: Int, grouping: Bool) throws(FormatStringError)
        -> String
    {
        do {
            return try LocaleNumberFormatter.format(
                number, locale: locale, minimumFractionDigits: minimum, maximumFractionDigits: maximum,
                grouping: grouping)
        } catch { throw FormatStringError("cannot write \(number) in \(locale): \(error)") }
    }

    /// `1.234560e+03`, with the locale's digits and decimal separator.
    private func scientific(_ number: Double, fractionDigits: Int, trimZeros: Bool, upper: Bool)
        throws(FormatStringError) -> String
    {
        var exponent = number == 0 ? 0 : Int(log10(abs(number)).rounded(.down))
        var mantissa = number / pow(10, Double(exponent))
        let scale = pow(10, Double(fractionDigits))
        if (abs(mantissa) * scale).rounded() / scale >= 10 {
            exponent += 1
            mantissa /= 10
        }
        let digits = try decimal(
            mantissa, minimum: trimZeros ? 0 : fractionDigits, maximum: fractionDigits, grouping: false)
        let sign = exponent < 0 ? "-" : "+"
        let magnitude = abs(exponent) < 10 ? "0\(abs(exponent))" : "\(abs(exponent))"
        return digits + (upper ? "E" : "e") + sign + magnitude
    }

    /// `%g`: `%e` when the exponent is below -4 or at least the precision, else `%f`; trailing
    /// zeros dropped (kept with `#`).
    private func general(_ number: Double, _ specifier: FormatSpecifier) throws(FormatStringError) -> String {
        let significant = max(1, min(specifier.precision ?? 6, 20))
        let keepZeros = specifier.flags.contains("#")
        let exponent = number == 0 ? 0 : Int(log10(abs(number)).rounded(.down))
        if exponent < -4 || exponent >= significant {
            return try scientific(
                number, fractionDigits: significant - 1, trimZeros: !keepZeros, upper: specifier.conversion == "G")
        }
        let digits = max(0, significant - 1 - exponent)
        return try decimal(number, minimum: keepZeros ? digits : 0, maximum: digits, grouping: false)
    }

    /// `text` padded to the specifier's width.
    private func pad(_ text: String, _ specifier: FormatSpecifier, numeric: Bool) -> String {
        guard let width = specifier.width, text.count < width else { return text }
        let fill = String(
            repeating: numeric && specifier.flags.contains("0") && !specifier.flags.contains("-") ? "0" : " ",
            count: width - text.count)
        return specifier.flags.contains("-") ? text + fill : fill + text
    }
}
