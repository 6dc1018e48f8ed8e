// Wraps valgrind's callgrind.h macros (inline client requests) in functions Swift can call.
#include "CPlumeCallgrind.h"

#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define PLUME_HAS_CALLGRIND 1
#else
#define PLUME_HAS_CALLGRIND 0
#endif

int plume_callgrind_supported(void) { return PLUME_HAS_CALLGRIND; }

int plume_callgrind_running(void) {
#if PLUME_HAS_CALLGRIND
    return RUNNING_ON_VALGRIND ? 1 : 0;
#else
    return 0;
#endif
}

void plume_callgrind_begin(void) {
#if PLUME_HAS_CALLGRIND
    CALLGRIND_START_INSTRUMENTATION;
    CALLGRIND_ZERO_STATS;
    CALLGRIND_TOGGLE_COLLECT;
#endif
}

void plume_callgrind_end(const char *name) {
#if PLUME_HAS_CALLGRIND
    CALLGRIND_TOGGLE_COLLECT;
    CALLGRIND_DUMP_STATS_AT(name);
    CALLGRIND_STOP_INSTRUMENTATION;
#else
    (void)name;
#endif
}
