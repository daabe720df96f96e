// swift-tools-version: 6.1
import PackageDescription

// Rx, the reactive library, with RxTesting (RxTest's API) and RxBlocking, and
// the modules RxSwift, RxRelay, RxCocoa and RxTest that re-export them so code
// written for RxSwift compiles with no change. This package has no
// dependencies: an app that wants Rx resolves nothing else. The documentation
// tool playbook is a package of its own, Playbook/ (see README.md).
//
// Rx, RxTesting and RxBlocking are compiled in the Swift 5 language mode: their
// public closures are deliberately not `@Sendable` (as in RxSwift), so code
// written for RxSwift that captures local variables compiles unchanged.
let rxSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v5),
    .define("TRACE_RESOURCES", .when(traits: ["TraceResources"]))
]

let package = Package(
    name: "RxPlaybook",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Rx", targets: ["Rx"]),
        .library(name: "RxTesting", targets: ["RxTesting"]),
        .library(name: "RxBlocking", targets: ["RxBlocking"]),
        // RxSwift's module names, re-exporting Rx and RxTesting, so that code
        // written for RxSwift compiles with no change at all.
        .library(name: "RxSwift", targets: ["RxSwift"]),
        .library(name: "RxRelay", targets: ["RxRelay"]),
        .library(name: "RxCocoa", targets: ["RxCocoa"]),
        .library(name: "RxTest", targets: ["RxTest"])
    ],
    traits: [
        .trait(
            name: "TraceResources",
            description: "Counts live resources in Resources.total (RxSwift's TRACE_RESOURCES).")
    ],
    targets: [
        .target(name: "Rx", exclude: ["LOCKS.md"], swiftSettings: rxSettings),
        .target(name: "RxTesting", dependencies: ["Rx"], swiftSettings: rxSettings),
        .target(name: "RxBlocking", dependencies: ["Rx"], swiftSettings: rxSettings),
        .target(name: "RxSwift", dependencies: ["Rx"], swiftSettings: rxSettings),
        .target(name: "RxRelay", dependencies: ["Rx"], swiftSettings: rxSettings),
        .target(name: "RxCocoa", dependencies: ["Rx"], swiftSettings: rxSettings),
        .target(name: "RxTest", dependencies: ["RxTesting"], swiftSettings: rxSettings),
        .testTarget(name: "RxTests", dependencies: ["Rx", "RxTesting", "RxBlocking"], swiftSettings: rxSettings),
        .testTarget(name: "RxBlockingTests", dependencies: ["Rx", "RxBlocking"], swiftSettings: rxSettings),
        .testTarget(
            name: "RxCompatibilityTests",
            dependencies: ["Rx", "RxTesting", "RxBlocking", "RxSwift", "RxRelay", "RxCocoa", "RxTest"],
            swiftSettings: [
                .swiftLanguageMode(.v6),
                .define("TRACE_RESOURCES", .when(traits: ["TraceResources"]))
            ])
    ]
)
