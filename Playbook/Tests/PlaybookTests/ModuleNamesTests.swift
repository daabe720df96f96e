import XCTest
@testable import Playbook

/// swift-collections' umbrella module `Collections` declares `BitSet` and
/// `init(truncatingIfNeeded:)` again over its part BitCollections: a page
/// that imports nothing and gets both implicitly finds them ambiguous.
final class ModuleNamesTests: XCTestCase {
    func testPublicNamesAtFileScopeAndInExtensionsUnderEveryBranch() {
        let source = """
            import BitCollections
            public typealias BitSet = BitCollections.BitSet
            public struct Shown {}
            struct Internal {}
            public func make(count: Int, _ value: Int) {}
            public let limit = 3
            extension BinaryInteger {
              public init(truncatingIfNeeded source: BitArray) { self = 0 }
              func hidden() {}
            }
            public extension Array {
              func chunks(of size: Int) {}
            }
            #if os(Linux)
            public enum OnLinux {}
            #else
            public enum Elsewhere {}
            #endif
            """
        XCTAssertEqual(
            ModuleNames.declared(in: source),
            [
                "BitSet", "Shown", "make(count:_:)", "limit", "BinaryInteger.init(truncatingIfNeeded:)", "Array.chunks(of:)",
                "OnLinux", "Elsewhere"
            ])
    }

    func testAModuleBuiltOnAnotherThatDeclaresItsNamesAgainShadowsIt() {
        let names: [String: Set<String>] = [
            "Collections": ["BitSet", "Deque"], "BitCollections": ["BitSet", "BitArray"], "DequeModule": ["Deque"],
            "HeapModule": ["Heap"], "RxTesting": ["TestScheduler"], "Rx": ["Observable"]
        ]
        let dependencies: [String: Set<String>] = [
            "Collections": ["BitCollections", "DequeModule", "HeapModule"], "RxTesting": ["Rx"]
        ]
        XCTAssertEqual(
            ModuleNames.shadowed(names: names, dependencies: dependencies),
            ["BitCollections": ["Collections"], "DequeModule": ["Collections"]])
    }
}
