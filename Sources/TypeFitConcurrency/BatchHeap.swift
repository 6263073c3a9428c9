#if canImport(Glibc)
    import Glibc
#endif

/// The C heap set up for one batch run: a process that allocates a few hundred megabytes over a
/// few seconds, on every core, and then exits.
///
/// By default glibc's allocator grows its main heap by 128 KiB more than each request needs and
/// gives memory back to the system whenever more than that lies free at its top: a check of a
/// real catalog (120,000 results, about 350 MB touched) grows and shrinks its heap thousands of
/// times, each time with a system call, and pays a page fault again for every 4 KiB it gave back
/// and takes anew. ``configureForBatchRun()`` sets that padding to ``growthBytes`` (address
/// space: a page costs memory only once touched). Setting it also keeps glibc's threshold for
/// mapping a large block on its own at its 128 KiB default, where glibc would otherwise raise it
/// as such blocks are freed. On the 12,751-unit Ice Cubes catalog's check the whole cuts the page
/// faults by about a sixth (100,000 to 84,000) and the wall time by a few percent
/// (`Benchmarks/check-catalog.sh`).
///
/// Process-wide, so only a program's `main` calls it (the `typefit` command does, first thing);
/// a library that checks text from inside a test leaves its host's heap alone. Elsewhere than
/// glibc it does nothing.
package enum BatchHeap {
    /// How much more than a request needs the heap grows by, and keeps free at its top, bytes.
    package static let growthBytes = 64 << 20

    /// Sets the process's heap up for a batch run; returns whether the allocator took the
    /// settings (false where the C library is not glibc or has no `mallopt`).
    @discardableResult
    package static func configureForBatchRun() -> Bool {
        #if canImport(Glibc)
            return configureGlibc()
        #else
            return false
        #endif
    }

    #if canImport(Glibc)
        private static func configureGlibc() -> Bool {
            // glibc's `<malloc.h>` is not part of Swift's Glibc module: `mallopt` is looked up by
            // name, with its parameters' values as glibc defines them (stable since glibc 2.0).
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return false }
            typealias Mallopt = @convention(c) (_ parameter: Int32, _ value: Int32) -> Int32
            let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
            let topPad: Int32 = -2  // M_TOP_PAD
            return mallopt(topPad, Int32(growthBytes)) == 1
        }
    #endif
}
