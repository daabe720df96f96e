// swift-tools-version: 6.1
import PackageDescription

// A small library of its own, documented with playbook through the SwiftPM
// plugin package (Playbook/PlaybookPlugin), as any package would:
// `swift package playbook test Docs` (see Playbook/Tests/PackageFixtures/plugin-test.sh).
let package = Package(
    name: "Shapes",
    products: [.library(name: "Shapes", targets: ["Shapes"])],
    dependencies: [.package(path: "../../../PlaybookPlugin")],
    targets: [.target(name: "Shapes")]
)
