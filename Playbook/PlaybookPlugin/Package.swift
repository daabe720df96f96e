// swift-tools-version: 6.1
import PackageDescription

// The package a Swift package adds to verify its documentation with playbook:
//
//     .package(path: "../RxPlaybook/Playbook/PlaybookPlugin"),
//
// then `swift package --allow-writing-to-package-directory playbook test`.
// It declares the command plugin and nothing else: no library, no dependency,
// so nothing in it can clash with the documented package's own targets or
// dependencies (RxSwift, swift-argument-parser, swift-syntax, ...). The plugin
// builds the playbook tool (Playbook/Package.swift, beside this folder) in a
// build folder of its own, outside the documented package's build graph.
let package = Package(
    name: "PlaybookPlugin",
    products: [
        .plugin(name: "PlaybookPlugin", targets: ["PlaybookPlugin"])
    ],
    targets: [
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
                ]))
    ]
)
