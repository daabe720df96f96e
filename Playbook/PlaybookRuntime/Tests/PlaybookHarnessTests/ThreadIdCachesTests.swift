import CPlaybookHarness
import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// The thread-id caches a forked example child corrects
/// (Sources/CPlaybookHarness/include/thread_id_caches.h). The end-to-end
/// proof is Fixtures/HostileProcesses/process-forked-locks.md, whose
/// example hangs without the correction.
final class ThreadIdCachesTests: XCTestCase {
    func testTheRuntimesCachesAreFoundByName() {
        #if os(Linux)
            // libswiftCore's copy at least; without any, a forked child's
            // runtime locks would keep the server's thread id (a toolchain
            // whose symbol tables are stripped would make this fail, and
            // the protection with it).
            let started = Date()
            let found = playbook_locate_thread_id_caches()
            let seconds = Date().timeIntervalSince(started)
            XCTAssertGreaterThanOrEqual(found, 1)
            XCTAssertEqual(playbook_thread_id_cache_count(), found)
            XCTAssertEqual(playbook_thread_id_cache_value(found), -1)
            print("thread-id caches: \(found) found in \(String(format: "%.1f", seconds * 1000)) ms")
        #endif
    }

    func testAForkedChildHoldsItsOwnIdInEveryCache() {
        #if os(Linux)
            // This thread takes a runtime lock first, so that its own id is cached.
            let lock = NSLock()
            lock.withLock {}
            let found = playbook_locate_thread_id_caches()
            XCTAssertGreaterThan(found, 0)
            let pid = fork()
            if pid == 0 {
                playbook_refresh_thread_id_caches()
                let me = getpid()
                let wrong = (0..<playbook_thread_id_cache_count()).filter { playbook_thread_id_cache_value($0) != me }
                _exit(wrong.isEmpty ? 0 : 1)
            }
            XCTAssertGreaterThan(pid, 0)
            var status: Int32 = 0
            XCTAssertEqual(waitpid(pid, &status, 0), pid)
            XCTAssertEqual(status, 0, "a cache in the child does not hold the child's id")
        #endif
    }
}
