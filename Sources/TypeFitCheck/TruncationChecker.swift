import Foundation
internal import Synchronization
import TypeFitConcurrency
import TypeFitDynamicType
import TypeFitLayout
import TypeFitScale
import TypeFitShaping
import TypeFitStrings
import TypeFitVocabulary

/// Checks strings against their containers at every Dynamic Type size: each text is shaped once
/// per face it needs, then laid out at every size by arithmetic.
public struct TruncationChecker: Sendable {
    /// Shapes text, with the fallback cascade.
    public var measurer: TextMeasurer
    /// The sizes checked, smallest first.
    public var sizes: [DynamicTypeSize]
    /// Pixels per point for scaled padding (`@ScaledMetric` rounds to this grid).
    public var displayScale: Double
    /// The fonts given (the app's and the user's system fonts), where inline Markdown's code
    /// runs look for SF Mono.
    public var library: FontLibrary

    public init(
        measurer: TextMeasurer, sizes: [DynamicTypeSize] = DynamicTypeSize.allCases, displayScale: Double = 3,
        library: FontLibrary = FontLibrary()
    ) {
        self.measurer = measurer
        self.sizes = sizes
        self.displayScale = displayScale
        self.library = library
    }

    /// The result for one target. Throws `LayoutError` for a constraint the layout rejects
    /// (a width or line limit that is not a usable number).
    public func check(_ target: CheckTarget) throws(LayoutError) -> CheckResult {
        var faces = PreparedFaces(analysis: try TextAnalysis(target.measuredText, locale: target.string.locale))
        return try check(target, in: &faces)
    }

    /// Every target checked, spread over all cores; results in target order. `progress` is
    /// called with (done, total) from worker threads as targets finish.
    ///
    /// Targets with the same text and locale (one string in several entries, or identical
    /// texts under several keys) form one group: the text is segmented once per group and
    /// measured once per face the group needs, then every size of every target is decided by
    /// counting (``TypeFitLayout/PreparedText/count(pointSize:options:margin:)``); only the
    /// sizes where the text does not fit are laid out in full, for the visible text.
    public func check(
        _ targets: [CheckTarget], progress: (@Sendable (Int, Int) -> Void)? = nil
    ) -> [Result<CheckResult, LayoutError>] {
        let checked = CheckedSlots(slots: OrderedSlots(count: targets.count))
        fill(targets, progress: progress, into: checked)
        return checked.outcomes()
    }

    /// Every target checked as ``check(_:progress:)`` does, the results handed over without a
    /// copy of each: all of them in target order, or the first target (by index) whose
    /// constraint the layout rejects.
    package func checkAll(
        _ targets: [CheckTarget], progress: (@Sendable (Int, Int) -> Void)? = nil
    ) -> Result<[CheckResult], IndexedLayoutError> {
        var failure: IndexedLayoutError?
        let results = OrderedSlots<CheckResult>.filledArray(count: targets.count) { slots in
            let checked = CheckedSlots(slots: slots)
            fill(targets, progress: progress, into: checked)
            failure = checked.firstFailure()
        }
        if let results { return .success(results) }
        return .failure(failure!)
    }

    /// Fills `checked` with the results of `targets`, over all cores: one task per group.
    private func fill(_ targets: [CheckTarget], progress: (@Sendable (Int, Int) -> Void)?, into checked: CheckedSlots) {
        let groups = Self.groups(targets)
        let done = ProgressCounter(total: targets.count, report: progress)
        OrderedFanOut(count: groups.count, perRun: 1).forEachRun { range in
            for group in range {
                let members = groups[group]
                do throws(LayoutError) {
                    let first = members[0]
                    var faces = PreparedFaces(
                        analysis: try TextAnalysis(targets[first].measuredText, locale: targets[first].string.locale))
                    for index in members {
                        do throws(LayoutError) {
                            checked.slots.initialize(index, to: try check(targets[index], in: &faces))
                        } catch {
                            checked.fail(index, error)
                        }
                    }
                } catch {
                    for index in members { checked.fail(index, error) }
                }
                done.add(members.count)
            }
        }
    }

