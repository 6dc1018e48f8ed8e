// Foundation's `UndoManager` is PlumeFoundation's on Linux (Linux's Foundation lacks a working one);
// the store's users (`import CoreData`, `import PlumeStore`) get it with the store, as before.
#if !canImport(Darwin)
    @_exported import class PlumeFoundation.UndoManager
#endif
