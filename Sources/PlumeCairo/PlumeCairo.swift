// The PlumeCairo module; see docs/ARCHITECTURE.md.
