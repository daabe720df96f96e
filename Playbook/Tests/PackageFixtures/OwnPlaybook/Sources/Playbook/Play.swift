import ArgumentParser

/// A play's command line: `play --acts 3 Hamlet`.
public struct Play: ParsableCommand {
    @Option(help: "How many acts.") public var acts = 5
    @Argument(help: "The play's title.") public var title: String

    public init() {}

    /// The play as a line of the bill.
    public var billing: String { "\(title), in \(acts) acts" }
}