    /// Target indices grouped by measured text and locale, groups in order of their first target.
    ///
    /// A string's targets (one per entry) are consecutive in a plan and mostly share one text, so
    /// each run of targets with the same text and locale is hashed once, not target by target.
    /// Texts are the same only when their code units are (``CodeUnitKey``): a text and its
    /// canonically equivalent form (NFC and NFD), which Swift's `==` calls equal, are laid out
    /// each as it is.
    static func groups(_ targets: [CheckTarget]) -> [[Int]] {
        var groupOf: [CodeUnitKey: Int] = [:]
        var groups: [[Int]] = []
        var start = 0
        while start < targets.count {
            let key = CodeUnitKey(targets[start].measuredText, targets[start].string.locale)
            var end = start + 1
            while end < targets.count,
                key == CodeUnitKey(targets[end].measuredText, targets[end].string.locale)
            {
                end += 1
            }
            if let group = groupOf[key] {
                groups[group].append(contentsOf: start..<end)
            } else {
                groupOf[key] = groups.count
                groups.append(Array(start..<end))
            }
            start = end
        }
        return groups
    }

    /// One target at every size, with `faces` holding the group's text measured in each face
    /// so far.
    ///
    /// The hot loop of a check: each size's style is read in place from the target's shared
    /// entry (never copied out, which would retain its face and arrays), and the group's text
    /// is looked up again only where the face or the features change from one size to the next.
    func check(_ target: CheckTarget, in faces: inout PreparedFaces) throws(LayoutError) -> CheckResult {
        let shared = target.entryBox
        let styles = shared.entry.styles
        let constraint = target.constraint
        var outcomes = SizeColumn<CheckResult.SizeOutcome>()
        var first: DynamicTypeSize?
        var reasons: [String] = []
        let box = try constraint.paddedBox(for: shared.entry, displayScale: displayScale)
        // The text in the face of the size before, and that face and its features.
        var current: PreparedFaces.Entry?
        // Its text, copied out of `current` once per face: read in place from this variable at
        // each size (a method called on the entry's stored text would copy it at every size).
        var currentText: PreparedText?
        var currentFace: ObjectIdentifier?
        var currentFeatures: [String] = []
        // The text whose faces the result names: at Large, else at the first size checked.
        var namingFaces: PreparedFaces.Entry?
        for size in sizes {
            let index = size.ordinal
            // Reasons in the order sizes meet them: the style's, then its faces' stand-ins.
            for reason in styles[index].approximationReasons where !reasons.contains(reason) { reasons.append(reason) }
            if current == nil || !target.inlineRuns.isEmpty || ObjectIdentifier(styles[index].face) != currentFace
                || styles[index].features != currentFeatures
            {
                let prepared = faces.prepared(
                    in: styles[index], inlineRuns: target.inlineRuns, library: library, measurer: measurer)
                current = prepared
                currentText = prepared.text
                currentFace = ObjectIdentifier(styles[index].face)
                currentFeatures = styles[index].features
                for reason in prepared.standInReasons where !reasons.contains(reason) { reasons.append(reason) }
            }
            let prepared = current!
            if size == .large || namingFaces == nil { namingFaces = prepared }
            let pointSize = styles[index].pointSize
            let insets = box?.insets(at: size) ?? EdgeInsets()
            let options = constraint.layoutOptions(
                tracking: styles[index].tracking, lineHeight: styles[index].lineHeight,
                lineSpacing: styles[index].lineSpacing, insets: insets)
            let approximate = !styles[index].approximationReasons.isEmpty || !prepared.standInReasons.isEmpty
            let count = try currentText!.count(pointSize: pointSize, options: options)
            if count.fits {
                outcomes[size] = CheckResult.SizeOutcome(
                    pointSize: count.pointSize, lines: count.lineCount, linesNeeded: count.lineCountWithoutLimit,
                    fits: true, truncated: false, overflow: 0, height: count.height + insets.vertical,
                    width: count.widestLineWidth, visibleText: nil, borderline: count.isBorderline,
                    approximate: approximate)
            } else {
                outcomes[size] = try Self.fullOutcome(
                    currentText!, pointSize: pointSize, options: options,
                    width: constraint.width.map { $0 - insets.horizontal }, insets: insets,
                    constraint: constraint, borderline: count.isBorderline, approximate: approximate)
                if first == nil { first = size }
            }
        }
        var result = CheckResult(
            key: target.string.key, locale: target.string.locale, variant: target.string.variant,
            entry: shared.entry.reference, text: target.string.text, constraint: constraint,
            firstTruncatedSize: first, sizes: outcomes, missingGlyphs: namingFaces?.text.missingCharacterCount ?? 0,
            faces: namingFaces?.text.facesUsed.map(\.postScriptName) ?? [], approximationReasons: reasons,
            source: target.string.source, line: target.string.line)
        result.annotate(with: target)
        return result
    }

