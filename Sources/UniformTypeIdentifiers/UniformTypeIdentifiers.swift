// `import UniformTypeIdentifiers` on Linux: Apple's `UTType` and `UTTagClass`, which PlumeFoundation
// declares where Apple's framework is missing. This module is declared only when the package is
// built on Linux (see Package.swift).
@_exported import struct PlumeFoundation.UTType
@_exported import struct PlumeFoundation.UTTagClass
