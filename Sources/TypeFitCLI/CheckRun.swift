import Foundation
internal import Synchronization
import TypeFit
import TypeFitConcurrency
import TypeFitReport
import TypeFitVocabulary

/// Runs a check over all cores, with progress on standard error when it is a terminal.
enum CheckRun {
    static func run(
        _ targets: [CheckTarget], resolved: ResolvedTypeScale, library: FontLibrary, fonts: FontOptions,
        sizes: [DynamicTypeSize]
    ) throws -> CheckReport {
        let checker = TruncationChecker(measurer: try fonts.measurer(for: resolved), sizes: sizes, library: library)
        let progress = ProgressLine.start(total: targets.count, label: "checking")
        let outcome = checker.checkAll(targets) { done, total in progress?.update(done) }
        progress?.finish()
        let results: [CheckResult]
        switch outcome {
        case .success(let checked): results = checked
        case .failure(let failure):
            let target = targets[failure.index]
            throw CommandFailure.badInput(
                "\(target.string.source): \(target.string.key) [\(target.string.locale)] in \(target.entry.entry.name): \(failure.error.description)"
            )
        }
        return CheckReport(
            results: results, sizes: sizes, scale: resolved.scale.name,
            model: resolved.entries.first?.model.rawValue ?? ScalingModel.default.rawValue,
            systemFont: resolved.systemFontSource == .sfPro ? "sfPro" : "standIn", warnings: resolved.warnings)
    }

    /// Reports kept until the process ends.
    private static let keptReports = Mutex<[CheckReport]>([])

    /// Keeps `report` until the process ends, for a command that has written it and is about
    /// to exit: freeing a check's hundred thousand results one by one takes about a tenth of a
    /// second of serial work that ends nothing sooner. (It stays reachable, so it is not a leak.)
    static func keepUntilExit(_ report: CheckReport) {
        keptReports.withOrderedLock { $0.append(report) }
    }
}
