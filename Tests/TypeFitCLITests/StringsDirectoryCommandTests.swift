import Foundation
import Testing
import TypeFitTestSupport

/// `--strings DIR`: the same check as passing the tree's strings files one by one.
@Suite("typefit --strings DIR")
struct StringsDirectoryCommandTests {
    @Test("a directory gives the results of its files passed one by one, and names a stray .strings file")
    func directoryEqualsFiles() throws {
        try ScratchDirectory.with("typefit-strings-dir") { directory in
            let files = [
                "en.lproj/Localizable.strings": #""settings.title" = "Notification Settings";"#,
                "de.lproj/Localizable.strings": #""settings.title" = "Benachrichtigungseinstellungen";"#,
                "fr.lproj/Localizable.strings": #""settings.title" = "Réglages des notifications";"#,
                "Stray.strings": #""stray" = "Somewhere";"#,
            ]
            for (relative, contents) in files {
                let url = directory.appendingPathComponent(relative)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(contents.utf8).write(to: url)
            }
            let common = ["check", "--entry", "body", "--width", "120", "--format", "json"]
            let walked = try TypeFitProcess.run(common + ["--strings", directory.path])
            let sorted = [
                "Stray.strings", "de.lproj/Localizable.strings", "en.lproj/Localizable.strings",
                "fr.lproj/Localizable.strings",
            ].flatMap { ["--strings", directory.appendingPathComponent($0).path] }
            let oneByOne = try TypeFitProcess.run(common + sorted)
            #expect(walked.status == oneByOne.status, "\(walked.stderr)")
            let walkedResults = try #require(walked.jsonObject?["results"] as? [[String: Any]])
            let oneByOneResults = try #require(oneByOne.jsonObject?["results"] as? [[String: Any]])
            #expect(walkedResults.count == 4)
            #expect(
                walkedResults.map { "\($0["key"] ?? "")|\($0["locale"] ?? "")" }
                    == oneByOneResults.map { "\($0["key"] ?? "")|\($0["locale"] ?? "")" })
            #expect(walked.stderr.contains("Stray.strings: a .strings file outside any xx.lproj folder"))
        }
    }

    @Test("a directory without strings files exits 2 naming it")
    func emptyDirectory() throws {
        try ScratchDirectory.with("typefit-strings-empty") { directory in
            let run = try TypeFitProcess.run("check", "--strings", directory.path)
            #expect(run.status == 2)
            #expect(run.stderr.contains("no strings files in the directory"))
        }
    }
}
