// A doc comment whose example states a wrong result, kept out of the
// package (its path only looks like the package's Sources/Shapes, so the
// example imports Shapes): `playbook test Mistakes` must fail at its line.

/// A name for the unit circle's summary.
///
/// ```swift
/// print(Circle(radius: 1).summary)
/// // area 3.14, perimeter 6.30
/// ```
enum Misdocumented {}
