// swift-tools-version: 6.1
import PackageDescription

// A package whose own library target is named Playbook and which depends on
// swift-argument-parser, both of which playbook itself uses: the plugin
// package declares neither, and the tool's own dependencies are built in a
// folder of their own, so nothing clashes.
let package = Package(
    name: "OwnPlaybook",
    products: [.library(name: "Playbook", targets: ["Playbook"])],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(path: "../../../PlaybookPlugin")
    ],
    targets: [
        .target(name: "Playbook", dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")])
    ]
)
