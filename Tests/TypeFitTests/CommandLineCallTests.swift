import Foundation
import Testing
import TypeFitTestSupport

@testable import TypeFit

/// The library calls the command-line tool makes with its option values: containers, scale
/// settings and selections read from option text, a specimen sheet drawn from a request, a
/// baseline read while the check runs, and two type scales compared.
@Suite("TypeFit from option values: what typefit's commands call")
struct CommandLineCallTests {
    @Test("container options: the defaults, a problem named before anything is read, an unknown mode")
    func containerOptions() throws {
        let container = try ContainerOptions().container()
        #expect(container.width == 361)
        #expect(container.lineLimit == 2)
        #expect(ContainerOptions(width: 0).problem == "--width must be a positive number of points, got 0.0")
        #expect(ContainerOptions(lines: -1).problem == "--lines must be 0 (unlimited) or more, got -1")
        #expect(try ContainerOptions(lines: 0).container().lineLimit == nil)
        let unknown = try #require(throws: TypeFitError.self) {
            try ContainerOptions(truncation: "sideways").container()
        }
        #expect(unknown.description == "--truncation sideways: unknown mode (accepted: tail, head, middle)")
    }

    @Test("a selection from option values: a sizes range, and an unknown size named with the closest")
    func selection() throws {
        let selection = try CheckSelection(
            sizes: "large...xLarge", constraintsPath: nil, container: ContainerOptions(width: 200),
            locales: ["de"], entries: ["body"], markup: nil, textCase: .uppercase)
        #expect(selection.sizes == [.large, .xLarge])
        #expect(selection.container.width == 200)
        #expect(selection.textCase == .uppercase)
        let unknown = try #require(throws: TypeFitError.self) {
            try CheckSelection(
                sizes: "large...xLarje", constraintsPath: nil, container: ContainerOptions(), locales: [],
                entries: [], markup: nil, textCase: nil)
        }
        #expect(unknown.description.hasPrefix("--sizes: "))
        #expect(unknown.description.hasSuffix("did you mean xLarge?"))
    }

    @Test("scale settings: a model of no known name is refused when the scale is set up, not before")
    func scaleSettings() throws {
        let settings = ScaleSettings(
            scale: "builtin:system", systemFontPaths: [], modelName: "pointSize", trackingName: "em", boldText: true)
        let setup = try settings.setup()
        #expect(setup.scale == "builtin:system")
        #expect(setup.model == .pointSizeRatio)
        #expect(setup.tracking == .em)
        #expect(setup.boldText)
        var wrong = settings
        wrong.modelName = "sideways"
        #expect(throws: TypeFitError.self) { try wrong.setup() }
        // The scale as read needs no model.
        #expect(try wrong.scaleText(as: .jsonScale, fonts: ProjectSetup(), warn: { _ in }).hasPrefix("{"))
    }

    @Test("a specimen request: nothing to draw is a problem; one text in one entry is one section of 12 cells")
    func specimen() throws {
        #expect(SpecimenRequest().problem == "give --string TEXT or --strings FILE")
        #expect(
            SpecimenRequest(texts: ["Hi"], height: 0).problem == "--height must be a positive number of points, got 0.0"
        )
        #expect(
            SpecimenRequest(texts: ["Hi"], scaleFactor: 9).problem
                == "--scale-factor must be between 0.5 and 8, got 9.0")
        let drawn = try ProjectSetup().drawSpecimen(SpecimenRequest(texts: ["Hello"], scaleFactor: 1), warn: { _ in })
        #expect(drawn.sections == 1)
        #expect(drawn.cells == 12)
        #expect(drawn.png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let many = try #require(throws: TypeFitError.self) {
            try ProjectSetup().drawSpecimen(
                SpecimenRequest(texts: ["a", "b"], entries: ["body", "caption"], maximumSections: 3), warn: { _ in })
        }
        #expect(many.description.hasPrefix("2 strings × 2 entries is 4 sections, more than --max-sections 3"))
    }

    @Test("a baseline read while the check runs; a baseline that cannot be read is the error, whatever the check did")
    func baselineWhileChecking() throws {
        let app = try TypeFitProject()
        var selection = CheckSelection()
        selection.locales = ["de"]
        let report = try app.checkReport(selection)
        try ScratchDirectory.with("typefit-review") { folder in
            let path = folder.appendingPathComponent("layout.baseline").path
            try app.recordBaseline(of: report, at: path)
            let review = try BaselineReview.reading(
                baselineAt: path, candidateFile: nil, heightTolerance: 0.5, lineCountIncreasesRegress: false,
                whileChecking: { report })
            #expect(review.compared == report.results.count)
            #expect(!review.hasRegressions)
            let missing = try #require(throws: TypeFitError.self) {
                try BaselineReview.reading(
                    baselineAt: folder.appendingPathComponent("none").path, candidateFile: nil, heightTolerance: 0.5,
                    lineCountIncreasesRegress: false, whileChecking: { throw TypeFitError("the check failed") })
            }
            #expect(missing.description.contains("does not exist"))
        }
    }

    @Test("swapping the type scale: the same strings checked with each, the sides named by their scales")
    func swappingScale() throws {
        let app = try TypeFitProject()
        var selection = CheckSelection()
        selection.locales = ["de"]
        selection.entries = ["body"]
        let system = try app.replacingScale(with: "builtin:system")
        #expect(system.setup.scale == "builtin:system")
        #expect(system.strings.count == app.strings.count)
        let review = try app.reviewSwapping(
            to: "builtin:system", checking: selection, heightTolerance: 0.5, lineCountIncreasesRegress: false,
            warn: { _ in })
        #expect(review.compared == app.strings.filter { $0.locale == "de" }.count)
        #expect(review.text().contains("builtin:system"))
    }

    @Test(
        "a check request opens the project and checks what it selects; compared with another scale, the sides are named"
    )
    func checkRequest() throws {
        let request = CheckRequest(
            scale: ScaleSettings(
                scale: "builtin:inter", systemFontPaths: [], modelName: "leading", trackingName: "points",
                boldText: false),
            fonts: ProjectSetup(), strings: [], developmentLanguage: "en", pseudolanguages: [], sizes: "large...",
            constraintsPath: nil, container: ContainerOptions(width: 300, lines: 1), locales: ["de"],
            entries: ["body"], markup: nil, textCase: nil)
        let (report, project) = try request.run(warn: { _ in })
        #expect(report.summary.sizes.first == .large)
        #expect(report.results.count == project.strings.filter { $0.locale == "de" }.count)
        let review = try request.review(
            againstScale: "builtin:system", heightTolerance: 0.5, lineCountIncreasesRegress: false, warn: { _ in })
        #expect(review.compared == report.results.count)
        var missing = request
        missing.constraintsPath = "/nonexistent/constraints.json"
        #expect(throws: TypeFitError.self) { try missing.run(warn: { _ in }) }
    }
}
