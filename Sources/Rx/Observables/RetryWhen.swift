extension ObservableType {
    /// Subscribes to the source again each time the trigger observable,
    /// built by `notificationHandler` from the source's errors, emits an
    /// element after an error.
    ///
    /// `notificationHandler` is called once per subscription with an
    /// observable of the source's errors; what it returns is subscribed
    /// before the source. When the source fails with an error of type
    /// `Error`, the failed subscription is disposed and the error is sent to
    /// the errors observable; the next element of the trigger resubscribes to
    /// the source, an error of the trigger ends the result with that error,
    /// and its completion completes the result. An error of another type ends
    /// the result at once.
    ///
    /// - Parameter notificationHandler: Turns the errors into the trigger.
    /// - Returns: The source's elements across the attempts.
    ///
    /// ```swift
    /// enum NetworkError: Error { case offline }
    /// // Retries twice, then completes.
    /// _ = Observable<Int>.error(NetworkError.offline).startWith(1)
    ///     .retry(when: { (errors: Observable<NetworkError>) in
    ///         errors.scan(0) { count, _ in count + 1 }.take(while: { $0 < 3 })
    ///     })
    ///     .subscribe { print($0) }
    /// // next(1)
    /// // next(1)
    /// // next(1)
    /// // completed
    /// ```
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
        when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> Observable<Element> {
        RetryWhenProducer(source: asObservable(), notificationHandler: notificationHandler)
    }

    /// Subscribes to the source again each time the trigger observable,
    /// built by `notificationHandler` from the source's errors, emits an
    /// element after an error.
    ///
    /// The form of `retry(when:)` that receives every error; see the typed
    /// form for the details.
    ///
    /// - Parameter notificationHandler: Turns the errors into the trigger.
    /// - Returns: The source's elements across the attempts.
    ///
    /// ```swift
    /// struct TestError: Error {}
    /// let source = Observable<Int>.error(TestError()).startWith(1)
    /// _ = source.retry(when: { errors in errors.take(3) }) // the third error completes it
    ///     .subscribe { print($0) }
    /// // next(1)
    /// // next(1)
    /// // next(1)
    /// // completed
    /// ```
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> {
        RetryWhenProducer(source: asObservable(), notificationHandler: notificationHandler)
    }

    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
        _ notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> Observable<Element> {
        retry(when: notificationHandler)
    }

    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType>(
        _ notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> {
        retry(when: notificationHandler)
    }
}

private final class RetryWhenSink<Failure, Trigger, Element>: SourceIterationSink<Receiver<Element>> {
    fileprivate var lastError: Swift.Error?
    fileprivate let errors = PublishSubject<Failure>()
    fileprivate let triggers = PublishSubject<Trigger>()
    private let trigger: Observable<Trigger>

    init<TriggerObservable: ObservableType>(
        source: Observable<Element>,
        notificationHandler: (Observable<Failure>) -> TriggerObservable,
        observer: Receiver<Element>
    ) where TriggerObservable.Element == Trigger {
        trigger = notificationHandler(errors.asObservable()).asObservable()
        super.init(sources: AnyIterator { source }, observer: observer)
    }

    override func run() -> Disposable {
        let triggerSubscription = trigger.subscribe(triggers.asObserver())
        let iteration = super.run()
        return Disposables.create(iteration, triggerSubscription)
    }

    override func subscribe(to source: Observable<Element>) -> Disposable {
        let attempt = RetryWhenAttempt(parent: self)
        attempt.subscription.setDisposable(source.subscribe(attempt))
        return attempt
    }

    override func done() {
        if let lastError {
            forwardOn(.error(lastError))
            self.lastError = nil
        } else {
            forwardOn(.completed)
        }
        dispose()
    }
}

/// Observes one subscription to the source; after its error, waits for the
/// trigger.
private final class RetryWhenAttempt<Failure, Trigger, Element>: ObserverType, Disposable {
    typealias Parent = RetryWhenSink<Failure, Trigger, Element>

    let subscription = SingleAssignmentDisposable()
    private let parent: Parent
    private let triggerSubscription = SingleAssignmentDisposable()

    init(parent: Parent) { self.parent = parent }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            parent.forwardOn(event)
        case .error(let error):
            parent.lastError = error
            guard let failure = error as? Failure else {
                parent.forwardErrorAndDispose(error)
                return
            }
            subscription.dispose()
            triggerSubscription.setDisposable(parent.triggers.subscribe(RetryWhenTriggerObserver(parent: parent)))
            parent.errors.on(.next(failure))
        case .completed:
            parent.forwardOn(event)
            parent.dispose()
        }
    }

    func dispose() {
        subscription.dispose()
        triggerSubscription.dispose()
    }
}

/// Resubscribes on the trigger's element; ends the result on its terminal
/// event.
private final class RetryWhenTriggerObserver<Failure, Trigger, SourceElement>: ObserverType {
    typealias Element = Trigger
    typealias Parent = RetryWhenSink<Failure, Trigger, SourceElement>

    private let parent: Parent

    init(parent: Parent) { self.parent = parent }

    func on(_ event: Event<Trigger>) {
        switch event {
        case .next:
            parent.lastError = nil
            parent.moveNext()
        case .error(let error):
            parent.forwardErrorAndDispose(error)
        case .completed:
            parent.forwardCompletedAndDispose()
        }
    }
}

private final class RetryWhenProducer<Element, Failure, TriggerObservable: ObservableType>: ReceiverProducer<Element> {
    private let source: Observable<Element>
    private let notificationHandler: (Observable<Failure>) -> TriggerObservable

    init(source: Observable<Element>, notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable) {
        self.source = source
        self.notificationHandler = notificationHandler
    }

    override func runReceiver(_ downstream: Receiver<Element>) -> SinkBase {
        let sink = RetryWhenSink<Failure, TriggerObservable.Element, Element>(
            source: source, notificationHandler: notificationHandler, observer: downstream)
        let subscription = sink.run()
        return sink.attach(consume subscription)
    }
}
