/// A resource that can be released: a subscription, a scheduled action.
public protocol Disposable {
    /// Releases the resource. Calling it again does nothing.
    func dispose()
}

/// A disposable that can tell whether it was disposed.
public protocol Cancelable: Disposable {
    /// Whether `dispose()` has been called.
    var isDisposed: Bool { get }
}

/// The base class of the library's disposables; counts them as resources
/// when tracing is on.
public class DisposeBase {
    public init() {
        #if TRACE_RESOURCES
            _ = Resources.incrementTotal()
        #endif
    }

    deinit {
        #if TRACE_RESOURCES
            _ = Resources.decrementTotal()
        #endif
    }
}

/// A namespace for creating disposables.
public enum Disposables {}
