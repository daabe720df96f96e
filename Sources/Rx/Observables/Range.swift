extension ObservableType where Element: RxAbstractInteger {
    /// An observable that emits `count` consecutive integers from `start`,
    /// then completes.
    ///
    /// ```swift
    /// _ = Observable.range(start: 1, count: 3).subscribe(onNext: { print($0) }) // 1, 2, 3
    /// ```
    public static func range(start: Element, count: Element,
                             scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        RangeProducer(start: start, count: count, scheduler: scheduler)
    }
}

/// The integer types `range` and `interval` count with.
public typealias RxAbstractInteger = FixedWidthInteger

private final class RangeProducer<Element: RxAbstractInteger>: Producer<Element> {
    let start: Element
    let count: Element
    let scheduler: ImmediateSchedulerType

    init(start: Element, count: Element, scheduler: ImmediateSchedulerType) {
        guard count >= 0 else { rxFatalError("count can't be negative") }
        guard start &+ (count - 1) >= start || count == 0 else { rxFatalError("overflow of count") }
        self.start = start
        self.count = count
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = RangeSink(observer: observer, cancel: cancel)
        let subscription = scheduler.scheduleRecursive(0 as Element) { index, recurse in
            if index < self.count {
                sink.forwardOn(.next(self.start + index))
                recurse(index + 1)
            } else {
                sink.forwardOn(.completed)
                sink.dispose()
            }
        }
        return (sink: sink, subscription: subscription)
    }
}

private final class RangeSink<Observer: ObserverType>: Sink<Observer> {}
