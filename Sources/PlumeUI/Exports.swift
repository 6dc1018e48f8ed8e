@_exported import PlumeAnimation
@_exported import PlumeGraphics
