import Foundation

/// The C harness (`peers.c`) run as a child process in one of its modes, on a corpus TSV and
/// the job file.
struct PeerHarness: Sendable {
    /// The harness's modes; see `peers.c`.
    enum Mode: String, Sendable {
        /// PangoLayout per string × job × width.
        case pango
        /// hb_shape of the whole text per string × job, then greedy wrapping per width.
        case harfbuzz
        /// Every distinct word shaped once per variant.
        case floor
    }

    /// What one run reported.
    struct Outcome: Sendable {
        /// Seconds of the timed work (the harness's own clock; setup excluded).
        var seconds: Double
        /// Layouts done (the floor: words shaped).
        var layouts: Int
        /// Total lines (the floor: sum of advances), so the work cannot be skipped.
        var checksum: Int
        /// Strings read.
        var strings: Int
        /// Distinct words (the floor only).
        var words: Int?
        /// The process as a whole.
        var process: ChildProcess.Outcome
    }

    /// Why the harness failed.
    struct HarnessError: Error, CustomStringConvertible {
        var description: String
    }

    /// The compiled harness.
    var executable: String
    /// The job file (``MatrixPlan/writeJobFile(to:fallbacks:)``).
    var jobFile: String
    /// Where outputs go; fontconfig's cache of the Noto directories lives here too.
    var workDirectory: String

    /// Runs `mode` over `corpus` (a TSV); `counts` names a file for Pango's line counts.
    func run(_ mode: Mode, corpus: String, counts: String? = nil) throws -> Outcome {
        let output = workDirectory + "/peers-\(mode.rawValue).out"
        let errors = workDirectory + "/peers-\(mode.rawValue).err"
        var arguments = [mode.rawValue, jobFile, corpus, "--fc-cache", workDirectory + "/fontconfig-cache"]
        if let counts { arguments += ["--counts", counts] }
        let process = try ChildProcess.run(executable, arguments, output: output, errors: errors)
        let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        var values: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            if parts.count == 2 { values[String(parts[0])] = String(parts[1]) }
        }
        guard process.status == 0, let seconds = values["seconds"].flatMap(Double.init),
            let layouts = values["layouts"].flatMap(Int.init), let checksum = values["checksum"].flatMap(Int.init)
        else {
            let message = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
            throw HarnessError(description: "peers \(mode.rawValue) failed (status \(process.status)): \(message)")
        }
        return Outcome(
            seconds: seconds, layouts: layouts, checksum: checksum,
            strings: values["strings"].flatMap(Int.init) ?? 0, words: values["words"].flatMap(Int.init),
            process: process)
    }
}
