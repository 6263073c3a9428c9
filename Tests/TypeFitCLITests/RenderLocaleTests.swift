import Foundation
import Testing
import TypeFitTestSupport

/// `typefit render --locale` narrows strings as `typefit check --locale` does: the same
/// matching (case and `_`/`-` ignored) and the same message, with a suggestion, for a locale the
/// files lack.
@Suite("typefit render --locale matches as check does")
struct RenderLocaleTests {
    /// A temporary folder with `pt-BR.lproj/Localizable.strings` and `de.lproj/Localizable.strings`.
    func strings() throws -> URL {
        let root = try ScratchDirectory("typefit-render-locale").url
        for (locale, text) in [("pt-BR", "Configurações"), ("de", "Einstellungen")] {
            let folder = root.appendingPathComponent("\(locale).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("\"settings.title\" = \"\(text)\";\n".utf8).write(
                to: folder.appendingPathComponent("Localizable.strings"))
        }
        return root
    }

    @Test("pt_BR draws the pt-BR strings, as check keeps them")
    func underscoreMatchesHyphen() throws {
        let root = try strings()
        defer { ScratchDirectory.remove(root) }
        let output = root.appendingPathComponent("sheet.png").path
        let render = try TypeFitProcess.run(
            "render", "--strings", root.path, "--locale", "pt_BR", "--sizes", "large...large", "--scale-factor", "1",
            "--output", output)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(render.stdout.contains("1 section, 1 cells"))
        let check = try TypeFitProcess.run("check", "--strings", root.path, "--locale", "pt_BR", "--format", "json")
        #expect(check.status != 2, "\(check.stderr)")
    }

    @Test("a locale the files lack is refused with check's message and its suggestion")
    func didYouMean() throws {
        let root = try strings()
        defer { ScratchDirectory.remove(root) }
        let render = try TypeFitProcess.run(
            "render", "--strings", root.path, "--locale", "pt_PT", "--output", root.appendingPathComponent("x.png").path
        )
        let check = try TypeFitProcess.run("check", "--strings", root.path, "--locale", "pt_PT")
        #expect(render.status == 2 && check.status == 2)
        #expect(render.stderr.contains("no strings in locale pt_PT; locales: de, pt-BR; did you mean pt-BR?"))
        #expect(render.stderr == check.stderr)
    }
}
