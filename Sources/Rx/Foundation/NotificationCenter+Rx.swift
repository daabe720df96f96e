import Foundation

#if !canImport(ObjectiveC)
    // In the Foundation of the Linux toolchain NotificationCenter is not an
    // NSObject, so it does not get `.rx` from NSObject's conformance.
    extension NotificationCenter: ReactiveCompatible {}
#endif

extension Reactive where Base: NotificationCenter {
    /// An observable of the notifications named `name` (any name if `nil`)
    /// posted by `object` (any object if `nil`). Subscribing adds an
    /// observer to the center; disposing removes it. It never completes.
    ///
    /// ```swift
    /// import Foundation
    ///
    /// let name = Notification.Name("ping")
    /// let subscription = NotificationCenter.default.rx.notification(name)
    ///     .subscribe(onNext: { print($0.name.rawValue) })
    /// NotificationCenter.default.post(name: name, object: nil)
    /// subscription.dispose()
    /// // ping
    /// ```
    public func notification(_ name: Notification.Name?, object: AnyObject? = nil) -> Observable<Notification> {
        let center = base
        return Observable.create { [weak object] observer in
            let token = center.addObserver(forName: name, object: object, queue: nil) { notification in
                observer.on(.next(notification))
            }
            return Disposables.create { center.removeObserver(token) }
        }
    }
}
