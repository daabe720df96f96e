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
        .executableTarget(
            name: "playbook",
            dependencies: [
                "Playbook",
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ]),
        .testTarget(
            name: "PlaybookTests",
            dependencies: ["Playbook", .product(name: "PlaybookWire", package: "PlaybookRuntime")],
            exclude: ["SiteFixtures", "Fixtures"])
    ]
)
