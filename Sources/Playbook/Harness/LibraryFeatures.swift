import Foundation

/// What the library package offers that the harness can use.
enum LibraryFeatures {
    /// Whether the Rx sources declare `Resources` (RxSwift's resource
    /// counter, compiled in with the TraceResources trait). Until they do,
    /// the harness runs without the leak check.
    static func tracesResources(libraryRoot: URL) -> Bool {
        let folder = libraryRoot.appending(path: "Sources/Rx")
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return false }
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".swift"),
                let text = try? String(contentsOfFile: folder.appending(path: relative).path, encoding: .utf8)
            else { continue }
            if text.contains("enum Resources") && text.contains("total") { return true }
        }
        return false
    }
}
