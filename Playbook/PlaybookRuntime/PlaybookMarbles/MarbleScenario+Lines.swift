import PlaybookWire
import RxSwift
import RxTest

extension MarbleScenario {
    /// An input as made by `hot` or `cold`: its name, its marble string's
    /// length, and what it recorded while the scenario ran.
    struct Input {
        let name: String
        let marbles: String
        let frames: Int
        let madeBeforeRun: Bool
        let isCold: Bool
        let source: ObjectIdentifier
        /// Its events, labelled (times as written: a cold input's count from each subscription).
        let labels: [MarbleGrammar.Event]
        let subscriptions: () -> [MarbleSubscription]
        let subscriptionCauses: () -> [MarbleDelivery?]
        let deliveries: () -> [[(event: Int, time: Int)]]

        init<Element>(name: String, marbles: String, madeBeforeRun: Bool, input: MarbleInput<Element>) {
            self.name = name
            self.marbles = marbles
            // Read already by MarbleScenario.events, which stops the example on a malformed string.
            self.frames = (try? MarbleGrammar.frameCount(marbles)) ?? 0
            self.madeBeforeRun = madeBeforeRun
            self.isCold = input.isCold
            source = ObjectIdentifier(input)
            labels = input.events.map {
                MarbleGrammar.Event(time: $0.time, label: MarbleScenario.label($0.event, { String(describing: $0) }))
            }
            subscriptions = { input.subscriptions }
            subscriptionCauses = { input.subscriptionCauses }
            deliveries = { input.deliveries }
        }
    }

    /// Records what a result receives, each event with the input event that
    /// was being delivered at that moment.
    final class CausalObserver {
        let scheduler: TestScheduler
        let delivery: MarbleDeliveryTracker
        private(set) var events: [MarbleGrammar.Event] = []
        private(set) var causes: [MarbleDelivery?] = []

        init(scheduler: TestScheduler, delivery: MarbleDeliveryTracker) {
            self.scheduler = scheduler
            self.delivery = delivery
        }

        func record(_ label: MarbleGrammar.Label) {
            events.append(MarbleGrammar.Event(time: scheduler.clock, label: label))
            causes.append(delivery.current)
        }
    }

    /// Every input in the order they were made, then every result: after
    /// `run()`, what the marble diagram draws.
    ///
    /// A hot input is one line: all its events, and every subscription it
    /// had. A cold input is one line per subscription (its events start anew
    /// at each): what it sent to that subscription, at the times it sent it,
    /// so a line ends where its subscription was disposed. A cold input never
    /// subscribed to is one line of its events as written, with no subscription.
    /// Lines that would share a name (inputs or results) are numbered `name #1`, `name #2`, in order.
    public var lines: [Line] {
        var lines: [Line] = []
        var references: [MarbleDelivery: EventReference] = [:]
        var subscriptionCauses: [(line: Int, cause: MarbleDelivery?)] = []
        for (inputIndex, input) in inputs.enumerated() {
            let firstLine = lines.count
            defer {
                if input.madeBeforeRun && lines.count == firstLine + 1 { lines[firstLine].input = (inputIndex, input.marbles) }
            }
            let subscriptions = input.subscriptions()
            if !input.isCold {
                for index in input.labels.indices {
                    references[MarbleDelivery(source: input.source, subscription: nil, event: index)] = EventReference(
                        line: lines.count, event: index)
                }
                lines.append(
                    Line(name: input.name, events: input.labels, isResult: false, frames: input.frames, subscriptions: subscriptions))
            } else if subscriptions.isEmpty {
                lines.append(Line(name: input.name, events: input.labels, isResult: false, frames: input.frames))
            } else {
                let deliveries = input.deliveries()
                let causes = input.subscriptionCauses()
                for (subscription, span) in subscriptions.enumerated() {
                    let sent = deliveries[subscription]
                    for (position, delivery) in sent.enumerated() {
                        references[MarbleDelivery(source: input.source, subscription: subscription, event: delivery.event)] =
                            EventReference(line: lines.count, event: position)
                    }
                    subscriptionCauses.append((lines.count, causes[subscription]))
                    let start = span.subscribe >= 0 ? span.subscribe / MarbleGrammar.ticksPerFrame : 0
                    lines.append(
                        Line(
                            name: input.name,
                            events: sent.map { MarbleGrammar.Event(time: $0.time, label: input.labels[$0.event].label) },
                            isResult: false, frames: input.frames + start, subscriptions: [span]))
                }
            }
        }
        for (line, cause) in subscriptionCauses { lines[line].subscriptionCause = cause.flatMap { references[$0] } }
        for (line, causes) in recordedResults {
            var result = line
            result.causes = causes.map { $0.flatMap { references[$0] } }
            lines.append(result)
        }
        var counts: [String: Int] = [:]
        for line in lines { counts[line.name, default: 0] += 1 }
        var numbered: [String: Int] = [:]
        for index in lines.indices where counts[lines[index].name, default: 0] > 1 {
            let name = lines[index].name
            numbered[name, default: 0] += 1
            lines[index].name = "\(name) #\(numbered[name]!)"
        }
        return lines
    }
}
