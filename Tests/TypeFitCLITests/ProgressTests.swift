import Foundation
import Testing
import TypeFit
import TypeFitReport
import TypeFitTestSupport

/// Progress lines on standard error: at a terminal only, so CI logs and pipes stay clean.
@Suite("Progress on standard error")
struct ProgressTests {
    /// util-linux `script(1)`, which runs a command at a pseudo-terminal.
    static let script = "/usr/bin/script"

    @Test(
        "at a terminal, check shows how far checking and writing the JSON got, and clears the line; the JSON is whole",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs util-linux script(1)"))
    func atTerminal() throws {
        try ScratchDirectory.with("typefit-progress") { directory in
            let json = directory.appendingPathComponent("check.json").path
            let typescript = directory.appendingPathComponent("typescript").path
            let executable = try TypeFitProcess.executable.get().path
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Self.script)
            process.arguments = ["-qec", "'\(executable)' check --format json --output '\(json)'", typescript]
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            let terminal = String(decoding: try Data(contentsOf: URL(fileURLWithPath: typescript)), as: UTF8.self)
            #expect(terminal.contains("\rchecking 720/720"), "\(terminal.prefix(400))")
            #expect(terminal.contains("\rwriting JSON 720/720"))
            #expect(terminal.contains("\r\u{1B}[K"), "the progress line is cleared")
            #expect(try CheckReportJSON.decode(Data(contentsOf: URL(fileURLWithPath: json))).results.count == 720)
        }
    }

    @Test("when standard error is not a terminal, nothing is written there")
    func notATerminal() throws {
        let run = try TypeFitProcess.run("check", "--format", "json")
        #expect(run.status == 1)
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("{\"schemaVersion\":2,"))
    }
}
