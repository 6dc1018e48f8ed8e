// The Gallery module; see docs/ARCHITECTURE.md.
