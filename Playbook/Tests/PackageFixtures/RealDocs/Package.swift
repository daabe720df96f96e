// swift-tools-version: 6.1
import PackageDescription

// A library whose README is written as real ones are: no output blocks,
// blocks that build on earlier ones, results as trailing comments, a
// manifest snippet, a signature listing; it depends on swift-numerics, whose
// RealModule is built on a C target (_NumericsShims). playbook verifies it
// with no configuration at all.
let package = Package(
    name: "RealDocs",
    products: [.library(name: "Statistics", targets: ["Statistics"])],
    dependencies: [
        .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
        .package(path: "../../../PlaybookPlugin")
    ],
    targets: [
        .target(name: "Statistics", dependencies: [.product(name: "RealModule", package: "swift-numerics")])
    ]
)
