import TypeFitCheck
import TypeFitDynamicType
import TypeFitLayout
import TypeFitScale
import TypeFitShaping
import TypeFitStrings
import TypeFitVocabulary

/// Lays a string out in a type scale entry and a container at chosen Dynamic Type sizes exactly
/// as ``TypeFitCheck/TruncationChecker`` does (same face and features per size, same scaled
/// padding, same layout options), then composes every line for drawing from the text shaped
/// with the same measurer (``LineComposer``). What is drawn is what was measured.
package struct SpecimenBuilder: Sendable {
    /// The shaper with its fallback cascade (the check's).
    package var measurer: TextMeasurer
    /// Pixels per point that scaled padding rounds to (the check's display scale, 3).
    package var displayScale: Double
    /// The fonts given, where inline code runs look for SF Mono (the check's library).
    package var library: FontLibrary

    package init(measurer: TextMeasurer, displayScale: Double = 3, library: FontLibrary = FontLibrary()) {
        self.measurer = measurer
        self.displayScale = displayScale
        self.library = library
    }

    /// How a section's heading names `entry`: its name, the face and point size at Large, and
    /// whether the face is the stand-in for SF Pro — `body: Inter-Regular, 17 pt at Large ~
    /// stand-in for SF Pro` when a style's ``ResolvedStyle/approximationReasons`` has the
    /// stand-in reason, `… ~ approximate` when it has only other reasons (an inferred table row,
    /// modelled leading).
    package static func entryLabel(_ entry: ResolvedEntry) -> String {
        let large = entry.style(at: .large)
        var label =
            "\(entry.entry.name): \(large.face.postScriptName), \(large.pointSize.pointsText(decimals: 2)) pt at Large"
        let reasons = entry.styles.flatMap(\.approximationReasons)
        if reasons.contains(SystemFontProvider.standInReason) {
            label += " ~ stand-in for SF Pro"
        } else if !reasons.isEmpty {
            label += " ~ approximate"
        }
        return label
    }

    /// The cells of `text` (in `locale`) set in `entry` inside `constraint`, one per size, in
    /// the order of `sizes`. `inlineRuns` (UTF-16 ranges into `text`: inline Markdown's bold,
    /// italic and code) are each set in the face their style takes at each size, as the check
    /// measures them (``TypeFitCheck/InlineFaceRuns``); empty for plain text.
    /// - Throws: ``RenderError/layout(_:)`` for a container the layout rejects.
    package func cells(
        text: String, locale: String?, entry: ResolvedEntry, constraint: TextContainer, sizes: [DynamicTypeSize],
        inlineRuns: [StyledText.Run] = []
    ) throws(RenderError) -> [SpecimenCell] {
        var prepared: [[ObjectIdentifier]: (text: PreparedText, shaped: TextMeasurement)] = [:]
        let analysis: TextAnalysis
        do throws(LayoutError) { analysis = try TextAnalysis(text, locale: locale) } catch {
            throw .layout("\(entry.entry.name): \(error.description)")
        }
        let box: PaddedBox?
        do throws(LayoutError) {
            box = try constraint.paddedBox(for: entry, displayScale: displayScale)
        } catch {
            throw .layout("padding: \(error.description)")
        }
        var cells: [SpecimenCell] = []
        for size in sizes {
            let style = entry.style(at: size)
            let features = style.features.compactMap(FontFeature.init)
            let runs = InlineFaceRuns.runs(inlineRuns, utf16Count: analysis.utf16Count, in: style, library: library)
                .runs
            let key = runs.map { ObjectIdentifier($0.face) }
            do throws(LayoutError) {
                let composer = LineComposer(measurer: measurer, features: features)
                let shaped: PreparedText
                let glyphs: TextMeasurement
                if let cached = prepared[key] {
                    (shaped, glyphs) = cached
                } else {
                    shaped = PreparedText.prepare(analysis, runs: runs, measurer: measurer)
                    glyphs = composer.shape(shaped, runs: runs)
                    prepared[key] = (shaped, glyphs)
                }
                let insets = box?.insets(at: size) ?? EdgeInsets()
                let options = constraint.layoutOptions(for: style, insets: insets)
                let layout = try shaped.layout(pointSize: style.pointSize, options: options)
                let verdict = try shaped.verdict(for: layout, options: options)
                var cell = SpecimenCell(
                    size: size, style: style, layout: layout, insets: insets,
                    containerWidth: constraint.width, containerHeight: constraint.height,
                    verdict: verdict, lines: [])
                cell.lines = composer.compose(
                    shaped, shaped: glyphs, layout: layout, tracking: style.tracking,
                    areaWidth: cell.textAreaWidth)
                cells.append(cell)
            } catch {
                throw .layout("\(entry.entry.name) at \(size.rawValue): \(error.description)")
            }
        }
        return cells
    }
}
