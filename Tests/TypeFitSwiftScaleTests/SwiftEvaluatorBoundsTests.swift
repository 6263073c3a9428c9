import Foundation
import Testing
import TypeFitScale
import TypeFitTestSupport

@testable import TypeFitSwiftScale

/// Code that never finishes when it runs (recursion, loops, cycles between properties) and code
/// too large to evaluate: the evaluator stops it at its depth limit (64) or step budget (20,000
/// per definition per size), and the app's author gets a warning naming the file and the line,
/// never a hang or a crash. The rest of the file is still read.
@Suite struct SwiftEvaluatorBoundsTests {
    /// The warnings of `source` (read as `Theme.swift`) on `line`, with the file checked.
    static func warnings(_ source: String, line: Int) throws -> [String] {
        let sources = try SwiftSources(["Theme.swift": source])
        defer { sources.remove() }
        let reading = try sources.read()
        let path = sources.path("Theme.swift")
        #expect(reading.warnings.allSatisfy { $0.location.file == path })
        // The bounded definition is left out of the scale; the good one is read.
        #expect(try reading.typeScale(source: path).entries.map(\.name) == ["good"])
        return reading.warnings.filter { $0.location.line == line }.map(\.message)
    }

    /// A font definition that reads it, and one that does not.
    static func fonts(_ size: String) -> String {
        """
        extension Font {
            static let good = Font.custom("Inter", size: 17)
            static let bounded = Font.custom("Inter", size: \(size))
        }
        """
    }

    @Test func aFunctionThatCallsItselfForeverStopsAtTheDepthLimit() throws {
        let source = """
            enum Sizes {
                static func f(_ n: CGFloat) -> CGFloat { f(n + 1) }
            }
            \(Self.fonts("Sizes.f(1)"))
            """
        let messages = try Self.warnings(source, line: 2)
        #expect(messages.contains { $0.contains("nested more than 64 levels deep (a recursive definition?)") })
    }

    @Test func aRecursionThatBranchesStopsAtTheStepBudget() throws {
        // Eight calls deep stays under the depth limit, but 4^8 calls do not fit in the budget.
        let source = """
            enum Sizes {
                static func wide(_ n: Int) -> CGFloat { n == 0 ? 1 : wide(n - 1) + wide(n - 1) + wide(n - 1) + wide(n - 1) }
            }
            \(Self.fonts("Sizes.wide(8)"))
            """
        let messages = try Self.warnings(source, line: 2)
        #expect(messages.contains { $0.contains("evaluation stopped after 20000 steps") })
    }

    @Test func aPropertyAndAFunctionThatReadEachOtherAreACycle() throws {
        let source = """
            enum Sizes {
                static var size: CGFloat { scaled(2) }
                static func scaled(_ x: CGFloat) -> CGFloat { size * x }
            }
            \(Self.fonts("Sizes.size"))
            """
        let messages = try Self.warnings(source, line: 2)
        #expect(messages.contains { $0.contains("'size' refers to itself") })
    }

    @Test func anEndlessLoopInAGetterIsNotRun() throws {
        let source = """
            enum Sizes {
                static var spin: CGFloat {
                    while true {}
                }
            }
            \(Self.fonts("Sizes.spin"))
            """
        let messages = try Self.warnings(source, line: 3)
        #expect(messages.contains { $0.contains("loops are not evaluated") })
    }

    @Test func aHugeArithmeticChainIsRefusedBeforeItIsEvaluated() throws {
        // 100,000 operators in one expression (600 KB): over the evaluator's 256.
        let chain = Array(repeating: "1", count: 100_001).joined(separator: " + ")
        let source = """
            enum Sizes {
                static let total: CGFloat = \(chain)
            }
            \(Self.fonts("Sizes.total"))
            """
        let messages = try Self.warnings(source, line: 2)
        #expect(messages.contains { $0.contains("an expression of more than 256 operators") })
    }

    @Test func aLongChainOfPropertiesStopsAtTheDepthLimit() throws {
        let chain = (0..<1_000).map { "    static let c\($0): CGFloat = c\($0 + 1) + 1" }.joined(separator: "\n")
        let source = """
            enum Sizes {
            \(chain)
                static let c1000: CGFloat = 1
            }
            \(Self.fonts("Sizes.c0"))
            """
        let sources = try SwiftSources(["Theme.swift": source])
        defer { sources.remove() }
        let reading = try sources.read()
        let warning = try #require(reading.warnings.first { $0.message.contains("'bounded' left out of the scale") })
        #expect(warning.message.contains("nested more than 64 levels deep"))
        #expect(warning.location.file == sources.path("Theme.swift"))
        #expect((2...1_001).contains(warning.location.line))
        #expect(try reading.typeScale(source: sources.path("Theme.swift")).entries.map(\.name) == ["good"])
    }

