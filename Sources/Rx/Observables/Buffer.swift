extension ObservableType {
    /// Collects elements into arrays, emitting one every `timeSpan` or as
    /// soon as it holds `count` elements, whichever comes first.
    ///
    /// A full buffer is emitted at once and restarts the timer. A timer that
    /// runs out emits the buffer even when it is empty. On completion the
    /// current buffer is emitted (possibly empty), then the completion; an
    /// error drops the buffer.
    ///
    /// - Parameters:
    ///   - timeSpan: The longest time a buffer stays open.
    ///   - count: The most elements a buffer holds.
    ///   - scheduler: The scheduler that runs the timers.
    /// - Returns: A sequence of buffers.
    ///
    /// ```swift marble
    /// // 1 at 1s, 2 at 2s, 3 at 3s, 4 at 8s, completed at 9s (a frame is a second)
    /// let source = cold("-123----4|")
    /// result(source.buffer(timeSpan: frames(5), count: 2, scheduler: scheduler))
    /// // --a----b-(c|)
    /// // a = [1, 2]
    /// // b = [3]
    /// // c = [4]
    /// ```
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<[Element]> {
        BufferProducer(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}

private final class BufferProducer<Element>: Producer<[Element]> {
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

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == [Element] {
        let sink = BufferSink(parent: self, observer: observer)
        let subscription = sink.run()
        return sink.attach(consume subscription)
    }
}

private final class BufferSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == [Element] {
    private let parent: BufferProducer<Element>
    private let lock = RecursiveLock.make()
    private let timer = SerialDisposable()
    // Under the lock, or in `run()` before the source is subscribed (no
    // run-time exclusivity checks: LOCKS.md).
    /// The open buffer's elements: a typed queue rather than an `Array`,
    /// whose appends in this unspecialised code look its generic metadata up
    /// on every element (the array is made once per buffer emitted).
    private let buffer = ElementQueue<Element>()
    /// Identifies the open buffer; a timer started for an older one does
    /// nothing.
    @exclusivity(unchecked) private var bufferID = 0

    init(parent: BufferProducer<Element>, observer: Observer) {
        self.parent = parent
        super.init(observer: observer)
    }

    func run() -> Disposable {
        startTimer(for: bufferID)
        return Disposables.create(timer, parent.source.subscribe(self))
    }

    func on(_ event: Event<Element>) {
        lock.performLocked {
            switch event {
            case .next(let element):
                buffer.append(element)
                if buffer.count == parent.count { emitBufferAndStartNext() }
            case .error(let error):
                // The open buffer's elements go with the sink, not under the lock.
                forwardError(error, disposingAfterUnlocking: lock)
            case .completed:
                forwardNext(buffer.removeAllIntoArray())
                forwardCompleted(disposingAfterUnlocking: lock)
            }
        }
    }

    /// Called with the lock held.
    private func emitBufferAndStartNext() {
        bufferID &+= 1
        forwardNext(buffer.removeAllIntoArray())
        startTimer(for: bufferID)
    }

    private func startTimer(for id: Int) {
        if timer.isDisposed || id != bufferID { return }
        let scheduled = SingleAssignmentDisposable()
        timer.disposable = scheduled
        scheduled.setDisposable(
            parent.scheduler.scheduleRelative(id, dueTime: parent.timeSpan) { [weak self] id in
                guard let self else { return Disposables.create() }
                self.lock.performLocked {
                    if id == self.bufferID { self.emitBufferAndStartNext() }
                }
                return Disposables.create()
            })
    }
}
