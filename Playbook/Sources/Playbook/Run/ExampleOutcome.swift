/// What happened to an example, before it is judged against its expectations.
public enum ExampleOutcome: Hashable, Sendable, Codable {
    /// It ran in its own process.
    case ran(ProcessResult)
    /// A `no-run` example compiled.
    case compiled
    /// A `compile-fail` example was type-checked on its own.
    case compileFailChecked(CompileFailChecker.Outcome)
    /// It (or its setup) did not compile; the compiler's messages.
    case doesNotCompile(messages: [String])
    /// It is marked `skip`.
    case skipped(reason: String)
}
