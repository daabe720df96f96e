// swift-tools-version: 6.1
import PackageDescription

// A package built on RxSwift, as RxSwift's users write them: its library
// uses RxSwift, RxRelay and RxCocoa, its tests RxTest and RxBlocking. The
// RxSwift here is this repository's root package, whose targets carry those
// five names, as RxSwift's own do; it is reached by path, and a path
// dependency's identity is its folder's name, read from this file's path.
// It adds playbook's plugin package (no Rx target, no dependency of its own)
// and verifies its README (marble and plain examples) through it.
let here = #filePath.split(separator: "/")
let repository = "/" + here.dropLast(5).joined(separator: "/")  // .../Playbook/Tests/PackageFixtures/RxClient/Package.swift
let rx = String(here[here.count - 6])

let package = Package(
    name: "RxClient",
    products: [.library(name: "Streams", targets: ["Streams"])],
    dependencies: [
        .package(path: repository),
        .package(path: "../../../PlaybookPlugin")
    ],
    targets: [
        .target(
            name: "Streams",
            dependencies: [
                .product(name: "RxSwift", package: rx), .product(name: "RxRelay", package: rx),
                .product(name: "RxCocoa", package: rx)
            ]),
        .testTarget(
            name: "StreamsTests",
            dependencies: ["Streams", .product(name: "RxTest", package: rx), .product(name: "RxBlocking", package: rx)])
    ]
)
