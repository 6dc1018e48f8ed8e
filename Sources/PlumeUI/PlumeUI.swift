// The PlumeUI module; see docs/ARCHITECTURE.md.
