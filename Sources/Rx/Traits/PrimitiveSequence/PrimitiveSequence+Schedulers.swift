extension PrimitiveSequence {
    /// Delivers the element (and completion) `dueTime` later on `scheduler`;
    /// an error is delivered at once. Forwards to `ObservableType.delay`.
    ///
    /// ```swift
    /// // Succeeds with 1 one second after subscription.
    /// let late = Single.just(1).delay(.seconds(1), scheduler: MainScheduler.instance)
    /// ```
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delay(dueTime, scheduler: scheduler))
    }

    /// Subscribes to this sequence `dueTime` after the subscription, on
    /// `scheduler`.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: source.delaySubscription(dueTime, scheduler: scheduler))
    }

    /// Delivers the event on `scheduler`.
    ///
    /// ```swift
    /// _ = Single.just(1).observe(on: MainScheduler.instance).subscribe(onSuccess: { print($0) })
    /// // 1
    /// ```
    public func observe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.observe(on: scheduler))
    }

    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        observe(on: scheduler)
    }

    /// Subscribes to (and disposes) this sequence on `scheduler`.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.subscribe(on: scheduler))
    }

    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        subscribe(on: scheduler)
    }

    /// Fails with `RxError.timeout` if no event arrives within `dueTime`.
    ///
    /// ```swift
    /// // Fails with RxError.timeout five seconds after subscription.
    /// let slow = Single<Int>.never().timeout(.seconds(5), scheduler: MainScheduler.instance)
    /// ```
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, scheduler: scheduler))
    }

    /// Switches to `other` if no event arrives within `dueTime`.
    public func timeout(
        _ dueTime: RxTimeInterval, other: PrimitiveSequence<Trait, Element>,
        scheduler: SchedulerType
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, other: other.source, scheduler: scheduler))
    }

    /// Prints every event, subscription and disposal, as `ObservableType.debug` does.
    ///
    /// ```swift
    /// _ = Single.just(1).debug("one").subscribe()
    /// // {{timestamp}}: one -> subscribed
    /// // {{timestamp}}: one -> Event next(1)
    /// // {{timestamp}}: one -> Event completed
    /// // {{timestamp}}: one -> isDisposed
    /// ```
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false,
        file: String = #file, line: UInt = #line, function: String = #function
    )
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: source.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}
