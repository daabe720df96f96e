import XCTest
@testable import Playbook

/// This repository's Docs and Playgrounds verified whole, then split into 1,
/// 2 and 3 shards run as processes at once on one work folder (as `make
/// test-shards` and a CI matrix do), their reports merged by `playbook
/// merge`: the merge reads as the single run. And the cache the single run
/// wrote serves a run from another work folder, and a copy of it.
///
/// Everything that builds a harness is in this one test, in sequence, in
/// the work folder the other end-to-end tests use (.build/playbook-tests).
final class ShardedRunTests: XCTestCase {
    private let workDirectory = Fixtures.toolRoot.appending(path: ".build/playbook-tests")
    private var folder: URL!

    private var executable: URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appending(path: "playbook")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return Fixtures.executable
    }

    private var paths: [String] { ["Docs", "Playgrounds"].map { Fixtures.packageRoot.appending(path: $0).path } }

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appending(path: "playbook-shards-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func playbook(_ arguments: [String], work: URL? = nil) throws -> ProcessResult {
        try Self.run(executable, arguments, work: work ?? workDirectory)
    }

    private static func run(_ executable: URL, _ arguments: [String], work: URL) throws -> ProcessResult {
        try ChildProcess(
            program: executable.path, arguments: arguments + ["--package-path", Fixtures.packageRoot.path, "--work-path", work.path],
            environment: ["GITHUB_ACTIONS": "", "PLAYBOOK_CACHE_PATH": ""], deadline: 1200
        ).run()
    }

    private func merge(_ reports: [URL], format: String = "json") throws -> ProcessResult {
        try ChildProcess(
            program: executable.path, arguments: ["merge"] + reports.map(\.path) + ["--format", format],
            environment: ["GITHUB_ACTIONS": "", "PLAYBOOK_CACHE_PATH": ""], deadline: 60
        ).run()
    }

    private func document(_ result: ProcessResult) throws -> ReportDocument {
        try ReportDocument.decode(Data(result.stdout.utf8), from: "stdout")
    }

    /// The report without what differs from run to run: how long things took and what came from a cache.
    private func verdicts(_ document: ReportDocument) -> ReportDocument {
        var document = document
        document.seconds = 0
        document.cached = 0
        document.examples = document.examples.map { entry in
            var entry = entry
            entry.seconds = nil
            entry.cached = false
            return entry
        }
        return document
    }

    func testShardsOfTheRealDocumentationMergeIntoTheSingleRunAndTheCacheTravels() throws {
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: executable.path), "build the playbook product first: \(executable.path)")
        let cache = folder.appending(path: "cache")
        let single = try playbook(["test"] + paths + ["--format", "json", "--cache-path", cache.path])
        XCTAssertEqual(single.termination, .exited(0), single.stderr)
        let whole = try document(single)
        XCTAssertGreaterThan(whole.passed, 200)
        XCTAssertEqual(whole.failed, 0)
        let singleReport = folder.appending(path: "single.json")
        try single.stdout.write(to: singleReport, atomically: true, encoding: .utf8)
        let text = try playbook(["test"] + paths + ["--cache-path", cache.path])
        XCTAssertEqual(text.stdout.split(separator: "\n").last.map(String.init), whole.summaryLine)

        try verifyTheCacheServesAnotherWorkFolder(cache, whole: whole)

        for count in 1...3 {
            // Each split with a cache of its own (everything runs), balanced by the single run's durations.
            let splitCache = folder.appending(path: "cache-\(count)")
            let reports = (1...count).map { folder.appending(path: "shard-\($0)-of-\(count).json") }
            let results = Results(count: count)
            let (executable, paths, work) = (executable, paths, workDirectory)
            DispatchQueue.concurrentPerform(iterations: count) { index in
                results.set(
                    index,
                    Result {
                        try Self.run(
                            executable,
                            ["test"] + paths + [
                                "--shard", "\(index + 1)/\(count)", "--format", "json", "--cache-path", splitCache.path, "--timings",
                                singleReport.path
                            ], work: work)
                    })
            }
            var sizes: [Int] = []
            for (index, result) in try results.all().enumerated() {
                XCTAssertEqual(result.termination, .exited(0), "shard \(index + 1)/\(count): \(result.stderr)")
                try result.stdout.write(to: reports[index], atomically: true, encoding: .utf8)
                let part = try document(result)
                XCTAssertEqual(part.shard?.index, index + 1)
                XCTAssertEqual(part.cached, 0, "shard \(index + 1)/\(count) ran everything")
                sizes.append(part.examples.count + part.errors.count)
            }
            XCTAssertEqual(sizes.reduce(0, +), whole.examples.count + whole.errors.count, "\(count) shards: \(sizes)")
            let merged = try merge(reports)
            XCTAssertEqual(merged.termination, single.termination, "\(count) shards: \(merged.stderr)")
            XCTAssertEqual(verdicts(try document(merged)), verdicts(whole), "\(count) shards")
            let mergedText = try merge(reports, format: "text")
            XCTAssertEqual(mergedText.stdout, text.stdout, "\(count) shards")
        }

        // A missing shard, or one given twice, fails the merge.
        let three = (1...3).map { folder.appending(path: "shard-\($0)-of-3.json") }
        let missing = try merge([three[0], three[2]])
        XCTAssertEqual(missing.termination, .exited(1))
        XCTAssertTrue(missing.stderr.contains("error: shard 2/3 is missing (given: 1/3, 3/3)"), missing.stderr)
        XCTAssertEqual(missing.stdout, "")
        let twice = try merge([three[0], three[1], three[1], three[2]])
        XCTAssertEqual(twice.termination, .exited(1))
        XCTAssertTrue(twice.stderr.contains("error: shard 2/3 is given twice"), twice.stderr)
    }

    /// The single run's cache, from a fresh work folder (no library built)
    /// and as a copy: every result is reused.
    private func verifyTheCacheServesAnotherWorkFolder(_ cache: URL, whole: ReportDocument) throws {
        let copy = folder.appending(path: "cache-copy")
        try FileManager.default.copyItem(at: cache, to: copy)
        for cachePath in [cache, copy] {
            let work = folder.appending(path: "other-work-\(cachePath.lastPathComponent)")
            let reused = try playbook(["test"] + paths + ["--format", "json", "--cache-path", cachePath.path], work: work)
            XCTAssertEqual(reused.termination, .exited(0), reused.stderr)
            let report = try document(reused)
            XCTAssertEqual(report.summaryLine, whole.summaryLine)
            // Every example that passed and could be cached came from the cache: nothing was built.
            XCTAssertEqual(report.cached, whole.examples.filter { $0.status == "passed" }.count, cachePath.path)
            XCTAssertFalse(
                FileManager.default.fileExists(atPath: work.appending(path: "libraries").path), "libraries built in \(work.path)")
            XCTAssertEqual(verdicts(report), verdicts(whole))
        }
    }
}

/// The results of processes run at once.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Result<ProcessResult, Error>?]

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Result<ProcessResult, Error>) { lock.withLock { values[index] = value } }

    func all() throws -> [ProcessResult] { try lock.withLock { values }.map { try $0!.get() } }
}
