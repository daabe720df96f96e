// OpenCombine's twins of the chain-building scenarios (main.swift runs them):
// the chains of the pairs (i), (j), (k) (from OpenCombineChains, the very
// code RxVsOpenCombine times) and (g)'s subscription, so that the
// instructions and mallocs of building a chain can be set side by side with
// Rx's (`map-filter-6`, `flatMap-just`, `flatMapLatest-just`,
// `subject-subscribe`).

import OpenCombine
import OpenCombineChains

/// The subject `oc-subject-subscribe` subscribes to.
let openCombineSubject = PassthroughSubject<Int, Never>()

let openCombineScenarios: [String: () -> Void] = [
    "oc-map-filter-6": { buildMapFilterChain { sum &+= $0 } },
    "oc-flatMap-just": { buildFlatMapJustChain { sum &+= $0 } },
    "oc-flatMapLatest-just": { buildSwitchToLatestChain { sum &+= $0 } },
    "oc-subject-subscribe": { openCombineSubject.sink { sum &+= $0 }.cancel() }
]
