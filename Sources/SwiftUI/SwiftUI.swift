// `import SwiftUI` on Linux: the names an Apple-platform SwiftUI file sees, from Plume's modules.
//
// Apple's SwiftUI re-exports Foundation and Combine (`ObservableObject`, `@Published`), and Foundation
// there includes `URLSession`; on Linux that lives in FoundationNetworking, so it is re-exported too.
// `#Preview`, `@Previewable` and `@Entry` come from PlumeMacros. `@FetchRequest` and `FetchedResults` are SwiftUI's on Apple's platforms (the entities come from a
// file that imports CoreData), so they come along; the rest of the store is `import CoreData`.
// This module is declared only when the package is built on Linux (see Package.swift).
@_exported import Foundation
@_exported import Observation
@_exported import PlumeAnimation
@_exported import class PlumeCairo.CGContext
@_exported import struct PlumeCairo.RenderedImage
@_exported import PlumeFoundation
@_exported import PlumeMacros
@_exported import PlumeGraphics
@_exported import PlumeSDL
@_exported import struct PlumeStore.FetchRequest
@_exported import struct PlumeStore.FetchedResults
@_exported import PlumeStoreUI
@_exported import PlumeStreams
@_exported import PlumeUI

#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
