import Foundation

/// CPU time used so far, by this process and by the whole machine, to tell how many cores a
/// parallel pass kept busy and how many other processes took meanwhile.
struct CPUUsage: Sendable {
    /// User + system seconds of this process, all threads (`getrusage`).
    var process: Double
    /// Busy seconds of every core of the machine, all processes (`/proc/stat`: everything but
    /// idle and iowait); nil where `/proc/stat` cannot be read.
    var machine: Double?

    /// The figures now.
    static func now() -> CPUUsage {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        let process =
            Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) * 1e-6
            + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) * 1e-6
        return CPUUsage(process: process, machine: machineBusySeconds())
    }

    /// Clock ticks per second of `/proc/stat`.
    private static let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))

    private static func machineBusySeconds() -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/stat", encoding: .utf8),
            let line = text.split(separator: "\n").first, line.hasPrefix("cpu ")
        else { return nil }
        let fields = line.split(separator: " ").dropFirst().compactMap { Double($0) }
        guard fields.count >= 5 else { return nil }
        // user nice system idle iowait irq softirq steal …: guest time is already in user.
        let busy = fields.prefix(8).enumerated().filter { $0.offset != 3 && $0.offset != 4 }.map(\.element).reduce(0, +)
        return busy / ticksPerSecond
    }
}
