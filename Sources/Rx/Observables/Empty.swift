extension ObservableType {
    /// An observable that completes at once, with no elements.
    public static func empty() -> Observable<Element> { EmptyObservable() }

    /// An observable that never emits anything and never terminates.
    public static func never() -> Observable<Element> { NeverObservable() }

    /// An observable that fails at once with `error`.
    public static func error(_ error: Swift.Error) -> Observable<Element> { ErrorObservable(error: error) }
}

private final class EmptyObservable<Element>: Observable<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        observer._receiveCompleted()
        return Disposables.create()
    }

    override func sendEventsAtOnce(_ receive: (Element) -> Void) -> EventsSentAtOnce { .completed }

    override var sendsEventsAtOnce: Bool { true }
}

private final class NeverObservable<Element>: Observable<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        Disposables.create()
    }
}

private final class ErrorObservable<Element>: Observable<Element> {
    private let error: Swift.Error

    init(error: Swift.Error) { self.error = error }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        observer._receiveError(error)
        return Disposables.create()
    }

    override func sendEventsAtOnce(_ receive: (Element) -> Void) -> EventsSentAtOnce { .failed(error) }

    override var sendsEventsAtOnce: Bool { true }
}
