// swift-tools-version: 6.1
import PackageDescription

// A small library of its own, documented with playbook through the SwiftPM
// plugin of the package three folders up (RxPlaybook), as any package would:
// `swift package playbook test Docs` (see Tests/PackageFixtures/plugin-test.sh).
let package = Package(
    name: "Shapes",
    products: [.library(name: "Shapes", targets: ["Shapes"])],
    dependencies: [.package(path: "../../..")],
    targets: [.target(name: "Shapes")]
)