    /// The outcome of a size where the text does not fit, from the full layout: the lines
    /// shown, the overflow and the visible text with its ellipsis.
    private static func fullOutcome(
        _ text: PreparedText, pointSize: Double, options: LayoutOptions, width: Double?, insets: EdgeInsets,
        constraint: TextContainer, borderline: Bool, approximate: Bool
    ) throws(LayoutError) -> CheckResult.SizeOutcome {
        let layout = try text.layout(pointSize: pointSize, options: options)
        let singleLine = (constraint.lineLimit ?? Int.max) <= 1 || layout.lineCountWithoutLimit == 1
        let overflow: Double
        if layout.fits {
            overflow = 0
        } else if singleLine, let width {
            overflow = max(layout.naturalWidth - width, layout.widthOverflow, 0)
        } else {
            overflow = max(layout.heightOverflow, layout.widthOverflow)
        }
        return CheckResult.SizeOutcome(
            pointSize: layout.pointSize, lines: layout.lineCount, linesNeeded: layout.lineCountWithoutLimit,
            fits: layout.fits, truncated: !layout.fits, overflow: overflow,
            height: layout.height + insets.vertical, width: layout.widestLineWidth,
            visibleText: layout.truncation?.visibleText, borderline: borderline, approximate: approximate)
    }
}

/// A target the layout rejected: its index in the targets checked, and why.
package struct IndexedLayoutError: Error {
    package var index: Int
    package var error: LayoutError
}

/// Each target's outcome: its result in its slot, or its failure under a lock (failures are
/// rare); read once after all workers have finished, the results moved out, not copied.
private final class CheckedSlots: Sendable {
    /// Slot `i` is filled exactly when target `i` succeeded, until the results are taken.
    let slots: OrderedSlots<CheckResult>
    private let failures = Mutex<[Int: LayoutError]>([:])

    init(slots: OrderedSlots<CheckResult>) {
        self.slots = slots
    }

    /// Target `index` failed; called once per index, from any thread.
    func fail(_ index: Int, _ error: LayoutError) {
        failures.withOrderedLock { $0[index] = error }
    }

    /// Every outcome, in target order (once, after the workers finished).
    func outcomes() -> [Result<CheckResult, LayoutError>] {
        let failed = failures.withOrderedLock { $0 }
        var outcomes: [Result<CheckResult, LayoutError>] = []
        outcomes.reserveCapacity(slots.count)
        for index in 0..<slots.count {
            if let error = failed[index] {
                outcomes.append(.failure(error))
            } else {
                outcomes.append(.success(slots.move(index)))
            }
        }
        return outcomes
    }

    /// The failure of the first target (by index) that failed, if any (after the workers finished).
    func firstFailure() -> IndexedLayoutError? {
        let failed = failures.withOrderedLock { $0 }
        return failed.keys.min().map { IndexedLayoutError(index: $0, error: failed[$0]!) }
    }
}
