import Foundation
import FuzzSupport
import TypeFit

@testable import TypeFitScale
@testable import TypeFitStrings

/// A String Catalog value as SwiftUI's `Text` reads it: any bytes (repaired to UTF-8), parsed as
/// inline Markdown. The result must keep its promises, or the target traps: runs cover the
/// displayed text in order without gaps or empty runs, adjacent runs differ in style, plain
/// text (no syntax character) comes out identical, `markup none` is the text itself, and the
/// same with Apple's attribute syntax read (its spans inside the text); and each
/// run's face is chosen for the body entry on the bundled Inter.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: FuzzSupport.input(data, size), as: UTF8.self)
    let styled = InlineMarkdownParser.parse(text)
    var offset = 0
    for (index, run) in styled.runs.enumerated() {
        precondition(run.range.lowerBound == offset && !run.range.isEmpty, "runs must cover the text in order")
        if index > 0 { precondition(styled.runs[index - 1].style != run.style, "adjacent runs must differ") }
        offset = run.range.upperBound
        if let body = BodyEntry.style { _ = body.face(for: run.style, library: BodyEntry.library) }
    }
    precondition(offset == styled.text.utf16.count, "runs must end with the text")
    if !InlineMarkdownParser.mayContainMarkdown(text) { precondition(styled.text == text && styled.isPlain) }
    precondition(TextMarkup.literal.styledText(text).text == text)
    // With Apple's ^[text](attributes) read too: the same promises, and each span in the text.
    let attributed = InlineMarkdownParser.parseAttributed(text)
    var end = 0
    for run in attributed.styled.runs {
        precondition(run.range.lowerBound == end && !run.range.isEmpty, "attributed runs must cover the text")
        end = run.range.upperBound
    }
    precondition(end == attributed.styled.text.utf16.count, "attributed runs must end with the text")
    for span in attributed.spans { precondition(span.range.upperBound <= end, "a span must lie in the text") }
    return 0
}

/// The body entry of a one-entry scale on the bundled Inter at Large, resolved once.
enum BodyEntry {
    static let library = (try? BundledFonts.library()) ?? FontLibrary()
    static let style: ResolvedStyle? = {
        let resolver = TypeScaleResolver(library: library, systemFont: .standIn(bundled: library))
        guard
            let scale = try? TypeScale.parse(
                Data(#"{"entries": [{"name": "body", "textStyle": "body"}]}"#.utf8), source: "fuzz.json"),
            let entry = try? resolver.resolve(scale).entry(named: "body")
        else { return nil }
        return entry.style(at: .large)
    }()
}

FuzzSupport.runLibFuzzer(fuzz)
