/// A type that receives the events of an observable sequence.
public protocol ObserverType {
    /// The type of the elements the observer receives.
    associatedtype Element

    /// Delivers an event to the observer.
    func on(_ event: Event<Element>)

    /// Delivers a next `element`: what `on(.next(element))` does, which is
    /// what the default implementation calls. Rx's own observers (its
    /// operators' sinks, subjects, `subscribe(onNext:)`'s observer) implement
    /// it to take the element without an `Event`, whose construction costs a
    /// type-metadata lookup in generic code. A requirement rather than a
    /// cast, so that a sink knows how to hand elements downstream without
    /// asking the type of its observer at run time. Not part of RxSwift's
    /// API (hence the underscore): an observer of yours needs no
    /// implementation of it.
    func _receiveNext(_ element: Element)
}

extension ObserverType {
    /// Delivers a next `element` as `on(.next(element))`; see the requirement.
    @inlinable public func _receiveNext(_ element: Element) { on(.next(element)) }
}

extension ObserverType {
    /// Delivers a `next` event.
    @inlinable public func onNext(_ element: Element) { on(.next(element)) }

    /// Delivers the `completed` event.
    @inlinable public func onCompleted() { on(.completed) }

    /// Delivers an `error` event.
    @inlinable public func onError(_ error: Swift.Error) { on(.error(error)) }
}
