import PlaybookWire
import XCTest

final class MarbleGrammarTests: XCTestCase {
    typealias Event = MarbleGrammar.Event

    /// The events of a marble string as labels: a value is its character, `#` the default error.
    private func events(_ marbles: String) throws -> [Event] { try MarbleGrammar.parse(marbles) }

    private func next(_ time: Int, _ label: String) -> Event { Event(time: time, label: .next(label)) }
    private func completed(_ time: Int) -> Event { Event(time: time, label: .completed) }
    private func error(_ time: Int, _ label: String = MarbleGrammar.defaultErrorLabel) -> Event { Event(time: time, label: .error(label)) }

    // MARK: Grammar

    func testFramesAreTenTicks() throws {
        XCTAssertEqual(try events("--a--b--|"), [next(20, "a"), next(50, "b"), completed(80)])
        XCTAssertEqual(try events("-1-2#"), [next(10, "1"), next(30, "2"), error(40)])
    }

    func testScanGivesEachTokenItsKindTimeAndOffset() throws {
        let tokens = try MarbleGrammar.scan("-a (b|)")
        XCTAssertEqual(tokens.map(\.kind), [.value("a"), .value("b"), .completed])
        XCTAssertEqual(tokens.map(\.time), [10, 20, 20])
        XCTAssertEqual(tokens.map(\.offset), [1, 4, 5])
    }

    func testGroupHappensAtItsOpeningParenthesisAndTakesOneFrame() throws {
        XCTAssertEqual(try events("-(ab)-|"), [next(10, "a"), next(10, "b"), completed(30)])
        XCTAssertEqual(try events("(a|)"), [next(0, "a"), completed(0)])
    }

    func testSpacesAreIgnored() throws {
        XCTAssertEqual(try events("- a - b |"), try events("-a-b|"))
    }

    func testSubscriptionPointIsFrameZero() throws {
        XCTAssertEqual(try events("-a-^-b-|"), [next(-20, "a"), next(20, "b"), completed(40)])
        XCTAssertEqual(try events("-(^a)-|"), [next(0, "a"), completed(20)])
        XCTAssertTrue(MarbleGrammar.hasSubscriptionPoint("-a-^-b"))
        XCTAssertEqual(try MarbleGrammar.frameCount("--a--|"), 6)
        XCTAssertEqual(try MarbleGrammar.frameCount("-a-^-b-|"), 5)
    }

    func testMalformedStringsSayWhere() {
        let cases: [(String, Int, String)] = [
            ("--(ab", 2, "never closed"),
            ("-a)", 2, "closes no group"),
            ("-(a(b))", 3, "another group"),
            ("-()-", 2, "empty group"),
            ("-(a-b)", 3, "inside a group"),
            ("-a-|-b", 5, "after the sequence ended"),
            ("^-^", 2, "second '^'"),
            ("-a\n-", 2, "one line")
        ]
        for (marbles, offset, reason) in cases {
            XCTAssertThrowsError(try MarbleGrammar.scan(marbles)) { error in
                let syntax = error as! MarbleSyntaxError
                XCTAssertEqual(syntax.offset, offset, marbles)
                XCTAssertTrue(syntax.reason.contains(reason), "\(marbles): \(syntax.reason)")
            }
        }
    }

    // MARK: Printing

    func testPrintsSingleCharacterLabelsAsThemselves() {
        XCTAssertEqual(MarbleGrammar.diagram([next(20, "2"), next(50, "4"), completed(80)]), "--2--4--|")
    }

    func testPrintsLongLabelsAsPlaceholdersWithALegend() {
        let events = [next(10, "10"), next(20, "1"), next(40, "10"), next(40, "200"), completed(40)]
        XCTAssertEqual(MarbleGrammar.diagram(events), "-a1-(ab|)\na = 10\nb = 200")
    }

    func testPlaceholdersAvoidLettersUsedAsValues() {
        let events = [next(0, "a"), next(10, "ab"), error(20, "Sequence timeout.")]
        XCTAssertEqual(MarbleGrammar.diagram(events), "ab#\nb = ab\n# = Sequence timeout.")
    }

