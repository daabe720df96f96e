/// The `.rx` namespace: reactive extensions of a base type live in
/// `extension Reactive where Base: SomeType`.
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The extended value.
    public let base: Base

    /// Wraps `base` in the reactive namespace.
    public init(_ base: Base) { self.base = base }

    /// Turns a writable key path of the base into a `Binder` of its values.
    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Binder<Property>
    where Base: AnyObject {
        Binder(base) { base, value in
            base[keyPath: keyPath] = value
        }
    }
}

/// A type with the `.rx` namespace.
public protocol ReactiveCompatible {
    associatedtype ReactiveBase
    static var rx: Reactive<ReactiveBase>.Type { get set }
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        set {}
    }

    public var rx: Reactive<Self> {
        get { Reactive(self) }
        set {}
    }
}

import Foundation

extension NSObject: ReactiveCompatible {}
