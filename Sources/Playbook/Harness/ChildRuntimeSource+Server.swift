extension ChildRuntimeSource {
    /// The server loop of the harness runtime (see ``HarnessServer`` for the
    /// protocol), part of the `PlaybookHarness` module.
    ///
    /// One example runs at a time in a server. The server is a child
    /// subreaper (PR_SET_CHILD_SUBREAPER), so whatever the example starts
    /// (a Foundation `Process`, something that called setsid, a double fork)
    /// is re-parented to the server when its parent ends. When the example's
    /// child has ended, every process left is one the example started: the
    /// server kills its process group and then every child of its own,
    /// repeatedly, until it has none; then it removes the example's
    /// temporary working folder and answers `status`.
    ///
    /// It stops, killing the running example and everything it started the
    /// same way, on SIGINT, SIGTERM or SIGHUP, when playbook closes the socket
    /// (also when playbook was killed: the kernel closes its end) or when its
    /// parent changes (checked every second).
    ///
    /// Each example child gets a fresh folder made with mkdtemp under TMPDIR
    /// (`playbook-example-XXXXXX`) as its working folder and its TMPDIR, and
    /// the limits of the request (setrlimit; 0 means none) before it runs.
    static let serverFunctions = #"""
        /// prctl is variadic, so Swift cannot import it; on Linux calling it
        /// through a fixed prototype of integer arguments is what C does.
        typealias PrctlFunction = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32

        func prctl(_ option: Int32, _ argument: UInt) -> Int32 {
            guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "prctl") else { return -1 }
            return unsafeBitCast(symbol, to: PrctlFunction.self)(option, argument, 0, 0, 0)
        }

        /// The write end of the pipe the signal handler reports on.
        var signalWriteEnd: Int32 = -1

        /// The stopping signal received, 0 before.
        var stopSignal: Int32 = 0

        func installSignalPipe() -> Int32 {
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { fputs("harness: pipe: \(String(cString: strerror(errno)))\n", stderr); exit(71) }
            for end in ends {
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            }
            signalWriteEnd = ends[1]
            stopSignal = 0
            for signal in [SIGINT, SIGTERM, SIGHUP, SIGCHLD] {
                var action = sigaction()
                #if os(Linux)
                action.__sigaction_handler.sa_handler = { number in
                    if number != SIGCHLD { stopSignal = number }
                    var byte = UInt8(truncatingIfNeeded: number)
                    _ = write(signalWriteEnd, &byte, 1)
                }
                #endif
                action.sa_flags = SA_RESTART
                sigemptyset(&action.sa_mask)
                sigaction(signal, &action, nil)
            }
            return ends[0]
        }

        /// What the request asks for: the symbol, then the limits (0: none)
        /// memory, cpu seconds, file size, open files, processes.
        struct ExampleRequest {
            var symbol: String
            var limits: [UInt64]

            init(_ line: String) {
                let fields = line.split(separator: " ").map(String.init)
                symbol = fields.first ?? ""
                limits = fields.dropFirst().map { UInt64($0) ?? 0 }
                while limits.count < 5 { limits.append(0) }
            }

            func applyLimits() {
                #if os(Linux)
                // RLIMIT_DATA, RLIMIT_CPU, RLIMIT_FSIZE, RLIMIT_NOFILE, RLIMIT_NPROC (Linux's numbers).
                let resources: [Int32] = [2, 0, 1, 7, 6]
                for (resource, value) in zip(resources, limits) where value > 0 {
                    var current = rlimit()
                    getrlimit(resource, &current)
                    // CPU: SIGXCPU at the limit, SIGKILL a second later if it ignores that.
                    let hard = resource == 0 ? value + 1 : value
                    var limit = rlimit(rlim_cur: rlim_t(value), rlim_max: rlim_t(min(hard, UInt64(current.rlim_max))))
                    if limit.rlim_cur > limit.rlim_max { limit.rlim_cur = limit.rlim_max }
                    setrlimit(resource, &limit)
                }
                #endif
            }
        }

        func serve(control: Int32, grace: Double) -> Never {
            #if os(Linux)
            _ = prctl(36 /* PR_SET_CHILD_SUBREAPER */, 1)
            #endif
            let parent = getppid()
            let signals = installSignalPipe()
            var pending: [UInt8] = []
            while true {
                // Idle: wait for a request, a signal, or playbook going away.
                var polled = [pollfd(fd: control, events: Int16(POLLIN), revents: 0), pollfd(fd: signals, events: Int16(POLLIN), revents: 0)]
                let ready = poll(&polled, 2, 1000)
                if stopSignal != 0 || getppid() != parent { stop(nil, folder: nil) }
                if ready <= 0 { continue }
                if polled[1].revents != 0 { drain(signals); reapAny(); continue }
                guard let (line, descriptors) = receiveRequest(control, &pending) else { stop(nil, folder: nil) }
                guard descriptors.count == 2 else {
                    descriptors.forEach { _ = close($0) }
                    reply(control, "error the request did not carry two descriptors")
                    continue
                }
                let request = ExampleRequest(line)
                let folder = makeFolder()
                let child = fork()
                if child == 0 {
                    for number in [SIGINT, SIGTERM, SIGHUP, SIGCHLD] { _ = signal(number, SIG_DFL) }
                    close(control)
                    close(signals)
                    close(signalWriteEnd)
                    setpgid(0, 0)
                    dup2(descriptors[0], 1)
                    dup2(descriptors[1], 2)
                    close(descriptors[0])
                    close(descriptors[1])
                    if let folder {
                        _ = chdir(folder)
                        setenv("TMPDIR", folder, 1)
                        setenv("PWD", folder, 1)
                    }
                    request.applyLimits()
                    runExample(request.symbol, grace: grace)
                }
                let forkError = errno
                descriptors.forEach { _ = close($0) }
                guard child > 0 else {
                    removeFolder(folder)
                    reply(control, "error fork: \(String(cString: strerror(forkError)))")
                    continue
                }
                setpgid(child, child)
                reply(control, "pid \(child)")
                let status = waitForExample(child, control: control, signals: signals, parent: parent, folder: folder)
                killLeftovers(of: child)
                removeFolder(folder)
                reply(control, "status \(status)")
            }
        }

        /// Waits until the example's child ends; stops the server (and the
        /// example) on a stopping signal or when playbook is gone.
        func waitForExample(_ child: pid_t, control: Int32, signals: Int32, parent: pid_t, folder: String?) -> Int32 {
            var watchControl = true
            while true {
                var status: Int32 = 0
                while true {
                    let reaped = waitpid(-1, &status, WNOHANG)
                    if reaped == child { return status }
                    if reaped <= 0 { break }
                }
                if stopSignal != 0 || getppid() != parent { stop(child, folder: folder) }
                var polled = [pollfd(fd: signals, events: Int16(POLLIN), revents: 0), pollfd(fd: control, events: Int16(POLLIN), revents: 0)]
                _ = poll(&polled, watchControl ? 2 : 1, 1000)
                if polled[0].revents != 0 { drain(signals) }
                if watchControl, polled[1].revents != 0 {
                    // Playbook sends nothing while an example runs: readable means it hung up.
                    var byte: UInt8 = 0
                    if recv(control, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT)) == 0 { stop(child, folder: folder) }
                    watchControl = false
                }
            }
        }

        func drain(_ descriptor: Int32) {
            var buffer = [UInt8](repeating: 0, count: 64)
            while read(descriptor, &buffer, buffer.count) > 0 {}
        }

        func reapAny() {
            var status: Int32 = 0
            while waitpid(-1, &status, WNOHANG) > 0 {}
        }

        /// Kills the example's process group, then every child of this
        /// process (as a subreaper, whatever the example started ends up
        /// here), until none is left.
        func killLeftovers(of example: pid_t) {
            if example > 0 { kill(-example, SIGKILL) }
            var status: Int32 = 0
            for _ in 0..<10_000 {
                // No child at all: nothing the example started is alive.
                let reaped = waitpid(-1, &status, WNOHANG)
                if reaped > 0 { continue }
                if reaped < 0 && errno == ECHILD { return }
                let children = childrenOfThisProcess()
                for child in children { kill(child, SIGKILL) }
                if children.isEmpty { usleep(1000) }
            }
        }

        /// The processes whose parent is this one, from /proc/PID/stat.
        func childrenOfThisProcess() -> [pid_t] {
            let me = getpid()
            guard let directory = opendir("/proc") else { return [] }
            defer { closedir(directory) }
            var children: [pid_t] = []
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
                guard let pid = pid_t(name), let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                      let close = stat.lastIndex(of: ")") else { continue }
                let fields = stat[stat.index(after: close)...].split(separator: " ")
                if fields.count > 1, pid_t(fields[1]) == me { children.append(pid) }
            }
            return children
        }

        func makeFolder() -> String? {
            let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
            var template = Array((base + "/playbook-example-XXXXXX").utf8CString)
            return template.withUnsafeMutableBufferPointer { buffer in
                mkdtemp(buffer.baseAddress!).map { String(cString: $0) }
            }
        }

        func removeFolder(_ folder: String?) {
            guard let folder else { return }
            removeTree(folder)
        }

        /// Removes the file, or the folder and everything in it; never follows a symbolic link.
        func removeTree(_ path: String) {
            var info = stat()
            guard lstat(path, &info) == 0 else { return }
            if info.st_mode & S_IFMT == S_IFDIR, let directory = opendir(path) {
                var names: [String] = []
                while let entry = readdir(directory) {
                    let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
                    if name != "." && name != ".." { names.append(name) }
                }
                closedir(directory)
                for name in names { removeTree(path + "/" + name) }
                _ = rmdir(path)
            } else {
                _ = unlink(path)
            }
        }

        /// Stops the running example (if any) and what it started, removes its folder, and exits.
        func stop(_ example: pid_t?, folder: String?) -> Never {
            if let example {
                kill(-example, SIGKILL)
                kill(example, SIGKILL)
                killLeftovers(of: example)
            } else {
                killLeftovers(of: 0)
            }
            removeFolder(folder)
            _exit(0)
        }

        func reply(_ control: Int32, _ line: String) {
            let bytes = Array((line + "\n").utf8)
            var sent = 0
            while sent < bytes.count {
                let count = bytes[sent...].withUnsafeBytes { write(control, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { stop(nil, folder: nil) }
                sent += count
            }
        }
        """#
}
