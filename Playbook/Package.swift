// swift-tools-version: 6.1
import PackageDescription

// playbook, the documentation verifier and site generator: the engine
// (Playbook), the command-line tool (playbook) and their tests. Packages that
// use playbook add the dependency-free plugin package PlaybookPlugin/, which
// builds this package in a build folder of its own, so these dependencies
// never enter the documented package's graph. The harness that playbook
// generates links the documented package and PlaybookRuntime/ only.
let package = Package(
    name: "Playbook",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "playbook", targets: ["playbook"])
    ],
    dependencies: [
        .package(path: "PlaybookRuntime"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // The local HTTP server of `playbook watch --serve` (pure Swift, no NIO).
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1")
    ],
    targets: [
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"])]),
        .target(
            name: "Playbook",
            dependencies: [
                "CCmark",
                .product(name: "PlaybookWire", package: "PlaybookRuntime"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox")
            ],
            resources: [.copy("Site/Resources")]),
        // The Rx flavour: what only a reactive library's documentation wants
        // (Copy as RxSwift, the operator pages, the playground export, "what
        // if" moves, the guide's references). The engine does not import it;
        // the command line switches it on from playbook.json.
        .target(
            name: "PlaybookRx",
            dependencies: [
                "Playbook",
                .product(name: "PlaybookWire", package: "PlaybookRuntime"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax")
            ]),
        .executableTarget(
            name: "playbook",
            dependencies: [
                "Playbook",
                "PlaybookRx",
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ]),
        // What both test targets use: their fixture folders (each target has
        // its own, Tests/X/Fixtures) and the site tests' helpers.
        .target(
            name: "PlaybookTestSupport",
            dependencies: ["Playbook", "PlaybookRx"],
            path: "Tests/PlaybookTestSupport"),
        // Unit tests: in process and fast; no example is compiled, no server
        // listens, no playbook process runs.
        .testTarget(
            name: "PlaybookTests",
            dependencies: [
                "Playbook", "PlaybookRx", "PlaybookTestSupport", .product(name: "PlaybookWire", package: "PlaybookRuntime")
            ],
            exclude: ["Fixtures"]),
        // End-to-end tests: examples compiled and run, the harness, the
        // playbook executable on fixture folders and sites, the servers,
        // hostile runs (`make test-end-to-end`; needs the playbook product built).
        .testTarget(
            name: "PlaybookEndToEndTests",
            dependencies: [
                "Playbook", "PlaybookRx", "PlaybookTestSupport", .product(name: "PlaybookWire", package: "PlaybookRuntime")
            ],
            exclude: ["Fixtures"])
    ]
)
