extension ObservableType {
    /// Sends the elements (and completion) to `observers`. An error is a
    /// programming mistake: it stops the program in debug builds.
    ///
    /// ```swift
    /// let relay = BehaviorRelay(value: 0)
    /// _ = Observable.of(1, 2).bind(to: relay)
    /// print(relay.value)
    /// // 2
    /// ```
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        subscribe { event in
            observers.forEach { $0.on(event) }
        }
    }

    /// Sends the elements, as optionals, to `observers`.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        map { $0 as Element? }.subscribe { event in
            observers.forEach { $0.on(event) }
        }
    }

    /// Calls `binder` with this sequence.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Calls `binder` with this sequence, then the result with `curriedArgument`.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes `onNext` with `object`, not retaining it; an error stops
    /// the program in debug builds.
    public func bind<Object: AnyObject>(with object: Object, onNext: @escaping (Object, Element) -> Void) -> Disposable {
        subscribe(
            onNext: { [weak object] element in
                guard let object else { return }
                onNext(object, element)
            },
            onError: { error in
                rxFatalErrorInDebug("Binding error: \(error)")
            })
    }

    /// Subscribes `onNext`; an error stops the program in debug builds.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(
            onNext: onNext,
            onError: { error in
                rxFatalErrorInDebug("Binding error: \(error)")
            })
    }
}

extension ObservableType {
    /// Accepts each element into `relays`; an error stops the program in
    /// debug builds, completion is ignored.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        bindAccepting { element in relays.forEach { $0.accept(element) } }
    }

    /// Accepts each element, as an optional, into `relays`.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        bindAccepting { element in relays.forEach { $0.accept(element) } }
    }

    /// Accepts each element into `relays`.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        bindAccepting { element in relays.forEach { $0.accept(element) } }
    }

    /// Accepts each element, as an optional, into `relays`.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        bindAccepting { element in relays.forEach { $0.accept(element) } }
    }

    /// Accepts each element into `relays`.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        bindAccepting { element in relays.forEach { $0.accept(element) } }
    }

    /// Accepts each element, as an optional, into `relays`.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        bindAccepting { element in relays.forEach { $0.accept(element) } }
    }

    private func bindAccepting(_ accept: @escaping (Element) -> Void) -> Disposable {
        subscribe { event in
            switch event {
            case .next(let element):
                accept(element)
            case .error(let error):
                rxFatalErrorInDebug("Binding error to relay: \(error)")
            case .completed:
                break
            }
        }
    }
}
