import Rx

/// A resource that runs an action when disposed.
final class DisposeAction: Disposable {
    private let action: () -> Void
    init(_ action: @escaping () -> Void) { self.action = action }
    func dispose() { action() }
}
