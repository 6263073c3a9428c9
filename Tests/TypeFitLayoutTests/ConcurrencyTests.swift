import Testing
import TypeFitVocabulary

@testable import TypeFitLayout
@testable import TypeFitShaping

/// One `PreparedText` laid out from many tasks at once gives the same results as in sequence.
@Suite("Concurrency")
struct ConcurrencyTests {
    @Test("concurrent layouts of one prepared text are identical to sequential ones")
    func concurrent() async throws {
        let fixture = try LayoutFixture.get()
        let prepared = try fixture.prepare("Notifications and settings: 設定 안녕하세요 مرحبا بالعالم https://example.com/a/b")
        let jobs: [(Double, LayoutOptions)] = (0..<64).map { index in
            (
                Double(11 + index % 40),
                LayoutOptions(
                    width: Double(60 + 7 * index), strategy: index % 2 == 0 ? .standard : .greedy,
                    lineLimit: index % 3 == 0 ? nil : index % 3, truncationMode: TruncationMode.allCases[index % 3],
                    minimumScaleFactor: index % 4 == 0 ? 0.5 : 1)
            )
        }
        let expected = try jobs.map { try prepared.layout(pointSize: $0.0, options: $0.1) }
        let results = try await withThrowingTaskGroup(of: (Int, TextLayout).self) { group in
            for _ in 0..<4 {
                for (index, job) in jobs.enumerated() {
                    group.addTask { (index, try prepared.layout(pointSize: job.0, options: job.1)) }
                }
            }
            var collected: [(Int, TextLayout)] = []
            for try await result in group { collected.append(result) }
            return collected
        }
        #expect(results.count == jobs.count * 4)
        for (index, layout) in results { #expect(layout == expected[index]) }
    }
}
