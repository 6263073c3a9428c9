import Testing

@testable import TypeFitShaping

@Suite("Font library: PostScript names, families, variants")
struct FontLibraryTests {
    /// Every bundled face, by the PostScript name an app would pass to `Font.custom`.
    static let bundledFaces: [(name: String, family: String, weight: Int, italic: Bool)] = [
        ("Inter-Regular", "Inter", 400, false), ("Inter-Italic", "Inter", 400, true),
        ("Inter-Medium", "Inter", 500, false), ("Inter-MediumItalic", "Inter", 500, true),
        ("Inter-SemiBold", "Inter", 600, false), ("Inter-SemiBoldItalic", "Inter", 600, true),
        ("Inter-Bold", "Inter", 700, false), ("Inter-BoldItalic", "Inter", 700, true),
        ("InterDisplay-Regular", "Inter Display", 400, false), ("InterDisplay-Italic", "Inter Display", 400, true),
        ("InterDisplay-Medium", "Inter Display", 500, false), ("InterDisplay-MediumItalic", "Inter Display", 500, true),
        ("InterDisplay-SemiBold", "Inter Display", 600, false),
        ("InterDisplay-SemiBoldItalic", "Inter Display", 600, true),
        ("InterDisplay-Bold", "Inter Display", 700, false), ("InterDisplay-BoldItalic", "Inter Display", 700, true),
    ]

    @Test("every bundled face is found by its PostScript name", arguments: bundledFaces.map(\.name))
    func postScriptLookup(name: String) throws {
        let expected = try #require(Self.bundledFaces.first { $0.name == name })
        let face = try Fixtures.bundled().face(postScriptName: name)
        #expect(face.postScriptName == name)
        #expect(face.descriptor.family == expected.family)
        #expect(face.descriptor.weight == expected.weight)
        #expect(face.descriptor.isItalic == expected.italic)
        #expect(face.unitsPerEm == (expected.family == "Inter" ? 2816 : 2048))
        #expect(face.descriptor.metrics.lineHeight > face.unitsPerEm)
        #expect(face.hasGlyph(for: "A"))
    }

    @Test("the bundled library holds exactly the sixteen static faces")
    func bundledCount() throws {
        let library = try Fixtures.bundled()
        #expect(library.faces.count == 16)
        #expect(library.families == ["Inter", "Inter Display"])
        #expect(library.warnings.isEmpty)
    }

    @Test("an unknown PostScript name lists the closest names")
    func unknownName() throws {
        let library = try Fixtures.bundled()
        let error = #expect(throws: FontError.self) { try library.face(postScriptName: "Inter-Semibold") }
        guard case .unknownPostScriptName(let name, let suggestions)? = error else {
            Issue.record("expected unknownPostScriptName, got \(String(describing: error))")
            return
        }
        #expect(name == "Inter-Semibold")
        #expect(suggestions.first == "Inter-SemiBold")
    }

    @Test("family, weight and italic resolve to the exact face when it exists")
    func exactResolution() throws {
        let library = try Fixtures.bundled()
        let resolution = try library.resolve(family: "inter display", weight: 600, italic: true)
        #expect(resolution.face.postScriptName == "InterDisplay-SemiBoldItalic")
        #expect(resolution.isExact)
        #expect(resolution.substitutionNote == nil)
    }

    @Test(
        "a missing weight is reported with the face used instead, never synthesized",
        arguments: [
            (300, false, "Inter-Regular"), (800, false, "Inter-Bold"), (900, true, "Inter-BoldItalic"),
            (450, false, "Inter-Medium"), (100, true, "Inter-Italic"),
        ])
    func missingWeight(weight: Int, italic: Bool, expected: String) throws {
        let resolution = try Fixtures.bundled().resolve(family: "Inter", weight: weight, italic: italic)
        #expect(resolution.face.postScriptName == expected)
        #expect(!resolution.isExact)
        let note = try #require(resolution.substitutionNote)
        #expect(note.contains("no weight \(weight)"))
        #expect(note.contains(expected))
    }

    @Test("a family with no italic uses the upright face and says so")
    func missingItalic() throws {
        var library = FontLibrary()
        library.add(faces: try Fixtures.bundled().faces.filter { !$0.descriptor.isItalic })
        let resolution = try library.resolve(family: "Inter", weight: 700, italic: true)
        #expect(resolution.face.postScriptName == "Inter-Bold")
        #expect(resolution.substitutionNote?.hasPrefix("Inter has no italic face") == true)
    }

    @Test("an unknown family lists the closest families")
    func unknownFamily() throws {
        #expect(throws: FontError.unknownFamily("Intr", suggestions: ["Inter"])) {
            try Fixtures.bundled().resolve(family: "Intr")
        }
    }

    @Test("a variable font exposes its axes and named instances")
    func variableFont() throws {
        var library = FontLibrary()
        try library.add(path: try BundledFonts.variableInterPath())
        let base = try #require(library.faces.first { $0.descriptor.variations.isEmpty })
        let tags = base.descriptor.axes.map(\.tag)
        #expect(tags.contains("wght"))
        let weight = try #require(base.descriptor.axes.first { $0.tag == "wght" })
        #expect(weight.minimum == 100 && weight.maximum == 900)
        #expect(base.descriptor.namedInstances.count >= 9)
        let semibold = try #require(base.descriptor.namedInstances.first { $0.name == "Semi Bold" })
        #expect(semibold.coordinates["wght"] == 600)
        // Named instances are faces of their own, found by family and weight.
        let resolved = try library.resolve(family: "Inter", weight: 600)
        #expect(resolved.isExact)
        #expect(resolved.face.descriptor.variations.contains(VariationSetting("wght", 600)))
        // Any weight on the axis is exact: the font really has it.
        let w550 = try library.resolve(family: "Inter", weight: 550)
        #expect(w550.isExact)
        #expect(w550.face.descriptor.variations.contains(VariationSetting("wght", 550)))
    }

    @Test("static faces win a PostScript-name clash with a variable font's instances, with a warning")
    func duplicateNames() throws {
        var library = FontLibrary()
        try library.add(path: try BundledFonts.variableInterPath())
        try library.add(path: try BundledFonts.directory() + "/Inter-Regular.otf")
        let regular = try library.face(postScriptName: "Inter-Regular")
        if library.warnings.isEmpty {
            // The variable font names its default instance differently; no clash to resolve.
            #expect(!regular.descriptor.isVariable)
        } else {
            #expect(!regular.descriptor.isVariable)
            #expect(library.warnings.contains { $0.contains("duplicate PostScript name") })
        }
    }

    @Test("the CSS weight-matching rule")
    func weightRule() {
        let available = [400, 500, 600, 700]
        #expect(FontLibrary.nearestWeight(to: 300, among: available) == 400)
        #expect(FontLibrary.nearestWeight(to: 450, among: available) == 500)
        #expect(FontLibrary.nearestWeight(to: 550, among: [400, 700]) == 700)
        #expect(FontLibrary.nearestWeight(to: 550, among: [300, 400]) == 400)
        #expect(FontLibrary.nearestWeight(to: 800, among: available) == 700)
        #expect(FontLibrary.nearestWeight(to: 650, among: available) == 700)
        #expect(FontLibrary.nearestWeight(to: 350, among: [200, 500]) == 200)
    }
}
