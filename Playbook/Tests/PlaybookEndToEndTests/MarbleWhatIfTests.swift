import Foundation
import PlaybookWire
import XCTest

@testable import Playbook
@testable import PlaybookRx

/// The "what if" states of an operator page's marble example are runs of the
/// library: change how the operator behaves (a fixture operator, defined in
/// the chapter's setup block, implemented with debounce then with throttle)
/// and the precomputed states change with it. Builds the harness in a work
/// folder of its own (.build/playbook-tests-what-if), which keeps the built
/// libraries between runs.
final class MarbleWhatIfTests: XCTestCase {
    private let workDirectory = Fixtures.toolRoot.appending(path: ".build/playbook-tests-what-if")

    private func chapter(_ implementation: String, expected: String) -> String {
        """
        # quiet

        ```swift setup
        import Rx
        import RxTesting

        extension ObservableType {
            /// The fixture operator: what "quiet" means is the fixture library's business.
            func quiet(_ frameCount: Int) -> Observable<Element> {
                \(implementation)
            }
        }
        ```

        ```swift marble
        let taps = hot("-a-b----c--|", as: String.self)
        result(taps.quiet(2))
        ```

        ```output
        \(expected)
        ```

        """
    }

    private func states(_ implementation: String, expected: String, in folder: URL) throws -> [String: MarbleTimeline] {
        let file = folder.appending(path: "Playgrounds/quiet.md")
        try chapter(implementation, expected: expected).write(to: file, atomically: true, encoding: .utf8)
        let options = VerificationOptions(
            paths: [folder.appending(path: "Playgrounds").path], jobs: 2, libraryRoot: Fixtures.packageRoot, workDirectory: workDirectory)
        let documentation = try DocumentationLoader().load(options.paths)
        let report = try Verification(options: options).run(documentation)
        XCTAssertEqual(report.failures.map(\.description), [])
        let timelines = MarbleTimelines.decode(report.verdicts, as: MarbleTimeline.self)
        let example = try XCTUnwrap(report.verdicts.first { $0.example.kind == .marble }?.example)
        XCTAssertTrue(MarbleWhatIf.offers(example), "an example of a Playgrounds page")
        let timeline = try XCTUnwrap(timelines[example.id])
        XCTAssertEqual(timeline.lines.first?.source, "-a-b----c--|", "the input as written, for the moves")
        let whatIf = try MarbleWhatIf(options: options).run(documentation, timelines: timelines, verdicts: report.verdicts)
        return try XCTUnwrap(whatIf[example.id])
    }

    func testTheStatesAreTheLibrarysRunsAndChangeWithItsBehaviour() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "playbook-what-if-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appending(path: "Playgrounds"), withIntermediateDirectories: true)

        let debounced = try states("debounce(frames(frameCount), scheduler: scheduler)", expected: "-----b----c|", in: folder)
        let throttled = try states(
            "throttle(frames(frameCount), latest: false, scheduler: scheduler)", expected: "-a------c--|", in: folder)

        // The grid depends on the input only: a (frame 1) to 0, 2; b (frame 3) to 2, 4...7; c (frame 8) to 4...7, 9, 10.
        let moves = MarbleVariant.all("-a-b----c--|", input: 0).map(\.description)
        XCTAssertEqual(moves.count, 13)
        XCTAssertEqual(Set(debounced.keys), Set(moves), "every move ran and was kept")
        XCTAssertEqual(Set(throttled.keys), Set(moves))

        func result(_ states: [String: MarbleTimeline], _ move: String) -> String? {
            states[move]?.lines.last { $0.isResult }?.marbles
        }
        // a moved to frame 2, next to b at 3: debounce lets only b through, throttle only a.
        XCTAssertEqual(result(debounced, "0.0.2"), "-----b----c|")
        XCTAssertEqual(result(throttled, "0.0.2"), "--a-----c--|")
        // b moved to frame 6, far from a but 2 frames before c: debounce lets a and c through, throttle all three.
        XCTAssertEqual(result(debounced, "0.1.6"), "---a------c|")
        XCTAssertEqual(result(throttled, "0.1.6"), "-a----b-c--|")
        let differing = moves.filter { result(debounced, $0) != result(throttled, $0) }
        XCTAssertEqual(differing.count, moves.count, "another implementation, other states: \(differing)")
        // Each state is the run as its move says: the input lane shows the moved value.
        XCTAssertEqual(debounced["0.2.10"]?.lines.first?.events.map(\.time), [10, 30, 100])
    }
}
