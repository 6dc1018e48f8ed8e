// `import Plume` gives all of Plume: streams (Combine), graphics, animation, the UI toolkit, the cairo
// renderer, the SDL window host and the store (Core Data), plus Foundation's CG types and Observation.
@_exported import Foundation
@_exported import Observation
@_exported import PlumeAnimation
@_exported import PlumeCairo
@_exported import PlumeFoundation
@_exported import PlumeSDL
@_exported import PlumeGraphics
@_exported import PlumeStore
@_exported import PlumeStoreUI
@_exported import PlumeStreams
@_exported import PlumeUI

#if canImport(PlumeMacros)
    @_exported import PlumeMacros
#endif
