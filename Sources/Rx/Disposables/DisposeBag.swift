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
    /// A plain lock rather than a `RecursiveLock`: the bag never calls
    /// anything while holding it (it only appends and takes its disposables
    /// out), so it needs no recursion and no disposals after unlocking.
    @usableFromInline let lock = PlainLock()
    /// What the bag holds; only touched under `lock`.
    @usableFromInline @exclusivity(unchecked) var contents = Contents()

    public override init() { super.init() }

    /// The disposables in insertion order (`fullChunks`, then `last`), and
    /// whether the bag was disposed.
    @usableFromInline
    struct Contents: ~Copyable {
        // A big bag grows by starting a new chunk rather than by copying all
        // it holds into a bigger array (and touching twice the memory).
        // (Chunks under 1 KiB, which glibc serves without consolidating its
        // free lists, cut the instructions per disposable by a sixth but
        // added an allocation per 24 disposables, and measured no faster.)
        @usableFromInline var last: [Disposable] = []
        @usableFromInline var fullChunks: [[Disposable]] = []
        @usableFromInline var isDisposed = false

        @usableFromInline init() {}

        /// The most disposables a chunk holds.
        @usableFromInline static var chunkCapacity: Int { 1024 }

        @inlinable
        mutating func append(_ disposable: Disposable) {
            if last.count == Contents.chunkCapacity { startChunk() }
            last.append(disposable)
        }

        /// Called when the last chunk is full.
        @usableFromInline
        mutating func startChunk() {
            fullChunks.append(last)
            last = []
            last.reserveCapacity(Contents.chunkCapacity)
        }
    }

    /// Adds `disposable`; if the bag is already disposed, disposes it at once.
    public func insert(_ disposable: __owned Disposable) {
        add(disposable)
    }

    /// Adds `disposable`; if the bag is already disposed, disposes it at once.
    ///
    /// Generic and inlinable, for `disposed(by:)`: specialised for the
    /// disposable's type where it is called.
    @inlinable
    func add<Element: Disposable>(_ disposable: __owned Element) {
        // Boxed once, then moved into the bag: an empty placeholder is
        // appended and swapped with the box (copying the box would cost a
        // retain and value-witness calls; an `Optional` box taken in the
        // closure costs more, handled through value witnesses).
        var boxed: Disposable = disposable
        let accepted: Bool = lock.performLocked {
            if contents.isDisposed { return false }
            contents.append(DisposeBag.Placeholder())
            contents.last.withUnsafeMutableBufferPointer { buffer in
                swap(&buffer[buffer.count - 1], &boxed)
            }
            return true
        }
        // A bag already disposed disposes it now, outside the lock.
        if !accepted { boxed.dispose() }
    }

    /// What `add` appends and swaps with the disposable it adds: a value
    /// that is not reference counted.
    @usableFromInline
    struct Placeholder: Disposable {
        @inlinable init() {}
        @inlinable func dispose() {}
    }

    /// Adds each of `disposables`.
    public func insert(_ disposables: Disposable...) {
        insert(disposables)
    }

    /// Adds every element of `disposables`.
    public func insert(_ disposables: [Disposable]) {
        let accepted: Bool = lock.performLocked {
            if contents.isDisposed { return false }
            for disposable in disposables { contents.append(disposable) }
            return true
        }
        if !accepted { disposables.forEach { $0.dispose() } }
    }

    /// Adds the disposables that `builder` lists.
    public func insert(@DisposableBuilder builder: () -> [Disposable]) {
        insert(builder())
    }

    /// Takes everything out under the lock, then disposes it in insertion
    /// order after releasing it (LOCKS.md).
    private func dispose() {
        let (chunks, last) = lock.performLocked {
            let taken = (contents.fullChunks, contents.last)
            contents.fullChunks = []
            contents.last = []
            contents.isDisposed = true
            return taken
        }
        for chunk in chunks { DisposeBag.disposeAll(chunk) }
        DisposeBag.disposeAll(last)
    }

    /// Disposes each of `disposables` in order, then lets the array go
    /// (which releases them).
    private static func disposeAll(_ disposables: __owned [Disposable]) {
        // Each is moved out of the buffer, disposed and moved back: iterating
        // the array, or calling `dispose()` on an element in place
        // (`buffer[index]`, `pointee`), copies the element (a retain and a
        // release, and the copy's value witnesses: 55 instructions per
        // disposable, subscribe-cost.sh's dispose-bag-1000). The array still
        // holds them all until they are all disposed, as before.
        var disposables = disposables
        disposables.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for index in buffer.indices {
                let disposable = (base + index).move()
                disposable.dispose()
                (base + index).initialize(to: disposable)
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
        insert(disposables)
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
