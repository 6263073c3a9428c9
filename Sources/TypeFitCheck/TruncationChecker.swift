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
        fill(targets, progress: progress).outcomes()
    }

    /// Every target checked as ``check(_:progress:)`` does, the results handed over without a
    /// copy of each: all of them in target order, or the first target (by index) whose
    /// constraint the layout rejects.
    package func checkAll(
        _ targets: [CheckTarget], progress: (@Sendable (Int, Int) -> Void)? = nil
    ) -> Result<[CheckResult], IndexedLayoutError> {
        fill(targets, progress: progress).results()
    }

    /// The slots of `targets`, filled over all cores: one task per group.
    private func fill(_ targets: [CheckTarget], progress: (@Sendable (Int, Int) -> Void)?) -> CheckedSlots {
        let groups = Self.groups(targets)
        let checked = CheckedSlots(count: targets.count)
        let done = ProgressCounter(total: targets.count, report: progress)
        OrderedFanOut(count: groups.count, perRun: 1).forEachRun { range in
            for group in range {
                let members = groups[group]
                let first = targets[members[0]]
                do throws(LayoutError) {
                    var faces = PreparedFaces(
                        analysis: try TextAnalysis(first.measuredText, locale: first.string.locale))
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
        return checked
    }

    /// Target indices grouped by measured text and locale, groups in order of their first target.
    static func groups(_ targets: [CheckTarget]) -> [[Int]] {
        struct Key: Hashable {
            var text: String
            var locale: String
        }
        var groupOf: [Key: Int] = [:]
        var groups: [[Int]] = []
        for (index, target) in targets.enumerated() {
            let key = Key(text: target.measuredText, locale: target.string.locale)
            if let group = groupOf[key] {
                groups[group].append(index)
            } else {
                groupOf[key] = groups.count
                groups.append([index])
            }
        }
        return groups
    }

    /// One target at every size, with `faces` holding the group's text measured in each face
    /// so far.
    func check(_ target: CheckTarget, in faces: inout PreparedFaces) throws(LayoutError) -> CheckResult {
        let string = target.string
        let constraint = target.constraint
        var outcomes = SizeColumn<CheckResult.SizeOutcome>()
        var first: DynamicTypeSize?
        var missing = 0
        var usedFaces: [String] = []
        var reasons: [String] = []
        let box = try constraint.paddedBox(for: target.entry, displayScale: displayScale)
        /// One size, the text read from the group's current copy
        /// (``PreparedFaces/makeCurrent(_:)``) rather than copied out of its entry per size.
        func check(size: DynamicTypeSize, style: ResolvedStyle) throws(LayoutError) {
            let prepared = faces.prepared(
                in: style, inlineRuns: target.inlineRuns, library: library, measurer: measurer)
            faces.makeCurrent(prepared)
            let standInReasons = prepared.standInReasons
            let insets = box?.insets(at: size) ?? EdgeInsets()
            let width = constraint.width.map { $0 - insets.horizontal }
            let options = constraint.layoutOptions(for: style, insets: insets)
            let approximate = style.isApproximate || !standInReasons.isEmpty
            let count = try faces.currentText!.count(pointSize: style.pointSize, options: options)
            let outcome: CheckResult.SizeOutcome
            if count.fits {
                outcome = CheckResult.SizeOutcome(
                    pointSize: count.pointSize, lines: count.lineCount, linesNeeded: count.lineCountWithoutLimit,
                    fits: true, truncated: false, overflow: 0, height: count.height + insets.vertical,
                    width: count.widestLineWidth, visibleText: nil, borderline: count.isBorderline,
                    approximate: approximate)
            } else {
                outcome = try Self.fullOutcome(
                    faces.currentText!, style: style, options: options, width: width, insets: insets,
                    constraint: constraint, borderline: count.isBorderline, approximate: approximate)
                if first == nil { first = size }
            }
            outcomes[size] = outcome
            if size == .large || usedFaces.isEmpty {
                usedFaces = faces.currentText!.facesUsed.map(\.postScriptName)
                missing = faces.currentText!.missingCharacterCount
            }
            for reason in style.approximationReasons where !reasons.contains(reason) { reasons.append(reason) }
            for reason in standInReasons where !reasons.contains(reason) { reasons.append(reason) }
        }
        for size in sizes {
            try check(size: size, style: target.entry.style(at: size))
        }
        return CheckResult(
            key: string.key, locale: string.locale, variant: string.variant, entry: target.entry.reference,
            text: string.text, constraint: constraint, firstTruncatedSize: first, sizes: outcomes,
            missingGlyphs: missing, faces: usedFaces, approximationReasons: reasons,
            source: string.source, line: string.line
        ).annotated(with: target)
    }

    /// The outcome of a size where the text does not fit, from the full layout: the lines
    /// shown, the overflow and the visible text with its ellipsis.
    private static func fullOutcome(
        _ text: PreparedText, style: ResolvedStyle, options: LayoutOptions, width: Double?, insets: EdgeInsets,
        constraint: TextContainer, borderline: Bool, approximate: Bool
    ) throws(LayoutError) -> CheckResult.SizeOutcome {
        let layout = try text.layout(pointSize: style.pointSize, options: options)
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

    init(count: Int) {
        slots = OrderedSlots(count: count)
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

    /// Every result in target order, or the first failure (once, after the workers finished).
    func results() -> Result<[CheckResult], IndexedLayoutError> {
        let failed = failures.withOrderedLock { $0 }
        if let first = failed.keys.min() { return .failure(IndexedLayoutError(index: first, error: failed[first]!)) }
        return .success(slots.moveAll())
    }
}
