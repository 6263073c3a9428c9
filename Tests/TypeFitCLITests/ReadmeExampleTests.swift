import Foundation
import Testing
import TypeFitTestSupport

/// The README and the documents it links to cannot go stale: every example they show as
/// `$ swift run typefit …` (commands that run on the bundled defaults as they are written) is run,
/// and its standard output must be the document's block line for line. A line `…` in a block
/// stands for any number of lines. The documents are the README, `docs/*.md` and
/// `Benchmarks/README.md` (`TestFixtures.documentation`).
@Suite("README examples print what the README shows")
struct ReadmeExampleTests {
    /// One example: where it is shown, the command's arguments and the lines shown after it.
    struct Example: CustomStringConvertible {
        var file = "README.md"
        var line: Int
        var arguments: [String]
        var expected: [String]
        var description: String { "\(file):\(line): typefit \(arguments.joined(separator: " "))" }
    }

    static let readme = TestFixtures.readme

    /// The examples of every document, each named by its file.
    static func allExamples() -> [Example] {
        TestFixtures.documentation.flatMap { url -> [Example] in
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
            let file = TestFixtures.relativePath(of: url)
            return examples(in: text).map { example in
                var named = example
                named.file = file
                return named
            }
        }
    }

    /// The examples in `text`: in each fenced block, a `$ swift run typefit` line and the lines
    /// after it up to the block's end or the next `$` line.
    static func examples(in text: String) -> [Example] {
        var examples: [Example] = []
        var inBlock = false
        var current: Example?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("```") {
                if let example = current { examples.append(example) }
                current = nil
                inBlock.toggle()
                continue
            }
            guard inBlock else { continue }
            if line.hasPrefix("$ ") {
                if let example = current { examples.append(example) }
                current = nil
                if line.hasPrefix("$ swift run typefit ") {
                    current = Example(
                        line: index + 1, arguments: words(String(line.dropFirst("$ swift run typefit ".count))),
                        expected: [])
                }
            } else if current != nil {
                current!.expected.append(String(line))
            }
        }
        return examples.map { example in
            var trimmed = example
            while trimmed.expected.last?.isEmpty == true { trimmed.expected.removeLast() }
            return trimmed
        }
    }

    /// Shell-like words: split at spaces, double quotes grouping.
    static func words(_ command: String) -> [String] {
        var words: [String] = []
        var word = ""
        var quoted = false
        var started = false
        for character in command {
            if character == "\"" {
                quoted.toggle()
                started = true
                continue
            }
            if character == " ", !quoted {
                if started { words.append(word) }
                word = ""
                started = false
                continue
            }
            word.append(character)
            started = true
        }
        if started { words.append(word) }
        return words
    }

    /// Where `actual` first fails to follow `expected` (with `…` matching any run of lines),
    /// or nil when it follows it to the end.
    static func mismatch(expected: [String], actual: [String]) -> String? {
        func trim(_ line: String) -> String {
            var line = line
            while line.last == " " { line.removeLast() }
            return line
        }
        var position = 0
        var skipping = false
        for wanted in expected.map(trim) {
            if wanted == "…" {
                skipping = true
                continue
            }
            if skipping {
                guard let found = actual[position...].firstIndex(where: { trim($0) == wanted }) else {
                    return "no line \"\(wanted)\" after line \(position + 1)"
                }
                position = found + 1
                skipping = false
            } else {
                guard position < actual.count else { return "output ended before \"\(wanted)\"" }
                guard trim(actual[position]) == wanted else {
                    return "line \(position + 1): expected \"\(wanted)\", got \"\(actual[position])\""
                }
                position += 1
            }
        }
        if !skipping, position < actual.count, actual[position...].contains(where: { !trim($0).isEmpty }) {
            return "output goes on after the document's block: \"\(actual[position])\""
        }
        return nil
    }

    @Test("the README and its documents show examples to check")
    func examplesFound() throws {
        let inReadme = Self.examples(in: try String(contentsOf: Self.readme, encoding: .utf8))
        #expect(!inReadme.isEmpty, "the README shows no `$ swift run typefit` example")
        for url in [Self.readme, TestFixtures.doc("commands.md")] {
            #expect(FileManager.default.fileExists(atPath: url.path), "\(url.path) is missing")
        }
        let examples = Self.allExamples()
        #expect(examples.count >= 2, "\(examples)")
        #expect(examples.contains { $0.file == "docs/commands.md" }, "\(examples)")
        #expect(examples.allSatisfy { !$0.expected.isEmpty })
    }

    @Test("each example's output is its document's block", arguments: allExamples())
    func example(_ example: Example) throws {
        let run = try TypeFitProcess.run(example.arguments)
        let actual = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let problem = Self.mismatch(expected: example.expected, actual: actual)
        #expect(problem == nil, "\(example): \(problem ?? "")")
    }

    @Test("the matcher catches a changed number, a missing line and extra output")
    func matcherCanFail() {
        let actual = ["a", "b 10", "c", "d", ""]
        #expect(Self.mismatch(expected: ["a", "b 10", "c", "d"], actual: actual) == nil)
        #expect(Self.mismatch(expected: ["a", "…", "d"], actual: actual) == nil)
        #expect(Self.mismatch(expected: ["a", "b 11", "c", "d"], actual: actual) != nil)
        #expect(Self.mismatch(expected: ["a", "…", "e"], actual: actual) != nil)
        #expect(Self.mismatch(expected: ["a", "b 10"], actual: actual) != nil)
        #expect(Self.words(#"shape "Settings 設定" --locale ja"#) == ["shape", "Settings 設定", "--locale", "ja"])
    }
}
