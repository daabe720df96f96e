import XCTest
@testable import Playbook

final class ReportMergeTests: XCTestCase {
    private let chapters = ShardPlanTests.documentation(chapters: 4, examples: 3)

    /// What each example did: Docs/02.md#2 prints the wrong line, Docs/03.md#1 is skipped, the rest pass.
    private func verdict(_ example: Example) -> ExampleVerdict {
        let name = ShardPlan.name(of: example)
        if name == "Docs/03.md#1" { return VerdictJudge().verdict(for: example, outcome: .skipped(reason: "needs UIKit")) }
        let printed = name == "Docs/02.md#2" ? "wrong\n" : example.expected?.text ?? ""
        let result = ProcessResult(termination: .exited(0), stdout: printed, stderr: "", duration: 0.25)
        return VerdictJudge().verdict(for: example, outcome: .ran(result), fromCache: name == "Docs/01.md#1")
    }

    private var singleRun: VerificationReport {
        let examples = chapters.filter { $0.diagnostics.isEmpty }.flatMap(\.examples)
        return VerificationReport(
            chapters: chapters, verdicts: examples.map(verdict), grammarErrors: chapters.flatMap(\.diagnostics), duration: 2)
    }

    /// Shard `index` of `count`'s JSON report, as `playbook test --shard` writes it.
    private func shardReport(_ index: Int, of count: Int) throws -> ReportMerge.Input {
        let examples = chapters.filter { $0.diagnostics.isEmpty }.flatMap(\.examples)
        let split = ShardPlan.part(
            Shard(index: index, count: count), chapters: chapters, examples: examples, errors: chapters.flatMap(\.diagnostics),
            timings: Timings())
        var report = VerificationReport(chapters: chapters, verdicts: split.examples.map(verdict), grammarErrors: split.errors, duration: 2)
        report.shard = split.part
        let json = try JSONReport().render(report)
        return ReportMerge.Input(
            file: "shard-\(index).json", document: try ReportDocument.decode(Data(json.utf8), from: "shard-\(index).json"))
    }

    private func renderings(_ document: ReportDocument) throws -> [String] {
        [
            TextReport().render(document), try JSONReport().render(document), JUnitReport().render(document),
            GitHubAnnotations().render(document)
        ]
    }

    func testMergedShardsReadAsTheSingleRunInEveryFormat() throws {
        let single = ReportDocument(singleRun)
        XCTAssertEqual(single.summaryLine, "10 passed, 2 failed, 1 skipped")
        // Rendering the document changes nothing in what the reports said.
        XCTAssertEqual(
            try renderings(single),
            [
                TextReport().render(singleRun), try JSONReport().render(singleRun), JUnitReport().render(singleRun),
                GitHubAnnotations().render(singleRun)
            ])
        for count in 1...4 {
            let merged = try ReportMerge.merge(try (1...count).map { try shardReport($0, of: count) })
            XCTAssertEqual(merged, single, "\(count) shards")
            XCTAssertEqual(try renderings(merged), try renderings(single), "\(count) shards")
            // The shards given in any order.
            let reversed = try ReportMerge.merge(try (1...count).reversed().map { try shardReport($0, of: count) })
            XCTAssertEqual(reversed, single, "\(count) shards, reversed")
        }
        XCTAssertEqual(GitHubAnnotations().render(single).split(separator: "\n").count, 2)
    }

    private func failure(_ inputs: [ReportMerge.Input]) -> String {
        do {
            _ = try ReportMerge.merge(inputs)
            return "merged"
        } catch {
            return error.description
        }
    }

    func testAMissingOrRepeatedShardFailsTheMerge() throws {
        let shards = try (1...3).map { try shardReport($0, of: 3) }
        XCTAssertEqual(
            failure([shards[0], shards[2]]),
            "error: shard 2/3 is missing (given: 1/3, 3/3); merge needs the report of every shard")
        XCTAssertEqual(
            failure([shards[0], shards[1], shards[1], shards[2]]),
            "shard-2.json:1:1: error: shard 2/3 is given twice: shard-2.json is that shard too")
        XCTAssertEqual(failure([]), "error: no report to merge; name every shard's JSON report")
    }

    func testShardsThatDisagreeOnTheSplitFailTheMerge() throws {
        var shards = try (1...2).map { try shardReport($0, of: 2) }
        // Shard 2 also holds an example of shard 1 (as when the two balanced on other timings).
        var overlapping = shards[1]
        overlapping.document.examples.append(shards[0].document.examples[0])
        let name = shards[0].document.examples[0].name
        XCTAssertEqual(
            failure([shards[0], overlapping]),
            "shard-2.json:1:1: error: \(name) was verified by shard 1/2 (shard-1.json) and by shard 2/2 (shard-2.json); the shards split the examples differently: give every shard the same timings (the same cache folder, or --timings FILE)"
        )
        var short = shards[1]
        short.document.examples.removeLast()
        XCTAssertTrue(failure([shards[0], short]).hasPrefix("error: 1 of the 13 examples and errors of the run are in no shard's report"))
        // Reports of other splits, other examples, or of a whole run.
        XCTAssertEqual(
            failure([shards[0], try shardReport(2, of: 3)]),
            "shard-2.json:1:1: error: shard 2/3 is of a split into 3, shard-1.json of one into 2")
        shards[1].document.shard?.set = "other"
        XCTAssertTrue(failure(shards).hasPrefix("shard-2.json:1:1: error: shard 2/2 split another set of examples than shard-1.json"))
        let whole = ReportMerge.Input(file: "whole.json", document: ReportDocument(singleRun))
        XCTAssertEqual(
            failure([whole]),
            "whole.json:1:1: error: not a shard's report (it has no \"shard\" field); write each with playbook test --shard I/N --format json"
        )
    }

    func testTimingsComeFromAReportsExamples() throws {
        let timings = ReportDocument(singleRun).timings
        XCTAssertEqual(timings["Docs/01.md#1"], 0.25)
        XCTAssertNil(timings["Docs/03.md#1"], "a skipped example did not run")
        XCTAssertThrowsError(try ReportDocument.decode(Data("{\"passed\": 1}".utf8), from: "old.json")) { error in
            XCTAssertTrue("\(error)".hasPrefix("old.json:1:1: error: not a JSON report of this playbook"), "\(error)")
        }
    }
}
