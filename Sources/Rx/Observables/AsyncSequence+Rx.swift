extension ObservableConvertibleType {
    /// The elements of this sequence as an `AsyncThrowingStream`: reading
    /// the property subscribes (the stream buffers what arrives before it is
    /// iterated), the source's error is thrown, and ending the iteration
    /// early disposes the subscription. When the iterating task is
    /// cancelled, the iteration delivers what was already buffered and then
    /// throws `CancellationError`, even if the source never emits.
    ///
    /// ```swift
    /// for try await value in Observable.of(1, 2).values {
    ///     print(value)
    /// }
    /// // 1
    /// // 2
    /// ```
    public var values: AsyncThrowingStream<Element, Swift.Error> {
        AsyncThrowingStream<Element, Swift.Error> { continuation in
            let disposable = asObservable().subscribe(
                onNext: { continuation.yield($0) },
                onError: { continuation.finish(throwing: $0) },
                onCompleted: { continuation.finish() })
            let box = UncheckedBox(disposable)
            continuation.onTermination = { termination in
                // The stream calls this before it ends a cancelled
                // iteration; finishing with an error here makes that
                // iteration throw it instead of ending quietly.
                if case .cancelled = termination { continuation.finish(throwing: CancellationError()) }
                box.value.dispose()
            }
        }
    }
}

extension AsyncSequence {
    /// An `Observable` that iterates this async sequence in a `Task` for each
    /// subscriber. Disposing the subscription cancels the task; a
    /// `CancellationError` completes the observable.
    ///
    /// ```swift
    /// let stream = AsyncStream<Int> { $0.yield(1); $0.yield(2); $0.finish() }
    /// _ = stream.asObservable().subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// ```
    ///
    /// - Parameter priority: The priority of the iterating task.
    public func asObservable(priority: TaskPriority? = nil) -> Observable<Element> {
        let sequence = UncheckedBox(self)
        return Observable.create { observer in
            let box = UncheckedBox(observer)
            let task = Task(priority: priority) {
                do {
                    for try await value in sequence.value {
                        box.value.onNext(value)
                    }
                    box.value.onCompleted()
                } catch is CancellationError {
                    box.value.onCompleted()
                } catch {
                    box.value.onError(error)
                }
            }
            return Disposables.create { task.cancel() }
        }
    }
}