    @Test func aSwitchWithNoMatchingCaseNamesTheValue() throws {
        let source = """
            enum Sizes {
                static func size(_ style: Int) -> CGFloat {
                    switch style {
                    case 1: return 12
                    case 2: return 17
                    }
                }
            }
            \(Self.fonts("Sizes.size(3)"))
            """
        let messages = try Self.warnings(source, line: 3)
        #expect(messages.contains { $0.contains("no case of this switch matches '3'") })
    }

    @Test func aPropertyThatReadsItselfIsACycle() throws {
        let source = """
            enum Sizes {
                static var own: CGFloat { own + 1 }
            }
            \(Self.fonts("Sizes.own"))
            """
        let messages = try Self.warnings(source, line: 2)
        #expect(messages.contains { $0.contains("'own' refers to itself") })
    }

    @Test func twoPropertiesThatReadEachOtherAreACycle() throws {
        let source = """
            enum Sizes {
                static let a: CGFloat = b + 1
                static let b: CGFloat = a - 1
            }
            \(Self.fonts("Sizes.a"))
            """
        let sources = try SwiftSources(["Theme.swift": source])
        defer { sources.remove() }
        let reading = try sources.read()
        let cycle = try #require(reading.warnings.first { $0.message.contains("refers to itself") })
        #expect(cycle.location.file == sources.path("Theme.swift"))
        #expect([2, 3].contains(cycle.location.line))
        #expect(try reading.typeScale(source: sources.path("Theme.swift")).entries.map(\.name) == ["good"])
    }

    /// A stored property whose initial value makes its own type (`var next = Node()`, or
    /// `let size: CGSize = .init(…)` read as the enclosing view's initializer) made every
    /// instance evaluate another one without going deeper, until the stack overflowed: found
    /// reading the home-assistant and pocket-casts iOS apps (SIGSEGV in `construct`).
    @Test func aStoredPropertyThatMakesItsOwnTypeEndsInAWarning() throws {
        let source = """
            struct Node { var size: CGFloat = 17; var next = Node() }
            extension Font {
                static let good = Font.custom("Inter", size: 17)
                static let bounded = Font.custom("Inter", size: Node().next.size)
            }
            struct AssistView: View {
                private let iconSize: CGSize = .init(width: 28, height: 28)
                var body: some View { Image(systemName: "mic").font(.system(size: iconSize.width)) }
            }
            """
        let sources = try SwiftSources(["Theme.swift": source])
        defer { sources.remove() }
        let reading = try sources.read()
        #expect(reading.warnings.allSatisfy { $0.location.file == sources.path("Theme.swift") })
        #expect(try reading.typeScale(source: sources.path("Theme.swift")).entries.map(\.name).contains("good"))
    }

    /// The seeds of the Swift type-scale fuzz target (`Tests/Fuzz/Corpus/FuzzSwiftScale`),
    /// replayed as the target runs them: read, then made into a scale, or an error naming the
    /// path. A file that crashes the fuzzer is not committed there until it is fixed.
    static let fuzzSeeds: [String] = {
        let directory = TestFixtures.fuzzCorpus("FuzzSwiftScale")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.sorted().map { directory + "/" + $0 }
    }()

    @Test func theFuzzTargetHasSeeds() {
        #expect(Self.fuzzSeeds.count >= 10)
    }

    @Test(arguments: fuzzSeeds) func fuzzSeedsReadOrWarn(path: String) throws {
        // Seeds need not end in .swift (libFuzzer names its findings by hash): read a copy.
        let sources = try SwiftSources([:])
        defer { sources.remove() }
        try sources.write("Seed.swift", Data(contentsOf: URL(fileURLWithPath: path)))
        let reading = try sources.read()
        #expect(reading.warnings.allSatisfy { $0.location.file == sources.path("Seed.swift") && $0.location.line >= 1 })
        do {
            let scale = try reading.typeScale(source: path)
            #expect(!scale.entries.isEmpty)
        } catch {
            #expect(error.path == path)
        }
    }

    /// A file with brackets nested deeper than real code is skipped with a warning before it is
    /// parsed (swift-syntax's parser takes exponential time on them); the rest is read.
    @Test func deeplyNestedBracketsAreSkippedBeforeParsing() throws {
        let sources = try SwiftSources([
            "Deep.swift": "let x = a" + String(repeating: "[", count: 40) + "\n",
            "Theme.swift": "extension Font { static let good = Font.custom(\"Inter\", size: 17) }",
        ])
        defer { sources.remove() }
        let reading = try sources.read()
        #expect(reading.definitions.map(\.entryName) == ["good"])
        let warning = try #require(reading.warnings.first { $0.location.file == sources.path("Deep.swift") })
        #expect(warning.message.contains("brackets nested 40 deep"))
    }
}
