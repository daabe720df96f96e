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
        MergeProducer(
            source: asObservable(), admission: .every, transform: { $0 },
            sinkType: MergeSink<Element, Element, Receiver<Element.Element>>.self,
            innerObserverType: MergeInnerObserver<Element, Element, Receiver<Element.Element>>.self)
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
    /// let subscription = Observable.merge(a.asObservable(), b.asObservable()).subscribe(onNext: { print($0) })
    /// a.onNext(1); b.onNext(2); a.onNext(3)
    /// subscription.dispose()
    /// // 1
    /// // 2
    /// // 3
    /// ```
    ///
    /// - Parameter sources: The observables to merge.
    /// - Returns: The elements of all sources, in arrival order.
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        MergeArrayProducer(sources: sources)
    }
}

/// Which inner observables a merging sink subscribes to.
@usableFromInline
enum MergeAdmission {
    /// Every one (merge, flatMap).
    case every
    /// Only those that arrive while no inner observable is active (flatMapFirst).
    case whenIdle
}

/// Subscribes to the observable that `transform` makes of each outer element
/// and merges the results: merge, flatMap and flatMapFirst. A
/// `ReceiverProducer`: its sink and inner observer types, named where the
/// operator is applied (inlinable `flatMap`: the caller's module caches their
/// metadata), are kept and built from for each subscription and each inner
/// observable, rather than looked up in the runtime's cache each time.
@usableFromInline
final class MergeProducer<SourceElement, Inner: ObservableConvertibleType>: ReceiverProducer<Inner.Element> {
    @usableFromInline typealias Sink = MergeSink<SourceElement, Inner, Receiver<Inner.Element>>
    @usableFromInline typealias InnerObserver = MergeInnerObserver<SourceElement, Inner, Receiver<Inner.Element>>

    private let source: Observable<SourceElement>
    private let admission: MergeAdmission
    private let transform: (SourceElement) throws -> Inner
    private let sinkType: Sink.Type
    private let innerObserverType: InnerObserver.Type

    @usableFromInline
    init(
        source: Observable<SourceElement>, admission: MergeAdmission,
        transform: @escaping (SourceElement) throws -> Inner,
        sinkType: Sink.Type, innerObserverType: InnerObserver.Type
    ) {
        self.source = source
        self.admission = admission
        self.transform = transform
        self.sinkType = sinkType
        self.innerObserverType = innerObserverType
    }

    override func runReceiver(_ downstream: Receiver<Inner.Element>) -> SinkBase {
        let sink = sinkType.init(
            admission: admission, transform: transform, innerObserverType: innerObserverType, observer: downstream)
        let subscription = sink.run(source)
        return sink.attach(consume subscription)
    }
}

private final class MergeArrayProducer<Element>: Producer<Element> {
    private let sources: [Observable<Element>]

    init(sources: [Observable<Element>]) { self.sources = sources }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let sink = MergeSink<Observable<Element>, Observable<Element>, Observer>(
            admission: .every, transform: { $0 },
            innerObserverType: MergeInnerObserver<Observable<Element>, Observable<Element>, Observer>.self,
            observer: observer)
        let subscription = sink.run(sources: sources)
        return sink.attach(consume subscription)
    }
}
