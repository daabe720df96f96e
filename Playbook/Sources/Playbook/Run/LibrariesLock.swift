#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation

/// The built libraries of a work folder (`WORK/libraries`), shared by the
/// runs on it: a run holds `WORK/libraries.lock` shared while it compiles
/// against them and runs examples linked with them, and alone only while it
/// builds them, so the shards of a split on one machine build them once and
/// never rebuild them under one another's running examples.
final class LibrariesLock {
    private let descriptor: Int32

    init(folder: URL) throws(PlaybookError) {
        let path = folder.appending(path: "libraries.lock").path
        do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
            throw .unwritableFile(path: folder.path, reason: error.localizedDescription)
        }
        descriptor = descriptorLock.withLock { _ in open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644) }
        guard descriptor >= 0 else { throw .unwritableFile(path: path, reason: String(cString: strerror(errno))) }
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// The libraries (made afresh by `libraries` each time: what they must
    /// hold may grow while this run waits) built and what they offer, with the
    /// lock held shared until this lock is dropped. Builds them, alone, when
    /// they are not current, calling `starting` first.
    func use(
        _ libraries: () -> LibraryBuild, starting: () -> Void
    ) throws(PlaybookError) -> (LibraryBuild, LibraryCapabilities) {
        var built: (LibraryBuild, LibraryCapabilities)?
        while true {
            try take(LOCK_SH)
            let shared = libraries()
            if let capabilities = shared.current() { return (shared, capabilities) }
            // Built by this run, and its stamp unreadable: take what the build said.
            if let built, built.0.supportDigest == shared.supportDigest { return built }
            flock(descriptor, LOCK_UN)
            try take(LOCK_EX)
            let own = libraries()
            do throws(PlaybookError) {
                if let capabilities = own.current() {
                    built = (own, capabilities)
                } else {
                    built = (own, try own.ensureBuilt(starting: starting))
                }
            } catch {
                flock(descriptor, LOCK_UN)
                throw error
            }
            // Shared again, and checked again: another run may build between the two.
            flock(descriptor, LOCK_UN)
        }
    }

    private func take(_ mode: Int32) throws(PlaybookError) {
        while flock(descriptor, mode) != 0 {
            guard errno == EINTR else {
                throw .unwritableFile(path: "libraries.lock", reason: "could not lock it: \(String(cString: strerror(errno)))")
            }
        }
    }
}
