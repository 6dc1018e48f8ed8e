// The PlumeStreams module; see docs/ARCHITECTURE.md.
