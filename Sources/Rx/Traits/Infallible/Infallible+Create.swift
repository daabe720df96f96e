/// What an `Infallible`'s producer sends: an element or completion.
@frozen public enum InfallibleEvent<Element> {
    /// The next element.
    case next(Element)
    /// The sequence finished.
    case completed
}

extension Infallible {
    /// The function an `Infallible`'s producer calls with its events.
    public typealias InfallibleObserver = (InfallibleEvent<Element>) -> Void

    /// Creates an `Infallible` from a subscribe function, which runs for each
    /// subscriber and sends elements and completion to the observer it is
    /// given.
    ///
    /// ```swift
    /// let ticks = Infallible<Int>.create { observer in
    ///     observer(.next(1))
    ///     observer(.completed)
    ///     return Disposables.create()
    /// }
    /// ```
    ///
    /// - Parameter subscribe: Starts the work; returns what cancels it.
    public static func create(subscribe: @escaping (@escaping InfallibleObserver) -> Disposable) -> Infallible<Element> {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .next(let element):
                    observer.onNext(element)
                case .completed:
                    observer.onCompleted()
                }
            }
        }
        return Infallible(source)
    }
}
