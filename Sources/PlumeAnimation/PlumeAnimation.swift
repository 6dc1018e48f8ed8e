// The PlumeAnimation module; see docs/ARCHITECTURE.md.
