extension ObservableType where Element: ObservableConvertibleType {
    /// Merges the elements of every inner observable into one sequence.
    ///
    /// Each inner observable is subscribed as soon as the outer sequence emits
    /// it; their elements are forwarded as they arrive, one at a time. The
    /// result completes when the outer sequence and every inner one have
    /// completed, and fails as soon as any of them fails.
    ///
    /// ```swift
    /// let sources = Observable.of(Observable.of(1, 2), Observable.of(10))
    /// _ = sources.merge().subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// // 10
    /// ```
    ///
    /// - Returns: The elements of all inner observables, in arrival order.
    public func merge() -> Observable<Element.Element> {
        MergeProducer(source: asObservable(), admission: .every) { $0 }
    }
}

extension ObservableType {
    /// Merges the elements of `sources` into one sequence.
    ///
    /// Every source is subscribed at once; the result completes when all
    /// have completed and fails as soon as one fails.
    ///
    /// ```swift
    /// let merged = Observable.merge([Observable.of(1, 2), Observable.of(3)])
    /// _ = merged.subscribe(onNext: { print($0) })
    /// // 1
    /// // 3
    /// // 2
    /// ```
    ///
    /// (Both sources emit on the current thread's trampoline, so their
    /// elements interleave.)
    ///
    /// - Parameter sources: The observables to merge.
    /// - Returns: The elements of all sources, in arrival order.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Observable<Element>
        where Collection.Element == Observable<Element> {
        MergeArrayProducer(sources: Array(sources))
    }

    /// Merges the elements of the array `sources` into one sequence.
    ///
    /// - Parameter sources: The observables to merge.
    /// - Returns: The elements of all sources, in arrival order.
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        MergeArrayProducer(sources: sources)
    }

    /// Merges the elements of the given observables into one sequence.
    ///
    /// ```swift
    /// let a = PublishSubject<Int>(), b = PublishSubject<Int>()
    /// _ = Observable.merge(a.asObservable(), b.asObservable()).subscribe(onNext: { print($0) })
    /// a.onNext(1); b.onNext(2); a.onNext(3) // 1, 2, 3
    /// ```
    ///
    /// - Parameter sources: The observables to merge.
    /// - Returns: The elements of all sources, in arrival order.
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        MergeArrayProducer(sources: sources)
    }
}

/// Which inner observables a merging sink subscribes to.
enum MergeAdmission {
    /// Every one (merge, flatMap).
    case every
    /// Only those that arrive while no inner observable is active (flatMapFirst).
    case whenIdle
}

/// Subscribes to the observable that `transform` makes of each outer element
/// and merges the results: merge, flatMap and flatMapFirst.
final class MergeProducer<SourceElement, Inner: ObservableConvertibleType>: Producer<Inner.Element> {
    private let source: Observable<SourceElement>
    private let admission: MergeAdmission
    private let transform: (SourceElement) throws -> Inner

    init(source: Observable<SourceElement>, admission: MergeAdmission,
         transform: @escaping (SourceElement) throws -> Inner) {
        self.source = source
        self.admission = admission
        self.transform = transform
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Inner.Element {
        let sink = MergeSink<SourceElement, Inner, Observer>(
            admission: admission, transform: transform, observer: observer, cancel: cancel)
        let subscription = sink.run(source)
        return (sink: sink, subscription: subscription)
    }
}

private final class MergeArrayProducer<Element>: Producer<Element> {
    private let sources: [Observable<Element>]

    init(sources: [Observable<Element>]) { self.sources = sources }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = MergeSink<Observable<Element>, Observable<Element>, Observer>(
            admission: .every, transform: { $0 }, observer: observer, cancel: cancel)
        let subscription = sink.run(sources: sources)
        return (sink: sink, subscription: subscription)
    }
}

/// The state of a merge: the outer subscription, the active inner ones, and
/// the lock that serialises everything they send downstream.
final class MergeSink<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>
    : Sink<Observer>, ObserverType where Observer.Element == Inner.Element {
    typealias Element = SourceElement

    fileprivate let lock = RecursiveLock()
    fileprivate let group = CompositeDisposable()
    private let sourceSubscription = SingleAssignmentDisposable()
    private let admission: MergeAdmission
    private let transform: (SourceElement) throws -> Inner
    fileprivate var activeCount = 0
    private var stopped = false

    init(admission: MergeAdmission, transform: @escaping (SourceElement) throws -> Inner,
         observer: Observer, cancel: Cancelable) {
        self.admission = admission
        self.transform = transform
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<SourceElement>) -> Disposable {
        _ = group.insert(sourceSubscription)
        sourceSubscription.setDisposable(source.subscribe(self))
        return group
    }

    func run(sources: [Observable<Observer.Element>]) -> Disposable {
        activeCount += sources.count
        for source in sources { subscribeInner(source) }
        lock.performLocked {
            stopped = true
            completeIfDone()
        }
        return group
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            if let inner = admit(element) { subscribeInner(inner.asObservable()) }
        case .error(let error):
            lock.performLocked {
                forwardOn(.error(error))
                dispose()
            }
        case .completed:
            lock.performLocked {
                stopped = true
                sourceSubscription.dispose()
                completeIfDone()
            }
        }
    }

    /// The inner observable for `element`, or nil if it is not admitted or
    /// the transform failed (then the error has been forwarded).
    private func admit(_ element: SourceElement) -> Inner? {
        lock.performLocked {
            if admission == .whenIdle && activeCount > 0 { return nil }
            do {
                let inner = try transform(element)
                activeCount += 1
                return inner
            } catch {
                forwardOn(.error(error))
                dispose()
                return nil
            }
        }
    }

    private func subscribeInner(_ inner: Observable<Observer.Element>) {
        let subscription = SingleAssignmentDisposable()
        guard let key = group.insert(subscription) else { return }
        let observer = MergeInnerObserver(parent: self, key: key)
        subscription.setDisposable(inner.subscribe(observer))
    }

    /// Called under the lock.
    fileprivate func completeIfDone() {
        if stopped && activeCount == 0 {
            forwardOn(.completed)
            dispose()
        }
    }
}

private final class MergeInnerObserver<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>
    : ObserverType where Observer.Element == Inner.Element {
    typealias Element = Inner.Element

    private let parent: MergeSink<SourceElement, Inner, Observer>
    private let key: CompositeDisposable.DisposeKey

    init(parent: MergeSink<SourceElement, Inner, Observer>, key: CompositeDisposable.DisposeKey) {
        self.parent = parent
        self.key = key
    }

    func on(_ event: Event<Element>) {
        parent.lock.performLocked {
            switch event {
            case .next:
                parent.forwardOn(event)
            case .error:
                parent.forwardOn(event)
                parent.dispose()
            case .completed:
                parent.group.remove(for: key)
                parent.activeCount -= 1
                parent.completeIfDone()
            }
        }
    }
}
