extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A `Single` that runs `work` in a `Task` for each subscriber and
    /// succeeds with its result or fails with its error. Disposing the
    /// subscription cancels the task.
    ///
    /// ```swift
    /// let greeting = Single<String>.create { try await Task.sleep(nanoseconds: 1_000); return "hello" }
    /// ```
    ///
    /// - Parameters:
    ///   - detached: Run the work in a detached task.
    ///   - priority: The priority of the task.
    ///   - work: The asynchronous work.
    public static func create(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        work: @Sendable @escaping () async throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        .create { (observer: @escaping SingleObserver) -> Disposable in
            let box = UncheckedBox(observer)
            let operation: @Sendable () async -> Void = {
                do {
                    let element = try await work()
                    box.value(.success(element))
                } catch {
                    box.value(.failure(error))
                }
            }
            let task =
                detached
                ? Task.detached(priority: priority, operation: operation)
                : Task(priority: priority, operation: operation)
            return Disposables.create { task.cancel() }
        }
    }

    /// The element of this `Single`, awaited; throws its error. Cancelling
    /// the awaiting task disposes the subscription and throws
    /// `CancellationError`.
    ///
    /// ```swift
    /// let answer = try await Single.just(42).value
    /// print(answer)
    /// // 42
    /// ```
    public var value: Element {
        get async throws {
            try await awaitOneEvent { resume in
                subscribe(onSuccess: { resume(.success($0)) }, onFailure: { resume(.failure($0)) })
            }
        }
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The element of this `Maybe`, awaited, or `nil` if it completes empty;
    /// throws its error.
    public var value: Element? {
        get async throws {
            try await awaitOneEvent { resume in
                subscribe(
                    onSuccess: { resume(.success($0)) },
                    onError: { resume(.failure($0)) },
                    onCompleted: { resume(.success(nil)) })
            }
        }
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Waits for this `Completable` to complete; throws its error.
    ///
    /// ```swift
    /// try await Completable.empty().value
    /// print("completed")
    /// // completed
    /// ```
    public var value: Void {
        get async throws {
            try await awaitOneEvent { resume in
                subscribe(onCompleted: { resume(.success(())) }, onError: { resume(.failure($0)) })
            }
        }
    }
}

/// Subscribes with `subscribe` and suspends until it reports its one result.
///
/// As in RxSwift, the subscription is made even when the task is already
/// cancelled, so a source that finishes synchronously returns its result;
/// cancelling the task disposes the subscription. A cancelled wait that the
/// source has not answered by then throws `CancellationError` (where RxSwift
/// leaves the task suspended for ever).
func awaitOneEvent<Value>(
    _ subscribe: (@escaping (Result<Value, Swift.Error>) -> Void) -> Disposable
) async throws -> Value {
    let state = OneShotContinuation<Value>()
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value, Swift.Error>) in
            state.start(continuation)
            let subscription = subscribe { result in state.resume(with: result) }
            state.subscribed(subscription)
        }
    } onCancel: {
        state.cancel()
    }
}

/// A continuation resumed at most once, and the subscription that feeds it,
/// disposed when it resumes or the task is cancelled. The lock guards the
/// fields only; resuming and disposing happen after it is released.
private final class OneShotContinuation<Value>: @unchecked Sendable {
    private let lock = RecursiveLock.make()
    // Under the lock (no run-time exclusivity checks: LOCKS.md).
    @exclusivity(unchecked) private var continuation: CheckedContinuation<Value, Swift.Error>?
    @exclusivity(unchecked) private var finished = false
    @exclusivity(unchecked) private var cancelled = false
    @exclusivity(unchecked) private var isSubscribed = false
    @exclusivity(unchecked) private var subscription: Disposable?

    func start(_ continuation: CheckedContinuation<Value, Swift.Error>) {
        lock.performLocked { self.continuation = continuation }
    }

    /// The source's result; the first one wins.
    func resume(with result: Result<Value, Swift.Error>) {
        let (continuation, subscription) = lock.performLocked { () -> (CheckedContinuation<Value, Swift.Error>?, Disposable?) in
            if finished { return (nil, nil) }
            finished = true
            defer { self.continuation = nil; self.subscription = nil }
            return (self.continuation, self.subscription)
        }
        continuation?.resume(with: result)
        subscription?.dispose()
    }

    /// `subscribe` returned: keep the subscription, or dispose it if the wait
    /// is already over, and end a cancelled wait the source did not answer.
    func subscribed(_ subscription: Disposable) {
        let (dispose, continuation) = lock.performLocked { () -> (Bool, CheckedContinuation<Value, Swift.Error>?) in
            isSubscribed = true
            if finished { return (true, nil) }
            if cancelled {
                finished = true
                defer { self.continuation = nil }
                return (true, self.continuation)
            }
            self.subscription = subscription
            return (false, nil)
        }
        if dispose { subscription.dispose() }
        continuation?.resume(throwing: CancellationError())
    }

    /// The task was cancelled: dispose the subscription, if it is made.
    func cancel() {
        let (subscription, continuation) = lock.performLocked { () -> (Disposable?, CheckedContinuation<Value, Swift.Error>?) in
            cancelled = true
            guard isSubscribed, !finished else { return (nil, nil) }
            finished = true
            defer { self.continuation = nil; self.subscription = nil }
            return (self.subscription, self.continuation)
        }
        subscription?.dispose()
        continuation?.resume(throwing: CancellationError())
    }
}
