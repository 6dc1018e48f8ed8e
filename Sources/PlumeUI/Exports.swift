@_exported import PlumeGraphics
