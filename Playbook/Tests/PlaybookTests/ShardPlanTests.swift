import XCTest
@testable import Playbook

final class ShardPlanTests: XCTestCase {
    func testAShardIsWrittenIOverN() {
        XCTAssertEqual(Shard("2/3"), Shard(index: 2, count: 3))
        XCTAssertEqual(Shard("1/1")?.description, "1/1")
        for text in ["0/3", "4/3", "1/0", "a/b", "1/", "/3", "1/3/4", "-1/3", "+1/3", " 1/3", "1", ""] {
            XCTAssertNil(Shard(text), text)
        }
    }

    /// Chapters of `count` examples each, named `Docs/NN.md`, and one with a grammar error.
    static func documentation(chapters count: Int, examples: Int) -> [Chapter] {
        var chapters = (1...count).map { number in
            let text = (1...examples).map { "```swift\nprint(\(number * 100 + $0))\n```\n\n```output\n\(number * 100 + $0)\n```\n" }
                .joined(separator: "\n")
            return ChapterExtractor().extract(source: text, path: "Docs/\(number < 10 ? "0" : "")\(number).md")
        }
        chapters.append(ChapterExtractor().extract(source: "```swift bogus\nx\n```\n", path: "Docs/broken.md"))
        XCTAssertFalse(chapters.last!.diagnostics.isEmpty)
        return chapters
    }

    private func split(_ chapters: [Chapter], _ shard: Shard, timings: Timings = Timings()) -> (Set<String>, ShardPart) {
        let examples = chapters.filter { $0.diagnostics.isEmpty }.flatMap(\.examples)
        let part = ShardPlan.part(shard, chapters: chapters, examples: examples, errors: chapters.flatMap(\.diagnostics), timings: timings)
        let names = part.examples.map(ShardPlan.name(of:)) + part.errors.map { ShardPlan.name(of: $0, occurrence: 0) }
        return (Set(names), part.part)
    }

    func testThePartsAreDisjointTogetherAllAndTheSameWhateverTheOrderOfThePaths() {
        let chapters = Self.documentation(chapters: 7, examples: 5)
        let all = Set(
            chapters.flatMap { $0.examples.map(ShardPlan.name(of:)) }
                + chapters.flatMap(\.diagnostics).map {
                    ShardPlan.name(of: $0, occurrence: 0)
                })
        XCTAssertEqual(all.count, 36)
        var generator = SystemRandomNumberGenerator()
        for count in 1...6 {
            let parts = (1...count).map { split(chapters, Shard(index: $0, count: count)) }
            XCTAssertEqual(parts.map(\.0.count).reduce(0, +), all.count, "\(count) shards: an example in two parts")
            XCTAssertEqual(parts.reduce(Set<String>()) { $0.union($1.0) }, all, "\(count) shards: an example in none")
            XCTAssertEqual(Set(parts.map(\.1.setDigest)).count, 1)
            // Split by count when nothing is timed: no part has two more than another.
            let sizes = parts.map(\.0.count)
            XCTAssertLessThanOrEqual(sizes.max()! - sizes.min()!, 1, "\(count) shards: \(sizes)")
            // The chapters in another order (the paths given otherwise, another file system): the same parts.
            let shuffled = chapters.shuffled(using: &generator)
            for index in 1...count {
                let (names, part) = split(shuffled, Shard(index: index, count: count))
                XCTAssertEqual(names, parts[index - 1].0, "shard \(index)/\(count) of shuffled chapters")
                XCTAssertEqual(part.setDigest, parts[index - 1].1.setDigest)
            }
        }
    }

    func testEachUnitHasItsPlaceInTheWholeRun() {
        let chapters = Self.documentation(chapters: 3, examples: 4)
        let parts = (1...3).map { split(chapters, Shard(index: $0, count: 3)).1 }
        let places = parts.flatMap { Array($0.exampleOrder.values) + $0.errorOrder }.sorted()
        XCTAssertEqual(places, Array(0..<13))
        XCTAssertEqual(parts.map(\.totalUnits), [13, 13, 13])
    }

    func testRecordedDurationsBalanceTheParts() {
        let chapters = Self.documentation(chapters: 4, examples: 5)
        // One example takes 3 s and four 1 s; the rest are quick.
        let timed = ["Docs/01.md#1": 3.0, "Docs/02.md#2": 1, "Docs/03.md#3": 1, "Docs/04.md#4": 1, "Docs/02.md#5": 1]
        var seconds = Dictionary(uniqueKeysWithValues: chapters.flatMap(\.examples).map { (ShardPlan.name(of: $0), 0.01) })
        seconds.merge(timed) { _, new in new }
        let timings = Timings(seconds)
        let parts = (1...2).map { split(chapters, Shard(index: $0, count: 2), timings: timings).0 }
        let loads = parts.map { names in names.compactMap { seconds[$0] }.reduce(0, +) }
        // 7.15 s in all: the 3 s example and one of 1 s on one side, three of 1 s and the quick ones on the other
        // (4 s and 3.15 s: no split of these comes closer).
        XCTAssertLessThan(abs(loads[0] - loads[1]), 0.9, "\(loads)")
        XCTAssertTrue(parts.contains { $0.contains("Docs/01.md#1") && $0.intersection(timed.keys).count == 2 }, "\(parts)")
        // A shard that knows no timing splits by count: different from the timed split, so every shard must read the same timings.
        XCTAssertNotEqual(split(chapters, Shard(index: 1, count: 2)).0, parts[0])
    }

    func testLongestFirstOrdersARunByRecordedDurations() {
        let examples = Self.documentation(chapters: 1, examples: 4)[0].examples
        let ordered = Verification.longestFirst(examples, timings: Timings(["Docs/01.md#3": 2, "Docs/01.md#2": 0.5]))
        // The unknown ones count as the median known (2 s and 0.5 s: 2 s), after the known 2 s in document order.
        XCTAssertEqual(ordered.map(\.number), [1, 3, 4, 2])
        XCTAssertEqual(Verification.longestFirst(examples, timings: Timings()).map(\.number), [1, 2, 3, 4])
    }
}
