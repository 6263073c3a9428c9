import Foundation
import Testing
import TypeFitTestSupport

/// `render --constraints`: strings drawn in their rule's entry and container, as `check` reads them.
@Suite("typefit render --constraints")
struct RenderConstraintsTests {
    @Test("a rule's entry and width give the section drawn; a skipping rule leaves nothing to draw")
    func ruleChoosesEntry() throws {
        try ScratchDirectory.with("typefit-render-constraints") { directory in
            let rules = directory.appendingPathComponent("constraints.json")
            try Data(#"{"rules": [{"keys": "*", "entry": "headline", "width": 100}]}"#.utf8).write(to: rules)
            let png = directory.appendingPathComponent("out.png").path
            let everyEntry = try TypeFitProcess.run("render", "--string", "Restore Purchases", "--output", png)
            #expect(everyEntry.status == 0, "\(everyEntry.stderr)")
            #expect(everyEntry.stdout.contains("1 section,"))
            let constrained = try TypeFitProcess.run(
                "render", "--string", "Restore Purchases", "--constraints", rules.path, "--output", png)
            #expect(constrained.status == 0, "\(constrained.stderr)")
            #expect(constrained.stdout.contains("1 section,"))
            // The rule's 100 pt width (headline) truncates what the default container holds.
            #expect(everyEntry.stdout.contains(" 0 truncate"))
            #expect(!constrained.stdout.contains(" 0 truncate"))

            try Data(#"{"rules": [{"keys": "*", "skip": true}]}"#.utf8).write(to: rules)
            let skipped = try TypeFitProcess.run(
                "render", "--string", "Restore Purchases", "--constraints", rules.path, "--output", png)
            #expect(skipped.status == 2)
            #expect(skipped.stderr.contains("is skipped by a rule of \(rules.path)"))
        }
    }
}
