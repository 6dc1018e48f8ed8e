#include "CPlumeSections.h"

#if defined(__ELF__)
// The static linker defines __start_/__stop_ symbols for every section whose name is a C identifier.
// They are weak so that a program without any #Preview still links (both are then null).
extern const char __start_plume_previews[] __attribute__((weak));
extern const char __stop_plume_previews[] __attribute__((weak));

const void *plume_previews_section_begin(void) { return __start_plume_previews; }
const void *plume_previews_section_end(void) { return __stop_plume_previews; }
#else
const void *plume_previews_section_begin(void) { return 0; }
const void *plume_previews_section_end(void) { return 0; }
#endif
