// The PlumeTesting module; see docs/ARCHITECTURE.md.
