#if DEBUG || TRACE_RESOURCES
    /// The deepest stack of sequences that a concat's sink has walked at once:
    /// RxSwift's `maxTailRecursiveSinkStackSize`, present in debug builds and
    /// with resource tracing.
    ///
    /// A concat whose sequence yields a concat of the same type of sequence
    /// walks the nested sequence itself, over the one it interrupted, as
    /// RxSwift's tail-recursive sink pushes the nested generator on its stack;
    /// each time it does, this records how many sequences it holds, as
    /// RxSwift records its stack's size. A sequence of unknown length stays
    /// below the ones nested in it until it ends (it may yield more); a
    /// collection's leaves as it yields its last observable. So a chain of
    /// concats of lazily generated sequences, each nested in the one before,
    /// reports its depth, and a chain nested last in collections reports 1.
    /// A concat that meets no nested concat, `catch(sequence:)`, `retry` and
    /// `retry(when:)` leave it as it is (RxSwift's do too, short of nesting
    /// one such operator in another of the same type: Rx subscribes the inner
    /// one instead). Rx walks the stack in a loop, so the call stack does not
    /// grow with it. A test can reset it to 0. Reading it while such sinks
    /// run on other threads is a data race, as in RxSwift.
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
