import Synchronization

/// Stands between a subject (or `share`) and a new subscriber while the
/// subscriber is being sent what is replayed to it, so that the replay runs
/// after the subject's lock is released (LOCKS.md) and still comes first.
///
/// The subject inserts the gate among its observers and takes a copy of what
/// to replay under its lock, then calls `replay(_:)` after releasing it. Live
/// events that reach the gate before the replay is over wait in a queue and
/// are sent, in order, by the replaying thread right after it; from then on
/// the gate passes events straight through. The subscriber never receives
/// two events at once: while the gate is open only the subject's (serial)
/// senders reach it, and before that only the replaying thread sends.
final class ReplayGate<Observer: ObserverType>: ObserverType, @unchecked Sendable {
    typealias Element = Observer.Element

    private let observer: Observer
    /// Set once the replay and the events queued meanwhile are all sent.
    private let isOpen = Atomic<Bool>(false)
    private let lock = PlainLock()
    /// Live events that arrived before the gate opened, nil while there is
    /// none; only touched under `lock`. Optional, so that a gate that never
    /// queues (most) never names an `[Event<Element>]`: in unspecialised code
    /// a call on one looks up `Event<Element>`'s metadata first, while testing
    /// the optional for nil does not.
    @exclusivity(unchecked) private var queue: [Event<Element>]?

    init(_ observer: Observer) { self.observer = observer }

    func on(_ event: Event<Element>) {
        if isOpen.load(ordering: .acquiring) {
            observer.on(event)
            return
        }
        let queued: Bool = lock.performLocked {
            // Opened meanwhile: the replaying thread has finished.
            if isOpen.load(ordering: .acquiring) { return false }
            var queued = queue.take() ?? []
            queued.append(event)
            queue = queued
            return true
        }
        if !queued { observer.on(event) }
    }

    /// A next element, passed straight to the subscriber's element path once
    /// the gate is open (what `on(.next(element))` does): subscribers to a
    /// BehaviorSubject, a ReplaySubject or share(replay:) stay behind their
    /// gate for the whole subscription.
    func _receiveNext(_ element: Element) {
        if isOpen.load(ordering: .acquiring) {
            observer._receiveNext(element)
            return
        }
        queueNext(element)
    }

    /// `on(.next(element))`, out of line: naming `Event<Element>` in
    /// unspecialised code costs a metadata lookup per call.
    @inline(never)
    private func queueNext(_ element: Element) { on(.next(element)) }

    /// Sends `element`, then the live events that arrived meanwhile, and
    /// opens the gate. Called once, without holding the subject's lock.
    func replay(_ element: Element) {
        observer._receiveNext(element)
        openAfterSendingQueued()
    }

    /// Sends the `count` elements at `elements` (moving each out, then
    /// deallocating the storage), then the live events that arrived
    /// meanwhile, and opens the gate. Called once, without holding the
    /// subject's lock. No iterator and no `Event` per element: each would be
    /// a metadata lookup in unspecialised code.
    func replay(moving elements: UnsafeMutablePointer<Element>, count: Int) {
        var index = 0
        while index < count {
            observer._receiveNext((elements + index).move())
            index &+= 1
        }
        elements.deallocate()
        openAfterSendingQueued()
    }

    /// Sends the live events that arrived during the replay, in order, until
    /// none is left, then opens the gate (under `lock`, so that no event is
    /// queued after the last look).
    private func openAfterSendingQueued() {
        while true {
            var open = false
            lock.performLocked {
                if queue == nil {
                    isOpen.store(true, ordering: .releasing)
                    open = true
                }
            }
            if open { return }
            sendQueued()
        }
    }

    /// Takes the queued events under `lock` and sends them; out of line, so
    /// that the path with nothing queued names no `[Event<Element>]`.
    @inline(never)
    private func sendQueued() {
        var pending: [Event<Element>]?
        lock.performLocked {
            pending = queue.take()
        }
        for event in pending ?? [] { observer.on(event) }
    }
}
