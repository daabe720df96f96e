/// The scheduler on which `Driver` and `Signal` deliver: a main scheduler,
/// unless a test replaces it with `mock`.
///
/// By default each call of `make()` (each Driver or Signal operator that
/// schedules) makes a new `MainScheduler()`, not the shared
/// `MainScheduler.instance`. A main scheduler runs an action at once on the
/// main thread unless it is already running one of its own; with a scheduler
/// of its own, a Driver subscribed while another Driver delivers on the
/// main thread delivers at once, inside that delivery.
public enum SharingScheduler {
    private static let lock = RecursiveLock.make()
    private static var makeScheduler: () -> SchedulerType = { MainScheduler() }

    /// Makes the scheduler `Driver` and `Signal` deliver on now.
    public static var make: () -> SchedulerType {
        lock.performLocked { makeScheduler }
    }

    /// Runs `action` with `scheduler` as the sharing scheduler, then
    /// restores the previous one. Meant for tests:
    ///
    /// ```swift
    /// import RxTesting
    ///
    /// let scheduler = TestScheduler(initialClock: 0)
    /// SharingScheduler.mock(scheduler: scheduler) {
    ///     let driver = Observable.just(1).asDriver(onErrorJustReturn: -1) // delivers on `scheduler`
    ///     _ = driver.drive(onNext: { print($0) })
    /// }
    /// scheduler.start()
    /// // 1
    /// ```
    public static func mock(scheduler: SchedulerType, action: () throws -> Void) rethrows {
        try mock(makeScheduler: { scheduler }, action: action)
    }

    /// Runs `action` with schedulers from `makeScheduler`, then restores the
    /// previous maker.
    public static func mock(makeScheduler: @escaping () -> SchedulerType, action: () throws -> Void) rethrows {
        let original = make
        lock.performLocked { self.makeScheduler = makeScheduler }
        defer { lock.performLocked { self.makeScheduler = original } }
        try action()
        _forceCompilerToStopDoingInsaneOptimizationsThatBreakCode(makeScheduler)
    }
}

/// Keeps `value` alive to this point (RxCocoa has it to defeat an optimiser
/// bug in `mock`).
@inline(never)
func _forceCompilerToStopDoingInsaneOptimizationsThatBreakCode(_ value: () -> SchedulerType) {
    _ = value
}
