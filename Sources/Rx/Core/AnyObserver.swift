/// A type-erased observer: forwards each event to a closure or to another
/// observer.
public struct AnyObserver<Element>: ObserverType {
    /// The closure that receives every event.
    public typealias EventHandler = (Event<Element>) -> Void

    private let observer: EventHandler

    /// An observer that calls `eventHandler` for every event.
    public init(eventHandler: @escaping EventHandler) {
        self.observer = eventHandler
    }

    /// An observer that forwards every event to `observer`.
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        self.observer = observer.on
    }

    public func on(_ event: Event<Element>) { observer(event) }

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
