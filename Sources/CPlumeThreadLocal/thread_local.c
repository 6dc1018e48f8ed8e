#include "CPlumeThreadLocal.h"

_Thread_local const void *_Nullable plume_thread_slots[PLUME_SLOT_COUNT];
