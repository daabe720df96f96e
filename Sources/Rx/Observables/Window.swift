extension ObservableType {
    /// Splits the source into windows: observables that each relay up to
    /// `count` consecutive elements, a new one opening every `timeSpan` or as
    /// soon as the current one holds `count` elements.
    ///
    /// The first window is emitted at subscription. When a window closes it
    /// completes, and the next one is emitted at once. The source's
    /// completion or error ends the open window and the result. Windows hand
    /// on elements as they arrive, like a `PublishSubject`: subscribe to a
    /// window when it is emitted. The source subscription lasts while the
    /// result or any subscribed window is still subscribed.
    ///
    /// - Parameters:
    ///   - timeSpan: The longest time a window stays open.
    ///   - count: The most elements a window relays.
    ///   - scheduler: The scheduler that runs the timers.
    /// - Returns: A sequence of windows.
    ///
    /// ```swift marble
    /// // 1 at 1s, 2 at 2s, 3 at 3s, completed at 4s (a frame is a second)
    /// let source = cold("-123|")
    /// result(source.window(timeSpan: frames(10), count: 2, scheduler: scheduler).flatMap { $0.toArray() })
    /// // --a-(b|)
    /// // a = [1, 2]
    /// // b = [3]
    /// ```
    public func window(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType)
        -> Observable<Observable<Element>>
    {
        WindowProducer(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}

private final class WindowProducer<Element>: Producer<Observable<Element>> {
    let source: Observable<Element>
    let timeSpan: RxTimeInterval
    let count: Int
    let scheduler: SchedulerType

    init(source: Observable<Element>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        self.source = source
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Observable<Element> {
        let sink = WindowSink(parent: self, observer: observer)
        let subscription = sink.run()
        return sink.attach(consume subscription)
    }
}

private final class WindowSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == Observable<Element> {
    private let parent: WindowProducer<Element>
    private let lock = RecursiveLock.make()
    private var window = PublishSubject<Element>()
    private var elementsInWindow = 0
    /// Identifies the open window; a timer started for an older one does
    /// nothing.
    private var windowID = 0
    private let timer = SerialDisposable()
    private let everything = CompositeDisposable()
    /// Keeps `everything` alive while the result or a window is subscribed.
    private let references: RefCountDisposable

    init(parent: WindowProducer<Element>, observer: Observer) {
        self.parent = parent
        _ = everything.insert(timer)
        references = RefCountDisposable(disposable: everything)
        super.init(observer: observer)
    }

    func run() -> Disposable {
        forwardNext(WindowSubjectProducer(subject: window, references: references))
        startTimer(for: windowID)
        _ = everything.insert(parent.source.subscribe(self))
        return references
    }

    func on(_ event: Event<Element>) {
        var openedID: Int?
        lock.performLocked {
            switch event {
            case .next(let element):
                window.on(.next(element))
                elementsInWindow += 1
                if elementsInWindow == parent.count {
                    elementsInWindow = 0
                    windowID &+= 1
                    openedID = windowID
                    completeWindowAndOpenNext()
                }
            case .error(let error):
                window.on(.error(error))
                forwardError(error, disposingAfterUnlocking: lock)
            case .completed:
                window.on(.completed)
                forwardCompleted(disposingAfterUnlocking: lock)
            }
        }
        if let openedID { startTimer(for: openedID) }
    }

    /// Called with the lock held.
    private func completeWindowAndOpenNext() {
        window.on(.completed)
        window = PublishSubject()
        forwardNext(WindowSubjectProducer(subject: window, references: references))
    }

    private func startTimer(for id: Int) {
        if timer.isDisposed || lock.performLocked({ id != windowID }) { return }
        let scheduled = SingleAssignmentDisposable()
        timer.disposable = scheduled
        scheduled.setDisposable(
            parent.scheduler.scheduleRelative(id, dueTime: parent.timeSpan) { [weak self] id in
                self?.timeSpanEnded(id)
                return Disposables.create()
            })
    }

    private func timeSpanEnded(_ id: Int) {
        let openedID: Int? = lock.performLocked {
            guard id == windowID else { return nil }
            elementsInWindow = 0
            windowID &+= 1
            completeWindowAndOpenNext()
            return windowID
        }
        if let openedID { startTimer(for: openedID) }
    }
}

/// A window as its observers see it: subscribing to it holds a reference
/// that keeps the source subscription alive.
private final class WindowSubjectProducer<Element>: Producer<Element> {
    let subject: PublishSubject<Element>
    let references: RefCountDisposable

    init(subject: PublishSubject<Element>, references: RefCountDisposable) {
        self.subject = subject
        self.references = references
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let reference = references.retain()
        let sink = WindowSubscriptionSink(observer: observer)
        return sink.attach(Disposables.create(reference, subject.subscribe(sink)))
    }
}

private final class WindowSubscriptionSink<Observer: ObserverType>: PassThroughSink<Observer> {}
