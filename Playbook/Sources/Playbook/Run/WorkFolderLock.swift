#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation

/// A lock on a work folder (flock on `WORK/lock`) for the length of a run,
/// so that two runs never build or cache into one folder at once. A second
/// run waits, saying so; the kernel releases the lock when the holder ends,
/// however it ends, so a lock left by a dead run never blocks. The file
/// holds the holder's pid, for the message.
///
/// A shard's run (`--shard I/N`) shares the folder with the other shards:
/// it holds `WORK/lock` shared and `WORK/lock-shard-I` alone, so shards of
/// one split run at once (each in its own `shard-I` folder) while a whole
/// run, or another run of the same shard, waits for them.
final class WorkFolderLock {
    private let descriptors: [Int32]

    /// Takes the lock, waiting for another run to end; `waiting` is called
    /// once, with the other run's pid if known, before waiting.
    init(folder: URL, shard: Int? = nil, waiting: (pid_t?) -> Void) throws(PlaybookError) {
        do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
            throw .unwritableFile(path: folder.path, reason: error.localizedDescription)
        }
        var taken: [Int32] = []
        var told = false
        let wanted = [("lock", shard == nil)] + (shard.map { [("lock-shard-\($0)", true)] } ?? [])
        for (name, exclusive) in wanted {
            let path = folder.appending(path: name).path
            do {
                taken.append(
                    try Self.lock(path, exclusive: exclusive) { holder in
                        if !told { waiting(holder) }
                        told = true
                    })
            } catch {
                for descriptor in taken { close(descriptor) }
                throw error
            }
        }
        descriptors = taken
    }

    /// Opens and locks the file, and writes this pid into it.
    static func lock(_ path: String, exclusive: Bool, waiting: (pid_t?) -> Void) throws(PlaybookError) -> Int32 {
        let descriptor = descriptorLock.withLock { _ in open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644) }
        guard descriptor >= 0 else { throw .unwritableFile(path: path, reason: String(cString: strerror(errno))) }
        let mode = exclusive ? LOCK_EX : LOCK_SH
        if flock(descriptor, mode | LOCK_NB) != 0 {
            let holder = (try? String(contentsOfFile: path, encoding: .utf8)).flatMap {
                pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines))
            }
            waiting(holder)
            while flock(descriptor, mode) != 0 {
                guard errno == EINTR else {
                    let reason = String(cString: strerror(errno))
                    close(descriptor)
                    throw .unwritableFile(path: path, reason: "could not lock it: \(reason)")
                }
            }
        }
        // A holder of a shared lock writes its pid too: the last one to come is named.
        let text = Array("\(getpid())\n".utf8)
        _ = ftruncate(descriptor, 0)
        _ = pwrite(descriptor, text, text.count, 0)
        return descriptor
    }

    deinit {
        for descriptor in descriptors.reversed() {
            flock(descriptor, LOCK_UN)
            close(descriptor)
        }
    }
}
