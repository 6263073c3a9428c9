// libFuzzer's driver entry point (compiler-rt, FuzzerDriver.cpp), declared for Swift.
//
// The fuzz targets are SwiftPM executables, and SwiftPM links an executable's `main` to the
// Swift module's own entry point. Each target's top-level code therefore hands control to
// libFuzzer here, with the command line and the function that tests one input.
#ifndef TYPEFIT_LIBFUZZER_H
#define TYPEFIT_LIBFUZZER_H

#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer as its own `main` would, calling `callback` once per input.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
