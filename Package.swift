// swift-tools-version: 6.1
import PackageDescription

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
        .library(name: "RxTest", targets: ["RxTest"]),
        .executable(name: "playbook", targets: ["playbook"]),
        // What playbook compiles into its harness program (from this package,
        // by path: see HarnessRuntimePackage): the runtime, and the marble
        // examples' helpers.
        .library(name: "PlaybookHarness", targets: ["PlaybookHarness"]),
        .library(name: "MarbleSupport", targets: ["MarbleSupport"]),
        // `swift package playbook test|run|build` in a package that depends on this one.
        .plugin(name: "PlaybookPlugin", targets: ["PlaybookPlugin"])
    ],
    traits: [
        .trait(
            name: "TraceResources",
            description: "Counts live resources in Resources.total (RxSwift's TRACE_RESOURCES).")
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // The local HTTP server of `playbook watch --serve` (pure Swift, no NIO).
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1")
    ],
    targets: [
        .target(name: "Rx", exclude: ["LOCKS.md"], swiftSettings: rxSettings),
        .target(name: "RxTesting", dependencies: ["Rx"], swiftSettings: rxSettings),
        .target(name: "RxBlocking", dependencies: ["Rx"], swiftSettings: rxSettings),
        .target(name: "RxSwift", dependencies: ["Rx"], swiftSettings: rxSettings),
        .target(name: "RxRelay", dependencies: ["Rx"], swiftSettings: rxSettings),
        .target(name: "RxCocoa", dependencies: ["Rx"], swiftSettings: rxSettings),
        .target(name: "RxTest", dependencies: ["RxTesting"], swiftSettings: rxSettings),
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"])]),
        // The protocol between playbook and its harness and the marble
        // timeline schema: no dependency, imported by both sides.
        .target(name: "PlaybookWire"),
        // The harness runtime (fork server, descriptor passing, leak wait);
        // it never links Rx (the generated `main` passes the leak counter in).
        .target(name: "PlaybookHarness", dependencies: ["PlaybookWire"]),
        .target(name: "MarbleSupport", dependencies: ["Rx", "RxTesting", "PlaybookWire"], swiftSettings: rxSettings),
        .target(
            name: "Playbook",
            dependencies: [
                "CCmark",
                "PlaybookWire",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox")
            ],
            resources: [.copy("Site/Resources")]),
        .executableTarget(
            name: "playbook",
            dependencies: [
                "Playbook",
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ]),
        .plugin(
            name: "PlaybookPlugin",
            capability: .command(
                intent: .custom(
                    verb: "playbook",
                    description: "Verify the package's documentation examples (test, run) or build its site (build) with playbook"),
                permissions: [
                    .writeToPackageDirectory(
                        reason:
                            "playbook build writes the site (site/ or --output) and playbook test --update rewrites expected output blocks"
                    )
                ]),
            dependencies: ["playbook"]),
        .testTarget(name: "RxTests", dependencies: ["Rx", "RxTesting", "RxBlocking"], swiftSettings: rxSettings),
        .testTarget(name: "RxBlockingTests", dependencies: ["Rx", "RxBlocking"], swiftSettings: rxSettings),
        .testTarget(
            name: "RxCompatibilityTests",
            dependencies: ["Rx", "RxTesting", "RxBlocking", "RxSwift", "RxRelay", "RxCocoa", "RxTest"],
            swiftSettings: [
                .swiftLanguageMode(.v6),
                .define("TRACE_RESOURCES", .when(traits: ["TraceResources"]))
            ]),
        .testTarget(name: "PlaybookTests", dependencies: ["Playbook", "PlaybookWire"], exclude: ["SiteFixtures"]),
        .testTarget(name: "PlaybookWireTests", dependencies: ["PlaybookWire"]),
        .testTarget(name: "PlaybookHarnessTests", dependencies: ["PlaybookHarness", "PlaybookWire"]),
        .testTarget(
            name: "MarbleSupportTests", dependencies: ["MarbleSupport", "PlaybookWire", "Rx", "RxTesting"],
            swiftSettings: rxSettings)
    ]
)
