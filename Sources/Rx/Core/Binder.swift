import Foundation

/// An observer that binds elements to a target without retaining it, on a
/// scheduler (the main scheduler by default). It ignores completion; an error
/// is a programming mistake and stops the program in debug builds.
public struct Binder<Value>: ObserverType {
    public typealias Element = Value

    private let binding: (Event<Value>) -> Void

    /// Binds each element to `target` with `binding`, on `scheduler`.
    public init<Target: AnyObject>(
        _ target: Target,
        scheduler: ImmediateSchedulerType = MainScheduler(),
        binding: @escaping (Target, Value) -> Void
    ) {
        weak let weakTarget = target
        self.binding = { event in
            switch event {
            case .next(let element):
                _ = scheduler.schedule(element) { element in
                    if let target = weakTarget { binding(target, element) }
                    return Disposables.create()
                }
            case .error(let error):
                rxFatalErrorInDebug("Binding error: \(error)")
            case .completed:
                break
            }
        }
    }

    public func on(_ event: Event<Value>) { binding(event) }

    public func asObserver() -> AnyObserver<Value> { AnyObserver(eventHandler: on) }
}
