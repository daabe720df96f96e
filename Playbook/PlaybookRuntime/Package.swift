// swift-tools-version: 6.1
import PackageDescription

// What playbook's generated harness links besides the documented package:
// the protocol between playbook and its harness (PlaybookWire, also the marble
// grammar and timeline format) and the harness runtime (PlaybookHarness: fork
// server, descriptor passing, supervision, leak wait). No dependencies, so
// that it never shares a name or an identity with what a documented package
// depends on. playbook (Playbook/Package.swift) depends on it too: one
// definition of the wire on both sides.
let package = Package(
    name: "PlaybookRuntime",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "PlaybookWire", targets: ["PlaybookWire"]),
        .library(name: "PlaybookHarness", targets: ["PlaybookHarness"])
    ],
    targets: [
        .target(name: "PlaybookWire"),
        // The one C part: what a forked child must set before it runs Swift
        // (Sources/CPlaybookHarness/include/thread_id_caches.h).
        .target(name: "CPlaybookHarness"),
        .target(name: "PlaybookHarness", dependencies: ["PlaybookWire", "CPlaybookHarness"]),
        .testTarget(name: "PlaybookWireTests", dependencies: ["PlaybookWire"]),
        .testTarget(name: "PlaybookHarnessTests", dependencies: ["PlaybookHarness", "PlaybookWire"])
    ]
)
