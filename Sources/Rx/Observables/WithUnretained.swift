extension ObservableType {
    /// Combines each element with `obj`, which the sequence holds only weakly.
    ///
    /// While `obj` is alive, each element becomes `resultSelector(obj, element)`.
    /// The first element that arrives after `obj` has been deallocated ends
    /// the sequence: the result completes and the source is disposed. Errors
    /// and completion pass through unchanged. Use it to reach `self` in a
    /// subscription without a retain cycle and without `[weak self]`.
    ///
    /// - Parameters:
    ///   - obj: The object to pass along with each element; not retained.
    ///   - resultSelector: Combines `obj` and an element.
    /// - Returns: An observable of the combined values.
    ///
    /// ```swift
    /// final class Counter { var step = 10 }
    /// let counter = Counter()
    /// _ = Observable.of(1, 2)
    ///     .withUnretained(counter) { counter, n in n * counter.step }
    ///     .subscribe { print($0) }
    /// // next(10)
    /// // next(20)
    /// // completed
    /// ```
    @inlinable
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object,
        resultSelector: @escaping (Object, Element) -> Out
    ) -> Observable<Out> {
        // Inlinable, as `map` is: the sink's type is found here.
        OneSourceProducer<Element, Out, WithUnretainedSink<Object, Element, Out>>(
            source: asObservable(), parameters: .init(object: obj, resultSelector: resultSelector))
    }

    /// Pairs each element with `obj`, which the sequence holds only weakly.
    ///
    /// While `obj` is alive, each element becomes the tuple `(obj, element)`;
    /// the first element after `obj` is gone completes the sequence.
    ///
    /// - Parameter obj: The object to pair with each element; not retained.
    /// - Returns: An observable of `(obj, element)` tuples.
    ///
    /// ```swift
    /// final class Screen { let title = "Home" }
    /// let screen = Screen()
    /// _ = Observable.of(1, 2)
    ///     .withUnretained(screen)
    ///     .subscribe(onNext: { screen, n in print(screen.title, n) })
    /// // Home 1
    /// // Home 2
    /// ```
    @inlinable
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Observable<(Object, Element)> {
        withUnretained(obj) { ($0, $1) }
    }
}

@usableFromInline
final class WithUnretainedSink<Object: AnyObject, SourceElement, Out>: ForwardingSink<SourceElement, Receiver<Out>>,
    OneSourceSink
{
    @usableFromInline typealias ResultSelector = (Object, SourceElement) -> Out

    /// The object, held weakly by the producer as by each sink, and the
    /// selector (in a struct, see `OneSourceSink`).
    @usableFromInline
    struct Parameters {
        weak var object: Object?
        let resultSelector: ResultSelector

        @usableFromInline
        init(object: Object, resultSelector: @escaping ResultSelector) {
            self.object = object
            self.resultSelector = resultSelector
        }
    }

    private weak var object: Object?
    private let resultSelector: ResultSelector

    @usableFromInline
    init(parameters: Parameters, observer: Receiver<Out>) {
        self.object = parameters.object
        self.resultSelector = parameters.resultSelector
        super.init(observer: observer)
    }

    override func _receiveNext(_ element: SourceElement) {
        guard let object else {
            forwardCompletedAndDispose()
            return
        }
        forwardNext(resultSelector(object, element))
    }
}
