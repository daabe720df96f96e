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

    /// Delivers the `completed` event: what `on(.completed)` does, which is
    /// what the default implementation calls. Like `_receiveNext`, it lets
    /// Rx's own observers take the event without an `Event` value: in generic
    /// code, making or switching over an `Event<Element>` looks up its type
    /// metadata (some 300 instructions each time). Not part of RxSwift's API.
    func _receiveCompleted()

    /// Delivers an `error` event: what `on(.error(error))` does, which is what
    /// the default implementation calls; see `_receiveCompleted()`.
    func _receiveError(_ error: Swift.Error)
}

extension ObserverType {
    /// Delivers a next `element` as `on(.next(element))`; see the requirement.
    @inlinable public func _receiveNext(_ element: Element) { on(.next(element)) }

    /// Delivers the `completed` event as `on(.completed)`; see the requirement.
    @inlinable public func _receiveCompleted() { on(.completed) }

    /// Delivers an `error` event as `on(.error(error))`; see the requirement.
    @inlinable public func _receiveError(_ error: Swift.Error) { on(.error(error)) }
}

extension ObserverType {
    /// Delivers a `next` event.
    @inlinable public func onNext(_ element: Element) { _receiveNext(element) }

    /// Delivers the `completed` event.
    @inlinable public func onCompleted() { _receiveCompleted() }

    /// Delivers an `error` event.
    @inlinable public func onError(_ error: Swift.Error) { _receiveError(error) }
}

extension ObserverType {
    /// Hands `event` to `_receiveNext`, `_receiveError` or
    /// `_receiveCompleted`: the `on(_:)` of an observer of Rx's whose
    /// underscored methods do the work.
    @inline(__always)
    func receiveSplit(_ event: Event<Element>) {
        switch event {
        case .next(let element): _receiveNext(element)
        case .error(let error): _receiveError(error)
        case .completed: _receiveCompleted()
        }
    }
}
