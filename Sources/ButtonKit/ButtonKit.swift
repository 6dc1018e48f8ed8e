// The ButtonKit module; see docs/ARCHITECTURE.md.
