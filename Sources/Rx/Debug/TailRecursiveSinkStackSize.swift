#if DEBUG || TRACE_RESOURCES
    /// The deepest stack of source sequences that one sequence-iterating sink
    /// (`concat` of a sequence, `catch(sequence:)`, `retry`, `retry(when:)`) has
    /// held at once; RxSwift's `maxTailRecursiveSinkStackSize`, present in debug
    /// builds and with resource tracing.
    ///
    /// Each of Rx's iterating sinks walks one sequence and moves from source to
    /// source in a loop (never nesting a sink's iteration inside another's), so
    /// once any of them has run the value is 1 and stays 1, however many sources
    /// follow one another; a test can reset it to 0 and assert that it never
    /// grows past 1. Reading it while such sinks start on other threads is a
    /// data race, as in RxSwift.
    nonisolated(unsafe) public var maxTailRecursiveSinkStackSize = 0

    /// Serialises the library's own updates of `maxTailRecursiveSinkStackSize`.
    private let tailRecursiveStackSizeLock = PlainLock()

    /// Records that a sink holds a stack of `depth` source sequences.
    func recordTailRecursiveSinkStackSize(_ depth: Int) {
        tailRecursiveStackSizeLock.performLocked {
            if maxTailRecursiveSinkStackSize < depth { maxTailRecursiveSinkStackSize = depth }
        }
    }
#endif
