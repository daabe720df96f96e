internal import CPlaybookHarness
import Foundation
import PlaybookWire

#if canImport(Glibc)
    import Glibc
#endif

/// The server loop of the harness: one example at a time, each in a child
/// forked for it.
///
/// The server is a child subreaper (PR_SET_CHILD_SUBREAPER), so whatever the
/// example starts (a Foundation `Process`, something that called setsid, a
/// double fork) is re-parented to the server when its parent ends. When the
/// example's child has ended, every process left is one the example started:
/// the server kills them (see ``Leftovers``), removes the example's
/// temporary working folder and answers `status`.
///
/// It stops, killing the running example and everything it started the same
/// way, on SIGINT, SIGTERM or SIGHUP, when playbook closes the socket (also
/// when playbook was killed: the kernel closes its end) or when its parent
/// changes (checked every second).
///
/// Each example child gets a fresh folder (see ``ExampleFolder``) as its
/// working folder and its TMPDIR, and the limits of the request
/// (``ChildLimits``) before it runs. It is killed by the kernel if the
/// server dies first (PR_SET_PDEATHSIG): an example that kills its server
/// ends with it, and what it started is ended by playbook, to which it is
/// re-parented.
struct ExampleServer {
    let control: Int32
    let child: ExampleChild

    func serve() -> Never {
        #if os(Linux)
            _ = callPrctl(36 /* PR_SET_CHILD_SUBREAPER */, 1)
        #endif
        // Each child is forked by this thread: it starts with this thread's
        // caches of its id, which it must correct before it runs any Swift.
        _ = playbook_locate_thread_id_caches()
        // The loader has bound every symbol already (see HarnessRequest.bindNowVariable).
        if getenv(HarnessRequest.bindNowVariable) != nil {
            unsetenv("LD_BIND_NOW")
            unsetenv(HarnessRequest.bindNowVariable)
        }
        let parent = getppid()
        let signals = StopSignals.install()
        var buffer = LineBuffer()
        var descriptors: [Int32] = []
        while true {
            // Idle: wait for a request, a signal, or playbook going away.
            var polled = [pollfd(fd: control, events: Int16(POLLIN), revents: 0), pollfd(fd: signals, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&polled, 2, 1000)
            if StopSignals.received != 0 || getppid() != parent { stop(nil, folder: nil) }
            if ready <= 0 { continue }
            if polled[1].revents != 0 {
                StopSignals.drain(signals)
                Leftovers.reapEnded()
                continue
            }
            guard let line = nextLine(&buffer, descriptors: &descriptors) else { stop(nil, folder: nil) }
            let passed = descriptors
            descriptors = []
            handle(line, passed: passed, signals: signals, parent: parent)
        }
    }

    /// The next request line, collecting the descriptors that came before
    /// and with it; nil when playbook hung up.
    private func nextLine(_ buffer: inout LineBuffer, descriptors: inout [Int32]) -> String? {
        while true {
            if let line = buffer.nextLine() { return line }
            guard let received = DescriptorPassing.receive(on: control) else { return nil }
            buffer.append(received.bytes)
            descriptors += received.descriptors
        }
    }

    /// Runs one request and answers it: `pid N` then `status N`, or
    /// `error TEXT` (a malformed line, or not the three descriptors of
    /// ``HarnessRequest/descriptorCount``: those
    /// that came are closed and nothing is forked).
    func handle(_ line: String, passed descriptors: [Int32], signals: Int32, parent: pid_t) {
        let request: HarnessRequest
        do {
            request = try HarnessRequest(line: line)
        } catch {
            descriptors.forEach { _ = close($0) }
            reply(.refused(error.description))
            return
        }
        guard descriptors.count == HarnessRequest.descriptorCount else {
            descriptors.forEach { _ = close($0) }
            reply(.refused("the request did not carry three descriptors (stdout, stderr, the waiting pipe)"))
            return
        }
        let folder = ExampleFolder.make()
        let server = getpid()
        let pid = fork()
        if pid == 0 {
            // The runtime's locks must know this thread as itself, not as the
            // server's thread (thread_id_caches.h): else the example hangs the
            // first time another of its threads waits for a lock this one holds.
            playbook_refresh_thread_id_caches()
            // A session of its own (so a process group of its own) and no
            // controlling terminal: it cannot write to /dev/tty past playbook.
            setsid()
            #if os(Linux)
                _ = callPrctl(1 /* PR_SET_PDEATHSIG */, UInt(SIGKILL))
            #endif
            // The server may have died before the call: then nothing would kill this child.
            if getppid() != server { _exit(HarnessExit.usageStatus) }
            for number in StopSignals.numbers { _ = signal(number, SIG_DFL) }
            close(control)
            StopSignals.closeInChild(signals)
            dup2(descriptors[0], 1)
            dup2(descriptors[1], 2)
            close(descriptors[0])
            close(descriptors[1])
            // Not passed on to what the example starts.
            _ = fcntl(descriptors[2], F_SETFD, FD_CLOEXEC)
            if let folder {
                _ = chdir(folder)
                setenv("TMPDIR", folder, 1)
                setenv("PWD", folder, 1)
            }
            if let variant = request.marbleVariant { setenv(HarnessRequest.marbleVariantVariable, variant, 1) }
            unsetenv(HarnessRequest.serverFolderVariable)
            ChildLimits.apply(request.limits)
            child.run(request.symbol, waiting: descriptors[2])
        }
        let forkError = errno
        descriptors.forEach { _ = close($0) }
        guard pid > 0 else {
            ExampleFolder.remove(folder)
            reply(.refused("fork: \(String(cString: strerror(forkError)))"))
            return
        }
        // The child makes a session (so a group) of its own first thing: answer
        // once it has, so that playbook can kill its group at any time after.
        for _ in 0..<10_000 {
            let session = getsid(pid)
            if session == pid || session == -1 { break }
            usleep(100)
        }
        reply(.started(pid: pid))
        let status = waitForExample(pid, signals: signals, parent: parent, folder: folder)
        Leftovers.kill(startedBy: pid)
        ExampleFolder.remove(folder)
        reply(.finished(status: status))
    }

    /// Waits until the example's child ends; stops the server (and the
    /// example) on a stopping signal or when playbook is gone.
    private func waitForExample(_ pid: pid_t, signals: Int32, parent: pid_t, folder: String?) -> Int32 {
        var watchControl = true
        while true {
            var status: Int32 = 0
            while true {
                let reaped = waitpid(-1, &status, WNOHANG)
                if reaped == pid { return status }
                if reaped <= 0 { break }
            }
            if StopSignals.received != 0 || getppid() != parent { stop(pid, folder: folder) }
            var polled = [pollfd(fd: signals, events: Int16(POLLIN), revents: 0), pollfd(fd: control, events: Int16(POLLIN), revents: 0)]
            _ = poll(&polled, watchControl ? 2 : 1, 1000)
            if polled[0].revents != 0 { StopSignals.drain(signals) }
            if watchControl, polled[1].revents != 0 {
                // Playbook sends nothing while an example runs: readable means it hung up.
                var byte: UInt8 = 0
                if recv(control, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT)) == 0 { stop(pid, folder: folder) }
                watchControl = false
            }
        }
    }

    /// Stops the running example (if any) and what it started, removes its folder, and exits.
    private func stop(_ example: pid_t?, folder: String?) -> Never {
        if let example {
            Glibc.kill(-example, SIGKILL)
            Glibc.kill(example, SIGKILL)
            Leftovers.kill(startedBy: example)
        } else {
            Leftovers.kill(startedBy: 0)
        }
        ExampleFolder.remove(folder)
        // The folder playbook made for this server: playbook may be gone (killed) and not remove it.
        if let own = getenv(HarnessRequest.serverFolderVariable) { ExampleFolder.removeTree(String(cString: own)) }
        _exit(0)
    }

    private func reply(_ answer: HarnessReply) {
        let bytes = Array((answer.line + "\n").utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { write(control, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { stop(nil, folder: nil) }
            sent += count
        }
    }
}

/// prctl is variadic, so Swift cannot import it; on Linux calling it
/// through a fixed prototype of integer arguments is what C does.
func callPrctl(_ option: Int32, _ argument: UInt) -> Int32 {
    typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "prctl") else { return -1 }
    return unsafeBitCast(symbol, to: Prctl.self)(option, argument, 0, 0, 0)
}
