import Dispatch
import Foundation
import Rx
import Synchronization
import XCTest

/// Subscribers that join a BehaviorSubject or a ReplaySubject while another
/// thread sends: each gets what is replayed, then every later element in
/// order, never two events at once. The joins make the subscribers' replay
/// gates queue live events while they replay, on two threads at once (under
/// `make test-tsan` this is what checks the gate's lock).
final class ReplayGateConcurrencyTests: XCTestCase {
    private static let elementCount = 2_000
    private static let subscriberCount = 200

    /// What one subscriber saw, and whether two events ever overlapped.
    private final class Recording: @unchecked Sendable {
        private let lock = NSLock()
        private var elements: [Int] = []
        private var completed = false
        private let inside = Atomic<Bool>(false)
        private let overlapped = Atomic<Bool>(false)

        func on(_ event: Event<Int>) {
            if inside.exchange(true, ordering: .acquiringAndReleasing) {
                overlapped.store(true, ordering: .relaxed)
            }
            lock.lock()
            switch event {
            case .next(let element): elements.append(element)
            case .completed: completed = true
            case .error: break
            }
            lock.unlock()
            inside.store(false, ordering: .releasing)
        }

        var snapshot: (elements: [Int], completed: Bool, overlapped: Bool) {
            lock.lock()
            defer { lock.unlock() }
            return (elements, completed, overlapped.load(ordering: .relaxed))
        }
    }

    private func assertJoinsWhileSending<Subject: Observable<Int> & ObserverType>(
        _ subject: Subject, file: StaticString = #filePath, line: UInt = #line
    ) where Subject.Element == Int {
        let recordings = (0..<Self.subscriberCount).map { _ in Recording() }
        let subscriptions = CompositeDisposable()
        let started = DispatchSemaphore(value: 0)
        let sender = Thread {
            started.signal()
            for element in 1...Self.elementCount { subject.onNext(element) }
            subject.onCompleted()
        }
        sender.start()
        started.wait()
        DispatchQueue.concurrentPerform(iterations: Self.subscriberCount) { index in
            let recording = recordings[index]
            _ = subscriptions.insert(subject.subscribe { recording.on($0) })
        }
        let deadline = Date().addingTimeInterval(20)
        while !recordings.allSatisfy({ $0.snapshot.completed }) && Date() < deadline { usleep(1_000) }
        for (index, recording) in recordings.enumerated() {
            let (elements, completed, overlapped) = recording.snapshot
            XCTAssertTrue(completed, "subscriber \(index) never completed", file: file, line: line)
            XCTAssertFalse(overlapped, "subscriber \(index) received two events at once", file: file, line: line)
            guard let first = elements.first else { continue }
            // What was replayed, then every later element: consecutive,
            // ending with the last one sent.
            XCTAssertEqual(elements, Array(first...Self.elementCount), "subscriber \(index)", file: file, line: line)
        }
        subscriptions.dispose()
    }

    func testBehaviorSubjectSubscribersJoiningWhileAnotherThreadSends() {
        assertJoinsWhileSending(BehaviorSubject(value: 0))
    }

    func testReplaySubjectSubscribersJoiningWhileAnotherThreadSends() {
        assertJoinsWhileSending(ReplaySubject<Int>.create(bufferSize: 3))
    }
}
