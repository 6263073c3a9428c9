internal import CThreadSanitizer
package import Synchronization

extension Mutex where Value: ~Copyable {
    /// `withLock`, telling ThreadSanitizer the ordering the lock gives: an acquire on entry and
    /// a release on exit, at the address of the guarded value. Swift's Mutex locks with
    /// atomics in the (uninstrumented) standard library and futex calls on Linux, so without
    /// this ThreadSanitizer sees no order between two critical sections, nor between a thread
    /// that builds an object and publishes it through the lock and a thread that takes it out.
    /// Outside ThreadSanitizer builds the two calls do nothing.
    package borrowing func withOrderedLock<Result: ~Copyable, E: Error>(
        _ body: (inout sending Value) throws(E) -> sending Result
    ) throws(E) -> sending Result {
        // The mutex's own address names it to ThreadSanitizer (only as an identity, never read
        // through); taken before the lock, so no access to the guarded value comes before the
        // acquire.
        let address = withUnsafePointer(to: self) { UnsafeRawPointer($0) }
        return try withLock { (value: inout sending Value) throws(E) -> sending Result in
            typefit_tsan_acquire(address)
            defer { typefit_tsan_release(address) }
            return try body(&value)
        }
    }
}