    /// After the 62 letters and digits come the 25 Greek small letters, then
    /// CJK ideographs from U+4E00, each placeholder used once, skipping those
    /// a value stands for.
    func testPlaceholdersGoOnPastLettersToGreekAndCJK() {
        let values = ["α", "一"]
        let labels = (0..<100).map { "value \($0)" }
        let events =
            values.enumerated().map { next($0.offset * 10, $0.element) }
            + labels.enumerated().map { next(($0.offset + 2) * 10, $0.element) }
        let legend = MarbleGrammar.diagram(events).split(separator: "\n").dropFirst().map { String($0.first!) }
        let expected =
            Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789").map(String.init)
            + (0x3B2...0x3C9).map { String(Unicode.Scalar($0)!) }
            + (0x4E01...0x4E0E).map { String(Unicode.Scalar($0)!) }
        XCTAssertEqual(legend, expected)
        XCTAssertEqual(Set(legend).count, labels.count)
    }
    func testPrintsEventsBeforeTheSubscriptionPointWithACaret() throws {
        let events = [next(-20, "a"), next(0, "b"), completed(20)]
        XCTAssertEqual(MarbleGrammar.diagram(events), "a-(^b)-|")
        XCTAssertEqual(try MarbleGrammar.parse("a-(^b)-|"), events)
    }

    func testEventsBetweenFramesArePrintedInTheirFrame() {
        XCTAssertEqual(MarbleGrammar.diagram([next(11, "1"), next(19, "2")]), "-(12)")
    }

    // MARK: Round trip

    /// Random timelines (whole frames, groups, long and odd labels, errors,
    /// events before the subscription point) print and parse back unchanged.
    func testPrintingThenParsingGivesBackTheTimeline() throws {
        var random = SeededRandom(seed: 0x5EED)
        for _ in 0..<2000 {
            let events = Self.randomTimeline(&random)
            let text = MarbleGrammar.diagram(events)
            XCTAssertEqual(try MarbleGrammar.parse(text), events, "printed as:\n\(text)")
        }
    }

    /// Random marble strings parse, print and parse again to the same events.
    func testParsingThenPrintingKeepsTheEvents() throws {
        var random = SeededRandom(seed: 42)
        for _ in 0..<2000 {
            let marbles = Self.randomMarbles(&random)
            let events = try MarbleGrammar.parse(marbles)
            XCTAssertEqual(try MarbleGrammar.parse(MarbleGrammar.diagram(events)), events, marbles)
        }
    }

    static func randomTimeline(_ random: inout SeededRandom) -> [Event] {
        let labels = [
            "a", "b", "1", "10", "x y", "-", "(", "#", "|", "^", " ", "=", "a = b", "line\nbreak", "back\\slash", "é", "[1, 2]", "error"
        ]
        let ticks = MarbleGrammar.ticksPerFrame
        var events: [Event] = []
        var frame = random.next(in: -4...2)
        for _ in 0..<random.next(in: 0...12) {
            frame += random.next(in: 0...3)
            events.append(Event(time: frame * ticks, label: .next(labels[random.next(in: 0...labels.count - 1)])))
        }
        switch random.next(in: 0...2) {
        case 0: events.append(Event(time: (frame + random.next(in: 0...2)) * ticks, label: .completed))
        case 1:
            events.append(
                Event(time: (frame + random.next(in: 0...2)) * ticks, label: .error(labels[random.next(in: 0...labels.count - 1)])))
        default: break
        }
        return events
    }

    static func randomMarbles(_ random: inout SeededRandom) -> String {
        var text = ""
        var caret = random.next(in: 0...1) == 0
        for _ in 0..<random.next(in: 0...15) {
            switch random.next(in: 0...9) {
            case 0...3: text += "-"
            case 4...6: text += String("abc123xyz".randomElement(using: &random)!)
            case 7: text += " "
            case 8 where caret: text += "^"; caret = false
            default: text += "(" + String((0..<random.next(in: 1...3)).map { _ in "abc9".randomElement(using: &random)! }) + ")"
            }
        }
        return text + ["", "|", "#", "-|", "(z|)"][random.next(in: 0...4)]
    }
}

/// SplitMix64: a small generator whose sequence depends only on its seed,
/// so a failing case can be replayed.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(in range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }
}
