import Foundation
import TypeFit
import TypeFitVocabulary

/// Runs a check over all cores, with progress on standard error when it is a terminal.
enum CheckRun {
    static func run(_ targets: [CheckTarget], resolved: ResolvedTypeScale, library: FontLibrary, fonts: FontOptions,
                    sizes: [DynamicTypeSize]) throws -> CheckReport {
        let checker = TruncationChecker(measurer: try fonts.measurer(for: resolved), sizes: sizes, library: library)
        let progress = ProgressLine.start(total: targets.count, label: "checking")
        let outcomes = checker.check(targets) { done, total in progress?.update(done) }
        progress?.finish()
        var results: [CheckResult] = []
        for (target, outcome) in zip(targets, outcomes) {
            switch outcome {
            case .success(let result): results.append(result)
            case .failure(let error):
                throw CommandFailure.badInput("\(target.string.source): \(target.string.key) [\(target.string.locale)] in \(target.entry.entry.name): \(error.description)")
            }
        }
        return CheckReport(
            results: results, sizes: sizes, scale: resolved.scale.name,
            model: resolved.entries.first?.model.rawValue ?? ScalingModel.default.rawValue,
            systemFont: resolved.systemFontSource == .sfPro ? "sfPro" : "standIn", warnings: resolved.warnings)
    }
}

/// A one-line progress counter on standard error, only when standard error is a terminal.
final class ProgressLine: @unchecked Sendable {
    private let total: Int
    private let label: String
    private let lock = NSLock()
    private var lastShown = Date.distantPast

    static func start(total: Int, label: String) -> ProgressLine? {
        guard isatty(STDERR_FILENO) == 1, total > 0 else { return nil }
        return ProgressLine(total: total, label: label)
    }

    private init(total: Int, label: String) {
        self.total = total
        self.label = label
    }

    func update(_ done: Int) {
        lock.lock()
        defer { lock.unlock() }
        let now = Date()
        guard done == total || now.timeIntervalSince(lastShown) > 0.1 else { return }
        lastShown = now
        FileHandle.standardError.write(Data("\r\(label) \(done)/\(total)".utf8))
    }

    func finish() {
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
