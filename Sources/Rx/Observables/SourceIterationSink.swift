/// The machinery shared by `catch(sequence:)`, `retry` and `retry(when:)`:
/// a sink that subscribes to the observables of a sequence one after another,
/// moving to the next one when a subclass calls `moveNext()`.
///
/// Only one source is subscribed at a time; moving on disposes the previous
/// subscription. A `moveNext()` made while another is running (a source that
/// fails as soon as it is subscribed) is queued and runs when that one
/// returns, so that retrying a synchronously failing source loops instead of
/// growing the stack. When the sequence is exhausted the subclass's `done()`
/// runs.
@usableFromInline
class SourceIterationSink<Observer: ObserverType>: ForwardingSink<Observer.Element, Observer> {
    /// The subscription to the current source.
    let subscription = SerialDisposable()

    private var sources: AnyIterator<Observable<Element>>
    private let gate = RecursiveLock.make()
    private var isMoving = false
    private var pendingMoves = 0

    init(sources: AnyIterator<Observable<Element>>, observer: Observer) {
        self.sources = sources
        super.init(observer: observer)
    }

    /// Subscribes to the first source; returns what cancels the iteration.
    func run() -> Disposable {
        moveNext()
        return subscription
    }

    /// Subscribes to the next source, or calls `done()` if there is none.
    final func moveNext() {
        let isFirstMover: Bool = gate.performLocked {
            if isMoving {
                pendingMoves += 1
                return false
            }
            isMoving = true
            return true
        }
        guard isFirstMover else { return }
        repeat {
            subscribeToNextSource()
        } while gate.performLocked({
            if pendingMoves > 0 {
                pendingMoves -= 1
                return true
            }
            isMoving = false
            return false
        })
    }

    private func subscribeToNextSource() {
        if isDisposed { return }
        guard let source = sources.next() else {
            done()
            return
        }
        let current = SingleAssignmentDisposable()
        subscription.disposable = current
        current.setDisposable(subscribe(to: source))
    }

    /// Subscribes this sink (or an observer that reports to it) to `source`.
    func subscribe(to source: Observable<Element>) -> Disposable { rxAbstractMethod() }

    /// Runs when the sequence has no more sources.
    func done() { rxAbstractMethod() }

    override func dispose() {
        super.dispose()
        subscription.dispose()
    }
}
