// The reactive library. See README.md.
