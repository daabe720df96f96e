// RxSwift 6 operators that came late to Rx (withUnretained, decode, groupBy,
// single), written as RxSwift users write them; compiled in the Swift 6
// language mode like the rest of this target.
import Foundation
import XCTest
import Rx
import RxTesting
import RxBlocking

private struct User: Decodable, Equatable {
    let id: Int
    let name: String
}

private final class ProfileViewModel {
    private let disposeBag = DisposeBag()
    private(set) var names: [String] = []

    init(users: Observable<Data>) {
        users
            .decode(type: User.self, decoder: JSONDecoder())
            .withUnretained(self)
            .subscribe(onNext: { owner, user in owner.names.append(user.name) })
            .disposed(by: disposeBag)
    }
}

final class OperatorsStyleTests: XCTestCase {
    func testDecodeAndWithUnretainedInAViewModel() {
        let scheduler = TestScheduler(initialClock: 0)
        let payloads = scheduler.createHotObservable([
            .next(210, Data(#"{"id": 1, "name": "Ada"}"#.utf8)),
            .next(220, Data(#"{"id": 2, "name": "Grace"}"#.utf8))
        ])
        var viewModel: ProfileViewModel? = ProfileViewModel(users: payloads.asObservable())
        weak var weakViewModel = viewModel
        scheduler.advanceTo(220)
        XCTAssertEqual(viewModel?.names, ["Ada", "Grace"])
        viewModel = nil
        XCTAssertNil(weakViewModel, "withUnretained must not keep the view model alive")
        XCTAssertEqual(payloads.subscriptions, [Subscription(0, 220)])
    }

    func testGroupByWithFlatMap() throws {
        let words = ["apple", "avocado", "banana", "blueberry", "cherry"]
        let grouped = try Observable.from(words)
            .groupBy { $0.first! }
            .flatMap { group in group.toArray().map { (group.key, $0) }.asObservable() }
            .toBlocking()
            .toArray()
        let byLetter = Dictionary(uniqueKeysWithValues: grouped)
        XCTAssertEqual(byLetter["a"], ["apple", "avocado"])
        XCTAssertEqual(byLetter["b"], ["banana", "blueberry"])
        XCTAssertEqual(byLetter["c"], ["cherry"])
    }

    func testSingleOnObservable() throws {
        XCTAssertEqual(try Observable.just(42).single().toBlocking().toArray(), [42])
        XCTAssertEqual(try Observable.of(1, 2, 3).single { $0 == 2 }.toBlocking().first(), 2)
        XCTAssertThrowsError(try Observable.of(1, 2).single().toBlocking().toArray()) { error in
            guard case RxError.moreThanOneElement? = error as? RxError else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try Observable<Int>.empty().single().toBlocking().toArray()) { error in
            guard case RxError.noElements? = error as? RxError else { return XCTFail("\(error)") }
        }
    }

    func testWithUnretainedOnInfallibleAndDriverStyleTuple() {
        final class Screen { var taps = 0 }
        let screen = Screen()
        let taps = PublishRelay<Void>()
        let subscription = taps.asInfallible()
            .withUnretained(screen)
            .subscribe(onNext: { screen, _ in screen.taps += 1 })
        taps.accept(())
        taps.accept(())
        subscription.dispose()
        XCTAssertEqual(screen.taps, 2)
    }

    func testSectionedViewDataSourceTypeAdoptedByAPlainDataSource() throws {
        struct OutOfRange: Error {}
        struct Sections: SectionedViewDataSourceType {
            let sections: [[String]]
            // (IndexPath's section and item come from UIKit; on Linux they are indexes 0 and 1.)
            func model(at indexPath: IndexPath) throws -> Any {
                guard indexPath.count == 2, sections.indices.contains(indexPath[0]),
                    sections[indexPath[0]].indices.contains(indexPath[1])
                else { throw OutOfRange() }
                return sections[indexPath[0]][indexPath[1]]
            }
        }
        let dataSource: SectionedViewDataSourceType = Sections(sections: [["a", "b"], ["c"]])
        XCTAssertEqual(try dataSource.model(at: IndexPath(indexes: [1, 0])) as? String, "c")
        XCTAssertThrowsError(try dataSource.model(at: IndexPath(indexes: [0, 2])))
    }
}
