// A virtual-time converter written against RxSwift 6's
// `VirtualTimeConverterType`, unchanged: intervals cross the protocol as
// `Foundation.TimeInterval` seconds in both directions.
import Foundation
import XCTest
import Rx
import RxTesting

/// One virtual unit is one minute.
private struct MinuteConverter: VirtualTimeConverterType {
    typealias VirtualTimeUnit = Int
    typealias VirtualTimeIntervalUnit = Int

    func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
        Date(timeIntervalSince1970: TimeInterval(virtualTime) * 60)
    }

    func convertToVirtualTime(_ time: RxTime) -> Int {
        Int((time.timeIntervalSince1970 / 60).rounded())
    }

    func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
        TimeInterval(virtualTimeInterval) * 60
    }

    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int {
        Int((timeInterval / 60).rounded())
    }

    func offsetVirtualTime(_ time: Int, offset: Int) -> Int {
        time + offset
    }

    func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        if lhs < rhs { return .lessThan }
        if lhs > rhs { return .greaterThan }
        return .equal
    }
}

final class VirtualTimeConverterStyleTests: XCTestCase {
    func testAConverterWrittenForRxSwiftDrivesAVirtualTimeScheduler() {
        let scheduler = VirtualTimeScheduler(initialClock: 0, converter: MinuteConverter())
        var fired: [Int] = []
        let subscription = Observable<Int>.timer(.seconds(180), scheduler: scheduler)
            .subscribe(onNext: { _ in fired.append(scheduler.clock) })
        scheduler.start()
        XCTAssertEqual(fired, [3])
        subscription.dispose()
    }

    func testConvertersTakeAndReturnFoundationTimeInterval() {
        let seconds: TimeInterval = 90
        let minutes = MinuteConverter()
        XCTAssertEqual(minutes.convertToVirtualTimeInterval(seconds), 2)
        XCTAssertEqual(minutes.convertFromVirtualTimeInterval(2), 120)

        let ticks = TestSchedulerVirtualTimeConverter(resolution: 0.5)
        let ticksForSeconds: Int = ticks.convertToVirtualTimeInterval(seconds)
        XCTAssertEqual(ticksForSeconds, 180)
        let secondsForTicks: TimeInterval = ticks.convertFromVirtualTimeInterval(3)
        XCTAssertEqual(secondsForTicks, 1.5)

        let historical = HistoricalSchedulerTimeConverter()
        let historicalInterval: TimeInterval = historical.convertToVirtualTimeInterval(seconds)
        XCTAssertEqual(historicalInterval, 90)
        XCTAssertEqual(historical.convertFromVirtualTimeInterval(historicalInterval), 90)
    }
}
