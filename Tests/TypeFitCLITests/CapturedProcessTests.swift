import Foundation
import Testing
import TypeFitTestSupport

/// How the tests run a child process: a sanitizer report in its standard error fails the test
/// that ran it, with the report in the failure, whatever the test expected of its exit status.
@Suite("Captured child processes")
struct CapturedProcessTests {
    @Test("a child's ThreadSanitizer report is recorded as an issue, from the report's first line")
    func sanitizerReportRecorded() throws {
        let script =
            "echo 'loading fonts' >&2; echo '==================' >&2; "
            + "echo 'WARNING: ThreadSanitizer: data race (pid=42)' >&2; exit 66"
        var run: TypeFitRun?
        try withKnownIssue {
            run = try CapturedProcess.run(URL(fileURLWithPath: "/bin/sh"), ["-c", script])
        } matching: { issue in
            issue.description.contains("exited 66 with a sanitizer report")
                && issue.description.contains("WARNING: ThreadSanitizer: data race (pid=42)")
        }
        #expect(run?.status == 66)
        #expect(
            CapturedProcess.sanitizerReport(in: run?.stderr ?? "") == "WARNING: ThreadSanitizer: data race (pid=42)\n")
    }

    @Test("standard error without a sanitizer report records nothing")
    func plainErrorsPass() throws {
        let run = try CapturedProcess.run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", "echo 'typefit: error: x' >&2; exit 2"])
        #expect(run.status == 2)
        #expect(CapturedProcess.sanitizerReport(in: run.stderr) == nil)
        #expect(CapturedProcess.sanitizerReport(in: "==1==ERROR: AddressSanitizer: heap-use-after-free\n") != nil)
    }
}
