#if canImport(ObjectiveC)
    import Foundation

    /// The options of `rx.observe` and `rx.observeWeakly`.
    public struct KeyValueObservingOptions: OptionSet {
        public let rawValue: UInt

        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Emit the current value on subscription.
        public static let initial = KeyValueObservingOptions(rawValue: 1 << 0)
        /// Emit each new value.
        public static let new = KeyValueObservingOptions(rawValue: 1 << 1)

        var foundationOptions: NSKeyValueObservingOptions {
            var options: NSKeyValueObservingOptions = []
            if contains(.initial) { options.insert(.initial) }
            if contains(.new) { options.insert(.new) }
            return options
        }
    }

    // Key-value observing needs the Objective-C runtime: these exist only where
    // it does (Apple platforms), not on Linux.
    extension Reactive where Base: NSObject {
        /// The values of the property at `keyPath` (a KVO key path string), as
        /// key-value observing reports them. With `retainSelf` the observable
        /// (and each subscription) keeps the observed object alive.
        ///
        /// ```swift no-run skip-if=os(Linux)
        /// import Foundation
        ///
        /// final class View: NSObject { @objc dynamic var frame = CGRect.zero }
        /// let view = View()
        /// _ = view.rx.observe(CGRect.self, "frame").subscribe(onNext: { print($0 as Any) })
        /// ```
        public func observe<Element>(
            _ type: Element.Type, _ keyPath: String,
            options: KeyValueObservingOptions = [.new, .initial],
            retainSelf: Bool = true
        ) -> Observable<Element?> {
            // With `retainSelf` the observable itself keeps the object alive.
            let retained: NSObject? = retainSelf ? base : nil
            weak var weakTarget: NSObject? = base
            return Observable.create { observer in
                guard let target = weakTarget ?? retained else {
                    observer.onCompleted()
                    return Disposables.create()
                }
                let kvo = KeyValueObserver(
                    object: target, keyPath: keyPath, options: options.foundationOptions,
                    retainTarget: retainSelf
                ) { value in
                    observer.onNext(value as? Element)
                }
                return Disposables.create { kvo.stop() }
            }
        }

        /// Like `observe(_:_:options:retainSelf:)`, but never retains the
        /// observed object. A subscription made after the object is gone
        /// completes at once; one made before it stops receiving values when the
        /// object goes (unlike RxCocoa it is not completed then: there is no
        /// deallocation hook here).
        public func observeWeakly<Element>(
            _ type: Element.Type, _ keyPath: String,
            options: KeyValueObservingOptions = [.new, .initial]
        ) -> Observable<Element?> {
            observe(type, keyPath, options: options, retainSelf: false)
        }

        /// The values of the property at `keyPath`, through Swift's typed
        /// key-value observing.
        public func observe<Element>(
            _ keyPath: KeyPath<Base, Element>,
            options: NSKeyValueObservingOptions = [.new, .initial]
        ) -> Observable<Element> {
            let target = base
            return Observable.create { observer in
                let observation = target.observe(keyPath, options: options) { object, _ in
                    observer.onNext(object[keyPath: keyPath])
                }
                return Disposables.create { observation.invalidate() }
            }
        }
    }

    /// Registers for KVO on `object` and reports new values until stopped.
    private final class KeyValueObserver: NSObject {
        private weak var weakObject: NSObject?
        private var strongObject: NSObject?
        private let keyPath: String
        private let callback: (Any?) -> Void
        private let lock = RecursiveLock.make()
        private var registered = false

        init(
            object: NSObject, keyPath: String, options: NSKeyValueObservingOptions, retainTarget: Bool,
            callback: @escaping (Any?) -> Void
        ) {
            self.weakObject = object
            self.strongObject = retainTarget ? object : nil
            self.keyPath = keyPath
            self.callback = callback
            super.init()
            object.addObserver(self, forKeyPath: keyPath, options: options, context: nil)
            registered = true
        }

        override func observeValue(
            forKeyPath keyPath: String?, of object: Any?,
            change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?
        ) {
            let value = change?[.newKey]
            callback(value is NSNull ? nil : value)
        }

        func stop() {
            // The registration is removed under the lock (Foundation's call,
            // which takes no Rx lock), so a second stop waits until it is gone.
            lock.performLocked {
                guard registered else { return }
                registered = false
                weakObject?.removeObserver(self, forKeyPath: keyPath, context: nil)
                strongObject = nil
            }
        }
    }
#endif
