import Dispatch
import Foundation
import Testing
import TypeFitDynamicType
import TypeFitLayout
import TypeFitScale
import TypeFitShaping
import TypeFitStrings
import TypeFitTestSupport
import TypeFitVocabulary

@testable import TypeFitCheck

/// Shared fonts, fallback caches and measurers used from many threads at once give exactly what
/// one thread gives. Run under ThreadSanitizer (`swift test --sanitize=thread`) this is also
/// the race detector's workload.
@Suite("Concurrent use of shared fonts and caches")
struct ConcurrentUseTests {
    /// Texts in the scripts whose fallback faces are found and loaded on first use.
    static let texts: [(text: String, locale: String)] = [
        ("Restore Purchases", "en"),
        ("Benachrichtigungseinstellungen öffnen", "de"),
        ("設定を開いて通知を確認してください", "ja"),
        ("打开设置以管理通知", "zh-Hans"),
        ("알림 설정을 열어 주세요", "ko"),
        ("افتح الإعدادات لإدارة الإشعارات", "ar"),
        ("פתח את ההגדרות", "he"),
        ("เปิดการตั้งค่าการแจ้งเตือน", "th"),
        ("Great job 👍🏽🎉 see you 🇩🇪 soon", "en"),
        ("Settings 設定 مرحبا 👍🏽\nSecond line", "ja"),
    ]

    /// Sizes, widths, line limits and truncation modes each prepared text is laid out in.
    static let options: [(size: Double, options: LayoutOptions)] = [
        (17, LayoutOptions(width: 120, lineLimit: 2)),
        (28, LayoutOptions(width: 200, strategy: .greedy, lineLimit: 1, truncationMode: .middle)),
        (11, LayoutOptions(width: 64, lineLimit: nil)),
        (53, LayoutOptions(width: 320, lineLimit: 3, truncationMode: .head, minimumScaleFactor: 0.5)),
    ]

    /// Everything one job produces: the faces used and every layout.
    struct Outcome: Equatable, Sendable {
        var faces: [String]
        var missing: Int
        var layouts: [TextLayout]
    }

    static func outcome(_ text: String, locale: String, face: FontFace, measurer: TextMeasurer) throws -> Outcome {
        let prepared = try PreparedText.prepare(text, face: face, measurer: measurer, locale: locale)
        return Outcome(
            faces: prepared.facesUsed.map(\.postScriptName), missing: prepared.missingCharacterCount,
            layouts: try options.map { try prepared.layout(pointSize: $0.size, options: $0.options) })
    }

    /// A measurer with its own, empty system fallback cache, so the threads race to fill it.
    static func freshMeasurer(_ library: FontLibrary) -> TextMeasurer {
        TextMeasurer(
            fallback: FallbackCascade(
                faces: library.faces, system: SystemFontFallback(directories: SystemFontFallback.standardDirectories)))
    }

    @Test("preparing and laying out on 8 threads at once equals a single-threaded run")
    func prepareAndLayout() throws {
        let library = try BundledFonts.library()
        let faces = try ["Inter-Regular", "Inter-SemiBoldItalic", "InterDisplay-Bold"].map {
            try library.face(postScriptName: $0)
        }
        let jobs = Self.texts.flatMap { text in faces.map { (text.text, text.locale, $0) } }
        let expected = try jobs.map {
            try Self.outcome($0.0, locale: $0.1, face: $0.2, measurer: Self.freshMeasurer(library))
        }
        #expect(expected.contains { $0.faces.contains { $0.hasPrefix("NotoSansCJK") } }, "CJK fallback is exercised")

        let shared = Self.freshMeasurer(library)
        let rounds = 4
        let slots = Slots<Outcome>(count: jobs.count * rounds)
        DispatchQueue.concurrentPerform(iterations: jobs.count * rounds) { index in
            // Each round walks the jobs in a different order, so different threads meet the
            // same first-use of a fallback file.
            let job = jobs[(index * 7 + index / jobs.count) % jobs.count]
            slots.set(index, Result { try Self.outcome(job.0, locale: job.1, face: job.2, measurer: shared) })
        }
        for (index, result) in slots.values.enumerated() {
            let job = (index * 7 + index / jobs.count) % jobs.count
            #expect(try result.get() == expected[job], "\(jobs[job].0) in \(jobs[job].2.postScriptName)")
        }
    }

    @Test("TruncationChecker.check(targets) from several threads at once equals one single-threaded run")
    func checkerFromManyThreads() throws {
        let setup = try CheckSetup()
        let library = setup.library
        let resolved = setup.resolved
        var targets: [CheckTarget] = []
        for (index, text) in Self.texts.enumerated() {
            for entry in resolved.entries where ["body", "title", "caption"].contains(entry.entry.name) {
                let string = LocalizedString(key: "k\(index)", locale: text.locale, text: text.text, source: "test")
                targets.append(
                    CheckTarget(
                        string: string, entry: entry,
                        constraint: TextContainer(width: 120 + Double(index * 20), lineLimit: index % 3 + 1)))
            }
        }
        let allTargets = targets
        let single = TruncationChecker(measurer: Self.freshMeasurer(library))
        let expected = try targets.map { try single.check($0) }  // one target at a time, on this thread

        // One shared checker and measurer: four whole checks at once, each itself parallel.
        let checker = TruncationChecker(measurer: Self.freshMeasurer(library))
        let slots = Slots<[CheckResult]>(count: 4)
        DispatchQueue.concurrentPerform(iterations: 4) { index in
            slots.set(index, Result { try checker.check(allTargets).map { try $0.get() } })
        }
        for result in slots.values {
            let results = try result.get()
            #expect(results.count == expected.count)
            for (got, want) in zip(results, expected) { #expect(got == want, "\(want.key) in \(want.entry)") }
        }
    }
}

/// Results written once each from worker threads, read after all have finished.
final class Slots<Value: Sendable>: @unchecked Sendable {
    private var slots: [Result<Value, any Error>?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Result<Value, any Error>) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [Result<Value, any Error>] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0! }
    }
}
