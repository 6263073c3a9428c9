import TypeFitInput
import TypeFitScale
import TypeFitShaping

/// What `typefit fonts --info-plist` prints: the app's font registration (`UIAppFonts`) checked
/// against the font files given and, when given, the type scale.
package struct FontRegistrationReport {
    /// The Info.plist, as named.
    package let infoPlist: String
    package let registration: AppFontRegistration
    package let library: FontLibrary
    /// What is wrong; empty when the registration, the files and the scale agree.
    package let problems: [AppFontRegistration.Problem]

    /// Reads `infoPlist` (a bad file is an ``OptionError`` with the reader's message), then the
    /// scale from `scale` (whatever it throws is thrown as is), and checks them against `library`.
    package init(infoPlist: String, library: FontLibrary, scale: () throws -> ResolvedTypeScale?) throws {
        do throws(InputError) { registration = try AppFontRegistration.read(infoPlist: infoPlist) } catch {
            throw OptionError(error.description)
        }
        self.infoPlist = infoPlist
        self.library = library
        problems = registration.problems(library: library, scale: try scale())
    }

    /// Each registered file with the faces it holds (what `Font.custom` can name), then the
    /// problems or `no problems found`.
    package func rendered() -> String {
        var text = "UIAppFonts in \(infoPlist): \(registration.registeredFiles.count) files\n"
        for file in registration.registeredFiles {
            let faces = library.faces.filter { $0.descriptor.path.hasSuffix("/" + file) || $0.descriptor.path == file }
            let names = faces.map {
                "\($0.descriptor.postScriptName) (\($0.descriptor.family), \($0.descriptor.weight)\($0.descriptor.isItalic ? " italic" : ""))"
            }
            text += "  \(file): " + (names.isEmpty ? "not among the fonts given" : names.joined(separator: "; ")) + "\n"
        }
        text += problems.isEmpty ? "no problems found\n" : problems.map { "problem: \($0)\n" }.joined()
        return text
    }
}
