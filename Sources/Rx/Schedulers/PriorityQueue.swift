/// A binary min-heap ordered by `hasHigherPriority`, with removal of any
/// element; the virtual-time scheduler's queue.
struct PriorityQueue<Element: AnyObject> {
    private let hasHigherPriority: (Element, Element) -> Bool
    private let isEqual: (Element, Element) -> Bool
    private var elements: [Element] = []

    init(hasHigherPriority: @escaping (Element, Element) -> Bool, isEqual: @escaping (Element, Element) -> Bool) {
        self.hasHigherPriority = hasHigherPriority
        self.isEqual = isEqual
    }

    mutating func enqueue(_ element: Element) {
        elements.append(element)
        bubbleUp(elements.count - 1)
    }

    func peek() -> Element? { elements.first }

    var isEmpty: Bool { elements.isEmpty }

    mutating func dequeue() -> Element? {
        guard let front = peek() else { return nil }
        removeAt(0)
        return front
    }

    mutating func remove(_ element: Element) {
        for index in elements.indices where isEqual(elements[index], element) {
            removeAt(index)
            return
        }
    }

    private mutating func removeAt(_ index: Int) {
        let removingLast = index == elements.count - 1
        if !removingLast { elements.swapAt(index, elements.count - 1) }
        _ = elements.popLast()
        if !removingLast {
            bubbleUp(index)
            bubbleDown(index)
        }
    }

    private mutating func bubbleUp(_ initialIndex: Int) {
        var index = initialIndex
        while index > 0 {
            let parent = (index - 1) / 2
            guard hasHigherPriority(elements[index], elements[parent]) else { break }
            elements.swapAt(index, parent)
            index = parent
        }
    }

    private mutating func bubbleDown(_ initialIndex: Int) {
        var index = initialIndex
        while true {
            let left = index * 2 + 1
            let right = index * 2 + 2
            var highest = index
            if left < elements.count && hasHigherPriority(elements[left], elements[highest]) { highest = left }
            if right < elements.count && hasHigherPriority(elements[right], elements[highest]) { highest = right }
            if highest == index { return }
            elements.swapAt(highest, index)
            index = highest
        }
    }
}

extension PriorityQueue: CustomDebugStringConvertible {
    var debugDescription: String { elements.debugDescription }
}
