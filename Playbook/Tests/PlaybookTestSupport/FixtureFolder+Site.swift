import Foundation
import XCTest
@testable import Playbook
@testable import PlaybookRx

/// What the site's tests read from a fixture folder (the pages of a
/// fixture chapter folder, golden files) and verdicts made up for them
/// without running anything. A test target names its folder `SiteFixtures`
/// where it reads it as a site's.
extension FixtureFolder {
    /// This repository's sections (its playbook.json's): what the guide's
    /// references to "the Playgrounds page on X" and the operator pages need.
    package static var rxSections: [String: String] { ["Docs": "Guide", "Playgrounds": "Operators"] }

    /// Set PLAYBOOK_RECORD_GOLDEN=1 to rewrite the golden files from the current output.
    package static var recording: Bool { ProcessInfo.processInfo.environment["PLAYBOOK_RECORD_GOLDEN"] == "1" }

    /// The markdown files of a fixture folder as (path shown as `Docs/x.md`, text), sorted.
    package static func sources(_ folder: String) throws -> [(path: String, text: String)] {
        let base = directory.appending(path: folder)
        let files = try ChapterFiles.find([base.path])
        return try files.map { file in
            (String(file.dropFirst(base.path.count + 1)), try String(contentsOfFile: file, encoding: .utf8))
        }
    }

    /// Verdicts as a clean run would give: every run example printed its expected output.
    package static func passingVerdicts(_ plan: SitePlan) -> [ExampleVerdict] {
        plan.pages.flatMap(\.chapter.examples).compactMap { example in
            let outcome: ExampleOutcome
            switch example.kind {
            case .setup: return nil
            case .run, .marble:
                outcome = .ran(ProcessResult(termination: .exited(0), stdout: example.expected?.text ?? "", stderr: "", duration: 0.02))
            case .noRun, .manifest: outcome = .compiled
            case .compileFail: outcome = .compileFailChecked(.failedAsExpected)
            case .skip(let reason): outcome = .skipped(reason: reason)
            }
            return VerdictJudge().verdict(for: example, outcome: outcome)
        }
    }

    /// A builder of the plan's site in this repository's flavour (Rx), as its playbook.json asks.
    package static func builder(_ plan: SitePlan, verdicts: [ExampleVerdict]? = nil, timelines: [String: MarbleTimeline] = [:])
        -> SiteBuilder
    {
        var builder = SiteBuilder(
            plan: plan, verdicts: verdicts ?? passingVerdicts(plan), timelines: timelines, toolchain: "Swift 6.3.1", date: "2026-01-02")
        builder.flavour = RxFlavour()
        return builder
    }

    /// Compares `actual` with the golden file, or rewrites it when recording.
    package static func assertGolden(_ actual: String, _ relative: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = directory.appending(path: relative)
        if recording {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            XCTFail("no golden file \(relative); run the tests with PLAYBOOK_RECORD_GOLDEN=1 to record it", file: file, line: line)
            return
        }
        if expected != actual {
            let diff = UnifiedDiff().diff(expected: expected, actual: actual)
            XCTFail(
                "\(relative) differs from the rendered output (re-record with PLAYBOOK_RECORD_GOLDEN=1 if the change is intended):\n\(diff)",
                file: file, line: line)
        }
    }
}
