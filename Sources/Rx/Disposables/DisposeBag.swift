/// Holds disposables and disposes them all when it is deallocated.
///
/// Keep a bag in the object whose lifetime the subscriptions share; to dispose
/// everything early, replace the bag with a new one.
///
/// ```swift
/// var bag = DisposeBag()
/// Observable.just(1).subscribe(onNext: { print($0) }).disposed(by: bag)
/// bag = DisposeBag() // disposes what the old bag held
/// // 1
/// ```
public final class DisposeBag: DisposeBase {
    @usableFromInline let lock = RecursiveLock()
    // The disposables in insertion order: `fullChunks`, then `disposables`.
    // A big bag grows by starting a new chunk rather than by copying all it
    // holds into a bigger array (and touching twice the memory).
    // Both are only touched under the lock (or in deinit): no run-time
    // exclusivity checks needed.
    @usableFromInline @exclusivity(unchecked) var disposables: [Disposable] = []
    @usableFromInline @exclusivity(unchecked) var fullChunks: [[Disposable]] = []
    @usableFromInline @exclusivity(unchecked) var isDisposed = false

    /// The most disposables a chunk holds.
    @usableFromInline static var chunkCapacity: Int { 1024 }

    public override init() { super.init() }

    /// Adds `disposable`; if the bag is already disposed, disposes it at once.
    public func insert(_ disposable: __owned Disposable) {
        add(disposable)
    }

    /// Adds `disposable`; if the bag is already disposed, disposes it at once.
    ///
    /// Generic and inlinable, for `disposed(by:)`: specialised for the
    /// disposable's type where it is called, the disposable moves into the bag
    /// without being copied (retained) on the way, as it would be when passed
    /// along as an existential `Disposable`.
    @inlinable
    func add<Element: Disposable>(_ disposable: __owned Element) {
        // Boxed once, consuming `disposable`; then moved (taken) into the
        // array rather than copied.
        var boxed: Disposable? = consume disposable
        lock.lock()
        if isDisposed {
            lock.unlock()
            boxed.take()!.dispose()
            return
        }
        if disposables.count == DisposeBag.chunkCapacity { startChunk() }
        disposables.append(boxed.take()!)
        lock.unlock()
    }

    /// Called under the lock when the last chunk is full.
    @usableFromInline
    func startChunk() {
        fullChunks.append(disposables)
        disposables = []
        disposables.reserveCapacity(DisposeBag.chunkCapacity)
    }

    /// Adds each of `disposables`.
    public func insert(_ disposables: Disposable...) {
        insert(disposables)
    }

    /// Adds every element of `disposables`.
    public func insert(_ disposables: [Disposable]) {
        let disposeNow: Bool = lock.performLocked {
            if isDisposed { return true }
            for disposable in disposables { appendUnlocked(disposable) }
            return false
        }
        if disposeNow { disposables.forEach { $0.dispose() } }
    }

    /// Adds the disposables that `builder` lists.
    public func insert(@DisposableBuilder builder: () -> [Disposable]) {
        insert(builder())
    }

    /// Called under the lock (or in an initializer).
    private func appendUnlocked(_ disposable: Disposable) {
        if disposables.count == DisposeBag.chunkCapacity { startChunk() }
        disposables.append(disposable)
    }

    private func dispose() {
        lock.lock()
        let chunks = fullChunks
        let last = disposables
        fullChunks = []
        disposables = []
        isDisposed = true
        lock.unlock()
        for chunk in chunks { DisposeBag.disposeAll(chunk) }
        DisposeBag.disposeAll(last)
    }

    private static func disposeAll(_ disposables: __owned [Disposable]) {
        var disposables = disposables
        let placeholder = Disposables.create()
        disposables.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for index in 0..<buffer.count {
                // Moved out rather than copied (a retain and a release
                // fewer); a no-op takes its place in the array.
                let disposable = (base + index).move()
                (base + index).initialize(to: placeholder)
                disposable.dispose()
            }
        }
    }

    deinit { dispose() }
}

extension DisposeBag {
    /// Builds a bag that already holds `disposables`.
    public convenience init(disposing disposables: Disposable...) {
        self.init(disposing: disposables)
    }

    /// Builds a bag that already holds the disposables `builder` lists.
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init(disposing: builder())
    }

    /// Builds a bag that already holds `disposables`.
    public convenience init(disposing disposables: [Disposable]) {
        self.init()
        for disposable in disposables { appendUnlocked(disposable) }
    }

    /// The result builder of `insert(builder:)`: one disposable per line.
    @resultBuilder
    public struct DisposableBuilder {
        public static func buildBlock(_ disposables: Disposable...) -> [Disposable] { disposables }
    }
}

extension Disposable {
    /// Adds this disposable to `bag`, so that it is disposed with the bag.
    @inlinable
    public __consuming func disposed(by bag: DisposeBag) {
        bag.add(consume self)
    }
}
