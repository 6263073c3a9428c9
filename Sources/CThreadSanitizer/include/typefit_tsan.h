#ifndef TYPEFIT_TSAN_H
#define TYPEFIT_TSAN_H

/*
 * Happens-before edges for ThreadSanitizer that it cannot see by itself.
 *
 * Swift's Synchronization.Mutex locks with atomics in the (uninstrumented) standard library and
 * futex system calls on Linux, so ThreadSanitizer sees no ordering between a thread that builds
 * an object and publishes it in a Mutex-guarded cache and a thread that later takes it from the
 * cache. `Mutex.withOrderedLock` (TypeFitConcurrency) calls `acquire` on entering the lock and
 * `release` on leaving it, on the mutex's address. In a build with ThreadSanitizer they are
 * `__tsan_acquire` and `__tsan_release`; in any other build they do nothing.
 */

#ifdef __cplusplus
extern "C" {
#endif

/** Everything this thread did before is visible to a thread that later acquires `address`. */
void typefit_tsan_release(const void *_Nonnull address);

/** Everything a thread did before releasing `address` is visible to this thread from now on. */
void typefit_tsan_acquire(const void *_Nonnull address);

#ifdef __cplusplus
}
#endif

#endif
