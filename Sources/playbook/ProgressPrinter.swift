import Foundation
import Playbook
import Synchronization

/// Progress on stderr while a run works: a line when the harness is built,
/// then a counter rewritten in place on a terminal.
final class ProgressPrinter: Sendable {
    private let isTerminal = isatty(2) == 1
    private let lastLength = Mutex(0)

    func report(_ event: VerificationProgress) {
        switch event {
        case .building(let count):
            line("playbook: compiling \(count) example\(count == 1 ? "" : "s") into one harness")
        case .checkingCompileFailures(let count):
            line("playbook: type-checking \(count) compile-fail example\(count == 1 ? "" : "s")")
        case .ran(let example, let done, let total):
            guard isTerminal else { return }
            let text = "\r[\(done)/\(total)] \(example.name)"
            lastLength.withLock { length in
                FileHandle.standardError.write(Data((text.padding(toLength: max(text.count, length), withPad: " ", startingAt: 0)).utf8))
                length = text.count
                if done == total {
                    FileHandle.standardError.write(Data("\n".utf8))
                    length = 0
                }
            }
        case .starting(let example):
            FileHandle.standardOutput.write(Data("── \(example.name) (\(example.location)) ──\n".utf8))
        case .liveOutput(_, let stream, let bytes):
            (stream == .stdout ? FileHandle.standardOutput : FileHandle.standardError).write(Data(bytes))
        }
    }

    private func line(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
