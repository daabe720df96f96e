#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation

/// An exclusive lock on a work folder (flock on `WORK/lock`) for the
/// length of a run, so that two runs never build or cache into one folder at
/// once. A second run waits, saying so; the kernel releases the lock when
/// the holder ends, however it ends, so a lock left by a dead run never blocks.
/// The file holds the holder's pid, for the message.
final class WorkFolderLock {
    private let descriptor: Int32

    /// Takes the lock, waiting for another run to end; `waiting` is called
    /// once, with the other run's pid if known, before waiting.
    init(folder: URL, waiting: (pid_t?) -> Void) throws(PlaybookError) {
        let path = folder.appending(path: "lock").path
        do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
            throw .unwritableFile(path: folder.path, reason: error.localizedDescription)
        }
        let opened = descriptorLock.withLock { _ in open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644) }
        guard opened >= 0 else { throw .unwritableFile(path: path, reason: String(cString: strerror(errno))) }
        descriptor = opened
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let holder = (try? String(contentsOfFile: path, encoding: .utf8)).flatMap {
                pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines))
            }
            waiting(holder)
            while flock(descriptor, LOCK_EX) != 0 {
                guard errno == EINTR else {
                    let reason = String(cString: strerror(errno))
                    close(descriptor)
                    throw .unwritableFile(path: path, reason: "could not lock it: \(reason)")
                }
            }
        }
        let text = Array("\(getpid())\n".utf8)
        _ = ftruncate(descriptor, 0)
        _ = pwrite(descriptor, text, text.count, 0)
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
