import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A child process run to completion with `posix_spawn` and reaped with `wait4`, so its own
/// resource usage (CPU time, peak resident memory) is known, as `/usr/bin/time` reports it.
struct ChildProcess {
    /// What the child did.
    struct Outcome: Sendable {
        /// Exit status, or 128 + the signal that ended it.
        var status: Int32
        /// Wall-clock seconds from spawn to exit.
        var wallSeconds: Double
        /// User CPU seconds.
        var userSeconds: Double
        /// System CPU seconds.
        var systemSeconds: Double
        /// Peak resident set size, bytes (`ru_maxrss`).
        var maxResidentBytes: Int

        /// User + system CPU seconds.
        var cpuSeconds: Double { userSeconds + systemSeconds }
    }

    /// Why a child could not be run.
    struct SpawnError: Error, CustomStringConvertible {
        var executable: String
        var code: Int32
        var description: String { "cannot run \(executable): \(String(cString: strerror(code)))" }
    }

    /// Runs `executable` with `arguments`, standard output to `output` and standard error to
    /// `errors` (files, truncated; `/dev/null` to discard), and waits for it.
    static func run(_ executable: String, _ arguments: [String], output: String, errors: String) throws -> Outcome {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let start = ContinuousClock.now
        let code = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard code == 0 else { throw SpawnError(executable: executable, code: code) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 {
            guard errno == EINTR else { throw SpawnError(executable: executable, code: errno) }
        }
        let wall = (ContinuousClock.now - start).seconds
        let signal = status & 0x7F
        return Outcome(
            status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal, wallSeconds: wall,
            userSeconds: Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) * 1e-6,
            systemSeconds: Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) * 1e-6,
            maxResidentBytes: usage.ru_maxrss * 1024)
    }
}
