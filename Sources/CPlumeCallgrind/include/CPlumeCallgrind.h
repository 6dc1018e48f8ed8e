// Callgrind client requests around one measured region, for `make bench-instructions` (PlumeBench's
// `--instructions`). Outside valgrind every call does nothing and `plume_callgrind_running` is 0.
#ifndef CPLUMECALLGRIND_H
#define CPLUMECALLGRIND_H

/// 1 when valgrind's client-request header was found at build time (the Debian package valgrind).
int plume_callgrind_supported(void);
/// 1 when the program runs under valgrind.
int plume_callgrind_running(void);
/// Starts instrumenting and counting (the counters start at zero).
void plume_callgrind_begin(void);
/// Stops counting and writes the counts since `plume_callgrind_begin` as a profile named `name`
/// (callgrind's `desc: Trigger: Client Request: <name>` line), then stops instrumenting.
void plume_callgrind_end(const char *name);

#endif
