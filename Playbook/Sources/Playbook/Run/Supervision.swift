#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation
import Synchronization

/// Held while descriptors are made and while a process is spawned, so that
/// no child is spawned between a pipe's creation and its close-on-exec flag
/// (Glibc's Swift overlay has no pipe2): a child that kept another example's
/// write end open would keep that example's pipe from ever reaching EOF.
let descriptorLock = Mutex<Void>(())

/// The stdout and stderr pipes of a child: the child gets the write ends
/// (moved onto 1 and 2, which clears close-on-exec), the parent reads the
/// read ends. Every end is close-on-exec.
struct OutputPipes {
    /// stdout's, stderr's, and the waiting pipe's when there is one.
    let readEnds: [Int32]
    let writeEnds: [Int32]

    /// - Parameter waiting: also a pipe on which a harness child says that
    ///   its example's code has returned (``HarnessRequest/descriptorCount``).
    init(waiting: Bool = false) throws(ChildProcess.SpawnError) {
        var reads: [Int32] = []
        var writes: [Int32] = []
        try descriptorLock.withLock { _ throws(ChildProcess.SpawnError) in
            for _ in 0..<(waiting ? 3 : 2) {
                var ends: [Int32] = [-1, -1]
                guard pipe(&ends) == 0 else {
                    let code = errno
                    (reads + writes).forEach { _ = close($0) }
                    throw .pipeFailed(errno: code)
                }
                for descriptor in ends { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
                reads.append(ends[0])
                writes.append(ends[1])
            }
        }
        readEnds = reads
        writeEnds = writes
    }

    func closeWriteEnds() { writeEnds.forEach { _ = close($0) } }
    func closeAll() { (readEnds + writeEnds).forEach { _ = close($0) } }
}

/// Watches a running child: reads its pipes while it runs, kills its process
/// group at the deadline or when it prints more than the output cap, and
/// waits for its wait status.
struct Supervision {
    let start: Date
    let deadline: Double?
    let outputLimit: Int?
    /// A descriptor that becomes readable when the work is over (a harness
    /// server's socket: its answer, or its end): then what the pipes hold is
    /// read and they are no longer waited for, since a process that outlived
    /// a dead server may hold them open.
    var endOfWork: Int32? = nil
    /// Called once when the child says, on the pipes' waiting pipe, that its
    /// example's code has returned.
    var onWaiting: (() -> Void)? = nil

    /// - Parameter reap: the child's wait status if it ends within the given
    ///   seconds (nil: wait as long as it takes), else nil.
    func watch(
        pid: pid_t, pipes: OutputPipes, onOutput: ((ChildProcess.Stream, [UInt8]) -> Void)?,
        reap: (_ waitingAtMost: Double?) -> Int32?
    ) -> ProcessResult {
        var collected = OutputCollector(
            stdout: pipes.readEnds[0], stderr: pipes.readEnds[1], waiting: pipes.readEnds.count > 2 ? pipes.readEnds[2] : nil,
            onWaiting: onWaiting)
        let end = deadline.map { start.addingTimeInterval($0) }
        var killedFor: ProcessResult.Termination?
        while collected.isOpen {
            let remaining = end.map { max(0, $0.timeIntervalSinceNow) }
            if let remaining, remaining <= 0 { killedFor = .timedOut(seconds: deadline ?? 0); break }
            let ended = collected.readAvailable(waitingAtMost: remaining.map { min($0, 1) } ?? 1, endOfWork: endOfWork, onOutput: onOutput)
            if let limit = outputLimit, collected.byteCount > limit { killedFor = .floodedOutput(limit: limit); break }
            if endOfWork != nil, ended {
                // What the pipes hold now; a process left behind may still write, so boundedly.
                for _ in 0..<64 where collected.isOpen {
                    guard collected.readAvailable(waitingAtMost: 0, endOfWork: nil, onOutput: onOutput) else { break }
                }
                break
            }
        }
        collected.closeAll()
        if killedFor != nil { kill(-pid, SIGKILL) }
        var status: Int32 = 0
        if killedFor != nil {
            status = reap(nil) ?? 0
        } else if let end {
            // Its pipes are closed, but it may still run: hold it to the deadline.
            if let reaped = reap(max(0, end.timeIntervalSinceNow)) {
                status = reaped
            } else {
                killedFor = .timedOut(seconds: deadline ?? 0)
                kill(-pid, SIGKILL)
                status = reap(nil) ?? 0
            }
        } else {
            status = reap(nil) ?? 0
        }
        let termination: ProcessResult.Termination
        if let killedFor {
            termination = killedFor
        } else if status & 0x7f == 0 {
            termination = .exited((status >> 8) & 0xff)
        } else {
            termination = .signaled(status & 0x7f)
        }
        return ProcessResult(
            termination: termination, stdout: collected.bytes(of: .stdout), stderr: collected.bytes(of: .stderr),
            duration: Date().timeIntervalSince(start))
    }
}

/// The bytes read so far from a child's stdout and stderr pipes.
private struct OutputCollector {
    private var descriptors: [Int32]
    private var bytes: [[UInt8]] = [[], []]
    private var open: [Bool] = [true, true]
    /// The waiting pipe's read end until the child wrote on it or closed it.
    private var waiting: Int32?
    private let onWaiting: (() -> Void)?
    private var buffer = [UInt8](repeating: 0, count: 65536)

    init(stdout: Int32, stderr: Int32, waiting: Int32? = nil, onWaiting: (() -> Void)? = nil) {
        descriptors = [stdout, stderr]
        self.waiting = waiting
        self.onWaiting = onWaiting
    }

    var isOpen: Bool { open[0] || open[1] }
    var byteCount: Int { bytes[0].count + bytes[1].count }

    func bytes(of stream: ChildProcess.Stream) -> [UInt8] {
        bytes[stream == .stdout ? 0 : 1]
    }

    /// Reads what the pipes hold, waiting at most `seconds` for something.
    /// With `endOfWork`: whether that descriptor became readable; without:
    /// whether anything was read (or a pipe ended).
    @discardableResult
    mutating func readAvailable(
        waitingAtMost seconds: Double, endOfWork: Int32?, onOutput: ((ChildProcess.Stream, [UInt8]) -> Void)?
    ) -> Bool {
        var polled = (0..<2).filter { open[$0] }.map { pollfd(fd: descriptors[$0], events: Int16(POLLIN), revents: 0) }
        if let endOfWork { polled.append(pollfd(fd: endOfWork, events: Int16(POLLIN), revents: 0)) }
        if let waiting { polled.append(pollfd(fd: waiting, events: Int16(POLLIN), revents: 0)) }
        let ready = poll(&polled, nfds_t(polled.count), seconds <= 0 ? 0 : Int32(max(1, seconds * 1000)))
        guard ready > 0 else { return false }
        var ended = false
        for entry in polled where entry.revents != 0 {
            if entry.fd == endOfWork {
                ended = true
                continue
            }
            if entry.fd == waiting {
                // A byte, or its end (the child is gone): said once either way.
                close(entry.fd)
                waiting = nil
                onWaiting?()
                continue
            }
            let index = entry.fd == descriptors[0] ? 0 : 1
            let count = read(entry.fd, &buffer, buffer.count)
            if count > 0 {
                let chunk = Array(buffer[0..<count])
                bytes[index] += chunk
                onOutput?(index == 0 ? .stdout : .stderr, chunk)
            } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                open[index] = false
            }
        }
        return endOfWork == nil ? true : ended
    }

    mutating func closeAll() {
        for index in 0..<2 { close(descriptors[index]); open[index] = false }
        if let waiting { close(waiting) }
        waiting = nil
    }
}
