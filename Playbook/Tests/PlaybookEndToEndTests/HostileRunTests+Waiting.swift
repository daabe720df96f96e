import XCTest
@testable import Playbook

/// An example whose code has returned and that only waits for the work it
/// scheduled (the harness's grace) holds no job: the next example starts
/// beside it at once, not when a sample of its CPU use finds it idle.
extension HostileRunTests {
    /// The first example's scheduled work spins on a CPU (so no sample finds
    /// it idle) until the second has started, for at most 1.5 s.
    private func twoExamples(marker: URL) -> String {
        """
        ```swift
        import Foundation
        import Rx
        _ = Observable<String>.create { observer in
            DispatchQueue.global().async {
                let end = Date().addingTimeInterval(1.5)
                while !FileManager.default.fileExists(atPath: "\(marker.path)") && Date() < end {}
                observer.onNext(FileManager.default.fileExists(atPath: "\(marker.path)") ? "the next one started beside me" : "alone")
                observer.onCompleted()
            }
            return Disposables.create()
        }
        .subscribe(onNext: { print($0) })
        ```

        ```output
        the next one started beside me
        ```

        ```swift
        import Foundation
        FileManager.default.createFile(atPath: "\(marker.path)", contents: nil)
        print("started")
        ```

        ```output
        started
        ```

        """
    }

    func testTheNextExampleStartsOnceAnExampleOnlyWaitsForItsScheduledWork() throws {
        let marker = folder.appending(path: "second-started")
        let chapter = try write(twoExamples(marker: marker), "Waiting/two.md")
        let result = try playbook(["test", chapter.path, "--no-cache", "--jobs", "1"])
        XCTAssertEqual(result.termination, .exited(0), result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.hasSuffix("2 passed, 0 failed, 0 skipped\n"), result.stdout)
    }
}
