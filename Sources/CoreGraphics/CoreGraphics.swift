// `import CoreGraphics` on Linux: the Core Graphics names an Apple-platform file uses, under Apple's
// module name. Linux's Foundation declares the geometry (`CGFloat`, `CGPoint`, `CGSize`, `CGRect`);
// PlumeGraphics has `CGAffineTransform` and `CGVector`; PlumeCairo has the drawing `CGContext`.
// Quartz's C API (`CGColorSpace`, `CGImage`, `CGPath`, `CGDataProvider`…) is not here: Plume draws
// through its display list, so a file that calls those needs `#if canImport(Darwin)`.
// This module is declared only when the package is built on Linux (see Package.swift).
@_exported import Foundation
@_exported import struct PlumeGraphics.CGAffineTransform
@_exported import struct PlumeGraphics.CGVector
@_exported import class PlumeCairo.CGContext
