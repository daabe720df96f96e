#if TRACE_RESOURCES
    import Synchronization

    private let resourceCount = Atomic<Int32>(0)

    /// Counts the library's live resources (observables, sinks, subscriptions,
    /// scheduled work). Present only when resource tracing is on: build with the
    /// SwiftPM trait `TraceResources` (RxSwift's `TRACE_RESOURCES`).
    ///
    /// Print `Resources.total` before and after a piece of work: when everything
    /// has been disposed it returns to where it started, and a leak shows as a
    /// count that does not come back.
    public enum Resources {
        /// The number of live resources.
        public static var total: Int32 { resourceCount.load(ordering: .relaxed) }

        /// The number of live `observe(on:)` sequences whose scheduler is a
        /// `SerialDispatchQueueScheduler` (`MainScheduler` included), as in
        /// RxSwift: counted from the moment the operator is applied until the
        /// sequence is released.
        public static var numberOfSerialDispatchQueueObservables: Int32 {
            serialDispatchQueueObservableCount.load(ordering: .relaxed)
        }

        static let serialDispatchQueueObservableCount = Atomic<Int32>(0)

        /// Counts one more live resource and returns the new total.
        @discardableResult
        public static func incrementTotal() -> Int32 {
            resourceCount.add(1, ordering: .relaxed).newValue
        }

        /// Counts one fewer live resource and returns the new total.
        @discardableResult
        public static func decrementTotal() -> Int32 {
            resourceCount.subtract(1, ordering: .relaxed).newValue
        }
    }
#endif
