internal import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The temporary files ``AtomicFileWriter`` has open, so that SIGINT and SIGTERM can remove them
/// before the process ends: an interrupted `typefit` leaves no `.NAME.typefit-…` file behind.
///
/// A signal handler may only make async-signal-safe calls, so the registry is a fixed set of
/// slots, each with its own path buffer and an atomic state, read by the handler without locks.
/// At most ``capacity`` writes are tracked at once; a write beyond that still works, it is only
/// not cleaned up on a signal.
package final class TemporaryFileRegistry: @unchecked Sendable {
    /// The registry ``AtomicFileWriter`` uses and the signal handlers clean up.
    package static let shared = TemporaryFileRegistry()
    /// Writes tracked at once.
    package static let capacity = 16
    /// Longest path tracked, bytes (Linux's `PATH_MAX`).
    static let pathCapacity = 4096

    private static let free = 0, claimed = 1, armed = 2

    private let capacity = TemporaryFileRegistry.capacity
    private let pathCapacity = TemporaryFileRegistry.pathCapacity
    /// Slot states: free, claimed (path being copied), armed (the handler removes the path).
    /// Never deallocated for ``shared``, which a signal handler may read at any time.
    private let states: UnsafeMutablePointer<Atomic<Int>>
    /// One NUL-terminated path buffer per slot.
    private let paths: UnsafeMutablePointer<CChar>

    init() {
        states = UnsafeMutablePointer<Atomic<Int>>.allocate(capacity: capacity)
        for index in 0..<capacity { (states + index).initialize(to: Atomic(Self.free)) }
        paths = UnsafeMutablePointer<CChar>.allocate(capacity: capacity * pathCapacity)
        paths.initialize(repeating: 0, count: capacity * pathCapacity)
    }

    deinit {
        states.deinitialize(count: capacity)
        states.deallocate()
        paths.deallocate()
    }

    /// Tracks `path` until ``release(_:)``; returns the slot, or nil when none is free or the
    /// path is too long to track.
    func track(_ path: String) -> Int? {
        let bytes = Array(path.utf8CString)
        guard bytes.count <= pathCapacity else { return nil }
        for slot in 0..<capacity {
            guard
                states[slot].compareExchange(expected: Self.free, desired: Self.claimed, ordering: .acquiring).exchanged
            else { continue }
            bytes.withUnsafeBufferPointer { buffer in
                (paths + slot * pathCapacity).update(from: buffer.baseAddress!, count: buffer.count)
            }
            states[slot].store(Self.armed, ordering: .releasing)
            return slot
        }
        return nil
    }

    /// Stops tracking the slot `track` returned (after the file was renamed or removed).
    func release(_ slot: Int?) {
        guard let slot else { return }
        states[slot].store(Self.free, ordering: .releasing)
    }

    /// Removes every tracked file. Async-signal-safe: atomic loads and `unlink` only.
    func removeAll() {
        for slot in 0..<capacity where states[slot].load(ordering: .acquiring) == Self.armed {
            unlink(paths + slot * pathCapacity)
        }
    }

    /// Installs handlers for SIGINT, SIGTERM and SIGHUP that remove the tracked files and end the
    /// process with exit status 128 + the signal number (130 for SIGINT, 143 for SIGTERM), as a
    /// shell reports a process killed by that signal. Call once, at the start of a command.
    /// The signals are also unblocked, should the process have inherited a mask that blocks them.
    package static func installSignalHandlers() {
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&unblocked, signal) }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            var action = sigaction()
            #if canImport(Darwin)
                action.__sigaction_u.__sa_handler = temporaryFileSignalHandler
            #else
                action.__sigaction_handler.sa_handler = temporaryFileSignalHandler
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, nil)
        }
    }
}

/// The handler ``TemporaryFileRegistry/installSignalHandlers()`` installs.
private func temporaryFileSignalHandler(_ signal: Int32) {
    TemporaryFileRegistry.shared.removeAll()
    _exit(128 + signal)
}
