// The PlumeStore module; see docs/ARCHITECTURE.md.
