// Nothing to compile: LLVMFuzzerRunDriver comes from the libFuzzer runtime that
// `-sanitize=fuzzer` links in. This file only makes CLibFuzzer a C target for its header.
#include "typefit_libfuzzer.h"
