/// Holds disposables and disposes them all when it is deallocated.
///
/// Keep a bag in the object whose lifetime the subscriptions share; to dispose
/// everything early, replace the bag with a new one.
///
/// ```swift
/// var bag = DisposeBag()
/// Observable.just(1).subscribe(onNext: { print($0) }).disposed(by: bag)
/// bag = DisposeBag() // disposes what the old bag held
/// ```
public final class DisposeBag: DisposeBase {
    private let lock = SpinLock()
    private var disposables: [Disposable] = []
    private var isDisposed = false

    public override init() { super.init() }

    /// Adds `disposable`; if the bag is already disposed, disposes it at once.
    public func insert(_ disposable: Disposable) {
        lock.lock()
        if isDisposed {
            lock.unlock()
            disposable.dispose()
            return
        }
        disposables.append(disposable)
        lock.unlock()
    }

    /// Adds each of `disposables`.
    public func insert(_ disposables: Disposable...) {
        insert(disposables)
    }

    /// Adds every element of `disposables`.
    public func insert(_ disposables: [Disposable]) {
        let disposeNow: Bool = lock.performLocked {
            if isDisposed { return true }
            self.disposables.append(contentsOf: disposables)
            return false
        }
        if disposeNow { disposables.forEach { $0.dispose() } }
    }

    /// Adds the disposables that `builder` lists.
    public func insert(@DisposableBuilder builder: () -> [Disposable]) {
        insert(builder())
    }

    private func dispose() {
        let toDispose: [Disposable] = lock.performLocked {
            let current = disposables
            disposables.removeAll(keepingCapacity: false)
            isDisposed = true
            return current
        }
        for disposable in toDispose { disposable.dispose() }
    }

    deinit { dispose() }
}

extension DisposeBag {
    /// Builds a bag that already holds `disposables`.
    public convenience init(disposing disposables: Disposable...) {
        self.init()
        self.disposables += disposables
    }

    /// Builds a bag that already holds the disposables `builder` lists.
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init(disposing: builder())
    }

    /// Builds a bag that already holds `disposables`.
    public convenience init(disposing disposables: [Disposable]) {
        self.init()
        self.disposables += disposables
    }

    /// The result builder of `insert(builder:)`: one disposable per line.
    @resultBuilder
    public struct DisposableBuilder {
        public static func buildBlock(_ disposables: Disposable...) -> [Disposable] { disposables }
    }
}

extension Disposable {
    /// Adds this disposable to `bag`, so that it is disposed with the bag.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
