// swift-tools-version: 6.1
import PackageDescription

// Rx against OpenCombine on equivalent pipelines, with plain-Swift baselines.
// Run from the repository root with `make bench` (release build, see Makefile).
let package = Package(
    name: "RxBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "RxPlaybook", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0")
    ],
    targets: [
        .executableTarget(
            name: "RxVsOpenCombine",
            dependencies: [
                .product(name: "Rx", package: "RxPlaybook"),
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "Benchmark", package: "benchmark")
            ],
            path: "Benchmarks/RxVsOpenCombine",
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
        // One scenario per run, for instruction and allocation counts under
        // valgrind (Benchmarks/subscribe-cost.sh); Rx, and OpenCombine's
        // twins of the chain-building scenarios. Swift 5 mode, as
        // above: in Swift 6 mode the closures of main.swift are main-actor
        // isolated, and each call from Rx's code checks the executor at run
        // time (about 350 instructions, more than an element's whole path).
        .executableTarget(
            name: "SubscribeCost",
            dependencies: [
                .product(name: "Rx", package: "RxPlaybook"),
                .product(name: "OpenCombine", package: "OpenCombine")
            ],
            path: "Benchmarks/SubscribeCost",
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // Some forty workloads at 2,000 and 20,000 items, for costs per item
        // that grow with the count (`make bench-scaling`).
        .executableTarget(
            name: "ScalingProbe",
            dependencies: [
                .product(name: "Rx", package: "RxPlaybook"),
                .product(name: "RxTesting", package: "RxPlaybook")
            ],
            path: "Benchmarks/ScalingProbe",
            swiftSettings: [.swiftLanguageMode(.v5)])
    ]
)
