import Foundation
import FuzzSupport
import TypeFit

@testable import TypeFitStrings
@testable import TypeFitUnicode

/// Format strings: the first byte picks a locale, a plural category and a pseudolanguage; the
/// rest (UTF-8) is the template. `FormatString` parses it or throws `FormatStringError`; what
/// parses is filled (default samples, then numbers and strings as arguments) and its replacement
/// map is checked against the filled text; every pseudolanguage keeps its specifiers.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzSupport.input(data, size)
    guard let selector = input.first else { return 0 }
    let locales = ["en", "de", "ru", "ar", "ja", "pl", "fr", "hi", "zh-Hant", "xx-invalid"]
    let locale = locales[Int(selector) % locales.count]
    let category = PluralRules.allCategories[Int(selector / 16) % PluralRules.allCategories.count]
    let template = String(decoding: input.dropFirst(), as: UTF8.self)
    guard let format = try? FormatString(template) else { return 0 }
    // Specifiers are in order, inside the template, and do not overlap.
    var end = 0
    for specifier in format.specifiers {
        precondition(specifier.utf16Range.lowerBound >= end && specifier.utf16Range.upperBound <= template.utf16.count)
        precondition((specifier.argument ?? 1) >= 1 && (specifier.argument ?? 1) <= FormatString.maximumArgument)
        end = specifier.utf16Range.upperBound
    }
    let filler = FormatFiller(locale: locale)
    let argumentLists: [[FormatArgument]] = [
        [], [.number(Double(selector) - 100.5), .string("Ana")], [.string("x"), .number(1e14)],
    ]
    for arguments in argumentLists {
        guard let filled = try? filler.fill(format, arguments: arguments) else { continue }
        let units = filled.text.utf16.count
        var last = 0
        for replacement in filled.replacements {
            precondition(replacement.filled.lowerBound >= last && replacement.filled.upperBound <= units)
            last = replacement.filled.upperBound
        }
        precondition(filled.replacements.count == format.specifiers.count)
        var previous = 0
        for offset in 0...template.utf16.count {
            let mapped = filled.filledOffset(forTemplateOffset: offset)
            precondition(mapped >= previous && mapped <= units)
            previous = mapped
        }
    }
    var builder = MeasuredTextBuilder()
    let string = LocalizedString(
        key: "k", locale: locale, text: template, variant: "plural.\(category)", source: "fuzz")
    _ = try? builder.unshownReason(string)
    _ = try? builder.measuredText(for: string)
    for kind in Pseudolanguage.allCases {
        let pseudo = kind.transform(template)
        if let transformed = try? FormatString(pseudo) {
            precondition(
                transformed.argumentCount == format.argumentCount || format.specifiers.isEmpty
                    || transformed.specifiers.isEmpty)
        }
    }
    return 0
}

FuzzSupport.runLibFuzzer(fuzz)
