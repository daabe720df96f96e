import Synchronization

/// An observer that stops after the first terminal event.
@usableFromInline
class ObserverBase<Element>: Disposable, ObserverType {
    @usableFromInline let stopped = Atomic<Bool>(false)

    @usableFromInline init() {}

    @usableFromInline func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if !stopped.load(ordering: .acquiring) { onCore(event) }
        case .error, .completed:
            if !stopped.exchange(true, ordering: .acquiringAndReleasing) { onCore(event) }
        }
    }

    @usableFromInline func onCore(_ event: Event<Element>) { rxAbstractMethod() }

    /// `on(.next(element))`; subclasses override it to skip the `Event`.
    /// (Declared here, not left to `ObserverType`'s default implementation,
    /// so that the subclasses' overrides are what the conformance calls.)
    @usableFromInline func _receiveNext(_ element: Element) { on(.next(element)) }

    @usableFromInline func dispose() { stopped.store(true, ordering: .releasing) }

    /// Whether a terminal event arrived or the observer was disposed.
    @inlinable final var isStopped: Bool { stopped.load(ordering: .acquiring) }
}

/// An observer that calls a closure for each event until a terminal one.
final class AnonymousObserver<Element>: ObserverBase<Element> {
    typealias EventHandler = (Event<Element>) -> Void

    private let eventHandler: EventHandler
    /// Handles next elements without an `Event`, when given: it must do what
    /// `eventHandler(.next(element))` does.
    private let elementHandler: ((Element) -> Void)?

    init(elementHandler: ((Element) -> Void)? = nil, _ eventHandler: @escaping EventHandler) {
        #if TRACE_RESOURCES
            _ = Resources.incrementTotal()
        #endif
        self.eventHandler = eventHandler
        self.elementHandler = elementHandler
    }

    override func onCore(_ event: Event<Element>) { eventHandler(event) }

    override func _receiveNext(_ element: Element) {
        if isStopped { return }
        // Called by optional chaining on the stored property: binding it
        // with `if let` (or unwrapping it) copies the closure, a retain and a
        // release per element. The chain yields nil when there is no handler.
        if elementHandler?(element) == nil { handleNextEvent(element) }
    }

    /// `eventHandler(.next(element))`, out of line: naming `Event<Element>`
    /// in unspecialised code costs a metadata lookup per call.
    @inline(never)
    private func handleNextEvent(_ element: Element) { eventHandler(.next(element)) }

    #if TRACE_RESOURCES
        deinit { _ = Resources.decrementTotal() }
    #endif
}
