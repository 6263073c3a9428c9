import Foundation
import Testing
import TypeFitTestSupport

/// `typefit places`: each key's uses in the app's views, the catalog's coverage, JSON with where
/// each value was read, and bad input.
@Suite("typefit places")
struct PlacesListingCommandTests {
    static let views = """
        struct SettingsView: View {
            var body: some View {
                List {
                    Text("settings.about").lineLimit(2)
                    Button("settings.logout") {}
                }
                .font(.body)
                .navigationTitle("settings.title")
            }
        }
        final class C: UIViewController {
            func load() { let stored = String(localized: "settings.stored") }
        }
        """
    static let catalog = #"{"settings.title":"Settings","settings.about":"About","settings.unused":"Unused"}"#

    func withApp(_ body: (URL) throws -> Void) throws {
        try ScratchDirectory.with("typefit-places") { root in
            try Data(Self.views.utf8).write(to: root.appendingPathComponent("Views.swift"))
            try Data(Self.catalog.utf8).write(to: root.appendingPathComponent("Localizable.json"))
            try body(root)
        }
    }

    @Test("text: each key's uses with what the code sets, then the counts and the catalog's coverage")
    func text() throws {
        try withApp { root in
            let swift = root.appendingPathComponent("Views.swift").path
            let run = try TypeFitProcess.run([
                "places", swift, "--strings", root.appendingPathComponent("Localizable.json").path,
            ])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(
                run.stdout.contains(
                    "“settings.about”  (1 use)\n  \(swift):4:18  Text  font .body (\(swift):7)  lines 2 (\(swift):4)  in list\n"
                        + "    → list row text (inset grouped)  entry system.body [code \(swift):7]  width 313 pt [container default (list row text (inset grouped), inferred)]  lines 2 [code \(swift):4]\n"
                ))
            #expect(
                run.stdout.contains(
                    "“settings.title”  (1 use)\n  \(swift):8:26  .navigationTitle\n"
                        + "    → inline navigation title  entry container.navigationTitle.inline [container default (inline navigation title, measured)]  width 353 pt [container default (inline navigation title, inferred)]  lines 1 [container default (inline navigation title, measured)]\n"
                ))
            #expect(run.stdout.contains("  \(swift):12:50  localized string\n"))
            #expect(
                run.stdout.contains(
                    "4 use(s) of 4 key(s) in 1 Swift file(s); 1 localized string(s) whose place the code does not show\n"
                ))
            #expect(
                run.stdout.contains(
                    "3 place(s) on iPhone 16: 3 in a system container, 1 wrap freely (checked for height, never truncated); 0 width(s) assumed\n"
                        + "catalogs: 3 key(s), 2 with a place found (66.7%), 0 of them through the app's own views (0.0%); 2 key(s) used in code but in no catalog; 1 catalog key(s) no code uses; 0 key(s) on one line with a much longer translation\n"
                ))
        }
    }

    @Test("JSON: uses with the file:line:column each value was read at, and the catalog's keys")
    func json() throws {
        try withApp { root in
            let run = try TypeFitProcess.run([
                "places", root.path, "--strings", root.appendingPathComponent("Localizable.json").path,
                "--format", "json",
            ])
            #expect(run.status == 0, "\(run.stderr)")
            let object = try #require(run.jsonObject)
            let uses = try #require(object["uses"] as? [[String: Any]])
            #expect(
                uses.map { $0["key"] as? String } == [
                    "settings.about", "settings.logout", "settings.title", "settings.stored",
                ])
            let about = try #require(uses.first)
            let limit = try #require(about["lineLimit"] as? [String: Any])
            #expect(limit["value"] as? Int == 2)
            #expect((limit["at"] as? String)?.hasSuffix("Views.swift:4:36") == true)
            #expect(about["enclosing"] as? [String] == ["list"])
            let catalog = try #require(object["catalog"] as? [String: Any])
            #expect(catalog["keysWithAPlace"] as? Int == 2)
            #expect(catalog["keysNoCodeUses"] as? [String] == ["settings.unused"])
            #expect(catalog["keysMissingFromCatalogs"] as? [String] == ["settings.logout", "settings.stored"])
        }
    }

    @Test("a path that does not exist is bad input: exit 2, named")
    func missingPath() throws {
        try ScratchDirectory.with("typefit-places-missing") { root in
            let missing = root.appendingPathComponent("Nope").path
            let run = try TypeFitProcess.run(["places", missing])
            #expect(run.status == 2)
            #expect(run.stderr.contains(missing), "\(run.stderr)")
        }
    }
}
