import XCTest
import Rx

final class NotificationCenterRxTests: RxTest {
    private let ping = Notification.Name("RxTests.ping")
    private let pong = Notification.Name("RxTests.pong")

    func testDeliversNotificationsOfTheNameUntilDisposed() {
        let center = NotificationCenter()
        var received: [String] = []
        let subscription = center.rx.notification(ping).subscribe(onNext: { received.append($0.name.rawValue) })
        center.post(name: ping, object: nil)
        center.post(name: pong, object: nil)
        center.post(name: ping, object: nil)
        subscription.dispose()
        center.post(name: ping, object: nil)
        XCTAssertEqual(received, ["RxTests.ping", "RxTests.ping"])
    }

    func testFiltersByObject() {
        let center = NotificationCenter()
        let sender = NSObject()
        let other = NSObject()
        var count = 0
        let subscription = center.rx.notification(ping, object: sender).subscribe(onNext: { _ in count += 1 })
        center.post(name: ping, object: other)
        center.post(name: ping, object: sender)
        subscription.dispose()
        XCTAssertEqual(count, 1)
    }

    func testNilNameReceivesEveryName() {
        let center = NotificationCenter()
        var names: [String] = []
        let subscription = center.rx.notification(nil).subscribe(onNext: { names.append($0.name.rawValue) })
        center.post(name: ping, object: nil)
        center.post(name: pong, object: nil)
        subscription.dispose()
        XCTAssertEqual(names, ["RxTests.ping", "RxTests.pong"])
    }

    func testDefaultCenterAndUserInfo() {
        var value: Int?
        let subscription = NotificationCenter.default.rx.notification(pong)
            .subscribe(onNext: { value = $0.userInfo?["value"] as? Int })
        NotificationCenter.default.post(name: pong, object: nil, userInfo: ["value": 3])
        subscription.dispose()
        XCTAssertEqual(value, 3)
    }
}
