// The PlumeGraphics module; see docs/ARCHITECTURE.md.
