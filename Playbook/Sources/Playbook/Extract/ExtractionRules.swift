/// How strictly examples must state what they print.
///
/// By default (the zero-configuration rules, for documentation written as
/// real packages write it) a ```swift block needs no ```output block: its
/// expected output is read from its comments when it states one
/// (``CommentOutput``: Apple's `// Prints "x"`, or a run of `//` lines
/// ending an example that prints), and otherwise it is compiled and run and
/// passes when it ends normally ("ran, output not compared", as rustdoc's
/// doc tests do). A block that uses names an earlier block of the same page
/// declared gets those declarations (``PageContext``), and a block that is
/// not a program (a manifest, a list of declarations without bodies,
/// pseudo-code that does not parse) is recognised and checked or skipped
/// with the reason (``SwiftBlockKind``), never failed as a program.
///
/// With `strictOutput` (`--strict`, or `"strict": true` in playbook.json)
/// every example that runs must have an ```output block (in a doc comment:
/// end with its output as `//` lines), or say `no-compare`; every block is a
/// program, and blocks never borrow from each other but through ```swift
/// setup blocks. This repository's own documentation is verified so.
public struct ExtractionRules: Sendable, Hashable {
    public var strictOutput: Bool

    public init(strictOutput: Bool = false) {
        self.strictOutput = strictOutput
    }

    /// The zero-configuration rules.
    public static let lenient = ExtractionRules()
    public static let strict = ExtractionRules(strictOutput: true)
}
