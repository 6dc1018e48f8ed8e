// `import Combine` on Linux: Plume's streams (PlumeStreams) under Apple's module name, so a file that
// declares an `ObservableObject` or builds a publisher chain compiles unchanged.
// This module is declared only when the package is built on Linux (see Package.swift).
@_exported import PlumeStreams
