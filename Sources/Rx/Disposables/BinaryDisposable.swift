import Synchronization

/// Disposes two disposables together, once.
private final class BinaryDisposable: DisposeBase, Cancelable {
    private let disposed = Atomic<Bool>(false)
    // Set in init and cleared only by the one `dispose()` that wins the
    // exchange of `disposed`: accesses never overlap, so the run-time
    // exclusivity checks (on every disposal of a subscription) are left out.
    @exclusivity(unchecked) private var first: Disposable?
    @exclusivity(unchecked) private var second: Disposable?

    init(_ first: __owned Disposable, _ second: __owned Disposable) {
        self.first = consume first
        self.second = consume second
        super.init()
    }

    var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        first?.dispose()
        second?.dispose()
        first = nil
        second = nil
    }
}

extension Disposables {
    /// A disposable that disposes both `disposable1` and `disposable2`.
    ///
    /// Takes its arguments (`__owned`), which the disposable keeps: the
    /// caller's copies are moved in rather than copied and released, a
    /// retain and a release fewer per subscription of `subscribe(onNext:...)`
    /// (a borrowed argument left that to the optimiser, which stopped doing it
    /// when unrelated code changed).
    public static func create(_ disposable1: __owned Disposable, _ disposable2: __owned Disposable) -> Cancelable {
        BinaryDisposable(consume disposable1, consume disposable2)
    }

    /// A disposable that disposes all three.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) -> Cancelable {
        CompositeDisposable(disposable1, disposable2, disposable3)
    }

    /// A disposable that disposes all four and any more given.
    public static func create(
        _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable,
        _ disposables: Disposable...
    ) -> Cancelable {
        CompositeDisposable(disposables: [disposable1, disposable2, disposable3] + disposables)
    }

    /// A disposable that disposes every element of `disposables`.
    public static func create(_ disposables: [Disposable]) -> Cancelable {
        switch disposables.count {
        case 2: return BinaryDisposable(disposables[0], disposables[1])
        default: return CompositeDisposable(disposables: disposables)
        }
    }
}
