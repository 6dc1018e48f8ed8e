// The Plume module; see docs/ARCHITECTURE.md.
