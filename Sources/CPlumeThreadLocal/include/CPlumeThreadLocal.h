#ifndef CPLUME_THREAD_LOCAL_H
#define CPLUME_THREAD_LOCAL_H

// Words kept per thread, read and written in a few instructions (C11 `_Thread_local`), for SwiftData's
// model construction (whether a model's prototype is being made, the backing a fetched model adopts,
// the entity of the model type last made) and PlumeStore's numbering of property wrappers (`SlotCounter`:
// the next wrapper's number with whether a prototype is made, in one word, and the options its wrappers
// record).
// `pthread_getspecific`/`pthread_setspecific` cost a call each into the C library on every model or
// wrapper a fetch or an insert makes.
//
// Contract: each slot belongs to one Swift type (in SwiftData or PlumeStore) that documents what it
// holds; a slot starts as NULL on every thread, holds no reference (nothing is retained), and is never
// freed.

enum {
    PLUME_SLOT_PROTOTYPE = 0,
    PLUME_SLOT_HANDOFF = 1,
    PLUME_SLOT_LAST_TYPE = 2,
    PLUME_SLOT_LAST_ENTITY = 3,
    PLUME_SLOT_WRAPPER_NUMBER = 4,
    PLUME_SLOT_WRAPPER_OPTIONS = 5,
    PLUME_SLOT_COUNT = 6
};

extern _Thread_local const void *_Nullable plume_thread_slots[PLUME_SLOT_COUNT];

/// The word in `slot` on this thread (NULL until set).
static inline const void *_Nullable plume_thread_slot(int slot) { return plume_thread_slots[slot]; }

/// Sets the word in `slot` on this thread.
static inline void plume_set_thread_slot(int slot, const void *_Nullable value) { plume_thread_slots[slot] = value; }

#endif
