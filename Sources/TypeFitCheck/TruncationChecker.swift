import Dispatch
import Foundation
import TypeFitDynamicType
import TypeFitLayout
import TypeFitScale
import TypeFitShaping
import TypeFitStrings

/// Checks strings against their containers at every Dynamic Type size: each text is shaped once
/// per face it needs, then laid out at every size by arithmetic.
public struct TruncationChecker: Sendable {
    /// Shapes text, with the fallback cascade.
    public var measurer: TextMeasurer
    /// The sizes checked, smallest first.
    public var sizes: [DynamicTypeSize]
    /// Pixels per point for scaled padding (`@ScaledMetric` rounds to this grid).
    public var displayScale: Double

    public init(measurer: TextMeasurer, sizes: [DynamicTypeSize] = DynamicTypeSize.allCases, displayScale: Double = 3) {
        self.measurer = measurer
        self.sizes = sizes
        self.displayScale = displayScale
    }

    /// The result for one target. Throws `LayoutError` for a constraint the layout rejects
    /// (a width or line limit that is not a usable number).
    public func check(_ target: CheckTarget) throws(LayoutError) -> CheckResult {
        let string = target.string
        let constraint = target.constraint
        /// Each face's prepared text, with the approximation reasons of its stand-ins (worked
        /// out once per face, not at every size).
        var prepared: [ObjectIdentifier: (text: PreparedText, standInReasons: [String])] = [:]
        var outcomes: [String: CheckResult.SizeOutcome] = [:]
        var first: DynamicTypeSize?
        var missing = 0
        var faces: [String] = []
        var reasons: [String] = []
        let box = try constraint.padding.map { (insets) throws(LayoutError) -> PaddedBox in
            do throws(DynamicTypeError) {
                return try PaddedBox(insets: insets, relativeTo: target.entry.entry.textStyle, displayScale: displayScale,
                                     model: target.entry.model, platform: .iOS)
            } catch { throw .invalidOption(parameter: "padding (pt)", value: .nan, requirement: error.description) }
        }
        for size in sizes {
            let style = target.entry.style(at: size)
            let key = ObjectIdentifier(style.face)
            let text: PreparedText
            let standInReasons: [String]
            if let cached = prepared[key] {
                (text, standInReasons) = cached
            } else {
                let features = style.features.compactMap(FontFeature.init)
                text = try PreparedText.prepare(target.measuredText, face: style.face, measurer: measurer, locale: string.locale, features: features)
                standInReasons = text.standIns.map(\.reason)
                prepared[key] = (text, standInReasons)
            }
            let insets = box?.insets(at: size) ?? EdgeInsets()
            let width = constraint.width.map { $0 - insets.horizontal }
            let options = LayoutOptions(
                width: width.map { max($0, LayoutTolerance.fit) }, strategy: constraint.strategy,
                lineLimit: constraint.lineLimit, containerHeight: constraint.height.map { max($0 - insets.vertical, LayoutTolerance.fit) },
                truncationMode: constraint.truncation, minimumScaleFactor: constraint.minimumScaleFactor,
                tracking: style.tracking, lineHeight: .fixed(style.lineHeight), lineSpacing: style.lineSpacing)
            let layout = try text.layout(pointSize: style.pointSize, options: options)
            let verdict = try text.verdict(for: layout, options: options)
            let singleLine = (constraint.lineLimit ?? Int.max) <= 1 || layout.lineCountWithoutLimit == 1
            let overflow: Double
            if layout.fits {
                overflow = 0
            } else if singleLine, let width {
                overflow = max(layout.naturalWidth - width, layout.widthOverflow, 0)
            } else {
                overflow = max(layout.heightOverflow, layout.widthOverflow)
            }
            let outcome = CheckResult.SizeOutcome(
                pointSize: layout.pointSize, lines: layout.lineCount, linesNeeded: layout.lineCountWithoutLimit,
                fits: layout.fits, truncated: !layout.fits, overflow: overflow,
                height: layout.height + insets.vertical, width: layout.widestLineWidth,
                visibleText: layout.truncation?.visibleText, borderline: verdict.isBorderline,
                approximate: style.isApproximate || !standInReasons.isEmpty)
            outcomes[size.rawValue] = outcome
            if first == nil, !layout.fits { first = size }
            if size == .large || faces.isEmpty {
                faces = text.facesUsed.map(\.postScriptName)
                missing = text.missingCharacterCount
            }
            for reason in style.approximationReasons where !reasons.contains(reason) { reasons.append(reason) }
            for reason in standInReasons where !reasons.contains(reason) { reasons.append(reason) }
        }
        return CheckResult(
            key: string.key, locale: string.locale, variant: string.variant, entry: target.entry.entry.name,
            text: string.text, constraint: constraint, firstTruncatedSize: first, sizes: outcomes,
            missingGlyphs: missing, faces: faces, approximationReasons: reasons,
            source: string.source, line: string.line)
    }

    /// Every target checked, spread over all cores; results in target order. `progress` is
    /// called with (done, total) from worker threads as targets finish.
    public func check(
        _ targets: [CheckTarget], progress: (@Sendable (Int, Int) -> Void)? = nil
    ) -> [Result<CheckResult, LayoutError>] {
        let results = ResultSlots(count: targets.count)
        let done = Counter()
        DispatchQueue.concurrentPerform(iterations: targets.count) { index in
            do throws(LayoutError) {
                results.set(index, .success(try check(targets[index])))
            } catch {
                results.set(index, .failure(error))
            }
            let finished = done.increment()
            progress?(finished, targets.count)
        }
        return results.values()
    }
}

/// Fixed slots written once each from worker threads, read after all have finished.
private final class ResultSlots: @unchecked Sendable {
    private var slots: [Result<CheckResult, LayoutError>?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Result<CheckResult, LayoutError>) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    func values() -> [Result<CheckResult, LayoutError>] { slots.map { $0! } }
}

/// A thread-safe counter.
private final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()

    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
