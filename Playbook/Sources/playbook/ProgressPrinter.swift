import Foundation
import Playbook
import Synchronization

/// Progress on stderr while a run works, so that a long build is never
/// silent: a line when each phase starts (building the libraries, compiling
/// N examples, running N examples, type-checking), and while a phase lasts,
/// its elapsed time and `k/N` count: rewritten in place once a second on a
/// terminal, printed as a new line every `heartbeat` seconds elsewhere (CI).
/// Streamed output (`playbook run`) and names are shown with their control
/// characters escaped (``VisibleText``): an example cannot move the cursor,
/// erase a line or set the window title.
// Unchecked: the state is behind a Mutex, and a dispatch timer may be used from any thread.
final class ProgressPrinter: @unchecked Sendable {
    private struct State {
        var phase: String?
        var started = Date()
        var done = 0
        var total = 0
        var lastLength = 0
        var lastHeartbeat = Date()
        var current = ""
        /// Streamed output not yet shown (a UTF-8 sequence cut by a read), per stream.
        var streams = [VisibleText.Stream(), VisibleText.Stream()]
    }

    private let isTerminal: Bool
    private let heartbeat: TimeInterval
    private let state = Mutex(State())
    private let timer: DispatchSourceTimer

    /// `heartbeat`: seconds between the lines printed when stderr is not a terminal.
    init(isTerminal: Bool = isatty(2) == 1, heartbeat: TimeInterval = 5) {
        self.isTerminal = isTerminal
        self.heartbeat = heartbeat
        timer = DispatchSource.makeTimerSource(queue: DispatchQueue.global(qos: .utility))
        timer.schedule(deadline: .now() + 1, repeating: 1)
        timer.setEventHandler { [weak self] in self?.tick() }
        timer.resume()
    }

    deinit { timer.cancel() }

    /// Ends the live line and stops the timer; call once the work is done.
    func finish() {
        timer.cancel()
        state.withLock { state in
            flushStreams(&state)
            endLiveLine(&state)
            state.phase = nil
        }
    }

    /// Shows what the streams held back (an unfinished UTF-8 sequence).
    private func flushStreams(_ state: inout State) {
        for (index, handle) in [FileHandle.standardOutput, FileHandle.standardError].enumerated() {
            let rest = state.streams[index].finish()
            if !rest.isEmpty { handle.write(Data(rest.utf8)) }
        }
    }

    func report(_ event: VerificationProgress) {
        switch event {
        case .buildingLibraries:
            begin("building the libraries", note: " (swift build; the first time takes a few minutes)")
        case .building(let count):
            begin("compiling \(count) example\(count == 1 ? "" : "s") into one harness")
        case .buildingFirst(let count):
            begin("compiling the \(count) example\(count == 1 ? "" : "s") that took longest, to run while the rest compile")
        case .running(let count):
            begin("running \(count) example\(count == 1 ? "" : "s")", total: count)
        case .checkingCompileFailures(let count):
            begin("type-checking \(count) compile-fail example\(count == 1 ? "" : "s")")
        case .ran(let example, let done, let total):
            state.withLock { state in
                // Examples started first end while later phases are shown: counted from the running phase on.
                guard state.total > 0 else { return }
                state.done = done
                state.total = total
                state.current = example.name
                if isTerminal { writeLive(&state) }
                if done == total {
                    endLiveLine(&state)
                    state.phase = nil
                }
            }
        case .starting(let example):
            finishPhase()
            state.withLock { flushStreams(&$0) }
            let title = VisibleText.escapedOnOneLine("── \(example.name) (\(example.location)) ──")
            FileHandle.standardOutput.write(Data((title + "\n").utf8))
        case .liveOutput(_, let stream, let bytes):
            let index = stream == .stdout ? 0 : 1
            let text = state.withLock { $0.streams[index].take(bytes) }
            (stream == .stdout ? FileHandle.standardOutput : FileHandle.standardError).write(Data(text.utf8))
        }
    }

    /// Starts a phase: its line (with `note` added), then its status while it lasts.
    private func begin(_ phase: String, note: String = "", total: Int = 0) {
        state.withLock { state in
            endLiveLine(&state)
            FileHandle.standardError.write(Data(VisibleText.escaped("playbook: \(phase)\(note)\n").utf8))
            state = State(phase: phase, started: Date(), total: total, lastHeartbeat: Date())
        }
    }

    private func finishPhase() {
        state.withLock { state in
            endLiveLine(&state)
            state.phase = nil
        }
    }

    private func tick() {
        state.withLock { state in
            guard state.phase != nil else { return }
            if isTerminal {
                writeLive(&state)
            } else if Date().timeIntervalSince(state.lastHeartbeat) >= heartbeat {
                state.lastHeartbeat = Date()
                FileHandle.standardError.write(Data("playbook: \(status(state))\n".utf8))
            }
        }
    }

    /// `running 120 examples: 37/120, 12 s (Docs/05.md#3)`.
    private func status(_ state: State) -> String {
        let seconds = Int(Date().timeIntervalSince(state.started))
        var text = "\(state.phase ?? "working"): "
        if state.total > 0 { text += "\(state.done)/\(state.total), " }
        text += "\(seconds) s"
        if !state.current.isEmpty { text += " (\(state.current))" }
        return VisibleText.escapedOnOneLine(text)
    }

    private func writeLive(_ state: inout State) {
        var text = status(state)
        if text.count > 100 { text = String(text.prefix(99)) + "…" }
        FileHandle.standardError.write(
            Data(("\r" + text.padding(toLength: max(text.count, state.lastLength), withPad: " ", startingAt: 0)).utf8))
        state.lastLength = text.count
    }

    private func endLiveLine(_ state: inout State) {
        guard isTerminal, state.lastLength > 0 else { return }
        FileHandle.standardError.write(Data("\n".utf8))
        state.lastLength = 0
    }
}
