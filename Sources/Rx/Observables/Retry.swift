extension ObservableType {
    /// Subscribes to the source again each time it fails, for as long as it
    /// takes.
    ///
    /// The resubscription happens at once, at the moment of the error; a
    /// source that always fails makes the result run forever.
    ///
    /// - Returns: The source's elements across all attempts, up to its first
    ///   completion.
    ///
    /// ```swift
    /// struct TestError: Error {}
    /// var attempts = 0
    /// let flaky = Observable<Int>.deferred {
    ///     attempts += 1
    ///     return attempts < 3 ? .error(TestError()) : .just(attempts)
    /// }
    /// _ = flaky.retry().subscribe { print($0) }
    /// // next(3)
    /// // completed
    /// ```
    @inlinable
    public func retry() -> Observable<Element> {
        // Inlinable, as `map` is: the sink's type is found here.
        let source = asObservable()
        return CatchSequenceProducer(makeSources: { AnyIterator { source } }, sinkType: CatchSequenceSink<Element>.self)
    }

    /// Subscribes to the source up to `maxAttemptCount` times in all, again
    /// each time it fails; after the last failed attempt the result fails
    /// with that error.
    ///
    /// `retry(1)` behaves as the source itself; `retry(0)` subscribes to
    /// nothing and completes at once (as RxSwift does).
    ///
    /// - Parameter maxAttemptCount: The number of subscriptions to make at
    ///   most, the first one included.
    /// - Returns: The source's elements across the attempts.
    ///
    /// ```swift
    /// struct TestError: Error {}
    /// _ = Observable<Int>.error(TestError()).startWith(1).retry(2).subscribe { print($0) }
    /// // next(1)
    /// // next(1)
    /// // error(TestError())
    /// ```
    @inlinable
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        let source = asObservable()
        return CatchSequenceProducer(
            makeSources: { AnyIterator(Swift.repeatElement(source, count: maxAttemptCount).makeIterator()) },
            sinkType: CatchSequenceSink<Element>.self)
    }
}
