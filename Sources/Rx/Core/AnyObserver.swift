/// A type-erased observer: forwards each event to a closure or to another
/// observer.
public struct AnyObserver<Element>: ObserverType {
    /// The closure that receives every event.
    public typealias EventHandler = (Event<Element>) -> Void

    /// Where the events go: a closure, or one of Rx's receivers (create's
    /// sink), held as a class reference, without a closure context allocated
    /// to capture it for each subscription. Two optional fields rather than
    /// an enum: taking a closure out of an enum's payload retains and
    /// releases its context on every event.
    private let handler: EventHandler?
    private let receiver: Receiver<Element>?

    /// An observer that calls `eventHandler` for every event.
    public init(eventHandler: @escaping EventHandler) {
        self.handler = eventHandler
        self.receiver = nil
    }

    /// An observer that forwards every event to `observer`.
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        self.handler = observer.on
        self.receiver = nil
    }

    /// An observer that forwards every event to `receiver`.
    init(receiver: Receiver<Element>) {
        self.handler = nil
        self.receiver = receiver
    }

    public func on(_ event: Event<Element>) {
        if let receiver {
            receiver.on(event)
        } else {
            handler?(event)
        }
    }

    // create's observer (`onNext`, `onCompleted`, `onError` call these):
    // hands the event to its receiver without making an `Event`, which in
    // this unspecialised code costs a metadata lookup.

    public func _receiveNext(_ element: Element) {
        if let receiver {
            receiver._receiveNext(element)
        } else {
            handler?(.next(element))
        }
    }

    public func _receiveCompleted() {
        if let receiver {
            receiver._receiveCompleted()
        } else {
            handler?(.completed)
        }
    }

    public func _receiveError(_ error: Swift.Error) {
        if let receiver {
            receiver._receiveError(error)
        } else {
            handler?(.error(error))
        }
    }

    /// Returns itself.
    public func asObserver() -> AnyObserver<Element> { self }
}

extension ObserverType {
    /// This observer, type-erased.
    public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }

    /// An observer of `Result` values that transforms each with `transform`
    /// and forwards it here; a throwing transform forwards an error.
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver { event in self.on(event.map(transform)) }
    }
}
