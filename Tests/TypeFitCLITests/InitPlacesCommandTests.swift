import Foundation
import Testing
import TypeFitTestSupport

/// `typefit init` writes the places the views give each key as the constraints, so `typefit
/// check` right after it measures labels that wrap for their height and truncates only where a
/// place has a line limit. The app is written for the test.
@Suite("typefit init writes places")
struct InitPlacesCommandTests {
    static let files = [
        "App/en.lproj/Localizable.strings": """
        "profile.bio" = "Tell people a little about yourself, what you do and what you like.";
        "profile.name" = "Name";
        "profile.save" = "Save";
        "other.note" = "A note";
        "other.more" = "More";
        """,
        "App/de.lproj/Localizable.strings": """
        "profile.bio" = "Erzählen Sie anderen ein wenig über sich selbst, was Sie tun und was Sie mögen.";
        "profile.name" = "Vollständiger Name des Kontoinhabers für alle Rechnungen";
        "profile.save" = "Speichern";
        "other.note" = "Eine Notiz";
        "other.more" = "Mehr";
        """,
        "App/ProfileViewController.swift": """
        final class ProfileViewController: UIViewController {
            let bioLabel = UILabel()
            let nameLabel = UILabel()
            func setUp() {
                bioLabel.numberOfLines = 0
                bioLabel.text = NSLocalizedString("profile.bio", comment: "")
                nameLabel.font = .preferredFont(forTextStyle: .title1)
                nameLabel.text = NSLocalizedString("profile.name", comment: "")
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: NSLocalizedString("profile.save", comment: ""), style: .done, target: nil, action: nil)
            }
        }
        """,
    ]

    @Test("each shown key gets its places; the wrapping label is never truncated, the one-line name is")
    func initThenCheck() throws {
        try ScratchDirectory.with("typefit-init-places") { root in
            try ScratchDirectory.writeTree(Self.files, in: root)
            let run = try TypeFitProcess.run(["init", root.path])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(
                run.stdout.contains(
                    "found places read from the views: 3 of 5 catalog keys (0 through the app's own views), written as rules with places"
                ), "\(run.stdout)")
            #expect(run.stdout.contains("found constraints skeleton: 1 key prefixes for the keys no view shows"))
            let constraints = try String(
                contentsOf: root.appendingPathComponent("typefit-constraints.json"), encoding: .utf8)
            #expect(constraints.contains(#""entry": "system.title", "width": 353, "lines": 1"#), "\(constraints)")
            #expect(constraints.contains(#""entry": "system.17pt", "width": 353, "lines": null"#))
            #expect(constraints.contains("lines: code App/ProfileViewController.swift:5"))
            #expect(!constraints.contains(root.path), "paths in comments are relative to the app")

            let check = try TypeFitProcess.run(["check", "--format", "json"], in: root)
            #expect(check.status == 1, "\(check.stderr)")
            let results = try #require(check.jsonObject?["results"] as? [[String: Any]])
            func truncates(_ key: String) -> Bool {
                results.contains { $0["key"] as? String == key && $0["firstTruncatedSize"] is String }
            }
            #expect(!truncates("profile.bio"), "a label with numberOfLines = 0 wraps")
            #expect(!truncates("other.note") && !truncates("other.more"), "keys no view shows wrap until placed")
            #expect(constraints.contains(#""keys": "other.*", "device": "iPhone 16", "insets": 16, "lines": null"#))
            #expect(truncates("profile.name"), "the German name does not fit one line of title1")
            #expect(!check.stderr.contains("matches no string"), "\(check.stderr)")
        }
    }
}
