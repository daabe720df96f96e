/// A key that identifies an element added to a `Bag`.
@usableFromInline
struct BagKey: Hashable {
    @usableFromInline let rawValue: UInt64

    @inlinable init(rawValue: UInt64) { self.rawValue = rawValue }
}

/// An unordered collection with O(1) insertion and removal by key, tuned for
/// the common cases of zero, one or a few elements: the storage of
/// `CompositeDisposable`. (Subjects keep their observers in `ObserverList`.)
struct Bag<T> {
    private var nextKey = BagKey(rawValue: 0)
    private var firstKey: BagKey?
    private var firstElement: T?
    private var pairs: [(key: BagKey, value: T)] = []
    private var dictionary: [BagKey: T]?

    private static var arrayLimit: Int { 30 }

    init() {}

    /// Adds `element`; returns the key that removes it.
    mutating func insert(_ element: T) -> BagKey {
        let key = nextKey
        nextKey = BagKey(rawValue: nextKey.rawValue &+ 1)
        if firstKey == nil && pairs.isEmpty && dictionary == nil {
            firstKey = key
            firstElement = element
            return key
        }
        if pairs.count < Bag.arrayLimit {
            pairs.append((key, element))
            return key
        }
        if dictionary == nil { dictionary = [:] }
        dictionary![key] = element
        return key
    }

    /// The number of elements.
    var count: Int { (firstKey == nil ? 0 : 1) + pairs.count + (dictionary?.count ?? 0) }

    /// Removes every element.
    mutating func removeAll() {
        firstKey = nil
        firstElement = nil
        pairs.removeAll(keepingCapacity: false)
        dictionary = nil
    }

    /// Removes and returns the element for `key`, if present.
    mutating func removeKey(_ key: BagKey) -> T? {
        if firstKey == key {
            firstKey = nil
            defer { firstElement = nil }
            return firstElement
        }
        if let value = dictionary?.removeValue(forKey: key) { return value }
        if let index = pairs.firstIndex(where: { $0.key == key }) {
            return pairs.remove(at: index).value
        }
        return nil
    }

    /// Calls `action` for each element, in insertion order for the first 31.
    func forEach(_ action: (T) -> Void) {
        if firstKey != nil, let element = firstElement { action(element) }
        for pair in pairs { action(pair.value) }
        if let dictionary { for element in dictionary.values { action(element) } }
    }
}

extension Bag where T == Disposable {
    /// Disposes every element.
    func disposeAll() { forEach { $0.dispose() } }
}
