#include "typefit_tsan.h"

/* ThreadSanitizer's annotation interface (compiler-rt tsan_interface.h); weak, so that a build
   without the sanitizer links and the calls are skipped. */
extern void __tsan_acquire(void *address) __attribute__((weak));
extern void __tsan_release(void *address) __attribute__((weak));

void typefit_tsan_release(const void *address) {
    if (__tsan_release) __tsan_release((void *)address);
}

void typefit_tsan_acquire(const void *address) {
    if (__tsan_acquire) __tsan_acquire((void *)address);
}
